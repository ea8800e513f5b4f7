import DocgenCore

/// GitHub Flavored Markdown on top of cmark's CommonMark tree: tables, task list items, strikethrough
/// and extended autolinks, applied as one pass over the converted blocks.
///
/// libcmark 0.30 knows none of these, so a table arrives as a paragraph of pipe text; the pass reads
/// such paragraphs again from the source (exact columns, escaped pipes) and makes `.table` blocks whose
/// cells carry their own ranges. Inline extensions work on the inline values (code spans, links and raw
/// HTML are left alone).
struct GFMPass {
    let source: SourceText
    let file: String
    /// Warnings of the pass (a table cut at the cell limit), in document order.
    private let warnings = Warnings()

    private final class Warnings {
        var diagnostics: [Diagnostic] = []
    }

    /// The blocks with every GFM extension applied, and the pass's warnings.
    func run(_ blocks: [Block]) -> (blocks: [Block], diagnostics: [Diagnostic]) {
        let result = apply(blocks)
        return (result, warnings.diagnostics)
    }

    private func apply(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { transform($0) }
    }

    private func transform(_ block: Block) -> [Block] {
        var block = block
        switch block.kind {
        case .paragraph:
            if let split = GFMTableParser(source: source, file: file).split(block) {
                warnings.diagnostics += split.diagnostics
                return split.blocks.map { part in
                    var part = part
                    part.inlines = inlines(part)
                    part.children = part.children.map { row in
                        var row = row
                        row.children = row.children.map { cell in
                            var cell = cell
                            cell.inlines = inlines(cell)
                            return cell
                        }
                        return row
                    }
                    return part
                }
            }
            block.inlines = inlines(block)
        case .heading:
            block.inlines = inlines(block)
        case .listItem:
            block.children = apply(block.children)
            markTask(&block)
        case .list, .blockQuote, .table, .tableRow:
            block.children = apply(block.children)
        case .tableCell:
            block.inlines = inlines(block)
        case .codeBlock, .thematicBreak, .htmlBlock:
            break
        }
        return [block]
    }

    /// A block's inlines with GFM's inline extensions. An emphasis that a strikethrough makes text again
    /// is written with the block's delimiter: `_` when its source has `_` and no `*`.
    private func inlines(_ block: Block) -> [Inline] {
        GFMInlines.apply(block.inlines) {
            let start = source.offset(line: block.range.lowerBound.line, column: block.range.lowerBound.column)
            let end = source.offset(line: block.range.upperBound.line, column: block.range.upperBound.column)
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
