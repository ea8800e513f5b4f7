import DocParsing
import DocgenCore
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
            language: passages, paired, unpaired, drifted. '--fail-under PCT' exits 1 when the share \
            of paired passages is below PCT.
            """,
        options: [.textFormat, failUnder],
        flags: [.followLinks],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static let failUnder = CommandSpec.Option(
        name: "fail-under", valueName: "percent", help: "Exit 1 if paired passages are below this percentage")

    /// `docgen translations`'s options, parsed once.
    struct Options: CommandOptions {
        var paths: [String]
        var isJSON: Bool
        var followLinks: Bool
        /// `--fail-under PCT` (`%` allowed), 0 to 100.
        var threshold: Double?

        init(_ arguments: ParsedArguments) throws(InvalidOptionValue) {
            paths = arguments.positionals.isEmpty ? ["Docs"] : arguments.positionals
            isJSON = arguments.value(.textFormat) == "json"
            followLinks = arguments.has(.followLinks)
            threshold = nil
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
        let loaded = DocumentLoader.load(paths: options.paths, followLinks: options.followLinks)
        let report = TranslationAnalyzer().analyze(loaded.documents)
        console.writeOutput(
            options.isJSON ? TranslationReportRenderer.json(report) : TranslationReportRenderer.text(report))
        let diagnostics = loaded.diagnostics + report.diagnostics
        console.report(diagnostics)
        if loaded.hadIOError { return .ioError }
        if diagnostics.contains(where: { $0.severity == .error }) { return .dataError }
        if let threshold = options.threshold, report.isCoverage(below: threshold) {
            console.printError(
                "docgen: error: \(String(format: "%.1f", report.pairedPercent))% of passages are paired, below --fail-under \(String(format: "%g", threshold))%"
            )
            return .problemsFound
        }
        return .ok
    }
}
