import DocParsing
import DocgenCore

/// DocC's block directives that say something to DocC rather than to the reader — `@Metadata { … }`,
/// `@Options { … }`, `@Comment { … }` — found in a document so the site does not show them as text.
///
/// cmark reads a directive as ordinary paragraphs (and, inside `@Comment`, any other blocks), so a
/// directive is found line by line over the document's top-level blocks: a line starting with `@Name`
/// opens it, and it ends at the line where its braces balance; directives nest, as their braces do. A
/// directive written with no `{` is that one line. A directive that is never closed is shown as written,
/// with a warning, and the lines after its opening are read again as if it were not there.
///
/// Linear in the document (but for a binary search per opening): where each opening closes is found
/// from the running sum of the braces of every line.
struct BlockDirectives: Sendable {
    /// The directives hidden from the reader.
    static let hiddenNames: Set<String> = ["Metadata", "Options", "Comment"]

    /// Starts of the top-level blocks that are wholly inside a directive.
    var hiddenBlocks: Set<SourceLocation> = []
    /// The ranges of those blocks, in document order.
    var hiddenRanges: [SourceRange] = []
    /// Paragraphs with only some lines inside a directive, by their start: the inlines left to show.
    var trimmedInlines: [SourceLocation: [Inline]] = [:]
    /// A warning for each directive that is never closed.
    var diagnostics: [Diagnostic] = []

    /// Whether nothing is hidden.
    var isEmpty: Bool { hiddenBlocks.isEmpty && trimmedInlines.isEmpty }

    init() {}

    /// The directives of `document`.
    init(of document: Document) {
        let lines = Self.lines(of: document.blocks)
        let closings = Self.closings(of: lines)
        var hidden = [Bool](repeating: false, count: lines.count)
        var index = 0
        while index < lines.count {
            guard let name = lines[index].opening else {
                index += 1
                continue
            }
            guard let closing = closings[index] else {
                diagnostics.append(
                    .warning(
                        .unclosedBlockDirective, at: lines[index].location,
                        "'@\(name)' opens a block directive with '{' that is never closed; it is shown as text — close it with '}'"
                    ))
                index += 1
                continue
            }
            for hiddenLine in index...closing { hidden[hiddenLine] = true }
            index = closing + 1
        }
        collect(document.blocks, lines: lines, hidden: hidden)
    }

    /// Whether what starts at `location` is in a hidden block.
    func hides(_ location: SourceLocation) -> Bool {
        // The last hidden range starting at or before `location`.
        var low = 0
        var high = hiddenRanges.count
        while low < high {
            let middle = (low + high) / 2
            if hiddenRanges[middle].lowerBound <= location { low = middle + 1 } else { high = middle }
        }
        return low > 0 && location < hiddenRanges[low - 1].upperBound
    }

    // MARK: - Lines

    /// A line of a top-level paragraph, or a whole other top-level block.
    struct Line: Sendable {
        var block: Int
        /// The line's inlines, for a paragraph's line; nil for a whole block.
        var inlines: [Inline]?
        /// `{` count minus `}` count.
        var balance: Int
        /// The hidden directive the line opens, if it is a paragraph's line that opens one.
        var opening: String?
        var location: SourceLocation
    }

    /// The document's top-level blocks as lines, in order.
    static func lines(of blocks: [Block]) -> [Line] {
        var lines: [Line] = []
        for (index, block) in blocks.enumerated() {
            let start = block.range.lowerBound
            guard case .paragraph = block.kind else {
                lines.append(
                    Line(
                        block: index, inlines: nil, balance: braceBalance(block.plainText), opening: nil,
                        location: start))
                continue
            }
            for (number, inlines) in paragraphLines(block.inlines).enumerated() {
                let text = inlines.plainText
                let location =
                    number == 0 ? start : SourceLocation(file: start.file, line: start.line + number, column: 1)
                lines.append(
                    Line(
                        block: index, inlines: inlines, balance: braceBalance(text), opening: openingName(text),
                        location: location))
            }
        }
        return lines
    }

    /// For each line that opens a directive, the line where it closes, if it does: the first line from
    /// it where the braces counted from its start balance (or go below). A line with no `{` closes itself.
    static func closings(of lines: [Line]) -> [Int?] {
        // sums[k]: the braces of the lines before line k.
        var sums = [0]
        for line in lines { sums.append(sums[sums.count - 1] + line.balance) }
        var result = [Int?](repeating: nil, count: lines.count)
        // From the end: the lines from `index` on where the running sum reaches a new low, nearest first
        // at the top (their sums fall from top to bottom).
        var lows: [Int] = []
        for index in lines.indices.reversed() {
            while let top = lows.last, sums[top + 1] >= sums[index + 1] { lows.removeLast() }
            lows.append(index)
            guard lines[index].opening != nil else { continue }
            // The first of them (from the top) whose sum is at most the sum before the opening line.
            let threshold = sums[index]
            var low = 0
            var high = lows.count
            while low < high {
                let middle = (low + high) / 2
                if sums[lows[middle] + 1] <= threshold { low = middle + 1 } else { high = middle }
            }
            result[index] = low > 0 ? lows[low - 1] : nil
        }
        return result
    }

    /// Fills the hidden blocks and trimmed paragraphs from the hidden lines.
    private mutating func collect(_ blocks: [Block], lines: [Line], hidden: [Bool]) {
        var index = 0
        while index < lines.count {
            let block = lines[index].block
            var kept: [[Inline]] = []
            var count = 0
            var hiddenCount = 0
            while index < lines.count, lines[index].block == block {
                if hidden[index] {
                    hiddenCount += 1
                } else if let inlines = lines[index].inlines {
                    kept.append(inlines)
                }
                count += 1
                index += 1
            }
            let start = blocks[block].range.lowerBound
            if hiddenCount == count {
                hiddenBlocks.insert(start)
                hiddenRanges.append(blocks[block].range)
            } else if hiddenCount > 0 {
                trimmedInlines[start] = Array(kept.joined(separator: [Inline.softBreak]))
            }
        }
    }

    /// The inlines of a paragraph cut at its line breaks.
    static func paragraphLines(_ inlines: [Inline]) -> [[Inline]] {
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
