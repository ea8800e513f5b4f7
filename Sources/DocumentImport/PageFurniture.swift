/// Finds the page furniture a PDF extraction leaves between paragraphs: page separators, page numbers,
/// ornament glyphs and running headers (the book's or chapter's title at the top of each page).
struct PageFurniture {
    /// Source line numbers to drop.
    var removed: Set<Int> = []
    /// The running headers' texts, in order (the last one is usually the chapter's title).
    var headers: [String] = []
    var repairs: [Repair] = []

    init(_ lines: [SourceLine]) {
        // Short lines that repeat with a changing number (`Chapter 6 Tables 124`) are running headers.
        var counts: [String: Int] = [:]
        for line in lines where line.isShort && line.trimmed.count <= 80 && line.trimmed.contains(where: \.isNumber) {
            counts[Self.shape(of: line.trimmed), default: 0] += 1
        }
        for line in lines
        where line.isShort && line.trimmed.contains(where: \.isNumber) && line.trimmed.contains(where: \.isLetter)
            && counts[Self.shape(of: line.trimmed), default: 0] >= 3
            && ![.code, .comment].contains(LineShape.classify(line.text))
            && !(line.trimmed.last.map { ".;:,()[]{}".contains($0) } ?? false)
            && LineShape.codeSignals(LineShape.codePart(of: line.trimmed)) == 0
        {
            remove(line, why: "a running header with the page number")
        }
        for line in lines where line.isShort && Self.isChapterFooter(line.trimmed) && !removed.contains(line.number) {
            remove(line, why: "a running header with the page number")
        }
        // The document's title (its first line) again with a page number, anywhere (inside a listing too):
        // a running header, however few pages there are.
        if let first = lines.firstIndex(where: { !$0.isBlank }), lines[first].isShort,
            (8...60).contains(lines[first].trimmed.count)
        {
            let title = lines[first].trimmed
            for line in lines[(first + 1)...]
            where line.isShort && !removed.contains(line.number) && Self.isTitleWithPageNumber(line.trimmed, title) {
                remove(line, why: "a running header with the page number")
            }
        }
        let separators = lines.indices.filter { lines[$0].isShort && Self.isSeparator(lines[$0].trimmed) }
        // pdftotext starts each page with a form feed, on the page's first line.
        let formFeeds = lines.indices.filter { lines[$0].text.hasPrefix("\u{0C}") }
        let numberLines = lines.indices.filter { lines[$0].isShort && Self.isPageNumber(lines[$0].trimmed) }
        guard !separators.isEmpty || !formFeeds.isEmpty || numberLines.count >= 2 else { return }
        for index in separators { remove(lines[index], why: "a page separator") }
        for index in formFeeds where lines[index].isBlank { remove(lines[index], why: "a page break (form feed)") }
        var pageStarts = [0] + separators.map { $0 + 1 } + formFeeds
        pageStarts += numberLines.filter { !separators.contains($0 - 1) }
        for start in Set(pageStarts).sorted() { removeHeaderBlock(from: start, lines) }
    }

    /// The lines at a page's top before its text: the header, ornaments and the page number. Without a
    /// page number or ornament, only a single title line followed by a blank line counts.
    private mutating func removeHeaderBlock(from start: Int, _ lines: [SourceLine]) {
        var index = start
        while index < lines.count, lines[index].isBlank { index += 1 }
        var candidates: [SourceLine] = []
        while index < lines.count, candidates.count < 5, !lines[index].isBlank, lines[index].isShort {
            let text = lines[index].trimmed
            guard Self.isPageNumber(text) || Self.isOrnament(text) || Self.isHeaderText(lines[index]) else { break }
            candidates.append(lines[index])
            index += 1
        }
        let markers = candidates.lastIndex { Self.isPageNumber($0.trimmed) || Self.isOrnament($0.trimmed) }
        if let markers {
            candidates = Array(candidates[...markers])
        } else if let first = candidates.first, first.number < lines.count, lines[first.number].isBlank,
            !(first.text.last?.isImportWhitespace ?? false)
        {
            candidates = [first]
        } else {
            candidates = []
        }
        for line in candidates {
            let text = line.trimmed
            if Self.isPageNumber(text) {
                remove(line, why: "the page number")
            } else if Self.isOrnament(text) {
                remove(line, why: "a header ornament from a symbol font")
            } else {
                headers.append(String(text).replacingNoBreakSpaces())
                remove(line, why: "the running header")
            }
        }
    }

