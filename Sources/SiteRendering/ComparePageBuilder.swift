import DocParsing
import DocgenCore

/// The body of a side-by-side page of two translations: one grid row per aligned bead, the source on the
/// left and the translation on the right; identical code (an anchor) once across both columns; blocks
/// with no counterpart on one side only.
struct ComparePageBuilder: Sendable {
    /// Anchor prefixes of the two sides (both documents' anchors are on one page).
    static let leftPrefix = "a-"
    static let rightPrefix = "b-"

    var context: SiteContext
    var alignment: SiteTranslations.Alignment
    var source: Document
    var target: Document

    func rows() -> [HTMLNode] {
        let builder = RowBuilder(context: context)
        let left = ReadingUnit.units(of: source, directives: context.directives[source.path])
        let right = ReadingUnit.units(of: target, directives: context.directives[target.path])
        let leftIndex = Dictionary(
            left.enumerated().flatMap { index, unit in unit.passageStarts.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
        let rightIndex = Dictionary(
            right.enumerated().flatMap { index, unit in unit.passageStarts.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
        // A passage's anchor on this page: the prefix of the side its document is on.
        let anchor: (SourceLocation) -> String = { location in
            (location.file == source.path ? Self.leftPrefix : Self.rightPrefix) + PagePaths.anchor(line: location.line)
        }
        var leftNext = 0
        var rightNext = 0
        var rows: [HTMLNode] = []

        func leftCell(_ units: [ReadingUnit]) -> HTMLNode {
            builder.cell(
                units, path: source.path, side: .left, anchorPrefix: Self.leftPrefix, language: alignment.sourceLanguage
            )
        }
        func rightCell(_ units: [ReadingUnit]) -> HTMLNode {
            builder.cell(
                units, path: target.path, side: .right, anchorPrefix: Self.rightPrefix,
                language: alignment.targetLanguage)
        }
        /// Rows for the units before `leftEnd` / `rightEnd` that no bead placed.
        func unplaced(leftEnd: Int, rightEnd: Int) {
            while leftNext < leftEnd {
                rows.append(
                    builder.pairRow(
                        leftCell([left[leftNext]]), rightCell([]), kind: "left-only",
                        passages: left[leftNext].passageStarts, anchor: anchor))
                leftNext += 1
            }
            while rightNext < rightEnd {
                rows.append(
                    builder.pairRow(
                        leftCell([]), rightCell([right[rightNext]]), kind: "right-only",
                        passages: right[rightNext].passageStarts, anchor: anchor))
                rightNext += 1
            }
        }

        for bead in alignment.beads {
            let leftUnits = bead.source.compactMap { leftIndex[$0] }.sorted()
            let rightUnits = bead.target.compactMap { rightIndex[$0] }.sorted()
            unplaced(leftEnd: leftUnits.first ?? leftNext, rightEnd: rightUnits.first ?? rightNext)
            let leftBlocks = leftUnits.filter { $0 >= leftNext }.map { left[$0] }
            let rightBlocks = rightUnits.filter { $0 >= rightNext }.map { right[$0] }
            if bead.isAnchor, !leftBlocks.isEmpty {
                rows.append(
                    builder.fullRow(leftBlocks, path: source.path, anchorPrefix: Self.leftPrefix, kind: "anchor"))
            } else if !leftBlocks.isEmpty || !rightBlocks.isEmpty {
                let kind = leftBlocks.isEmpty ? "right-only" : rightBlocks.isEmpty ? "left-only" : "aligned"
                rows.append(
                    builder.pairRow(
                        leftCell(leftBlocks), rightCell(rightBlocks), kind: kind,
                        passages: (leftBlocks + rightBlocks).flatMap(\.passageStarts), anchor: anchor))
            }
            if let last = leftUnits.last { leftNext = max(leftNext, last + 1) }
            if let last = rightUnits.last { rightNext = max(rightNext, last + 1) }
        }
        unplaced(leftEnd: left.count, rightEnd: right.count)
        return rows
    }
}
