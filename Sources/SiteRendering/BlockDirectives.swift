import DocParsing
import DocgenCore

/// DocC's block directives that say something to DocC rather than to the reader — `@Metadata { … }`,
/// `@Options { … }`, `@Comment { … }` — found in a document so the site does not show them as text.
///
/// cmark reads a directive as ordinary paragraphs (and, inside `@Comment`, any other blocks), so a
/// directive is found line by line over the document's top-level blocks: a line starting with `@Name`
/// opens it, and it ends at the line where its braces balance; directives nest, as their braces do. A
/// directive written with no `{` is that one line. A directive that is never closed is shown as written,
/// with a warning.
struct BlockDirectives: Sendable {
    /// The directives hidden from the reader.
    static let hiddenNames: Set<String> = ["Metadata", "Options", "Comment"]

    /// Starts of the top-level blocks that are wholly inside a directive.
    var hiddenBlocks: Set<SourceLocation> = []
    /// The ranges of those blocks.
    var hiddenRanges: [SourceRange] = []
    /// Paragraphs with only some lines inside a directive, by their start: the inlines left to show.
    var trimmedInlines: [SourceLocation: [Inline]] = [:]
    /// A warning for each directive that is never closed.
    var diagnostics: [Diagnostic] = []

    /// Whether nothing is hidden.
    var isEmpty: Bool { hiddenBlocks.isEmpty && trimmedInlines.isEmpty }

    /// The directives of `document`.
    init(of document: Document) {
        var notOpening: Set<LinePlace> = []
        while true {
            let scan = Scan(blocks: document.blocks, notOpening: notOpening)
            guard let unclosed = scan.unclosed else {
                hiddenBlocks = scan.hiddenBlocks
                trimmedInlines = scan.trimmedInlines
                hiddenRanges = document.blocks.map(\.range).filter { hiddenBlocks.contains($0.lowerBound) }
                break
            }
            diagnostics.append(
                .warning(
                    .unclosedBlockDirective, at: unclosed.location,
                    "'@\(unclosed.name)' opens a block directive with '{' that is never closed; it is shown as text — close it with '}'"
                ))
            notOpening.insert(unclosed.place)
        }
    }

    init() {}

    /// Whether what starts at `location` is in a hidden block.
    func hides(_ location: SourceLocation) -> Bool {
        hiddenRanges.contains { $0.lowerBound <= location && location < $0.upperBound }
    }

    // MARK: - Lines

    /// A line of a top-level block: the block's index and the line's number in it.
    struct LinePlace: Hashable, Sendable {
        var block: Int
        var line: Int
    }

    /// One pass over the blocks, with the openings known not to close taken as text.
    private struct Scan {
        var hiddenBlocks: Set<SourceLocation> = []
        var trimmedInlines: [SourceLocation: [Inline]] = [:]
        /// The outermost directive still open at the end, if any.
        var unclosed: (name: String, location: SourceLocation, place: LinePlace)?

        init(blocks: [Block], notOpening: Set<LinePlace>) {
            var depth = 0
            var opening: (name: String, location: SourceLocation, place: LinePlace)?
            for (index, block) in blocks.enumerated() {
                guard case .paragraph = block.kind else {
                    if depth > 0 {
                        hiddenBlocks.insert(block.range.lowerBound)
                        depth = max(0, depth + Self.braceBalance(block.plainText))
                        if depth == 0 { opening = nil }
                    }
                    continue
                }
                let lines = Self.lines(of: block.inlines)
                var kept: [[Inline]] = []
                for (number, line) in lines.enumerated() {
                    let text = line.plainText
                    if depth > 0 {
                        depth = max(0, depth + Self.braceBalance(text))
                        if depth == 0 { opening = nil }
                        continue
                    }
                    let place = LinePlace(block: index, line: number)
                    guard let name = Self.openingName(text), !notOpening.contains(place) else {
                        kept.append(line)
                        continue
                    }
                    depth = max(0, Self.braceBalance(text))
                    if depth > 0 {
                        let start = block.range.lowerBound
                        let location = SourceLocation(file: start.file, line: start.line + number, column: 1)
                        opening = (name, number == 0 ? start : location, place)
                    }
                }
                if kept.isEmpty {
                    hiddenBlocks.insert(block.range.lowerBound)
                } else if kept.count < lines.count {
                    trimmedInlines[block.range.lowerBound] = Array(kept.joined(separator: [Inline.softBreak]))
                }
            }
            unclosed = depth > 0 ? opening : nil
        }

        /// The inlines of a paragraph cut at its line breaks.
        static func lines(of inlines: [Inline]) -> [[Inline]] {
            var lines: [[Inline]] = [[]]
            for inline in inlines {
                switch inline {
                case .softBreak, .lineBreak: lines.append([])
                default: lines[lines.count - 1].append(inline)
                }
            }
            return lines
        }

        /// The name of the hidden directive the line opens (`@Metadata {`, `@Options(scope: global) {`,
        /// `@Comment`), if it opens one.
        static func openingName(_ line: String) -> String? {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "@" else { return nil }
            let name = String(trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber })
            guard hiddenNames.contains(name) else { return nil }
            let after = trimmed.dropFirst(1 + name.count).first
            guard after == nil || after == " " || after == "\t" || after == "(" || after == "{" else { return nil }
            return name
        }

        /// `{` count minus `}` count.
        static func braceBalance(_ text: String) -> Int {
            var balance = 0
            for scalar in text.unicodeScalars {
                if scalar == "{" { balance += 1 } else if scalar == "}" { balance -= 1 }
            }
            return balance
        }
    }
}
