import DocParsing
import DocgenCore

/// Translation QA: for every inline and aligned pair, what must survive translation unchanged (code and
/// identifiers, numbers, link targets, placeholders, inline markup) and the glossary's terms; for every
/// alignment, passages still in the other document's language and passages with no counterpart.
///
/// Pure and linear in the size of the pairs: each passage is walked once and its items compared as sets.
/// A difference accepted in the document (`QAAcceptance`) is not reported.
public struct TranslationQAChecker: Sendable {
    public var glossary: Glossary?
    /// Fewest words (Han characters count one each, four make a word) a passage needs to be reported as
    /// untranslated or missing: a lone word is usually a name.
    public var minimumWords: Int
    /// The conventions of each target language (`docgen.config`).
    public var settings: TranslationSettings

    public init(glossary: Glossary? = nil, minimumWords: Int = 2, settings: TranslationSettings = TranslationSettings())
    {
        self.glossary = glossary
        self.minimumWords = minimumWords
        self.settings = settings
    }

    /// The findings, sorted, and a warning for each `qa-accept` that names no check.
    public func check(_ report: TranslationReport, documents: [Document]) -> (
        findings: [QAFinding], diagnostics: [Diagnostic]
    ) {
        let context = QAContext(documents: documents, report: report)
        var findings: [QAFinding] = []
        let samples = report.alignments.map { lengthSamples($0, context: context) }
        let lexicons = Self.lexicons(report.alignments, samples: samples)
        let splits = zip(report.alignments, samples).flatMap { alignment, samples in
            splitMissing(in: alignment, samples: samples, lexicons: lexicons, context: context)
        }
        let leftOut = Set(splits.map(\.passage.location))
        for split in splits {
            let why = "almost none of its code, numbers, links or terms is in the passage aligned with it"
            // The original's passage is reported where its translation is missing: in the translation.
            findings.append(
                split.isOriginal
                    ? QAFinding(
                        check: .missing,
                        message:
                            "the original's \(split.passage.kind) at \(split.passage.location) is not translated here (\(why)); translate it",
                        location: split.other.location, otherLocation: split.passage.location,
                        sourcePassage: split.passage.location, translationPassage: split.other.location)
                    : QAFinding(
                        check: .missing,
                        message:
                            "\(split.passage.kind) has no counterpart in the original \(split.otherPath) (\(why)); remove it if the original does not say it",
                        location: split.passage.location, otherLocation: split.other.location,
                        sourcePassage: split.other.location, translationPassage: split.passage.location))
        }
        for pair in report.pairs {
            let sourceReferences = pair.source.filter { !leftOut.contains($0.location) }
            let translationReferences = pair.translation.filter { !leftOut.contains($0.location) }
            guard let source = context.side(sourceReferences), let translation = context.side(translationReferences)
            else { continue }
            findings += PairComparison(
                source: source, translation: translation, glossary: glossary,
                conventions: settings.conventions(for: translation.language), headings: context.headings
            ).findings()
        }
        for (alignment, samples) in zip(report.alignments, samples) {
            findings += passageFindings(alignment, context: context)
            findings += commentFindings(alignment, context: context)
            findings += lengthFindings(
                alignment, samples: samples, lexicon: lexicons[Self.lexiconKey(alignment)], context: context)
        }
        let quoted = QAExcerpt.adding(
            to: findings.sorted(by: QAFinding.isOrderedBefore), documents: context.documentsByPath)
        return (quoted, context.unknownAcceptances())
    }
}
