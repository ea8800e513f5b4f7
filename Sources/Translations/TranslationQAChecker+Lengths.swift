import DocParsing
import Foundation

extension TranslationQAChecker {
    /// A one-to-one pair whose translation is far shorter than the document's own pairs make it: a sentence
    /// left out. Judged against the document, not a fixed ratio: each pair's ratio of translation to
    /// original length (the Latin words both keep left out, the aligner's calibrated ratio undone) is
    /// compared with the median of the document's pairs, in units of their spread (the median absolute
    /// deviation). A pair whose sentences tell which original sentence is missing is reported naming it
    /// (`leftOutSentence`); otherwise a pair is reported in the tail, `tailDeviations` or more below the
    /// median, when the original has three sentences or more (`SentenceSplitter`), the translation fewer
    /// but two or more, and the length it lacks is at least half an average sentence of the original.
    /// A translation far longer than its original is not reported: on the Swift book, most are a
    /// translator's explanation or a pair the aligner matched across an added paragraph.
    func lengthFindings(
        _ alignment: DocumentAlignment, samples: [LengthSample], lexicon: TranslationLexicon?, context: QAContext
    ) -> [QAFinding] {
        guard let distribution = LengthDistribution(samples, lengthRatio: alignment.lengthRatio) else { return [] }
        let (measured, ratios, median, spread) = (
            distribution.measured, distribution.ratios, distribution.median, distribution.spread
        )
        let matcher = SentenceMatcher(
            ratio: alignment.lengthRatio * exp(median),
            spread: Self.sentenceSpread(measured, ratio: alignment.lengthRatio * exp(median)))
        let clauses = ClauseCounts(measured)
        let kept = KeptTokens(measured)
        var findings: [QAFinding] = []
        for (sample, ratio) in zip(measured, ratios) {
            let paragraph = ParagraphLengths(
                median: median, spread: spread, lengthRatio: alignment.lengthRatio,
                targetLength: sample.targetLength, sourceLength: sample.sourceLength)
            if let index = Self.leftOutSentence(
                sample, matcher: matcher, paragraph: paragraph, clauses: clauses, kept: kept, lexicon: lexicon),
                !context.acceptances(of: sample.target).contains(where: { $0.accepts(.length, []) })
            {
                findings.append(sentenceFinding(sample, index: index, ratio: ratio - median))
                continue
            }
            // Several sentences kept and one or more lost: a paragraph merged into one sentence, or an
            // original of two of which the translation says the gist in one, is a translator's choice.
            // A translation that has the learned translations of every sentence's own words is said in fewer
            // words, not short of a sentence.
            guard (ratio - median) / spread <= -Self.tailDeviations, sample.sourceSplit.count >= 3,
                sample.targetSplit.count >= 2, sample.targetSplit.count < sample.sourceSplit.count,
                lexicon?.translatesEverySentence(of: sample.sourceSplit, in: sample.targetSplit) != true
            else { continue }
            let expected = Double(sample.sourceLength) * alignment.lengthRatio * exp(median)
            let sentence = expected / Double(sample.sourceSplit.count)
            guard (expected - Double(sample.targetLength)) * 2 >= sentence,
                !context.acceptances(of: sample.target).contains(where: { $0.accepts(.length, []) })
            else { continue }
            let percent = Int((Double(sample.targetLength) / expected * 100).rounded())
            let message =
                "\(sample.kindName) is much shorter than the original's at \(sample.source.location) (\(percent) % of the length this document's translation gives as much of the original; \(Self.sentences(sample.targetSplit.count)), the original \(Self.sentences(sample.sourceSplit.count))): a sentence may be left out; translate what is missing"
            findings.append(
                QAFinding(
                    check: .length, message: message, location: sample.target.location,
                    otherLocation: sample.source.location, sourcePassage: sample.source.location,
                    translationPassage: sample.target.location))
        }
        return findings
    }

    /// A document's one-to-one pairs long enough to be measured, their ratios of translation to original
    /// length (the logarithm, the aligner's calibrated ratio undone), and the ratios' median and spread (the
    /// median absolute deviation, scaled as a standard deviation).
    struct LengthDistribution {
        var measured: [LengthSample]
        var ratios: [Double]
        var median: Double
        var spread: Double
        var lengthRatio: Double

        /// The cost (`ParagraphLengths.cost(of:)`) of a pair of these lengths in this document.
        func cost(source: Double, target: Double) -> Double {
            ParagraphLengths.cost(of: (log((target + 1) / (source * lengthRatio + 1)) - median) / spread)
        }
    }

    /// Fewest pairs a document needs for its distribution of ratios to tell an outlier.
    static let minimumPairs = 8
    /// Fewest characters of the original (shared Latin words left out) a pair needs to be measured.
    static let minimumLength = 20
    /// The least spread of the logarithm of the ratios: a document whose pairs are all alike still varies.
    static let minimumSpread = 0.1
    /// How far from the median, in spreads, a pair's ratio must be to be reported.
    static let tailDeviations = 2.5

