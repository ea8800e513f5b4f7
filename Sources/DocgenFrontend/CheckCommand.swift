import DocgenCore
import ExampleChecking
import ExampleExtraction
import ExampleGeneration
import Foundation

/// `docgen check`: verifies `Examples/` is fresh, builds and tests every example in one build, and reports
/// each result at its Markdown lines.
enum CheckCommand: DocgenCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Verify Examples/ is fresh, build and test every example, report at doc lines",
        discussion: """
            Regenerates the package in memory and fails with the fix if Examples/ is stale; then runs \
            one 'swift build' and one test run for all examples (at most \(ExampleChecker.maximumBuilds) \
            builds whatever fails: the examples that do not compile are compiled alone and left out), \
            isolates examples that trap or hang, honours compile_fail and should_fail, and reports every \
            example as passed, failed, incomplete (a fragment that needs declarations it never shows) or \
            skipped (with the reason: UIKit API the headless UIKit does not model, a module that cannot be \
            built here, …) at its doc locations, then a table of the unmodelled UIKit API. The last line is \
            'N passed, N failed, N incomplete, N skipped'; the exit code is 0 only if nothing failed (with \
            --strict, nothing incomplete either). \
            A document whose listings use no UIKit is plain Swift: its listings are compiled and run as \
            the top-level code of its scripts (Examples/Scripts), each reported at its lines (a listing \
            that does not compile is left out and its script compiled again, at most \
            \(ExampleChecker.maximumScriptCompiles) compiles a script), and comments \
            saying what they print (// Prints "…") are compared with what they print. Test comments of \
            The Swift Programming Language (<!-- - test: … -->) are run too (--book-tests-only: only them). \
            Results are kept in .build/docgen/results.json: an unchanged re-check runs no compiler. \
            On Linux with bubblewrap, examples run sandboxed: only their scratch directory is writable, no \
            network, no process outlives them, at most --memory-limit of memory each.
            """,
        options: [
            .checkFormat, .junit, .shard, .timeout, .buildTimeout, .memoryLimit,
            .output.with(help: "The generated package to verify (default: Examples)"),
        ] + CommandSpec.Option.generation,
        flags: [.noCache, .strict, .noSandbox, .followLinks, .bookTestsOnly],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard let options = CheckOptions.parse(arguments, console: console) else { return .usage }
        ExampleChecker.probeConfinementAhead()
        let prepared: PreparedBuild
        switch PreparedBuild.prepare(options.build, console: console) {
        case .success(let value): prepared = value
        case .failure(let code): return code
        }

        let clashes = OutputGuard.problems(
            output: nil, site: nil, junit: options.junit, inputs: options.build.paths,
            documents: prepared.documents.map(\.path))
        if !clashes.isEmpty {
            console.report(clashes)
            return .usage
        }
        // Examples/ must be exactly what `docgen build` writes now (once an interrupted build is finished).
        let freshness = PackageFreshness.check(
            prepared.tree, in: URL(fileURLWithPath: options.build.output), shownAs: options.build.output)
        console.report(freshness.diagnostics)
        if freshness.blocksCheck { return .problemsFound }

        let selected = options.bookTestsOnly ? [] : Set(options.shard.select(prepared.examples.examples.map(\.id)))
        let allBookTests = prepared.bookTests
        let bookTests = allBookTests.filter { options.shard.contains(BookTestRunner.id(of: $0)) }
        var (kept, cacheDiagnostics) = KeptResults.load(
            keys: prepared.cacheKeys(options.build, bookTests: bookTests, allBookTests: allBookTests),
            ignoringKept: options.ignoresKeptResults)
        console.report(cacheDiagnostics)
        // Only the examples without a kept result are built and tested; the others keep theirs.
        let keptResults = kept.results(among: selected)
        let unchecked = kept.unchecked(among: selected)
        var report = CheckReport(examples: keptResults)
        if !unchecked.isEmpty {
            let progressLine = ProgressLine(
                style: console.progressStyle, estimate: ProgressLine.lastDuration(), write: console.writeError)
            report = prepared.checker(
                options.build, timeLimit: options.timeLimit, buildTimeLimit: options.buildTimeLimit,
                memoryLimit: options.memoryLimit,
                isSandboxed: options.isSandboxed
            ) {
                progressLine.show($0)
            }
            .check(ids: unchecked)
            report.examples += keptResults
            progressLine.finish()
            if report.diagnostics.isEmpty { ProgressLine.recordDuration(progressLine.elapsed) }
        }
        // The book's tests: those with a kept result keep it, the others are compiled and run.
        let uncheckedTests = bookTests.filter { kept.result(for: BookTestRunner.id(of: $0)) == nil }
        report.examples += bookTests.compactMap { kept.result(for: BookTestRunner.id(of: $0)) }
        report.examples += prepared.checkBookTests(
            uncheckedTests, importing: allBookTests, memoryLimit: options.memoryLimit,
            isSandboxed: options.isSandboxed)
        if !unchecked.isEmpty || !uncheckedTests.isEmpty { kept.keep(report) }
        report.sortInDocOrder()
        if options.shard.count > 1 { report.shard = options.shard }

        // A site docgen generated shows the statuses of the last check: refresh its badges (its summary line
        // goes to standard error, so that standard output is the report alone). When every result was kept, the
        // site has them already (`docgen build` and the check that kept them wrote it): rendering both books'
        // site again took 7 of an unchanged re-check's 11 s.
        let checkedAnew = !unchecked.isEmpty || !uncheckedTests.isEmpty
        if checkedAnew, GeneratedTree.generatedPaths(in: URL(fileURLWithPath: SiteBuild.defaultDirectory)) != nil {
            _ = SiteBuild.write(
                prepared, options: options.build, to: SiteBuild.defaultDirectory, console: console.errorsOnly)
        }
        switch options.format {
        case .json: console.writeOutput(JSONReportFormatter.format(report))
        case .human: console.writeOutput(HumanReportFormatter(useColour: console.usesColor).format(report))
        }
        if GitHubAnnotationFormatter.isEnabled(environment: ProcessInfo.processInfo.environment) {
            console.writeOutput(GitHubAnnotationFormatter.format(report))
        }
        if let junit = options.junit {
            do {
                try Data(JUnitReportFormatter.format(report).utf8).write(
                    to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                console.printError("docgen: error: cannot write \(junit): \(error.localizedDescription)")
                return .ioError
            }
        }
        return report.hasFailures(strict: options.strict) ? .problemsFound : prepared.inputProblem ?? .ok
    }
}
