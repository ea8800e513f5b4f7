import DocParsing
import DocgenCore

extension TranslationAligner {
    /// The pairs whose one side is a list item or block quote holding more blocks (paragraphs, code blocks)
    /// than the other side's blocks of the pair, each joined by the other side's unpaired blocks right
    /// after it, as many as the difference: a translation that ends a list with a line it does not indent
    /// writes the item's later paragraphs and code blocks outside it, one block each, which the original
    /// has as one passage. A code block joins only when it is one of the container's own (the same code);
    /// a heading never does, nor prose that makes the side longer than the container's length at the
    /// document's ratio allows (a third more).
    static func joiningUnnestedBlocks(
        _ beads: [AlignmentBead], units: [SourceLocation: AlignmentUnit], ratio: Double, withoutComments: Bool
    ) -> [AlignmentBead] {
        var result: [AlignmentBead] = []
        var index = 0
        while index < beads.count {
            var bead = beads[index]
            index += 1
            if bead.kind == .match {
                for containerIsSource in [true, false] {
                    index += joinUnnested(
                        into: &bead, containerIsSource: containerIsSource, following: beads[index...], units: units,
                        ratio: ratio, withoutComments: withoutComments)
                }
            }
            result.append(bead)
        }
        return result
    }

    /// Joins to `bead` the unpaired blocks of the side opposite its container that follow it; returns how
    /// many beads it took.
    private static func joinUnnested(
        into bead: inout AlignmentBead, containerIsSource: Bool, following: ArraySlice<AlignmentBead>,
        units: [SourceLocation: AlignmentUnit], ratio: Double, withoutComments: Bool
    ) -> Int {
        let containerSide: [BlockReference] = containerIsSource ? bead.source : bead.target
        var otherSide: [BlockReference] = containerIsSource ? bead.target : bead.source
        let unpaired: AlignmentBead.Kind = containerIsSource ? .targetOnly : .sourceOnly
        guard containerSide.count == 1, let holder = units[containerSide[0].location], holder.passage != nil
        else { return 0 }
        let nested = nestedBlocks(of: holder.block)
        var room = nested.count
        for reference in otherSide { room -= blockCount(units[reference.location]) }
        guard room > 0 else { return 0 }
        let code = Set(nested.compactMap { $0.codeBlock.map { normalized($0.code, withoutComments) } })
        let allowed = Double(holder.length) * (containerIsSource ? ratio : 1 / ratio) * 4 / 3
        var length = 0
        for reference in otherSide { length += units[reference.location]?.length ?? 0 }
        var taken = 0
        for next in following {
            let blocks: [BlockReference] = containerIsSource ? next.target : next.source
            guard room > 0, next.kind == unpaired, blocks.count == 1, let unit = units[blocks[0].location],
                !unit.isHeading, unit.normalizedCode.map(code.contains) ?? true,
                Double(length + unit.length) <= allowed
            else { break }
            otherSide.append(blocks[0])
            length += unit.length
            room -= 1
            taken += 1
        }
        if containerIsSource { bead.target = otherSide } else { bead.source = otherSide }
        return taken
    }

    /// The paragraphs and code blocks inside a list item or block quote, at any depth; none for another
    /// passage.
    static func nestedBlocks(of block: Block) -> [Block] {
        switch block.kind {
        case .listItem, .blockQuote: return descendants(of: block)
        default: return []
        }
    }

    private static func descendants(of block: Block) -> [Block] {
        block.children.flatMap { child -> [Block] in
            switch child.kind {
            case .paragraph, .codeBlock, .heading: return [child]
            case .htmlBlock, .thematicBreak: return []
            default: return descendants(of: child)
            }
        }
    }

    /// How many blocks a unit stands for: a container's nested blocks, else one.
    private static func blockCount(_ unit: AlignmentUnit?) -> Int {
        guard let unit else { return 1 }
        return max(1, nestedBlocks(of: unit.block).count)
    }

    /// A code block's code as its unit has it (`AlignmentUnit.units(of:languages:withoutComments:)`).
    private static func normalized(_ code: String, _ withoutComments: Bool) -> String {
        withoutComments
            ? AlignmentUnit.maskingPlaceholders(CodeComments(code).normalizedCode) : AlignmentUnit.normalize(code)
    }
}
