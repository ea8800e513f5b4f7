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
            and a note says so.
            """,
        options: [.textFormat, failUnder, failOn, glossary, config],
        flags: [.followLinks],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

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

    /// `docgen translations`'s options, parsed once.
    struct Options: CommandOptions {
        var paths: [String]
        var isJSON: Bool
        var followLinks: Bool
        /// `--fail-under PCT` (`%` allowed), 0 to 100.
        var threshold: Double?
        /// `--fail-on qa`: QA findings are errors and exit 1.
        var failsOnQA: Bool
        /// `--glossary FILE`, when given.
        var glossaryPath: String?
        /// `--config FILE`, when given.
        var configPath: String?

        init(_ arguments: ParsedArguments) throws(InvalidOptionValue) {
            paths = arguments.positionals.isEmpty ? ["Docs"] : arguments.positionals
            isJSON = arguments.value(.textFormat) == "json"
            followLinks = arguments.has(.followLinks)
            threshold = nil
            failsOnQA = arguments.value(failOn) == "qa"
            glossaryPath = arguments.value(glossary)
            configPath = arguments.value(config)
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
        console.writeOutput(
            options.isJSON ? TranslationReportRenderer.json(report) : TranslationReportRenderer.text(report))
        let diagnostics =
            loaded.diagnostics + glossary.diagnostics + project.diagnostics + settings.diagnostics + unknown
            + report.diagnostics
        let qa = report.qa.map { $0.diagnostic(severity: options.failsOnQA ? .error : .warning) }
        console.report(diagnostics + qa)
        if GitHubAnnotationFormatter.isEnabled(environment: ProcessInfo.processInfo.environment) {
            let annotations = (diagnostics + qa).map {
                GitHubAnnotationFormatter.annotation(for: $0, title: $0.id.rawValue) + "\n"
            }
            console.writeOutput(annotations.joined())
        }
        if loaded.hadIOError || glossary.hadIOError || project.hadIOError { return .ioError }
        if diagnostics.contains(where: { $0.severity == .error }) { return .dataError }
        if options.failsOnQA, !report.qa.isEmpty {
            console.printError("docgen: error: \(report.qa.count) translation QA finding(s), --fail-on qa")
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
}
