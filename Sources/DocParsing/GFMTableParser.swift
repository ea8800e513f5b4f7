import DocgenCore

/// Finds a GFM table in a paragraph that cmark parsed as pipe text, reading its lines from the source.
///
/// A table is a header row, a delimiter row with as many cells (`---`, `:--`, `--:`, `:-:`) and every
/// further line of the paragraph as a body row (missing cells are empty, extra cells are dropped). Cells
/// are split at unescaped pipes, even inside code spans; `\|` is a pipe in the cell's content. Lines of
/// the paragraph before the header stay a paragraph.
struct GFMTableParser {
    let source: SourceText
    let file: String

    /// One row's cells as byte offsets into the source, trimmed of surrounding white space.
    private struct Row {
        var start: Int
        var end: Int
        var cells: [Range<Int>]
    }

    /// At most this many cells are added to fill rows shorter than the header (cmark-gfm's
    /// `MAX_AUTOCOMPLETED_CELLS`, the limit of GitHub's renderer): N header columns over M one-cell lines
    /// would otherwise make N×M cells out of a few kilobytes.
    static let maximumAutocompletedCells = 0x80000

    /// What replaces a paragraph that holds a table.
    struct Split {
        /// An optional leading paragraph, the table, and the lines past the cell limit as a paragraph.
        var blocks: [Block]
        /// A warning when the table was cut at the cell limit.
        var diagnostics: [Diagnostic]
    }

    /// The blocks that replace `paragraph`, or nil when the paragraph holds no table.
    func split(_ paragraph: Block) -> Split? {
        let lines = contentLines(of: paragraph)
        guard lines.count >= 2 else { return nil }
        let rows = lines.map { row($0) }
        for header in 0..<(rows.count - 1) {
            guard let alignments = delimiter(rows[header + 1]), alignments.count == rows[header].cells.count,
                source.bytes[lines[header]].contains(UInt8(ascii: "|"))
                    || source.bytes[lines[header + 1]].contains(UInt8(ascii: "|"))
            else { continue }
            var result: [Block] = []
            if header > 0 {
                result.append(reparsed(paragraph, lines: Array(lines[..<header])))
            }
            let end = endOfTable(rows: rows, header: header, columns: alignments.count)
            result.append(table(rows: Array(rows[header..<end]), alignments: alignments, section: paragraph.section))
            guard end < rows.count else { return Split(blocks: result, diagnostics: []) }
            result.append(reparsed(paragraph, lines: Array(lines[end...])))
            let cut = sourceRange(lines[end]).lowerBound
            let warning = Diagnostic.warning(
                .tableTooLarge, at: SourceLocation(file: file, line: cut.line, column: cut.column),
                "the table ends here: its short rows would need more than \(Self.maximumAutocompletedCells) empty cells (GitHub's limit); the lines from here on are a paragraph"
            )
            return Split(blocks: result, diagnostics: [warning])
        }
        return nil
    }

    /// The index of the first row past the table: every row, unless filling short rows would pass the limit.
    private func endOfTable(rows: [Row], header: Int, columns: Int) -> Int {
        var autocompleted = 0
        for index in (header + 2)..<rows.count {
            autocompleted += max(0, columns - rows[index].cells.count)
            if autocompleted > Self.maximumAutocompletedCells { return index }
        }
        return rows.count
    }

    // MARK: - Lines and rows

    /// The paragraph's lines as source byte ranges, container prefixes (`>` of quotes, indentation) removed.
    private func contentLines(of paragraph: Block) -> [Range<Int>] {
        let first = paragraph.range.lowerBound, last = paragraph.range.upperBound
        let firstStart = source.offset(line: first.line, column: first.column)
        let prefix = source.bytes[source.lineStarts[first.line - 1]..<firstStart]
        let quoteDepth = prefix.filter { $0 == UInt8(ascii: ">") }.count
        var result: [Range<Int>] = []
        for number in first.line...max(first.line, last.line) {
            let line = source.line(number)
            var start = line.startIndex
            if number == first.line {
                start = firstStart
            } else {
                for _ in 0..<quoteDepth {
                    while start < line.endIndex, Self.isSpace(source.bytes[start]) { start += 1 }
                    guard start < line.endIndex, source.bytes[start] == UInt8(ascii: ">") else { break }
                    start += 1
                    if start < line.endIndex, source.bytes[start] == UInt8(ascii: " ") { start += 1 }
                }
            }
            var end = line.endIndex
            if number == last.line { end = min(end, source.offset(line: last.line, column: last.column)) }
            result.append(start..<max(start, end))
        }
        return result
    }