    private mutating func remove(_ line: SourceLine, why: String) {
        guard removed.insert(line.number).inserted else { return }
        repairs.append(
            Repair(
                .pageFurniture, lines: line.number...line.number, original: Self.visible(line.trimmed), replacement: "",
                reason: "page furniture: \(why)"))
    }

    /// The text, with private-use glyphs (which show as nothing) written as `U+F076`.
    static func visible(_ text: Substring) -> String {
        text.unicodeScalars.map {
            (0xE000...0xF8FF).contains($0.value) ? "U+" + String($0.value, radix: 16, uppercase: true) : String($0)
        }
        .joined()
    }

    /// `86 Chapter 4 Searching`, `Глава 3 · 112`: a page number beside a chapter's name.
    static func isChapterFooter(_ text: Substring) -> Bool {
        guard text.count <= 60, let last = text.last, !".:;,!?".contains(last) else { return false }
        let words = text.split(separator: " ")
        guard let first = words.first, let final = words.last, words.count >= 3 else { return false }
        let isNumber = { (word: Substring) in
            (1...4).contains(word.count) && word.allSatisfy { $0.isASCII && $0.isNumber }
        }
        guard isNumber(first) || isNumber(final) else { return false }
        return words.contains { ["Chapter", "CHAPTER", "Глава", "ГЛАВА", "Part", "Часть"].contains($0) }
            || text.contains("章")
    }

    /// `Tables and Search 124`, `124 Tables and Search`: the title (or its first words, 8 characters or
    /// more, as a long title is shortened) beside a page number.
    static func isTitleWithPageNumber(_ text: Substring, _ title: Substring) -> Bool {
        let words = text.split(separator: " ")
        guard words.count >= 2, let first = words.first, let last = words.last else { return false }
        let name: Substring
        if isPageNumber(last) {
            name = text.dropLast(last.count).trimmingWhitespace()
        } else if isPageNumber(first) {
            name = text.dropFirst(first.count).trimmingWhitespace()
        } else {
            return false
        }
        return name.count >= 8 && title.hasPrefix(name)
    }

    static func isSeparator(_ text: Substring) -> Bool {
        text == "\u{0C}"
            || (text.count >= 3 && text.allSatisfy { $0 == "-" || $0 == "—" || $0 == "_" || $0 == "=" })
                && text.count <= 80
    }

    static func isPageNumber(_ text: Substring) -> Bool {
        var digits = text
        for prefix in ["Page ", "page ", "Страница ", "Стр. ", "第"] where digits.hasPrefix(prefix) {
            digits = digits.dropFirst(prefix.count)
        }
        if digits.hasSuffix("页") { digits = digits.dropLast() }
        digits = digits.trimmingCharacters("-").trimmingWhitespace()
        return (1...4).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func isOrnament(_ text: Substring) -> Bool {
        text.unicodeScalars.allSatisfy { (0xE000...0xF8FF).contains($0.value) || $0.properties.isWhitespace }
    }

    /// A short line with no sentence punctuation.
    static func isHeaderText(_ line: SourceLine) -> Bool {
        let text = line.trimmed
        guard let last = text.last, text.count <= 60 else { return false }
        return !".,:;!?。：；，".contains(last) && text.split(separator: " ").count <= 8
            && LineShape.classify(line.text) != .code
    }

    private static func shape(of text: Substring) -> String {
        String(text.map { $0.isNumber ? "#" : $0 })
    }
}

extension SourceLine {
    /// Short enough to be page furniture (and cheap to look at: huge lines are skipped in linear time).
    var isShort: Bool { text.utf8.count <= 320 }
}
