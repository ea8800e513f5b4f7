import DocParsing
import DocgenCore
import ExampleChecking
import Foundation
import Translations

/// `docgen translations`: passage languages, translation pairs, alignment, drift and coverage.
enum TranslationsCommand: DocgenCommand {
    static let spec = CommandSpec(
        name: "translations",
        abstract: "Report passage languages, translation pairs, drift and coverage",
        discussion: """
            Tags every passage with its language, pairs inline translations ("• " lines) and aligns \
            translated documents (same <name>) on their shared code, then reports per document and \
            language: passages, paired, unpaired, drifted. Checks every pair for what must survive \
            translation (code, numbers, links, markup, placeholders, glossary terms) and every \
            alignment for untranslated and missing passages. '--fail-under PCT' exits 1 when the share \
            of paired passages is below PCT; '--fail-on qa' exits 1 when there is a QA finding. The \
            glossary is '--glossary FILE', else glossary.tsv in a docs folder given. Which document of a \
            pair is the original, and the conventions of each target language, are the project's settings: \
            '--config FILE', else docgen.config at the project root (beside the docs folder), e.g. \
            'source-language: en'; without one, the document with more passages is taken as the original \
            and a note says so. The text report starts with a summary: findings per check and per pair of \
            documents, and the ten most likely real; each finding shows both passages and a short id. \
            '--format sarif' writes a SARIF 2.1.0 log of the findings. A baseline accepts reviewed \
            findings: '--write-baseline FILE' writes every current finding's fingerprint; '--baseline FILE', \
            else translations-baseline.json at the project root, makes the findings it has counted but \
            neither shown nor failing '--fail-on qa'; '--accept ID' (with '--reason TEXT') adds one finding \
            to it. docgen only ever replaces a baseline it wrote.
            """,
        options: [format, failUnder, failOn, glossary, config, baseline, writeBaseline, accept, reason],
        flags: [.followLinks],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static let format = CommandSpec.Option(
        name: "format", valueName: "format", help: "Output format", allowedValues: ["text", "json", "sarif"])

    static let baseline = CommandSpec.Option(
        name: "baseline", valueName: "file",
        help: "Findings accepted for now (default: translations-baseline.json beside the docs folder, if present)")

    static let writeBaseline = CommandSpec.Option(
        name: "write-baseline", valueName: "file", help: "Write every current finding to this baseline, then exit")

    static let accept = CommandSpec.Option(
        name: "accept", valueName: "id",
        help: "Add the finding with this short id to the baseline (repeatable), then exit")

    static let reason = CommandSpec.Option(
        name: "reason", valueName: "text", help: "Why the findings of --accept are accepted (kept in the baseline)")

    static let failUnder = CommandSpec.Option(
        name: "fail-under", valueName: "percent", help: "Exit 1 if paired passages are below this percentage")

    static let failOn = CommandSpec.Option(
        name: "fail-on", valueName: "kind", help: "Exit 1 if there is a translation QA finding",
        allowedValues: ["qa"])

    static let glossary = CommandSpec.Option(
        name: "glossary", valueName: "file", help: "Glossary of terms per language (default: <docs>/glossary.tsv)")

    static let config = CommandSpec.Option(
        name: "config", valueName: "file",
        help: "Project settings: source language, conventions (default: docgen.config beside the docs folder)")

    /// `--format`.
    enum ReportFormat: String {
        case text, json, sarif
    }

    /// `docgen translations`'s options, parsed once.
    struct Options: CommandOptions {
        var paths: [String]
        var format: ReportFormat
        var followLinks: Bool
        /// `--fail-under PCT` (`%` allowed), 0 to 100.
        var threshold: Double?
        /// `--fail-on qa`: QA findings are errors and exit 1.
        var failsOnQA: Bool
        /// `--glossary FILE`, when given.
        var glossaryPath: String?
        /// `--config FILE`, when given.
        var configPath: String?
        /// `--baseline FILE`, when given.
        var baselinePath: String?
        /// `--write-baseline FILE`, when given.
        var writeBaselinePath: String?
        /// `--accept ID`, each time given.
        var accepted: [String]
        /// `--reason TEXT`, for `--accept`.
        var reason: String?

        init(_ arguments: ParsedArguments) throws(InvalidOptionValue) {
            paths = arguments.positionals.isEmpty ? ["Docs"] : arguments.positionals
            format = ReportFormat(rawValue: arguments.value(TranslationsCommand.format) ?? "text") ?? .text
            followLinks = arguments.has(.followLinks)
            threshold = nil
            failsOnQA = arguments.value(failOn) == "qa"
            glossaryPath = arguments.value(glossary)
            configPath = arguments.value(config)
            baselinePath = arguments.value(baseline)
            writeBaselinePath = arguments.value(writeBaseline)
            accepted = arguments.options[accept.name] ?? []
            reason = arguments.value(TranslationsCommand.reason)
            if reason != nil, accepted.isEmpty {
                throw InvalidOptionValue(message: "'--reason' is the reason of '--accept ID'; give the id too")
            }
            if writeBaselinePath != nil, !accepted.isEmpty {
                throw InvalidOptionValue(
                    message: "'--write-baseline' and '--accept' both write the baseline; give one of them")
            }
            if let text = arguments.value(failUnder) {
                guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text),
                    (0...100).contains(value)
                else {
                    throw InvalidOptionValue(
                        message: "invalid value '\(text)' for '--fail-under'; expected a percentage from 0 to 100")
                }
                threshold = value
            }
        }
    }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard let options = Options.parse(arguments, console: console) else { return .usage }
        if let failure = HanTablesRequirement.check(console: console) { return failure }
        let loaded = DocumentLoader.load(paths: options.paths, followLinks: options.followLinks)
        let glossary = GlossaryFile.load(explicit: options.glossaryPath, docsPaths: options.paths)
        let project = ProjectSettingsFile.load(explicit: options.configPath, docsPaths: options.paths)
        let settings = TranslationSettings.read(project.settings)
        let unknown = project.settings.unknownKeys(known: TranslationSettings.keys)
        let report = TranslationAnalyzer(settings: settings.settings).analyze(
            loaded.documents, glossary: glossary.glossary)
        let root = QABaselineFile.projectRoot(docsPaths: options.paths)
        let inputs =
            loaded.diagnostics + glossary.diagnostics + project.diagnostics + settings.diagnostics + unknown
            + report.diagnostics
        let inputIOError = loaded.hadIOError || glossary.hadIOError || project.hadIOError
        // Writing the baseline prints only what stops a report: its warnings are the report's.
        let inputErrors = inputs.filter { $0.severity == .error }
        if let path = options.writeBaselinePath {
            console.report(inputErrors)
            let status = writeBaseline(QATriage(report, root: root), to: path, console: console)
            return status != .ok ? status : exitCode(inputs, hadIOError: inputIOError)
        }
        let baseline = QABaselineFile.load(explicit: options.baselinePath, docsPaths: options.paths)
        if !options.accepted.isEmpty {
            console.report(inputErrors + baseline.diagnostics)
            guard !baseline.hadIOError, baseline.diagnostics.isEmpty else {
                return baseline.hadIOError ? .ioError : .dataError
            }
            let triage = QATriage(report, root: root, baseline: baseline.baseline)
            let status = accept(options, triage, baseline, console: console)
            return status != .ok ? status : exitCode(inputs, hadIOError: inputIOError)
        }
        let triage = QATriage(report, root: root, baseline: baseline.baseline)
        let severity: Diagnostic.Severity = options.failsOnQA ? .error : .warning
        switch options.format {
        case .text: console.writeOutput(TranslationReportRenderer.text(report, triage: triage))
        case .json: console.writeOutput(TranslationReportRenderer.json(report, triage: triage))
        case .sarif:
            let columns = SourceColumns()
            console.writeOutput(
                TranslationReportRenderer.sarif(
                    triage, toolVersion: DocgenCommandLine.version, severity: severity,
                    codePointColumn: columns.codePointColumn(of:)))
        }
        let diagnostics = inputs + baseline.diagnostics + triage.baselineDiagnostics(path: baseline.path)
        let qa = triage.newFindings.map { $0.diagnostic(severity: severity) }
        console.report(diagnostics + qa)
        if GitHubAnnotationFormatter.isEnabled(environment: ProcessInfo.processInfo.environment) {
            let annotations = (diagnostics + qa).map {
                GitHubAnnotationFormatter.annotation(for: $0, title: $0.id.rawValue) + "\n"
            }
            console.writeOutput(annotations.joined())
        }
        let status = exitCode(diagnostics, hadIOError: inputIOError || baseline.hadIOError)
        if status != .ok { return status }
        if options.failsOnQA, !triage.new.isEmpty {
            let baselined = triage.baselinedCount > 0 ? " (\(triage.baselinedCount) baselined)" : ""
            console.printError(
                "docgen: error: \(triage.new.count) new translation QA finding(s)\(baselined), --fail-on qa")
            return .problemsFound
        }
        if let threshold = options.threshold, report.isCoverage(below: threshold) {
            console.printError(
                "docgen: error: \(String(format: "%.1f", report.pairedPercent))% of passages are paired, below --fail-under \(String(format: "%g", threshold))%"
            )
            return .problemsFound
        }
        return .ok
    }

    /// 74 after an I/O error, 65 with an error among `diagnostics`, else 0.
    private static func exitCode(_ diagnostics: [Diagnostic], hadIOError: Bool) -> ExitCode {
        if hadIOError { return .ioError }
        return diagnostics.contains(where: { $0.severity == .error }) ? .dataError : .ok
    }

    // MARK: - Writing the baseline

    /// `--write-baseline FILE`: every current finding, keeping the reasons of a baseline docgen wrote there.
    private static func writeBaseline(_ triage: QATriage, to path: String, console: Console) -> ExitCode {
        var previous: QABaseline?
        if case .text(let text) = QABaselineFile.read(path), case .success(let old) = QABaseline.parse(text, path: path)
        {
            previous = old
        }
        let baseline = QABaseline.of(triage, keepingReasonsOf: previous)
        if let problem = QABaselineFile.write(baseline, to: path) {
            console.report([problem])
            return problem.id == .qaBaselineNotWritten ? .ioError : .dataError
        }
        console.print("docgen: wrote \(baseline.entries.count) finding(s) to the baseline \(path); commit it")
        return .ok
    }

    /// `--accept ID…`: adds each finding to the baseline (at `--baseline FILE` or the default path).
    private static func accept(
        _ options: Options, _ triage: QATriage, _ loaded: QABaselineFile.Loaded, console: Console
    ) -> ExitCode {
        var baseline = loaded.baseline ?? QABaseline()
        var problems: [Diagnostic] = []
        var added: [Int] = []
        for id in options.accepted {
            let matches = triage.findings(matching: id)
            guard matches.count == 1 else {
                let why =
                    matches.isEmpty
                    ? "no finding has the id '\(id)'; use an id the report shows in [brackets]"
                    : "the id '\(id)' is the start of \(matches.count) findings' fingerprints; give more of it"
                problems.append(.error(.qaAcceptUnknownFinding, at: nil, why))
                continue
            }
            baseline = baseline.adding(triage.entry(matches[0], reason: options.reason))
            added.append(matches[0])
        }
        guard problems.isEmpty else {
            console.report(problems)
            return .usage
        }
        if let problem = QABaselineFile.write(baseline, to: loaded.path) {
            console.report([problem])
            return problem.id == .qaBaselineNotWritten ? .ioError : .dataError
        }
        for index in added {
            let finding = triage.findings[index]
            console.print(
                "docgen: accepted [\(triage.fingerprints[index].shortID)] \(finding.id) \(finding.location): \(finding.message) (baseline \(loaded.path))"
            )
        }
        return .ok
    }
}
