import DocgenCore

/// Everything the Translations stage found: languages, pairs, alignments, drift, coverage and problems.
public struct TranslationReport: Hashable, Sendable {
    /// Every document's passages with their languages, sorted by path.
    public var documents: [DocumentLanguages]
    /// Inline pairs, then aligned pairs, each in document order.
    public var pairs: [TranslationPair]
    /// One per pair of translations of a document.
    public var alignments: [DocumentAlignment]
    public var drifts: [Drift]
    /// Per document and language, sorted by path then language.
    public var coverage: [CoverageRow]
    /// Sorted by location.
    public var diagnostics: [Diagnostic]
    /// Translation QA findings of every pair and alignment, sorted (`TranslationQAChecker`).
    public var qa: [QAFinding]

    public init(
        documents: [DocumentLanguages], pairs: [TranslationPair], alignments: [DocumentAlignment], drifts: [Drift],
        coverage: [CoverageRow], diagnostics: [Diagnostic], qa: [QAFinding] = []
    ) {
        self.documents = documents
        self.pairs = pairs
        self.alignments = alignments
        self.drifts = drifts
        self.coverage = coverage
        self.diagnostics = diagnostics
        self.qa = qa
    }

    // MARK: - Totals

    /// All passages with a human language.
    public var totalPassages: Int { coverage.reduce(0) { $0 + $1.passages } }
    public var totalPaired: Int { coverage.reduce(0) { $0 + $1.paired } }
    public var totalDrifted: Int { coverage.reduce(0) { $0 + $1.drifted } }

    /// Paired passages over all passages, in percent (100 when there is none).
    public var pairedPercent: Double { CoverageRow.percent(totalPaired, of: totalPassages) }

    /// `--fail-under PCT`: whether the overall paired percentage is below `threshold` (0–100).
    public func isCoverage(below threshold: Double) -> Bool {
        pairedPercent < threshold
    }

    /// The tagged passage at a reference, if it is one.
    public func passage(at reference: BlockReference) -> TaggedPassage? {
        guard let index = reference.passageIndex else { return nil }
        return documents.first { $0.path == reference.path }?.passages[index]
    }
}
