import DocgenCore

/// How far one translation lags its original: what the original says that the translation does not
/// (passages and listings added since it was translated), the translation's listings whose code is no longer
/// the original's, what only the translation has, and the pair's QA findings — one row of the work list a
/// translation team reads, chapter by chapter.
public struct TranslationLag: Hashable, Sendable, Codable {
    /// The original's path and the translation's.
    public var original: String
    public var translation: String
    /// Passages of the original (paragraphs, headings, list items) with no counterpart in the translation.
    public var addedPassages: [BlockReference]
    /// Listings (code blocks) of the original with no counterpart in the translation.
    public var addedListings: [BlockReference]
    /// The translation's listings whose code (comments aside, where the translation translates them) is not
    /// the original's: example drift, at the translation's listing.
    public var changedListings: [BlockReference]
    /// Passages and listings only the translation has (removed from the original, or the translator's own).
    public var translationOnly: [BlockReference]
    /// The pair's translation QA findings (code, numbers, links, markup that differ; passages missing).
    public var findings: Int

    /// Whether the translation says less than its original, or differs from it.
    public var lags: Bool {
        !addedPassages.isEmpty || !addedListings.isEmpty || !changedListings.isEmpty || !translationOnly.isEmpty
            || findings > 0
    }

    /// What was added or changed, the sum a table sorts by.
    public var changes: Int { addedPassages.count + addedListings.count + changedListings.count }

    /// Where to start: the first passage or listing added to the original, else the first changed listing,
    /// else the first passage only the translation has.
    public var firstPlace: SourceLocation? {
        (addedPassages + addedListings).min()?.location ?? changedListings.min()?.location
            ?? translationOnly.min()?.location
    }

    /// One row per alignment of two documents (their original and translation as the alignment says), in
    /// the order of the alignments; example drift and QA findings counted for the pair they are in.
    public static func rows(_ report: TranslationReport) -> [TranslationLag] {
        var findings: [String: Int] = [:]
        for finding in report.qa {
            findings["\(finding.sourcePassage.file)\n\(finding.translationPassage.file)", default: 0] += 1
        }
        return report.alignments.map { alignment in
            var lag = TranslationLag(
                original: alignment.source, translation: alignment.target, addedPassages: [], addedListings: [],
                changedListings: [], translationOnly: [],
                findings: findings["\(alignment.source)\n\(alignment.target)", default: 0])
            for bead in alignment.beads {
                switch bead.kind {
                case .sourceOnly:
                    lag.addedListings += bead.source.filter { $0.kind == codeBlock }
                    lag.addedPassages += bead.source.filter { $0.kind != codeBlock }
                case .targetOnly:
                    lag.translationOnly += bead.target
                case .match, .anchor:
                    break
                }
            }
            lag.changedListings = report.drifts.filter { drift in
                drift.kind == .example && drift.reference.path == alignment.source
                    && drift.drifted.path == alignment.target
            }.map(\.drifted)
            return lag
        }
    }

    private static let codeBlock = "codeBlock"
}