    /// One one-to-one pair of passages (no heading, no table cell) and their lengths and sentences.
    struct LengthSample {
        var source: BlockReference
        var target: BlockReference
        var kindName: String
        var sourceLength: Int
        var targetLength: Int
        /// Each side's sentences, and their lengths with the Latin words both sides keep left out.
        var sourceSplit: [SentenceSplitter.Sentence]
        var targetSplit: [SentenceSplitter.Sentence]
        var sourceSplitLengths: [Double]
        var targetSplitLengths: [Double]
    }

    /// The one-to-one pairs of passages of a translation (none where both documents are in one language).
    func lengthSamples(_ alignment: DocumentAlignment, context: QAContext) -> [LengthSample] {
        guard let sourceLanguage = alignment.sourceLanguage, let targetLanguage = alignment.targetLanguage,
            sourceLanguage != targetLanguage
        else { return [] }
        return alignment.beads.compactMap { bead in lengthSample(bead, context: context) }
    }

    /// A lexicon per language pair and direction (original to translation, and back), learned from all its
    /// documents' one-to-one pairs.
    static func lexicons(_ alignments: [DocumentAlignment], samples: [[LengthSample]]) -> [String: TranslationLexicon] {
        var pairs: [String: [(words: Set<String>, units: Set<String>)]] = [:]
        for (alignment, samples) in zip(alignments, samples) {
            for sample in samples {
                let source = sample.sourceSplit.reduce(into: Set<String>()) { $0.formUnion($1.units) }
                let target = sample.targetSplit.reduce(into: Set<String>()) { $0.formUnion($1.units) }
                pairs[lexiconKey(alignment), default: []].append((source, target))
                pairs[lexiconKey(alignment, reversed: true), default: []].append((target, source))
            }
        }
        return pairs.mapValues { TranslationLexicon(pairs: $0) }
    }

    /// The key of an alignment's lexicon: from the original's language to the translation's, or back.
    static func lexiconKey(_ alignment: DocumentAlignment, reversed: Bool = false) -> String {
        let languages = [alignment.sourceLanguage?.rawValue ?? "", alignment.targetLanguage?.rawValue ?? ""]
        return (reversed ? languages.reversed() : languages).joined(separator: "→")
    }

    private func lengthSample(_ bead: AlignmentBead, context: QAContext) -> LengthSample? {
        guard bead.kind == .match || bead.kind == .anchor, bead.source.count == 1, bead.target.count == 1,
            let source = context.report.passage(at: bead.source[0]),
            let target = context.report.passage(at: bead.target[0]),
            Self.isMeasured(source.block.kind), Self.isMeasured(target.block.kind)
        else { return nil }
        let sourceLatin = AlignmentUnit.latinLengths(of: source.content.prose)
        let targetLatin = AlignmentUnit.latinLengths(of: target.content.prose)
        var kept = 0
        for (word, length) in sourceLatin { kept += min(length, targetLatin[word] ?? 0) }
        let sourceSplit = SentenceSplitter.sentences(of: source.block)
        let targetSplit = SentenceSplitter.sentences(of: target.block)
        return LengthSample(
            source: bead.source[0], target: bead.target[0], kindName: target.block.kindName,
            sourceLength: max(0, source.content.length - kept), targetLength: max(0, target.content.length - kept),
            sourceSplit: sourceSplit, targetSplit: targetSplit,
            sourceSplitLengths: Self.lengths(of: sourceSplit, keeping: targetLatin),
            targetSplitLengths: Self.lengths(of: targetSplit, keeping: sourceLatin))
    }

    private static func isMeasured(_ kind: Block.Kind) -> Bool {
        switch kind {
        case .paragraph, .listItem, .blockQuote: return true
        default: return false
        }
    }

    static func sentences(_ count: Int) -> String { count == 1 ? "1 sentence" : "\(count) sentences" }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension TranslationQAChecker.LengthDistribution {
    /// The distribution of a document's pairs; nil when it has too few to tell an outlier (`minimumPairs`).
    init?(_ samples: [TranslationQAChecker.LengthSample], lengthRatio: Double) {
        self.lengthRatio = lengthRatio
        measured = samples.filter { $0.sourceLength >= TranslationQAChecker.minimumLength }
        guard measured.count >= TranslationQAChecker.minimumPairs else { return nil }
        ratios = measured.map { log(Double($0.targetLength + 1) / (Double($0.sourceLength) * lengthRatio + 1)) }
        let median = TranslationQAChecker.median(ratios)
        self.median = median
        spread = max(
            TranslationQAChecker.minimumSpread, 1.4826 * TranslationQAChecker.median(ratios.map { abs($0 - median) }))
    }
}
