import DocParsing
import DocgenCore
import Foundation

/// The Translations stage: from parsed documents to a `TranslationReport`.
///
/// Tags every passage's language, finds inline pairs in mixed documents, aligns translations of one
/// document (files sharing `<name>`) pair by pair, finds example and quote drift, checks the corpus for
/// bad input and counts coverage per document and language. Pure: no file access, no printing.
public struct TranslationAnalyzer: Sendable {
    public var detector: LanguageDetector
    public var pairFinder: InlinePairFinder
    public var aligner: TranslationAligner
    public var driftDetector: DriftDetector
    /// The originals' language and the conventions of each target language (`docgen.config`).
    public var settings: TranslationSettings

    public init(
        detector: LanguageDetector = LanguageDetector(), pairFinder: InlinePairFinder = InlinePairFinder(),
        aligner: TranslationAligner = TranslationAligner(), driftDetector: DriftDetector = DriftDetector(),
        settings: TranslationSettings = TranslationSettings()
    ) {
        self.detector = detector
        self.pairFinder = pairFinder
        self.aligner = aligner
        self.driftDetector = driftDetector
        self.settings = settings
    }

    /// The report, with the translation QA findings of every pair (glossary terms only with a glossary).
    public func analyze(_ documents: [Document], glossary: Glossary? = nil) -> TranslationReport {
        let documents = documents.sorted { $0.path < $1.path }
        // Detection is per document and the bulk of the work: all cores.
        let detected = ParallelResults<DocumentLanguages>(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            detected[index] = detector.detect(documents[index])
        }
        let languages = detected.values
        var diagnostics = CorpusChecker(documents: documents, languages: languages).diagnostics()

        var pairs: [TranslationPair] = []
        for document in languages {
            let found = pairFinder.pairs(in: document)
            pairs += found.pairs
            diagnostics += found.diagnostics
        }

        let byPath = Dictionary(uniqueKeysWithValues: documents.map { ($0.path, $0) })
        let alignments = align(documents, languages)
        var drifts: [Drift] = []
        for alignment in alignments {
            pairs += alignment.pairs
            drifts += driftDetector.exampleDrift(
                in: alignment, documents: byPath, conventions: settings.conventions(for: alignment.targetLanguage))
        }
        diagnostics += directionDiagnostics(alignments)
        drifts += driftDetector.quoteDrift(in: languages, sourceLanguage: settings.sourceLanguage)
        diagnostics += drifts.map(Self.diagnostic)

        var report = TranslationReport(
            documents: languages, pairs: pairs, alignments: alignments, drifts: drifts,
            coverage: Self.coverage(languages, pairs: pairs, drifts: drifts), diagnostics: [])
        let qa = TranslationQAChecker(glossary: glossary, settings: settings).check(report, documents: documents)
        report.qa = qa.findings
        report.diagnostics = (diagnostics + qa.diagnostics).sorted(by: Self.isOrderedBefore)
        return report
    }

    // MARK: - Steps

    /// Aligns every two documents of one name that have prose or code and different languages; the one in
    /// the project's source language is the original, else (guessed) the one with more passages.
    private func align(_ documents: [Document], _ languages: [DocumentLanguages]) -> [DocumentAlignment] {
        let usable = documents.indices.filter { !documents[$0].blocks.isEmpty }
        let groups = Dictionary(grouping: usable, by: { documents[$0].name })
        var result: [DocumentAlignment] = []
        for name in groups.keys.sorted() {
            let members = groups[name]!
            for (offset, first) in members.enumerated() {
                for second in members[(offset + 1)...] where languages[first].language != languages[second].language {
                    let (source, target, direction) = original(of: first, second, languages)
                    var aligner = self.aligner
                    aligner.codeWithoutComments = settings.conventions(for: languages[target].language).contains(
                        .translatedComments)
                    var alignment = aligner.align(
                        source: documents[source], languages[source], target: documents[target], languages[target])
                    alignment.direction = direction
                    result.append(alignment)
                }
            }
        }
        return result
    }

    /// Which of two documents is the original: the one in the source language, else the one with more
    /// passages (a guess).
    func original(of first: Int, _ second: Int, _ languages: [DocumentLanguages]) -> (
        source: Int, target: Int, direction: DocumentAlignment.Direction
    ) {
        if let sourceLanguage = settings.sourceLanguage {
            if languages[first].language == sourceLanguage { return (first, second, .configured) }
            if languages[second].language == sourceLanguage { return (second, first, .configured) }
        }
        return languages[first].passages.count >= languages[second].passages.count
            ? (first, second, .guessed) : (second, first, .guessed)
    }

    /// A note at each translation whose original was guessed, saying which and how to set it.
    func directionDiagnostics(_ alignments: [DocumentAlignment]) -> [Diagnostic] {
        alignments.filter { $0.direction == .guessed }.map { alignment in
            let why =
                settings.sourceLanguage.map {
                    "neither document is in the source language \($0.rawValue)"
                } ?? "no source language is set"
            let advice =
                settings.sourceLanguage == nil
                ? "set 'source-language: <tag>' in \(ProjectSettings.fileName) at the project root"
                : "its findings may be reported in the original"
            return .note(
                .translationDirectionGuessed, at: SourceLocation(file: alignment.target, line: 1, column: 1),
                "\(why): \(alignment.source), with more passages, is taken as the original of this translation; \(advice)"
            )
        }
    }

    static func coverage(_ languages: [DocumentLanguages], pairs: [TranslationPair], drifts: [Drift]) -> [CoverageRow] {
        let paired = Set(pairs.flatMap(\.references).map(\.range))
        let drifted = Set(drifts.filter { $0.kind == .quote }.flatMap { [$0.reference.range, $0.drifted.range] })
        var rows: [CoverageRow] = []
        for document in languages {
            let byLanguage = Dictionary(grouping: document.passages.filter { $0.language != .neutral }, by: \.language)
            for language in byLanguage.keys.sorted() {
                let passages = byLanguage[language]!
                rows.append(
                    CoverageRow(
                        path: document.path, name: document.name, language: language, passages: passages.count,
                        paired: passages.filter { paired.contains($0.range) }.count,
                        drifted: passages.filter { drifted.contains($0.range) }.count))
            }
        }
        return rows
    }

    /// Diagnostics without a location first, then by location and identifier.
    static func isOrderedBefore(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (let left?, let right?) where left != right: return left < right
        default: return (lhs.id.rawValue, lhs.message) < (rhs.id.rawValue, rhs.message)
        }
    }

    static func diagnostic(for drift: Drift) -> Diagnostic {
        switch drift.kind {
        case .example:
            return .warning(
                .exampleDrift, at: drift.drifted.location,
                "example's code differs from the original's at \(drift.reference.location): \(drift.diff.rendered(context: 2)); make the code the original's",
                notes: [Diagnostic.Note(location: drift.reference.location, message: "the original is here")])
        case .quote:
            let note = Diagnostic.Note(location: drift.reference.location, message: "the other version is here")
            return .warning(
                .quoteDrift, at: drift.drifted.location,
                "quoted text differs from \(drift.reference.location): \(drift.diff.rendered(context: 2)); restore the quote",
                notes: [note])
        }
    }
}