    private func row(_ line: Range<Int>) -> Row {
        let bytes = source.bytes
        var index = line.lowerBound
        while index < line.upperBound, Self.isSpace(bytes[index]) { index += 1 }
        let rowStart = index
        if index < line.upperBound, bytes[index] == UInt8(ascii: "|") { index += 1 }
        var cells: [Range<Int>] = []
        var cellStart = index
        while index < line.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < line.upperBound {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(trimmed(cellStart..<index))
                index += 1
                cellStart = index
                continue
            }
            index += 1
        }
        let rest = trimmed(cellStart..<line.upperBound)
        if !rest.isEmpty { cells.append(rest) }
        var rowEnd = line.upperBound
        while rowEnd > rowStart, Self.isSpace(bytes[rowEnd - 1]) { rowEnd -= 1 }
        return Row(start: rowStart, end: rowEnd, cells: cells)
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, Self.isSpace(source.bytes[lower]) { lower += 1 }
        while upper > lower, Self.isSpace(source.bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The column alignments if `row` is a delimiter row (every cell `:?-+:?`).
    private func delimiter(_ row: Row) -> [TableAlignment]? {
        guard !row.cells.isEmpty else { return nil }
        var result: [TableAlignment] = []
        for cell in row.cells {
            let bytes = source.bytes[cell]
            let left = bytes.first == UInt8(ascii: ":"), right = bytes.last == UInt8(ascii: ":")
            let dashes = bytes.dropFirst(left ? 1 : 0).dropLast(right && bytes.count > 1 ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            result.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return result
    }

    // MARK: - Blocks

    private func table(rows: [Row], alignments: [TableAlignment], section: Int?) -> Block {
        var rowBlocks: [Block] = []
        for (number, row) in rows.enumerated() where number != 1 {
            var cells: [Block] = []
            for column in alignments.indices {
                let range = column < row.cells.count ? row.cells[column] : row.end..<row.end
                cells.append(
                    Block(
                        kind: .tableCell(alignments[column]), range: sourceRange(range), inlines: cellInlines(range),
                        section: section))
            }
            rowBlocks.append(
                Block(
                    kind: .tableRow(header: number == 0), range: sourceRange(row.start..<row.end), children: cells,
                    section: section))
        }
        let range = sourceRange(rows[0].start..<rows[rows.count - 1].end)
        return Block(kind: .table(columns: alignments), range: range, children: rowBlocks, section: section)
    }

    /// Some lines of the paragraph (before the table's header, or past its end) parsed again as a paragraph.
    private func reparsed(_ paragraph: Block, lines: [Range<Int>]) -> Block {
        let text = lines.map { String(decoding: source.bytes[$0], as: UTF8.self) }.joined(separator: "\n")
        var result = paragraph
        result.inlines = Self.parseInlines(text)
        result.range = SourceRange(sourceRange(lines[0]).lowerBound, sourceRange(lines[lines.count - 1]).upperBound)
        return result
    }

    /// A cell's inlines: its text with `\|` as `|`, parsed by cmark as the content of a paragraph.
    private func cellInlines(_ range: Range<Int>) -> [Inline] {
        guard !range.isEmpty else { return [] }
        var bytes: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if source.bytes[index] == UInt8(ascii: "\\"), index + 1 < range.upperBound,
                source.bytes[index + 1] == UInt8(ascii: "|")
            {
                index += 1
            }
            bytes.append(source.bytes[index])
            index += 1
        }
        // A leading "." keeps cmark from reading `# x`, `- x` or `1. x` in a cell as a block.
        var inlines = Self.parseInlines("." + String(decoding: bytes, as: UTF8.self))
        if case .text(let first)? = inlines.first, first.hasPrefix(".") {
            if first.count == 1 { inlines.removeFirst() } else { inlines[0] = .text(String(first.dropFirst())) }
        }
        return CodeSpanLocator(source: source, file: file).locating(
            inlines, from: range.lowerBound, to: range.upperBound)
    }

    static func parseInlines(_ text: String) -> [Inline] {
        guard let first = CommonMarkConverter.parse(text).blocks.first, case .paragraph = first.kind else {
            return [.text(text)]
        }
        return first.inlines
    }

    private func sourceRange(_ range: Range<Int>) -> SourceRange {
        let lower = source.position(ofOffset: range.lowerBound)
        let upper = source.position(ofOffset: range.upperBound)
        return SourceRange(
            SourceLocation(file: file, line: lower.line, column: lower.column),
            SourceLocation(file: file, line: upper.line, column: upper.column))
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
