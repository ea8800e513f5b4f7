import DocgenCore

/// The translation QA findings as a team triages them: each with its fingerprint, split into new and
/// baselined by a ``QABaseline``, counted per check and per pair of documents, and the new ones ranked by how
/// likely they are real (``QARanking``). What every output of `docgen translations` shows.
public struct QATriage: Hashable, Sendable {
    /// Every finding of the report, in its order.
    public let findings: [QAFinding]
    /// One per finding.
    public let fingerprints: [QAFingerprint]
    /// The indices of the findings the baseline does not have, in order: the ones shown and failing.
    public let new: [Int]
    /// How many findings the baseline has.
    public let baselinedCount: Int
    /// Entries of the baseline that no finding has any more (empty for a foreign baseline).
    public let stale: [QABaseline.Entry]
    /// Whether the baseline names none of the report's documents: written for another project.
    public let isForeignBaseline: Bool
    /// Paths relative to the project, for the baseline and SARIF.
    public let root: ProjectRoot

    /// The triage of `report`'s findings against `baseline` (none: every finding is new).
    public init(
        _ report: TranslationReport, root: ProjectRoot = ProjectRoot("/", currentDirectory: "/"),
        baseline: QABaseline? = nil
    ) {
        findings = report.qa
        self.root = root
        let fingerprints = QAFingerprint.of(report.qa, root: root)
        self.fingerprints = fingerprints
        let documents = Set(report.documents.map { root.relative($0.path) })
        let entries = baseline?.entries ?? []
        let isForeign =
            !entries.isEmpty
            && !entries.contains { (entry: QABaseline.Entry) -> Bool in
                documents.contains(entry.original) || documents.contains(entry.translation)
            }
        isForeignBaseline = isForeign
        let accepted: Set<QAFingerprint> = isForeign ? [] : Set(entries.map(\.fingerprint))
        new = fingerprints.indices.filter { !accepted.contains(fingerprints[$0]) }
        baselinedCount = findings.count - new.count
        let current = Set(fingerprints)
        stale = isForeign ? [] : entries.filter { !current.contains($0.fingerprint) }
    }

    /// The new findings.
    public var newFindings: [QAFinding] { new.map { findings[$0] } }

    /// The baseline entry of finding `index`.
    public func entry(_ index: Int, reason: String? = nil) -> QABaseline.Entry {
        let finding = findings[index]
        return QABaseline.Entry(
            fingerprint: fingerprints[index], id: finding.id, original: root.relative(finding.sourcePassage.file),
            translation: root.relative(finding.translationPassage.file), message: finding.message, reason: reason)
    }

    /// The indices of the findings whose fingerprint or short id is `id` (or starts with it, from 8
    /// characters): one for an id a report showed, several for an ambiguous prefix.
    public func findings(matching id: String) -> [Int] {
        let id = id.lowercased()
        guard id.count >= QAFingerprint.shortLength else { return [] }
        return fingerprints.indices.filter { fingerprints[$0].value.hasPrefix(id) }
    }

    // MARK: - Summary

    /// New findings per check, most first (then in the checks' order).
    public var countsByCheck: [(check: QACheck, count: Int)] {
        let counts = Dictionary(grouping: new, by: { findings[$0].check }).mapValues(\.count)
        return counts.keys.sorted { (lhs: QACheck, rhs: QACheck) -> Bool in
            counts[lhs]! != counts[rhs]! ? counts[lhs]! > counts[rhs]! : lhs < rhs
        }.map { ($0, counts[$0]!) }
    }

    /// A pair of documents: the original and its translation, as the report names them.
    public struct DocumentPair: Hashable, Sendable {
        public var original: String
        public var translation: String
    }

    /// New findings per pair of documents, most first (then by the translation's path).
    public var countsByPair: [(pair: DocumentPair, count: Int)] {
        let counts = Dictionary(grouping: new) { (index: Int) -> DocumentPair in
            DocumentPair(
                original: findings[index].sourcePassage.file, translation: findings[index].translationPassage.file)
        }.mapValues(\.count)
        return counts.keys.sorted { (lhs: DocumentPair, rhs: DocumentPair) -> Bool in
            if counts[lhs]! != counts[rhs]! { return counts[lhs]! > counts[rhs]! }
            return (lhs.translation, lhs.original) < (rhs.translation, rhs.original)
        }.map { ($0, counts[$0]!) }
    }

    /// The new findings most likely real, best first: indices into ``findings``.
    public func top(_ count: Int) -> [Int] {
        Array(QARanking.ranked(newFindings).prefix(count).map { new[$0] })
    }

    /// A note that stale entries are fixed findings, or a warning that the baseline is another project's;
    /// none when the baseline fits. Located at the baseline file.
    public func baselineDiagnostics(path: String) -> [Diagnostic] {
        let start = SourceLocation(file: path, line: 1, column: 1)
        if isForeignBaseline {
            return [
                .warning(
                    .qaBaselineForeign, at: start,
                    "baseline names none of this project's documents (written for another book?); it is ignored: write this project's with --write-baseline"
                )
            ]
        }
        guard !stale.isEmpty else { return [] }
        return [
            .note(
                .qaBaselineStale, at: start,
                "\(stale.count) baselined finding\(stale.count == 1 ? " is" : "s are") fixed; rewrite the baseline (--write-baseline)"
            )
        ]
    }
}
