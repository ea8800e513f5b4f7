import DocgenCore

extension TranslationQAChecker {
    /// A passage the aligner joined with its neighbours (a 2-1, 1-2, 3-1 or 1-3 bead) although the other
    /// side has almost nothing of it: none of its code, numbers, links and glossary terms (two or more), or
    /// at most a third (of three or more), are there, or none of the items only it has (a name its
    /// neighbour shares tells nothing) while the other side's length fits the neighbours without it better
    /// than with it — and three quarters of the neighbours' are there (or they have none). It is reported as
    /// missing, and the pair is checked without it.
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
                let evidence = many.map { reference -> Evidence in
                    guard let side = context.side([reference]) else { return Evidence() }
                    return self.evidence(of: side, in: other)
                }
                // The single side's length in the many side's units (the document's ratio undone).
                let scale = isOriginal ? alignment.lengthRatio : 1 / alignment.lengthRatio
                let lengths = many.map { Double(context.report.passage(at: $0)?.content.length ?? 0) * scale }
                let singleLength = Double(context.report.passage(at: single[0])?.content.length ?? 0)
                for index in many.indices {
                    let mine = evidence[index]
                    var neighbour = Evidence()
                    for other in evidence.indices where other != index {
                        neighbour.items.formUnion(evidence[other].items)
                        neighbour.present.formUnion(evidence[other].present)
                    }
                    // What only this passage has tells which passage the other side translates.
                    let own = mine.items.subtracting(neighbour.items)
                    let without = lengths.indices.filter { $0 != index }.reduce(0) { $0 + lengths[$1] }
                    let isAbsent =
                        mine.items.count >= 2 && mine.present.isEmpty
                        || mine.items.count >= 3 && mine.present.count * 3 <= mine.items.count
                        || !own.isEmpty && own.isDisjoint(with: mine.present)
                            && abs(singleLength - without) < abs(singleLength - without - lengths[index])
                    if isAbsent, neighbour.present.count * 4 >= neighbour.items.count * 3 {
                        result.append(
                            SplitMissing(
                                passage: many[index], other: single[0], otherPath: otherPath, isOriginal: isOriginal))
                    }
                }
            }
        }
        return result
    }

    /// A passage's checkable items (code, numbers, links, glossary terms: each a key with its kind) and
    /// those of them the other side has.
    struct Evidence {
        var items: Set<String> = []
        var present: Set<String> = []
    }

    /// A passage's checkable items (code, numbers, links, glossary terms) and those the other side has.
    private func evidence(of side: QASide, in other: QASide) -> Evidence {
        let otherCode = Set(other.inventory.code.map { PairComparison.codeKey($0.key) })
        let otherNumbers = Set(other.inventory.numbers.map(\.key))
        let otherLinks = Set(other.inventory.links.map(\.key))
        var result = Evidence()
        for key in Set(side.inventory.code.map { PairComparison.codeKey($0.key) }) {
            result.items.insert("code " + key)
            if otherCode.contains(key) || other.inventory.proseWords.contains(key.lowercased()) {
                result.present.insert("code " + key)
            }
        }
        for key in Set(side.inventory.numbers.map(\.key)) {
            result.items.insert("number " + key)
            if otherNumbers.contains(key) { result.present.insert("number " + key) }
        }
        for key in Set(side.inventory.links.map(\.key)) {
            result.items.insert("link " + key)
            if otherLinks.contains(key) { result.present.insert("link " + key) }
        }
        if let glossary, let from = side.language, let to = other.language, from != to {
            let text = side.inventory.proseText, otherText = other.inventory.proseText
            for entry in glossary.entries {
                let expected = entry.terms(for: to)
                guard !expected.isEmpty,
                    let term = entry.terms(for: from).first(where: {
                        TermMatcher.contains($0, in: text, language: from)
                    })
                else { continue }
                result.items.insert("term " + term)
                if expected.contains(where: { TermMatcher.contains($0, in: otherText, language: to) }) {
                    result.present.insert("term " + term)
                }
            }
        }
        return result
    }
}
