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

    public init(glossary: Glossary? = nil, minimumWords: Int = 2) {
        self.glossary = glossary
        self.minimumWords = minimumWords
    }

    /// The findings, sorted, and a warning for each `qa-accept` that names no check.
    public func check(_ report: TranslationReport, documents: [Document]) -> (
        findings: [QAFinding], diagnostics: [Diagnostic]
    ) {
        let context = QAContext(documents: documents, report: report)
        var findings: [QAFinding] = []
        let splits = report.alignments.flatMap { splitMissing(in: $0, context: context) }
        let leftOut = Set(splits.map(\.passage.location))
        for split in splits {
            findings.append(
                QAFinding(
                    check: .missing,
                    message:
                        "\(split.passage.kind) has no counterpart in \(split.otherPath) (almost none of its code, numbers, links or terms is in the passage aligned with it); translate it there or remove it",
                    location: split.passage.location, otherLocation: split.other.location,
                    sourcePassage: split.passage.location, translationPassage: split.other.location))
        }
        for pair in report.pairs {
            let sourceReferences = pair.source.filter { !leftOut.contains($0.location) }
            let translationReferences = pair.translation.filter { !leftOut.contains($0.location) }
            guard let source = context.side(sourceReferences), let translation = context.side(translationReferences)
            else { continue }
            findings += PairComparison(source: source, translation: translation, glossary: glossary).findings()
        }
        for alignment in report.alignments {
            findings += passageFindings(alignment, context: context)
        }
        return (findings.sorted(by: QAFinding.isOrderedBefore), context.unknownAcceptances())
    }
}
