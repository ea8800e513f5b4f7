import DocgenCore
import ExampleChecking
import Foundation

/// `docgen merge-reports`: joins the JSON reports of `docgen check --shard k/n` runs into the report of
/// one unsharded run.
enum MergeReportsCommand: DocgenCommand {
    static let spec = CommandSpec(
        name: "merge-reports",
        abstract: "Merge the JSON reports of sharded checks into one report",
        discussion: """
            Reads the files written by 'docgen check --format json --shard k/n' and prints the report one \
            unsharded check gives: every example in doc order, the summary recounted, the run's own \
            diagnostics once. Each report records its shard: a missing or repeated shard, or shards of \
            different checks (another n), is an error (exit 65). Exits 1 if some example failed, like \
            'docgen check'.
            """,
        positionalName: "FILE…",
        positionalHelp: "JSON reports of 'docgen check --format json'")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            console.printError("docgen: error: no reports given; see 'docgen help merge-reports'")
            return .usage
        }
        var reports: [JSONValue] = []
        for path in arguments.positionals {
            guard let data = FileManager.default.contents(atPath: path) else {
                console.printError("\(DiagnosticRenderer.printableFile(path)): error: cannot read the report")
                return .ioError
            }
            do {
                reports.append(try JSONValue(parsing: String(decoding: data, as: UTF8.self)))
            } catch {
                console.printError(
                    "\(DiagnosticRenderer.printableFile(path)):\(error.line):\(error.column): error: "
                        + DiagnosticRenderer.printable(error.message))
                return .dataError
            }
        }
        let merged: JSONValue
        do {
            merged = try JSONReportMerger.merge(reports, names: arguments.positionals)
        } catch {
            console.printError("docgen: error: \(error.description)")
            return .dataError
        }
        console.writeOutput(merged.serialized(pretty: true) + "\n")
        return JSONReportMerger.hasFailures(merged) ? .problemsFound : .ok
    }
}
