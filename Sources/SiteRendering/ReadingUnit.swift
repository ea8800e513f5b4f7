import DocParsing
import DocgenCore

/// A block as translation rows see it: lists are opened into their items (each item is a passage of its
/// own), everything else is one unit. The same units, in the same order, the Translations stage aligns.
struct ReadingUnit: Sendable {
    var block: Block
    /// For a list item: the list's start and whether it is numbered, so that neighbouring items can be
    /// drawn as one list again.
    var list: (start: SourceLocation, ordered: Bool)?

    var start: SourceLocation { block.range.lowerBound }

    /// Where the passages the unit draws start: the block's start, and each cell's of a table (the
    /// Translations stage aligns a table cell by cell).
    var passageStarts: [SourceLocation] {
        guard case .table = block.kind else { return [start] }
        return [start] + block.children.flatMap { $0.children.map(\.range.lowerBound) }
    }

    /// The document's units in document order, without what its block directives hide (`directives`).
    static func units(of document: Document, directives: BlockDirectives? = nil) -> [ReadingUnit] {
        var units: [ReadingUnit] = []
        for var block in document.blocks {
            if let directives {
                if directives.hiddenBlocks.contains(block.range.lowerBound) { continue }
                if let inlines = directives.trimmedInlines[block.range.lowerBound] { block.inlines = inlines }
            }
            if case .list(let ordered) = block.kind {
                for item in block.children {
                    units.append(ReadingUnit(block: item, list: (block.range.lowerBound, ordered)))
                }
            } else {
                units.append(ReadingUnit(block: block, list: nil))
            }
        }
        return units
    }
}
