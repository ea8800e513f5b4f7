import DocParsing
import Foundation

/// Makes a PDF-style plain text from a Markdown document docgen was not built on (the wild corpus), with one
/// kind of damage extraction leaves, and keeps the Swift and Objective-C code blocks the import should bring
/// back.
///
/// The clean text is what a reader sees: headings and paragraphs as lines (inline markup gone, list items
/// with `•`), code as its lines with no fence. Other code blocks (shell, JSON, search sessions) and HTML are
/// left out of both the text and the reference.
struct TextDamager {
    enum Damage: String, CaseIterable, Sendable {
        /// No damage: the text as a careful copy leaves it.
        case none
        /// Prose wrapped at the page width, and code lines longer than it wrapped at a space.
        case wrap
        /// `wrap`, with words broken at line ends by a hyphen.
        case hyphenate
        /// A running header (the title and the page number) at the top of every page.
        case runningHeaders
        /// A page number alone on a line at the bottom of every page.
        case pageNumbers
        /// Every line's indentation gone.
        case lostIndentation
        /// `->` printed as `>`, and signatures split before their `->`.
        case arrowSplit
        /// Everything above at once.
        case all
    }

    /// The reference code blocks (their code), in order.
    var codeBlocks: [String] = []
    /// Clean lines, each marked as code or not.
    var lines: [(text: String, isCode: Bool)] = []
    var title = ""

    init(markdown: String, path: String) {
        let parsed = DocumentParser.parse(markdown, path: path).document
        let source = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var skip = Set<Int>()
        var codeStarts: [Int: [String]] = [:]
        for block in parsed.codeBlocks {
            let lines = Array(
                block.range.lowerBound
                    .line...min(max(block.range.upperBound.line, block.range.lowerBound.line), source.count))
            skip.formUnion(lines)
            guard block.language == .swift || block.language == .objectiveC, block.isFenced,
                !block.code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            else { continue }
            let code = block.code.hasSuffix("\n") ? String(block.code.dropLast()) : block.code
            codeBlocks.append(code)
            codeStarts[block.range.lowerBound.line] = code.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
        var inHTMLComment = false
        for (index, line) in source.enumerated() {
            let number = index + 1
            if let code = codeStarts[number] {
                self.lines.append(("", false))
                self.lines += code.map { ($0, true) }
                self.lines.append(("", false))
                continue
            }
            if skip.contains(number) { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!--") { inHTMLComment = !trimmed.contains("-->") }
            if inHTMLComment || trimmed.hasPrefix("<") || trimmed.hasPrefix("![") || trimmed.hasPrefix("---")
                || trimmed.hasPrefix("|") && trimmed.contains("---")
            {
                if trimmed.contains("-->") { inHTMLComment = false }
                continue
            }
            var text = Self.plain(trimmed)
            if trimmed.hasPrefix("#") {
                text = String(text.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces)
                if title.isEmpty { title = text }
            } else if let marker = ["- ", "* ", "+ "].first(where: trimmed.hasPrefix) {
                text = "• " + Self.plain(String(trimmed.dropFirst(marker.count)))
            }
            while text.hasPrefix(">") { text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces) }
            if text.hasPrefix("|") {
                text = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                    separator: "  ")
            }
            self.lines.append((text, false))
        }
        // A book's running header is its title: the first line a reader sees.
        if title.isEmpty { title = self.lines.first { !$0.text.isEmpty }?.text ?? path }
    }

    /// Inline Markdown as a reader sees it: code spans, emphasis and links as their text.
    static func plain(_ text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "`", "*": continue
            case "_" where result.last == " " || result.isEmpty || characters.first == " ": continue
            case "]" where characters.first == "(":
                while let next = characters.popFirst(), next != ")" {}
            case "[": continue
            default: result.append(character)
            }
        }
        return result
    }

    /// The text with `damage` done to it.
    func text(_ damage: Damage) -> String {
        var lines = self.lines
        let kinds: [Damage] = damage == .all ? [.arrowSplit, .lostIndentation, .hyphenate] : [damage]
        for kind in kinds {
            switch kind {
            case .wrap: lines = Self.wrap(lines, hyphenate: false)
            case .hyphenate: lines = Self.wrap(lines, hyphenate: true)
            case .lostIndentation: lines = lines.map { ($0.text.trimmingCharacters(in: .whitespaces), $0.isCode) }
            case .arrowSplit: lines = lines.flatMap(Self.damageArrow)
            default: break
            }
        }
        let pages = damage == .all ? [Damage.runningHeaders, .pageNumbers] : [damage]
        var text = lines.map(\.text)
        for kind in pages where kind == .runningHeaders || kind == .pageNumbers {
            text = paginate(text, headers: kind == .runningHeaders)
        }
        return text.joined(separator: "\n") + "\n"
    }

    /// A page break every 40 lines (wherever it falls, inside code too): a header with the page number on
    /// top of the next page, or the number at the bottom of the page.
    private func paginate(_ lines: [String], headers: Bool) -> [String] {
        var result: [String] = []
        var page = 11
        for (index, line) in lines.enumerated() {
            if index > 0, index % 40 == 0 {
                page += 1
                result += headers ? ["", "\(title.prefix(40)) \(page)", ""] : ["", "\(page - 1)", ""]
            }
            result.append(line)
        }
        if !headers { result += ["", "\(page)"] }
        return result
    }

    static let width = 72

    private static func wrap(_ lines: [(text: String, isCode: Bool)], hyphenate: Bool) -> [(text: String, isCode: Bool)]
    {
        lines.flatMap { line -> [(text: String, isCode: Bool)] in
            guard line.text.count > width else { return [line] }
            if line.isCode {
                // A signature or a call wrapped at the page width, at its last space before it.
                let characters = Array(line.text)
                guard let space = characters[..<width].lastIndex(of: " "),
                    characters[..<space].contains(where: { $0 != " " })
                else { return [line] }
                return [(String(characters[..<space]), true), (String(characters[(space + 1)...]), true)]
            }
            return wrapProse(line.text, hyphenate: hyphenate).map { ($0, false) }
        }
    }

    /// Greedy wrapping at spaces; a word that would cross the margin is split by a hyphen when `hyphenate`
    /// (and it is long enough), and a line with no space (Chinese, Japanese) is cut at the width.
    private static func wrapProse(_ text: String, hyphenate: Bool) -> [String] {
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            var word = String(word)
            while word.count > width {
                if !current.isEmpty { result.append(current); current = "" }
                result.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else if hyphenate, word.count >= 6, word.allSatisfy(\.isLetter), current.count + 4 <= width {
                let room = min(width - current.count - 2, word.count - 3)
                result.append(current + " " + word.prefix(room) + "-")
                current = String(word.dropFirst(room))
            } else {
                result.append(current)
                current = word
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `) -> T {` printed as `) > T {`, or (every other arrow) the signature split before its `->`.
    private static func damageArrow(_ line: (text: String, isCode: Bool)) -> [(text: String, isCode: Bool)] {
        guard line.isCode, let arrow = line.text.range(of: ") -> ") else { return [line] }
        if line.text.count % 2 == 0 {
            return [(line.text.replacingCharacters(in: arrow, with: ") > "), true)]
        }
        let head = String(line.text[..<line.text.index(after: arrow.lowerBound)])
        let tail = String(line.text[line.text.index(arrow.lowerBound, offsetBy: 2)...])
        return [(head, true), (tail, true)]
    }
}
