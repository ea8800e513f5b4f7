import DocParsing
import DocgenCore
import Foundation

/// What the QA checks compare in one side of a pair: its code spans and identifiers, numbers, link targets,
/// placeholders, inline markup and prose, each with the line it is on.
///
/// Built in one walk over the passage's inlines; code blocks inside a passage are the code's, not the
/// prose's, and are skipped. Lines are exact (a soft break or a code span across lines moves to the next);
/// a column is exact for a code span and the start of the passage's line otherwise.
struct PassageInventory: Sendable {
    var code: [QAItem] = []
    var numbers: [QAItem] = []
    var links: [QAItem] = []
    var placeholders: [QAItem] = []
    /// Emphasis, strong and strikethrough (the key), each with its text and where it starts.
    var markup: [QAItem] = []
    /// Literal `**`, `__`, `~~` or backticks left in the text (markup that did not parse).
    var strayDelimiters: [QAItem] = []
    /// `qa-accept` comments inside the passage.
    var acceptances: [QAAcceptance] = []
    /// The prose, one chunk per source line, for glossary terms.
    var proseLines: [(location: SourceLocation, text: String)] = []
    /// Latin words and identifiers of the prose, lowercased: a code span written as plain text still counts.
    var proseWords: Set<String> = []

    /// Whether some prose is outside links and images (a passage that is only an image and its description
    /// is not reported as untranslated: descriptions are often names).
    var hasTextOutsideLinks = false

    /// The prose of all lines, joined with spaces.
    var proseText: String { proseLines.map(\.text).joined(separator: " ") }
    var location: SourceLocation

    init(block: Block) {
        location = block.range.lowerBound
        var walker = Walker(file: block.range.lowerBound.file)
        walker.add(block)
        walker.flush()
        self = walker.inventory(at: location)
    }

    private init(location: SourceLocation) { self.location = location }

    /// The inventory of a code block's comments, read as prose: each comment at its place. Backticks are the
    /// comment's own (no Markdown there): no stray delimiters.
    init(comments: [(location: SourceLocation, text: String)], at location: SourceLocation) {
        var walker = Walker(file: location.file)
        for comment in comments {
            walker.line = comment.location.line
            walker.column = comment.location.column
            walker.run = comment.text
            walker.flush()
        }
        self = walker.inventory(at: location)
        strayDelimiters = []
    }

    // MARK: - Walking

    private struct Walker {
        let file: String
        var line = 1
        var column = 1
        var run = ""
        /// How many links or images the walk is inside.
        var linkDepth = 0
        var result: PassageInventory

        init(file: String) {
            self.file = file
            result = PassageInventory(location: SourceLocation(file: file, line: 1, column: 1))
        }

        var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

        func inventory(at location: SourceLocation) -> PassageInventory {
            var inventory = result
            inventory.location = location
            return inventory
        }

        mutating func add(_ block: Block) {
            switch block.kind {
            case .codeBlock, .thematicBreak:
                return
            case .htmlBlock:
                result.acceptances += QAAcceptance.parse(comment: block.inlines.plainText, at: block.range.lowerBound)
            case .heading, .paragraph, .tableCell:
                flush()
                line = block.range.lowerBound.line
                column = block.range.lowerBound.column
                add(block.inlines)
                flush()
            default:
                add(block.inlines)
                block.children.forEach { add($0) }
            }
        }

        mutating func add(_ inlines: [Inline]) {
            for (index, inline) in inlines.enumerated() {
                switch inline {
                case .text(let text):
                    run += text
                case .code(let code, let range):
                    flush()
                    let start = range?.lowerBound ?? here
                    let trimmed = code.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty {
                        result.code.append(QAItem(key: trimmed, text: trimmed, location: start, isCodeSpan: true))
                    }
                    if let end = range?.upperBound, end.line != line { line = end.line }
                    run += " "
                case .emphasis(let children), .strong(let children), .strikethrough(let children):
                    flush()
                    let kind: String
                    switch inline {
                    case .emphasis: kind = "emphasis"
                    case .strong: kind = "strong"
                    default: kind = "strikethrough"
                    }
                    // Its text: what the original stresses or defines (`PairComparison.markup`).
                    result.markup.append(
                        QAItem(
                            key: kind, text: children.plainText, location: here,
                            nextWord: Self.wordAfter(inlines[(index + 1)...])))
                    add(children)
                    flush()
                case .link(let destination, _, let children):
                    flush()
                    if !destination.isEmpty {
                        result.links.append(
                            QAItem(key: LinkTarget.key(destination), text: destination, location: here))
                    }
                    let text = children.plainText
                    if text != destination, "mailto:" + text != destination, "http://" + text != destination {
                        linkDepth += 1
                        add(children)
                        flush()
                        linkDepth -= 1
                    }
                case .image(let source, _, let alt):
                    flush()
                    if !source.isEmpty {
                        result.links.append(
                            QAItem(key: "image " + LinkTarget.key(source), text: source, location: here))
                    }
                    linkDepth += 1
                    add(alt)
                    flush()
                    linkDepth -= 1
                case .html(let html):
                    flush()
                    result.acceptances += QAAcceptance.parse(comment: html, at: here)
                    line += html.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                    run += " "
                case .softBreak, .lineBreak:
                    flush()
                    line += 1
                }
            }
        }

