import DocgenCore
import Translations

/// What the site needs from the Translations stage: each passage's language, inline pairs and the
/// alignments of translated documents, with blocks identified by where they start.
///
/// The one place that reads the Translations stage's types, so a change there is fixed here only.
struct SiteTranslations: Sendable {
    /// Two translations of one document, aligned.
    struct Alignment: Sendable {
        var name: String
        var sourcePath: String
        var targetPath: String
        var sourceLanguage: HumanLanguage?
        var targetLanguage: HumanLanguage?
        /// The section of the source the target translates, when it is one section rather than the whole.
        var scopeTitle: String?
        var beads: [Bead]
    }

    /// Corresponding blocks of the two sides (either side may be empty).
    struct Bead: Sendable {
        /// Identical code on both sides: shown once across both columns.
        var isAnchor: Bool
        var source: [SourceLocation]
        var target: [SourceLocation]
    }

    /// A translation QA finding as the side-by-side view shows it: on the row of the pair it belongs to.
    struct QAMark: Sendable, Hashable {
        var id: String
        var message: String
        /// Where it is, and the same place on the other side.
        var location: SourceLocation
        var otherLocation: SourceLocation
        /// The passages of the pair the two places are in (the anchors the note links to).
        var passage: SourceLocation
        var otherPassage: SourceLocation
    }

    /// The language of each passage with one (neutral passages are absent), by the passage's start.
    var passageLanguages: [SourceLocation: HumanLanguage] = [:]
    /// Each document's languages (sorted by tag) and overall language, by path.
    var documentLanguages: [String: [HumanLanguage]] = [:]
    var documentLanguage: [String: HumanLanguage] = [:]
    /// Inline pairs: the translation's start by the source passage's start.
    var inlineTranslations: [SourceLocation: SourceLocation] = [:]
    var alignments: [Alignment] = []
    /// QA findings by the start of each passage of their pair, in report order.
    var qaMarks: [SourceLocation: [QAMark]] = [:]

    init() {}

    init(_ report: TranslationReport) {
        for document in report.documents {
            documentLanguages[document.path] = document.languages
            documentLanguage[document.path] = document.language
            for passage in document.passages {
                if let language = passage.language.humanLanguage { passageLanguages[passage.location] = language }
            }
        }
        for pair in report.pairs where pair.origin == .inline {
            guard let source = pair.source.first, let translation = pair.translation.first else { continue }
            inlineTranslations[source.location] = translation.location
        }
        for finding in report.qa {
            let isSourceSide = Self.isOnSourceSide(finding)
            let passage = isSourceSide ? finding.sourcePassage : finding.translationPassage
            let otherPassage = isSourceSide ? finding.translationPassage : finding.sourcePassage
            let mark = QAMark(
                id: finding.id.rawValue, message: finding.message, location: finding.location,
                otherLocation: finding.otherLocation, passage: passage, otherPassage: otherPassage)
            for start in Set([finding.sourcePassage, finding.translationPassage]) {
                qaMarks[start, default: []].append(mark)
            }
        }
        alignments = report.alignments.map { alignment in
            Alignment(
                name: alignment.name, sourcePath: alignment.source, targetPath: alignment.target,
                sourceLanguage: alignment.sourceLanguage, targetLanguage: alignment.targetLanguage,
                scopeTitle: alignment.scope?.sectionTitle,
                beads: alignment.beads.map { bead in
                    Bead(
                        isAnchor: bead.kind == .anchor, source: bead.source.map(\.location),
                        target: bead.target.map(\.location))
                })
        }
    }

    /// Whether a finding's `location` is in the pair's source passage (an untranslated or missing source
    /// passage) rather than its translation.
    static func isOnSourceSide(_ finding: QAFinding) -> Bool {
        let location = finding.location, source = finding.sourcePassage, translation = finding.translationPassage
        if location == source { return true }
        if location == translation { return false }
        if location.file != translation.file { return true }
        if location.file != source.file { return false }
        // An inline pair: both passages in one file, the translation after the source.
        return translation.line <= source.line || location.line < translation.line
    }
}
