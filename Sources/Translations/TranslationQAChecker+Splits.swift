import DocgenCore

extension TranslationQAChecker {
    /// A passage the aligner joined with its neighbours (a 2-1, 1-2, 3-1 or 1-3 bead) although the other
    /// side has almost nothing of it: none of its code, numbers, links and glossary terms (two or more), or
    /// at most a third (of three or more), are there, while three quarters of the neighbours' are (or they
    /// have none). It is reported as missing, and the pair is checked without it.
    struct SplitMissing {
        var passage: BlockReference
        /// The single passage on the other side of the bead.
        var other: BlockReference
        var otherPath: String
        /// Whether the passage is the original's (the other is the translation's).
        var isOriginal: Bool
    }

    func splitMissing(in alignment: DocumentAlignment, context: QAContext) -> [SplitMissing] {
        var result: [SplitMissing] = []
        for bead in alignment.beads where bead.kind == .match {
            for (many, single, otherPath, isOriginal) in [
                (bead.source, bead.target, alignment.target, true), (bead.target, bead.source, alignment.source, false),
            ] where many.count >= 2 && single.count == 1 {
                guard let other = context.side(single) else { continue }
                let evidence = many.map { reference -> (items: Int, present: Int) in
                    guard let side = context.side([reference]) else { return (0, 0) }
                    return self.evidence(of: side, in: other)
                }
                for index in many.indices {
                    let mine = evidence[index]
                    var neighbour = (items: 0, present: 0)
                    for other in evidence.indices where other != index {
                        neighbour.items += evidence[other].items
                        neighbour.present += evidence[other].present
                    }
                    let isAbsent =
                        mine.items >= 2 && mine.present == 0 || mine.items >= 3 && mine.present * 3 <= mine.items
                    if isAbsent, neighbour.present * 4 >= neighbour.items * 3 {
                        result.append(
                            SplitMissing(
                                passage: many[index], other: single[0], otherPath: otherPath, isOriginal: isOriginal))
                    }
                }
            }
        }
        return result
    }

    /// How many of a passage's checkable items (code, numbers, links, glossary terms) there are, and how
    /// many of them the other side has.
    private func evidence(of side: QASide, in other: QASide) -> (items: Int, present: Int) {
        let otherCode = Set(other.inventory.code.map { PairComparison.codeKey($0.key) })
        let codeKeys = Set(side.inventory.code.map { PairComparison.codeKey($0.key) })
        let numberKeys = Set(side.inventory.numbers.map(\.key))
        let linkKeys = Set(side.inventory.links.map(\.key))
        var items = codeKeys.count + numberKeys.count + linkKeys.count
        var present =
            codeKeys.filter { otherCode.contains($0) || other.inventory.proseWords.contains($0.lowercased()) }.count
            + numberKeys.intersection(other.inventory.numbers.map(\.key)).count
            + linkKeys.intersection(other.inventory.links.map(\.key)).count
        if let glossary, let from = side.language, let to = other.language, from != to {
            let text = side.inventory.proseText, otherText = other.inventory.proseText
            for entry in glossary.entries {
                let expected = entry.terms(for: to)
                guard !expected.isEmpty,
                    entry.terms(for: from).contains(where: { TermMatcher.contains($0, in: text, language: from) })
                else { continue }
                items += 1
                if expected.contains(where: { TermMatcher.contains($0, in: otherText, language: to) }) { present += 1 }
            }
        }
        return (items, present)
    }
}
