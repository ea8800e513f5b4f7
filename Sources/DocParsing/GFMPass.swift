import DocgenCore

/// GitHub Flavored Markdown on top of cmark's CommonMark tree: tables, task list items, strikethrough
/// and extended autolinks, applied as one pass over the converted blocks.
///
/// libcmark 0.30 knows none of these, so a table arrives as a paragraph of pipe text; the pass reads
/// such paragraphs again from the source (exact columns, escaped pipes) and makes `.table` blocks whose
/// cells carry their own ranges. Inline extensions work on the inline values (code spans, links and raw
/// HTML are left alone).
///
/// A class, not a struct: its methods run for every block and inline of a document, and a struct holding
/// references is retained and released at each call.
final class GFMPass {
    let source: SourceText
    let file: String
    /// Warnings of the pass (a table cut at the cell limit), in document order.
    private var warnings: [Diagnostic] = []

    init(source: SourceText, file: String) {
        self.source = source
        self.file = file
    }

    /// The blocks with every GFM extension applied, and the pass's warnings.
    func run(_ blocks: [Block]) -> (blocks: [Block], diagnostics: [Diagnostic]) {
        let result = apply(blocks)
        return (result, warnings)
    }

    private func apply(_ blocks: [Block]) -> [Block] {
        var blocks = blocks
        apply(&blocks)
        return blocks
    }

    /// Applies the extensions in place: a block GFM does not change is not copied.
    private func apply(_ blocks: inout [Block]) {
        var index = 0
        while index < blocks.count {
            switch blocks[index].kind {
            case .paragraph:
                if mayHoldTable(blocks[index]),
                    let split = GFMTableParser(source: source, file: file).split(blocks[index])
                {
                    warnings += split.diagnostics
                    let parts = split.blocks.map { part in
                        var part = part
                        part.inlines = inlines(part.inlines, range: part.range)
                        part.children = part.children.map { row in
                            var row = row
                            row.children = row.children.map { cell in
                                var cell = cell
                                cell.inlines = inlines(cell.inlines, range: cell.range)
                                return cell
                            }
                            return row
                        }
                        return part
                    }
                    blocks.replaceSubrange(index...index, with: parts)
                    index += parts.count
                    continue
                }
                blocks[index].inlines = inlines(blocks[index].inlines, range: blocks[index].range)
            case .heading, .tableCell:
                blocks[index].inlines = inlines(blocks[index].inlines, range: blocks[index].range)
            case .listItem:
                apply(&blocks[index].children)
                markTask(&blocks[index])
            case .list, .blockQuote, .table, .tableRow:
                apply(&blocks[index].children)
            case .codeBlock, .thematicBreak, .htmlBlock:
                break
            }
            index += 1
        }
    }

    /// A table needs two lines and a `|` in them.
    private func mayHoldTable(_ paragraph: Block) -> Bool {
        guard paragraph.range.upperBound.line > paragraph.range.lowerBound.line else { return false }
        let start = source.offset(line: paragraph.range.lowerBound.line, column: paragraph.range.lowerBound.column)
        let end = source.offset(line: paragraph.range.upperBound.line, column: paragraph.range.upperBound.column)
        return source.bytes[start..<max(start, end)].contains(UInt8(ascii: "|"))
    }

    /// A block's inlines (`range` is the block's) with GFM's inline extensions. An emphasis that a strikethrough makes text again
    /// is written with the block's delimiter: `_` when its source has `_` and no `*`.
    private func inlines(_ inlines: [Inline], range: SourceRange) -> [Inline] {
        GFMInlines.apply(inlines) {
            let start = source.offset(line: range.lowerBound.line, column: range.lowerBound.column)
            let end = source.offset(line: range.upperBound.line, column: range.upperBound.column)
            let bytes = source.bytes[start..<max(start, end)]
            return bytes.contains(.underscore) && !bytes.contains(.asterisk) ? "_" : "*"
        }
    }

    // MARK: - Task list items

    /// `- [ ] text` / `- [x] text`: the item's first paragraph starts with a checkbox and white space.
    private func markTask(_ item: inout Block) {
        guard var paragraph = item.children.first, case .paragraph = paragraph.kind,
            paragraph.range.lowerBound.line == item.range.lowerBound.line
        else { return }
        let start = paragraph.range.lowerBound
        let line = source.line(start.line)
        let offset = source.offset(line: start.line, column: start.column) - source.lineStarts[start.line - 1]
        let text = Array(line.dropFirst(max(0, offset)))
        guard text.count >= 4, text[0] == UInt8(ascii: "["), text[2] == UInt8(ascii: "]"),
            text[3] == UInt8(ascii: " ") || text[3] == UInt8(ascii: "\t")
        else { return }
        let checked: Bool
        switch text[1] {
        case UInt8(ascii: " "): checked = false
        case UInt8(ascii: "x"), UInt8(ascii: "X"): checked = true
        default: return
        }
        guard case .text(let first)? = paragraph.inlines.first, first.hasPrefix("[") else { return }
        let rest = first.dropFirst(3).drop(while: { $0 == " " || $0 == "\t" })
        if rest.isEmpty {
            paragraph.inlines.removeFirst()
        } else {
            paragraph.inlines[0] = .text(String(rest))
        }
        item.children[0] = paragraph
        item.checked = checked
    }
}
