import Foundation

extension TranslationQAChecker {
    /// A paragraph's length and its document's pairs: how likely its length is with a sentence left out.
    struct ParagraphLengths {
        var median: Double
        var spread: Double
        var lengthRatio: Double
        var targetLength: Int
        var sourceLength: Int

        /// How far, in spreads, the pair's ratio is from the document's when the original is `removed` shorter.
        func deviation(removing removed: Double = 0) -> Double {
            let source = max(0, Double(sourceLength) - removed)
            return (log(Double(targetLength + 1) / (source * lengthRatio + 1)) - median) / spread
        }

        /// The cost (negative log-likelihood, up to a constant) of a deviation: a Student t of few degrees of
        /// freedom, whose tails are heavy: a paragraph far from its document's ratio is a translator's
        /// condensed or expanded wording as often as anything left out, so being further out adds less and less.
        static func cost(of deviation: Double) -> Double {
            (degreesOfFreedom + 1) / 2 * log(1 + deviation * deviation / degreesOfFreedom)
        }

        static let degreesOfFreedom = 3.0
    }

    /// What a left-out sentence must gain over the complete reading (in the matcher's costs, the negative
    /// logarithm of a likelihood): its prior odds, about one paragraph in 650 (a translation that leaves out
    /// a sentence is rare; one that condenses two into one is not, and looks the same by length). Each
    /// sentence of the original is one more hypothesis, so the logarithm of their number is added.
    static let leftOutCost = 6.5
    /// How far below its document's ratio, in spreads, a paragraph must be for a sentence to be missing.
    static let minimumDeviation = 1.0
    /// Fewest characters of a sentence (Latin words both sides keep left out) that can be told missing.
    static let minimumSentenceLength = 12.0
    /// Most sentences of an original paragraph weighed one by one.
    static let maximumSentences = 40

    /// The index of an original sentence the translation leaves out, if one is far more likely left out
    /// than translated. These facts weigh each hypothesis "sentence i is left out" against "the pair is
    /// complete": the sentence matching of the pair without sentence i against the pair as it is
    /// (`SentenceMatcher`: lengths, sentence counts, anchors); the paragraph's length ratio and clause count
    /// without sentence i against its document's pairs; the kept tokens only sentence i has; and whether
    /// the translation has the learned translations of the words only sentence i has (`TranslationLexicon`).
    static func leftOutSentence(
        _ sample: LengthSample, matcher: SentenceMatcher, paragraph: ParagraphLengths, clauses: ClauseCounts,
        kept: KeptTokens, lexicon: TranslationLexicon?
    ) -> Int? {
        let count = sample.sourceSplit.count
        // A translation with as many sentences as its original or more has its sentences, and one sentence
        // said in fewer words is a translator's choice. Two said in one may be either: merged, or one left
        // out, which only the learned translations of its words tell apart (they are missing).
        // The matching is cubic in a paragraph's sentences, tried once a sentence: a paragraph of more than
        // `maximumSentences` is judged by its length alone.
        guard count >= 2, count <= maximumSentences, sample.targetSplit.count >= 1, sample.targetSplit.count < count
        else { return nil }
        let clauseDifference = Double(
            sample.targetSplit.reduce(0) { $0 + $1.clauses } - sample.sourceSplit.reduce(0) { $0 + $1.clauses })
        let anchors = SentenceMatcher.anchors(
            source: sample.sourceSplit.map(\.tokens), target: sample.targetSplit.map(\.tokens))
        let target = SentenceMatcher.Side(lengths: sample.targetSplitLengths, anchors: anchors.target)
        let complete = matcher.cost(
            source: SentenceMatcher.Side(lengths: sample.sourceSplitLengths, anchors: anchors.source), target: target)
        // The paragraph must be short for its document: the length a left-out sentence takes is missing.
        let asIs = paragraph.deviation()
        guard asIs <= -minimumDeviation else { return nil }
        var best: (index: Int, gain: Double)?
        for index in 0..<count where sample.sourceSplitLengths[index] >= minimumSentenceLength {
            var lengths = sample.sourceSplitLengths
            var sourceAnchors = anchors.source
            let removed = lengths.remove(at: index)
            sourceAnchors.remove(at: index)
            let without = matcher.cost(
                source: SentenceMatcher.Side(lengths: lengths, anchors: sourceAnchors), target: target)
            let shorter = paragraph.deviation(removing: removed)
            let clauseGain =
                ParagraphLengths.cost(of: clauses.deviation(clauseDifference))
                - ParagraphLengths.cost(
                    of: clauses.deviation(clauseDifference + Double(sample.sourceSplit[index].clauses)))
            let words = lexicon?.gain(leaving: index, source: sample.sourceSplit, target: sample.targetSplit) ?? 0
            // Two sentences said in one are told apart by the words alone: lengths say the same of both.
            guard count > 2 || words > 0 else { continue }
            let gain =
                complete - without + ParagraphLengths.cost(of: asIs) - ParagraphLengths.cost(of: shorter) + clauseGain
                + kept.gain(leaving: index, of: sample) + words
            if gain > (best?.gain ?? -.infinity) { best = (index, gain) }
        }
        guard let best, best.gain >= leftOutCost + log(Double(count)) else { return nil }
        return best.index
    }