        /// Analyzes the text gathered since the last flush (one source line at most).
        mutating func flush() {
            guard !run.isEmpty else { return }
            let text = run
            run = ""
            let location = here
            if linkDepth == 0, text.contains(where: { $0.isLetter }) { result.hasTextOutsideLinks = true }
            // No copy of the last line is held while it grows (that would copy it on every append).
            if result.proseLines.last?.location.line == location.line {
                result.proseLines[result.proseLines.count - 1].text += " " + text
            } else {
                result.proseLines.append((location, text))
            }
            for token in ProseTokenizer.tokens(in: text) {
                switch token {
                case .identifier(let identifier):
                    // An acronym or a shouted word in the prose (`ID`, `API`, `NEVER`), an abbreviation
                    // (`e.g`, `i.e`) and a number with a unit (`3D`, `23rd`) are words a translation may
                    // translate.
                    if !Self.isWordLike(identifier) {
                        result.code.append(QAItem(key: identifier, text: identifier, location: location))
                    }
                    result.proseWords.insert(identifier.lowercased())
                case .url(let url):
                    result.links.append(QAItem(key: LinkTarget.key(url), text: url, location: location))
                case .word(let word):
                    if word.unicodeScalars.allSatisfy(\.isASCII) { result.proseWords.insert(word.lowercased()) }
                case .number, .han:
                    break
                }
            }
            result.numbers += NumberScanner.numbers(in: text).map {
                QAItem(key: $0.key, text: $0.text, location: location)
            }
            result.placeholders += PlaceholderScanner.placeholders(in: text).map {
                QAItem(key: $0, text: $0, location: location)
            }
            for delimiter in Self.strayDelimiters(in: text) {
                result.strayDelimiters.append(QAItem(key: delimiter, text: delimiter, location: location))
            }
        }

        /// The word the inlines start with after exactly one space: letters (and hyphens or apostrophes
        /// inside), or a code span's code in backticks; nil when they start with anything else.
        static func wordAfter(_ inlines: ArraySlice<Inline>) -> String? {
            guard case .text(let text) = inlines.first, text.first == " " else { return nil }
            let rest = text.dropFirst()
            if rest.isEmpty {
                guard case .code(let code, _) = inlines.dropFirst().first else { return nil }
                return "`" + code + "`"
            }
            let word = rest.prefix { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" }
            guard let first = word.first, first.isLetter else { return nil }
            return String(word)
        }

        /// Capitals only; letters of one or two separated by dots; a number with a unit or suffix (`3D`,
        /// `32–bit`, `4-by-4`, `23rd`), which the number check reads.
        static func isWordLike(_ identifier: String) -> Bool {
            if identifier.allSatisfy({ $0.isASCII && $0.isUppercase }) { return true }
            if identifier.first?.isNumber == true { return true }
            let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count >= 2, parts.allSatisfy({ $0.count <= 2 && $0.allSatisfy(\.isLetter) }) { return true }
            return false
        }

        /// `**`, `__`, `~~` and backticks in text that cmark left as text.
        static func strayDelimiters(in text: String) -> [String] {
            var found: [String] = []
            var previous: Character?
            for character in text {
                if character == "`" {
                    found.append("`")
                } else if character == previous, "*_~".contains(character) {
                    found.append(String(repeating: character, count: 2))
                    previous = nil
                    continue
                }
                previous = character
            }
            return found
        }
    }
}
