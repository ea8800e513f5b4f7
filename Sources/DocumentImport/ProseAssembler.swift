/// Rebuilds headings, paragraphs and list items from the prose lines between code regions, repairing
/// words and identifiers that the extraction split at line ends.
struct ProseAssembler {
    var vocabulary: Vocabulary
    /// The text came from a PDF: a line that runs on ends with a space, so a line without one that ends a
    /// sentence ends its paragraph.
    var pdfMode: Bool

    /// Labels of asides (Apple's "Note") that stay paragraphs, not headings.
    static let asideLabels: Set<String> = [
        "Note", "Important", "Warning", "Tip", "Caution", "Примечание", "Внимание", "Совет", "注意", "提示", "注",
    ]

    /// The blocks of one prose segment; `followedByCode` says a code region comes right after it.
    func blocks(_ lines: [SourceLine], followedByCode: Bool, atDocumentStart: Bool = false) -> [ImportedBlock] {
        var paragraphs: [[SourceLine]] = []
        var group: [SourceLine] = []
        func flush() {
            // The document's first line, if it looks like a title, is one (a byline may follow it directly).
            if atDocumentStart, paragraphs.isEmpty, group.count > 1, isHeadingLike(group[0].trimmed),
                !(pdfMode && group[0].text.last?.isImportWhitespace == true),
                group[1].trimmed.first.map({ !$0.isLowercase }) == true
            {
                paragraphs.append([group.removeFirst()])
            }
            paragraphs += split(group)
            group = []
        }
        for line in lines {
            if line.text.utf8.count > LineShape.longLine {
                flush()
                paragraphs.append([line])
            } else if line.isBlank {
                flush()
            } else {
                group.append(line)
            }
        }
        flush()
        var blocks: [ImportedBlock] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if paragraph.count == 1, paragraph[0].text.utf8.count > LineShape.longLine {
                // Kept as it is: no repair looks inside a line this long, so the import stays linear.
                blocks.append(
                    ImportedBlock(
                        kind: .paragraph, text: String(paragraph[0].trimmed), firstSourceLine: paragraph[0].number,
                        lastSourceLine: paragraph[0].number))
                continue
            }
            let isLast = index == paragraphs.count - 1
            blocks.append(block(paragraph, beforeCode: isLast && followedByCode))
        }
        return blocks
    }

    // MARK: - Paragraph boundaries

    /// Splits a group of consecutive lines into paragraphs and list items.
    private func split(_ group: [SourceLine]) -> [[SourceLine]] {
        guard !group.isEmpty else { return [] }
        let longest = group.map { $0.trimmed.count }.max() ?? 0
        var result: [[SourceLine]] = []
        var current: [SourceLine] = []
        for line in group {
            if let previous = current.last,
                !startsNewParagraph(line, after: previous, longest: longest, current: current)
            {
                current.append(line)
            } else {
                if !current.isEmpty { result.append(current) }
                current = [line]
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private func startsNewParagraph(_ line: SourceLine, after previous: SourceLine, longest: Int, current: [SourceLine])
        -> Bool
    {
        let text = line.trimmed
        let previousText = previous.trimmed
        if Self.listMarker(text) != nil { return true }
        if Self.isURL(previousText) || Self.isURL(text) { return true }
        if text == "-" || previousText == "-" { return false }
        let runsOn = previous.text.last?.isImportWhitespace ?? false
        if pdfMode && runsOn { return false }
        if pdfMode, current.count == 1, isHeadingLike(previousText), !runsOn,
            text.first.map({ $0.isUppercase }) == true
        {
            return true
        }
        if !pdfMode, current.count == 1, isHeadingLike(previousText), isHeadingLike(text) { return true }
        // Text copied from a web page has one line a paragraph: no line is wrapped at a page width.
        let unwrapped = !pdfMode && longest > 120
        if unwrapped, current.count == 1, isHeadingLike(previousText), text.first?.isUppercase == true { return true }
        guard let last = previousText.last, Self.terminalPunctuation.contains(last) else { return false }
        if pdfMode || unwrapped { return true }
        if Self.script(of: previousText) != Self.script(of: text) { return true }
        return Double(previousText.count) < 0.8 * Double(longest)
    }

    static let terminalPunctuation: Set<Character> = [".", "!", "?", ":", "。", "！", "？", "：", "…"]

    // MARK: - Blocks

    private func block(_ lines: [SourceLine], beforeCode: Bool) -> ImportedBlock {
        let first = lines[0].number
        let last = lines[lines.count - 1].number
        var (text, repairs) = join(lines)
        if let marker = Self.listMarker(Substring(text)) {
            text = String(text.dropFirst(marker.count)).trimmed
            let style = marker.first?.isNumber == true ? marker.trimmed : marker == "• " ? "•" : "-"
            return ImportedBlock(
                kind: .listItem(marker: style), text: text, firstSourceLine: first, lastSourceLine: last,
                repairs: repairs)
        }
        if Self.isURL(Substring(text)) {
            return ImportedBlock(kind: .autolink, text: text, firstSourceLine: first, lastSourceLine: last)
        }
        let hashes = text.prefix { $0 == "#" }.count
        if lines.count == 1, (1...6).contains(hashes), text.dropFirst(hashes).first == " " {
            // A Markdown heading already (the text was half converted).
            return ImportedBlock(
                kind: .heading(level: hashes), text: String(text.dropFirst(hashes)).trimmed, firstSourceLine: first,
                lastSourceLine: last)
        }
        if lines.count == 1, !beforeCode, isHeadingLike(Substring(text)) {
            return ImportedBlock(
                kind: .heading(level: Self.headingLevel(text)), text: text, firstSourceLine: first,
                lastSourceLine: last)
        }
        if text.contains(where: \.isHan) { repairSpacedIdentifiers(&text, lines: first...last, &repairs) }
        return ImportedBlock(
            kind: .paragraph, text: text, firstSourceLine: first, lastSourceLine: last, repairs: repairs)
    }

    /// A short line that opens a section: no sentence punctuation, no clause commas, not a list item or a
    /// numbered note, not an aside label.
    func isHeadingLike(_ text: Substring) -> Bool {
        guard let first = text.first, let last = text.last, text.count <= 60,
            text.split(separator: " ").count <= 8
        else { return false }
        if Self.terminalPunctuation.contains(last) || ",;，；、".contains(last) { return false }
        if text.contains("，") || text.contains("。") || text.contains(", ") { return false }
        if first.isASCII && first.isLowercase, !text.prefix(while: { !$0.isWhitespace }).contains(where: \.isUppercase)
        {
            return false
        }
        if first.isNumber, !Self.isNumberedHeading(text) { return false }
        if Self.listMarker(text) != nil || Self.isURL(text) || Self.asideLabels.contains(String(text)) { return false }
        if !text.contains(where: \.isLetter) { return false }
        return LineShape.codeSignals(LineShape.codePart(of: text)) < 2
    }

    /// `2.1 Title`: numbers with dots, a space, then text.
    static func isNumberedHeading(_ text: Substring) -> Bool {
        let number = text.prefix { $0.isNumber || $0 == "." }
        return number.contains(".") && number.last != "." && text.dropFirst(number.count).first == " "
    }

    static func headingLevel(_ text: String) -> Int {
        guard isNumberedHeading(Substring(text)) else { return 2 }
        let depth = text.prefix { $0.isNumber || $0 == "." }.split(separator: ".").count
        return min(4, depth + 1)
    }

    /// `• `, `- `, `* `, `1. `, `1) ` at the start of a line.
    static func listMarker(_ text: Substring) -> String? {
        for marker in ["• ", "- ", "* ", "· "] where text.hasPrefix(marker) && text.count > 2 { return marker }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count) else { return nil }
        let rest = text.dropFirst(digits.count)
        if rest.hasPrefix(". ") || rest.hasPrefix(") ") { return String(digits) + String(rest.prefix(2)) }
        return nil
    }

    static func isURL(_ text: Substring) -> Bool {
        (text.hasPrefix("https://") || text.hasPrefix("http://")) && !text.contains(" ")
    }

    enum Script { case latin, cyrillic, han, none }

    /// The script with the most units: a Han character counts as much as a Latin or Cyrillic word.
    static func script(of text: Substring) -> Script {
        let counts = ScriptCounts(text)
        let top = max(counts.latinWords, counts.cyrillicWords, counts.han)
        if top == 0 { return .none }
        return top == counts.han ? .han : top == counts.cyrillicWords ? .cyrillic : .latin
    }

    // MARK: - Joining lines

    /// The lines of one paragraph as one line, with hyphenated words and split identifiers rejoined.
    private func join(_ lines: [SourceLine]) -> (String, [(offset: Int, repair: Repair)]) {
        var text = ""
        var repairs: [(offset: Int, repair: Repair)] = []
        var previousLine: Substring = ""
        var pendingHyphen: Int?
        var previousNumber = lines[0].number
        for line in lines {
            let next = Substring(String(line.trimmed).replacingNoBreakSpaces())
            defer {
                previousLine = next
                previousNumber = line.number
            }
            if text.isEmpty {
                text = String(next)
                continue
            }
            if next == "-" {
                pendingHyphen = line.number
                continue
            }
            let endsWithHyphen = text.last == "-" && text.dropLast().last?.isLetter == true
            if pendingHyphen != nil || endsWithHyphen, let firstCharacter = next.first,
                firstCharacter.isLowercase
                    || (firstCharacter.isUppercase && continuesIdentifier(text, next, hyphen: endsWithHyphen))
            {
                let left = String(
                    text.dropLast(endsWithHyphen ? 1 : 0).reversed().prefix { $0.isIdentifierCharacter || $0.isLetter }
                        .reversed())
                let right = String(next.prefix { $0.isIdentifierCharacter || $0.isLetter })
                let keep = firstCharacter.isLowercase && keepsHyphen(left, right)
                if endsWithHyphen { text.removeLast() }
                text += (keep ? "-" : "") + next
                let original = endsWithHyphen ? "\(left)-` / `\(right)" : "\(left)` / `-` / `\(right)"
                let replacement = keep ? "\(left)-\(right)" : left + right
                repairs.append(
                    (
                        0,
                        Repair(
                            .hyphenation, lines: (pendingHyphen.map { $0 - 1 } ?? previousNumber)...line.number,
                            original: original, replacement: replacement,
                            reason: keep
                                ? "a hyphenated word (the document writes `\(left)-\(right)`)"
                                : vocabulary.knowsWord(left + right)
                                    ? "a word hyphenated at the line end; the document has `\(left + right)` elsewhere"
                                    : "a word hyphenated at the line end")
                    ))
                pendingHyphen = nil
                continue
            }
            if pendingHyphen != nil {
                text += " -"
                pendingHyphen = nil
            }
            if endsWithHyphen, next.first?.isNumber == true {
                text += next  // `iOS-` / `11`: a hyphen before a number stays, with no space.
                continue
            }
            if let name = splitIdentifier(previousLine, next) {
                text += next
                repairs.append(
                    (
                        0,
                        Repair(
                            .splitIdentifier, lines: previousNumber...line.number,
                            original: "\(previousLine)` / `\(next)", replacement: name,
                            reason: vocabulary.identifiers.contains(name)
                                ? (vocabulary.documentIdentifiers.contains(name)
                                    ? "`\(name)` is used elsewhere in the document" : "`\(name)` is UIKit API")
                                : "an identifier set on lines of its own, split at the line end")
                    ))
                continue
            }
            let first = next.first!
            let last = text.last!
            if ",.;:!?)]}»”、，。：；！？）".contains(first) || "([{«“（".contains(last)
                || ((last.isHan || last.isCJKPunctuation) && (first.isHan || first.isCJKPunctuation))
            {
                text += next
            } else {
                text += " " + next
            }
        }
        if pendingHyphen != nil { text += " -" }
        return (text, repairs)
    }

    /// Whether a hyphen at a line end belongs to the word: the document writes the word with it, or both
    /// halves are common words (and the joined word is not), or the second is a Russian particle (`кто-то`).
    func keepsHyphen(_ left: String, _ right: String) -> Bool {
        let joined = (left + right).lowercased()
        if vocabulary.words["\(left)-\(right)".lowercased(), default: 0] > 0 && !vocabulary.knowsWord(joined) {
            return true
        }
        if vocabulary.knowsWord(joined) || CommonWords.contains(joined) { return false }
        if CommonWords.russianParticles.contains(right.lowercased()) { return true }
        return CommonWords.contains(left) && CommonWords.contains(right) && left.count >= 2 && right.count >= 2
    }

    /// `scope-` / `ButtonTitles`: an identifier hyphenated at the line end, known whole.
    private func continuesIdentifier(_ text: String, _ next: Substring, hyphen: Bool) -> Bool {
        let left = String(text.dropLast(hyphen ? 1 : 0).reversed().prefix { $0.isIdentifierCharacter }.reversed())
        let right = String(next.prefix { $0.isIdentifierCharacter })
        return vocabulary.identifiers.contains(left + right)
    }

    /// `viewDid` / `Load` on lines of their own: the joined name when there is evidence for it.
    private func splitIdentifier(_ previous: Substring, _ next: Substring) -> String? {
        guard let first = previous.first, first.isASCIILetter || first == "_",
            previous.allSatisfy(\.isIdentifierCharacter), next.allSatisfy(\.isIdentifierCharacter),
            next.first?.isASCIILetter == true
        else { return nil }
        let name = String(previous + next)
        if vocabulary.identifiers.contains(name) { return name }
        let humped = zip(previous, previous.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
        let known =
            vocabulary.documentIdentifiers.contains(String(previous))
            || UIKitVocabulary.names.contains(String(previous))
        if humped, !known, next.count <= 12 { return name }
        return nil
    }

    /// `scopeButton s` in Chinese prose: rejoined when the document or UIKit has the whole name.
    private func repairSpacedIdentifiers(
        _ text: inout String, lines: ClosedRange<Int>, _ repairs: inout [(offset: Int, repair: Repair)]
    ) {
        for (range, left, right) in CodeRepairer.spacedPairs(in: text).reversed() {
            let short = right.count <= 4 && right.allSatisfy(\.isLowercase)
            let name =
                vocabulary.identifiers.contains(left + right)
                ? left + right : short ? vocabulary.completion(prefix: left, suffix: right) : nil
            guard let name else { continue }
            text.replaceSubrange(range, with: name)
            repairs.append(
                (
                    0,
                    Repair(
                        .spacedIdentifier, lines: lines, original: "\(left) \(right)", replacement: name,
                        reason: "`\(name)` is a name of the document or UIKit; the text between was lost or spaced")
                ))
        }
    }
}