    /// The finding of a sentence left out: located at the translation, naming the sentence.
    func sentenceFinding(_ sample: LengthSample, index: Int, ratio: Double) -> QAFinding {
        let sentence = sample.sourceSplit[index].text
        let excerpt = sentence.count > 80 ? String(sentence.prefix(77)) + "…" : sentence
        let percent = Int((exp(ratio) * 100).rounded())
        let message =
            "\(sample.kindName) leaves out sentence \(index + 1) of the original's \(sample.sourceSplit.count) at \(sample.source.location), “\(excerpt)” (\(Self.sentences(sample.targetSplit.count)) here; \(percent) % of the length this document's translation gives as much of the original): translate it"
        return QAFinding(
            check: .length, message: message, location: sample.target.location, otherLocation: sample.source.location,
            sourcePassage: sample.source.location, translationPassage: sample.target.location)
    }

    /// How many more clauses a translation has than its original in this document's pairs: a sentence left
    /// out takes its clauses with it.
    struct ClauseCounts {
        var median: Double
        var spread: Double

        init(_ samples: [LengthSample]) {
            let differences = samples.map { sample in
                Double(
                    sample.targetSplit.reduce(0) { $0 + $1.clauses } - sample.sourceSplit.reduce(0) { $0 + $1.clauses })
            }
            let center = differences.isEmpty ? 0 : TranslationQAChecker.median(differences)
            let deviation = differences.isEmpty ? 0 : TranslationQAChecker.median(differences.map { abs($0 - center) })
            median = center
            spread = max(1, 1.4826 * deviation)
        }

        func deviation(_ difference: Double) -> Double { (difference - median) / spread }
    }

    /// The tokens this document's translation keeps (any its sentences have), and how often a pair's
    /// translation lacks one its original has: a token only a left-out sentence had is missing for sure.
    struct KeptTokens {
        var tokens: Set<String>
        /// The cost of a kept token missing from a complete translation (the negative logarithm of its rate).
        var missingCost: Double

        init(_ samples: [LengthSample]) {
            tokens = samples.reduce(into: Set<String>()) { kept, sample in
                for sentence in sample.targetSplit { kept.formUnion(sentence.tokens) }
            }
            var total = 0
            var missing = 0
            for sample in samples {
                let target = sample.targetSplit.reduce(into: Set<String>()) { $0.formUnion($1.tokens) }
                let source = sample.sourceSplit.reduce(into: Set<String>()) { $0.formUnion($1.tokens) }
                let keptHere = source.intersection(tokens)
                total += keptHere.count
                missing += keptHere.subtracting(target).count
            }
            let rate = total == 0 ? 0.5 : Double(missing + 1) / Double(total + 2)
            missingCost = -log(min(0.5, max(0.02, rate)))
        }

        /// What leaving out sentence `index` explains: the kept tokens only it has that the translation lacks.
        func gain(leaving index: Int, of sample: LengthSample) -> Double {
            var own = sample.sourceSplit[index].tokens.intersection(tokens)
            for (other, sentence) in sample.sourceSplit.enumerated() where other != index {
                own.subtract(sentence.tokens)
            }
            for sentence in sample.targetSplit { own.subtract(sentence.tokens) }
            return Double(own.count) * missingCost
        }
    }

    /// The lengths of sentences with the Latin words the other side keeps left out.
    static func lengths(of sentences: [SentenceSplitter.Sentence], keeping other: [String: Int]) -> [Double] {
        sentences.map { sentence in
            var kept = 0
            for (word, length) in sentence.latinLengths { kept += min(length, other[word] ?? 0) }
            return Double(max(0, sentence.length - kept))
        }
    }

    /// The spread of a sentence's ratio in this document: over the pairs whose sides have as many sentences
    /// (two or more), read one to one, the median absolute deviation of the logarithm of each sentence's
    /// ratio; a default where the document has too few such sentences.
    static func sentenceSpread(_ samples: [LengthSample], ratio: Double) -> Double {
        var deviations: [Double] = []
        for sample in samples
        where sample.sourceSplit.count == sample.targetSplit.count && sample.sourceSplit.count >= 2 {
            for (source, target) in zip(sample.sourceSplitLengths, sample.targetSplitLengths) {
                deviations.append(
                    log((target + SentenceMatcher.smoothing) / (source * ratio + SentenceMatcher.smoothing)))
            }
        }
        guard deviations.count >= minimumSentencePairs else { return defaultSentenceSpread }
        let center = median(deviations)
        let spread = 1.4826 * median(deviations.map { abs($0 - center) })
        return min(maximumSentenceSpread, max(minimumSentenceSpread, spread))
    }

    static let minimumSentencePairs = 20
    static let defaultSentenceSpread = 0.45
    static let minimumSentenceSpread = 0.2
    static let maximumSentenceSpread = 0.8
}
