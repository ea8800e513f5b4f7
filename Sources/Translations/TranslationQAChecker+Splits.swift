import DocgenCore
import Foundation

extension TranslationQAChecker {
    /// A passage the aligner joined with its neighbours (a 2-1, 1-2, 3-1 or 1-3 bead) although the other
    /// side has almost nothing of it, while three quarters of the neighbours' items are there (or they have
    /// none). Told by its items (code, numbers, links and glossary terms): none of them are there (two or
    /// more), or at most a third (of three or more), or none of the items only it has (a name its neighbour
    /// shares tells nothing) while the other side's length fits the neighbours without it better than with
    /// it. Or told by its words: the other side's length fits its document's pairs better without it, and
    /// the learned translations (`TranslationLexicon`) of the words only it has are missing, by as much as
    /// a sentence left out must be (`leftOutCost`). It is reported as missing, and the pair is checked
    /// without it.
    struct SplitMissing {
        var passage: BlockReference
        /// The single passage on the other side of the bead.
        var other: BlockReference
        var otherPath: String
        /// Whether the passage is the original's (the other is the translation's).
        var isOriginal: Bool
    }

    func splitMissing(
        in alignment: DocumentAlignment, samples: [LengthSample], lexicons: [String: TranslationLexicon],
        context: QAContext
    ) -> [SplitMissing] {
        var result: [SplitMissing] = []
        let distribution = LengthDistribution(samples, lengthRatio: alignment.lengthRatio)
        for bead in alignment.beads where bead.kind == .match {
            for (many, single, otherPath, isOriginal) in [
                (bead.source, bead.target, alignment.target, true), (bead.target, bead.source, alignment.source, false),
            ] where many.count >= 2 && single.count == 1 {
                guard let other = context.side(single) else { continue }
                let singlePassage = context.report.passage(at: single[0])
                let split = SplitBead(
                    many: many.map { reference in
                        let passage = context.report.passage(at: reference)
                        return SplitBead.Part(
                            evidence: context.side([reference]).map { evidence(of: $0, in: other) } ?? Evidence(),
                            length: Double(passage?.content.length ?? 0),
                            units: SentenceSplitter.units(of: passage?.content.prose ?? ""))
                    },
                    singleLength: Double(singlePassage?.content.length ?? 0),
                    singleUnits: SentenceSplitter.units(of: singlePassage?.content.prose ?? ""),
                    isOriginal: isOriginal, lengthRatio: alignment.lengthRatio)
                let lexicon = lexicons[Self.lexiconKey(alignment, reversed: !isOriginal)]
                for index in many.indices
                where split.isAbsent(index, distribution: distribution, lexicon: lexicon)
                    && split.neighboursArePresent(leaving: index)
                {
                    result.append(
                        SplitMissing(
                            passage: many[index], other: single[0], otherPath: otherPath, isOriginal: isOriginal))
                }
            }
        }
        return result
    }

    /// The passages of a 2-1 (1-2, 3-1, 1-3) bead's side of several, against the single one of the other.
    struct SplitBead {
        struct Part {
            var evidence: Evidence
            var length: Double
            var units: Set<String>
        }

        var many: [Part]
        var singleLength: Double
        var singleUnits: Set<String>
        var isOriginal: Bool
        var lengthRatio: Double

        /// The items of every part but `index`, and those of them the single passage has.
        func neighbour(of index: Int) -> Evidence {
            var neighbour = Evidence()
            for other in many.indices where other != index {
                neighbour.items.formUnion(many[other].evidence.items)
                neighbour.present.formUnion(many[other].evidence.present)
            }
            return neighbour
        }

        func neighboursArePresent(leaving index: Int) -> Bool {
            let neighbour = neighbour(of: index)
            return neighbour.present.count * 4 >= neighbour.items.count * 3
        }

        /// Whether part `index` is left out of the single passage: its items say so, or its words (by as much
        /// as a sentence left out must gain, `leftOutCost`, one hypothesis a part).
        func isAbsent(_ index: Int, distribution: LengthDistribution?, lexicon: TranslationLexicon?) -> Bool {
            itemsTellAbsent(index)
                || wordsGain(leaving: index, distribution: distribution, lexicon: lexicon)
                    >= TranslationQAChecker.leftOutCost + log(Double(many.count))
        }

        func itemsTellAbsent(_ index: Int) -> Bool {
            let mine = many[index].evidence
            // What only this passage has tells which passage the other side translates.
            let own = mine.items.subtracting(neighbour(of: index).items)
            // The single side's length in the many side's units (the document's ratio undone).
            let scale = isOriginal ? lengthRatio : 1 / lengthRatio
            let without = many.indices.filter { $0 != index }.reduce(0) { $0 + many[$1].length } * scale
            return mine.items.count >= 2 && mine.present.isEmpty
                || mine.items.count >= 3 && mine.present.count * 3 <= mine.items.count
                || !own.isEmpty && own.isDisjoint(with: mine.present)
                    && abs(singleLength - without) < abs(singleLength - without - many[index].length * scale)
        }

        /// The evidence (a log-likelihood ratio) that part `index` is left out rather than translated: how
        /// much better the pair's length fits its document's pairs without it, and whether the single
        /// passage has the learned translations of the words only it has.
        func wordsGain(leaving index: Int, distribution: LengthDistribution?, lexicon: TranslationLexicon?) -> Double {
            guard let distribution, let lexicon else { return 0 }
            let all = many.reduce(0) { $0 + $1.length }
            let without = all - many[index].length
            let lengthGain =
                isOriginal
                ? distribution.cost(source: all, target: singleLength)
                    - distribution.cost(source: without, target: singleLength)
                : distribution.cost(source: singleLength, target: all)
                    - distribution.cost(source: singleLength, target: without)
            return lengthGain + lexicon.gain(leaving: index, of: many.map(\.units), in: singleUnits)
        }
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
        // A link to a section and a link to its page are two targets (the anchor itself is translated).
        func linkKey(_ link: QAItem) -> String { link.text.contains("#") ? link.key + "#" : link.key }
        let otherLinks = Set(other.inventory.links.map(linkKey))
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
        for key in Set(side.inventory.links.map(linkKey)) {
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
