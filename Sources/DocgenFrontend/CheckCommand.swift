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
            one 'swift build' and 'swift test' for all examples (leaving out, in at most one more round, \
            examples that do not compile), isolates examples that trap or hang, honours compile_fail and \
            should_fail, and reports every example as passed, failed, incomplete (a fragment that needs \
            declarations it never shows) or skipped (with the reason: UIKit API the headless UIKit does not \
            model, a module that cannot be built here, …) at its doc locations, then a table of the \
            unmodelled UIKit API. The last line is 'N passed, N failed, N incomplete, N skipped'; the exit \
            code is 0 only if nothing failed (with --strict, nothing incomplete either). \
            Results are kept in .build/docgen/results.json: an unchanged re-check runs no compiler.
            """,
        options: [
            .init(name: "format", valueName: "format", help: "Report format", allowedValues: ["human", "json"]),
            .init(name: "junit", valueName: "file", help: "Also write a JUnit XML report"),
            .init(name: "shard", valueName: "k/n", help: "Check only shard k of n (stable, hash-based)"),
            .init(name: "timeout", valueName: "seconds", help: "Time limit of one test process (default: 120)"),
            .init(name: "output", valueName: "dir", help: "The generated package to verify (default: Examples)"),
            .init(name: "templates", valueName: "dir", help: "Templates that override those of Templates/ by name"),
            .init(name: "template-root", valueName: "dir", help: "docgen's own templates (default: Templates)"),
            .init(
                name: "uikit-package", valueName: "dir",
                help: "The docgen package providing the headless UIKit (default: .)"),
        ],
        flags: [
            .init(name: "no-cache", help: "Ignore kept results and run everything"),
            .init(name: "strict", help: "Count incomplete fragments as failures"),
            .followLinks,
        ],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let options = BuildOptions(arguments)
        var shard = ShardSelector.all
        if let value = arguments.value("shard") {
            do {
                shard = try ShardSelector(parsing: value)
            } catch {
                console.printError("docgen: error: \(error.description); see 'docgen help check'")
                return .usage
            }
        }
        var timeLimit = 120.0
        if let value = arguments.value("timeout") {
            guard let seconds = Double(value), seconds > 0 else {
                console.printError("docgen: error: invalid value '\(value)' for '--timeout'; expected seconds > 0")
                return .usage
            }
            timeLimit = seconds
        }
        let prepared: PreparedBuild
        switch PreparedBuild.prepare(options, console: console) {
        case .success(let value): prepared = value
        case .failure(let code): return code
        }

        let clashes = OutputGuard.problems(
            output: nil, site: nil, junit: arguments.value("junit"), inputs: options.paths,
            documents: prepared.documents.map(\.path))
        if !clashes.isEmpty {
            console.report(clashes)
            return .usage
        }
        // Freshness: Examples/ must be exactly what `docgen build` writes now (once an interrupted build is
        // finished).
        console.report(GeneratedTree.recover(URL(fileURLWithPath: options.output)))
        let stale = prepared.tree.differences(from: URL(fileURLWithPath: options.output))
        if !stale.isEmpty {
            let shown = stale.prefix(3).joined(separator: ", ") + (stale.count > 3 ? ", …" : "")
            console.report([
                .error(
                    .staleExamples, at: nil,
                    "\(options.output)/ is stale (\(stale.count) file\(stale.count == 1 ? "" : "s") differ: \(shown)); run 'docgen build' and commit the result"
                )
            ])
            return .problemsFound
        }

        let selected = Set(shard.select(prepared.examples.examples.map(\.id)))
        let keys = cacheKeys(prepared, options: options)
        let cacheFile = URL(fileURLWithPath: ResultsCache.defaultRelativePath)
        var (cache, cacheDiagnostics) =
            arguments.has("no-cache") ? (ResultsCache(), []) : ResultsCache.load(from: cacheFile)
        console.report(cacheDiagnostics)

        var report: CheckReport
        let cached = selected.sorted().compactMap { id in keys[id].flatMap { cache.result(for: id, key: $0) } }
        // Only the examples without a kept result are built and tested; the others keep theirs.
        let unkept = selected.subtracting(cached.map(\.id))
        if unkept.isEmpty {
            report = CheckReport(examples: cached)
        } else {
            let scratch = URL(fileURLWithPath: ".build/docgen/package")
            let progressLine = ProgressLine(
                style: console.progressStyle, estimate: ProgressLine.lastDuration(), write: console.writeError)
            let checker = ExampleChecker(
                examples: prepared.examples, generator: prepared.generator,
                options: .init(
                    packageDirectory: scratch,
                    docgenPackagePath: PreparedBuild.relativePath(from: scratch.path, to: options.uikitPackage),
                    testTimeLimit: timeLimit),
                progress: { progressLine.show($0) })
            report = checker.check(ids: unkept)
            report.examples += cached
            progressLine.finish()
            if report.diagnostics.isEmpty { ProgressLine.recordDuration(progressLine.elapsed) }
            for result in report.examples where unkept.contains(result.id) {
                if let key = keys[result.id] { cache.record(result, key: key) }
            }
            cache.removeAll(except: Set(prepared.examples.examples.map(\.id)))
            if report.diagnostics.isEmpty { try? cache.save(to: cacheFile) }
        }
        report.sortInDocOrder()

        // A site docgen generated shows the statuses of the last check: refresh its badges (its summary line
        // goes to standard error, so that standard output is the report alone).
        if GeneratedTree.generatedPaths(in: URL(fileURLWithPath: SiteBuild.defaultDirectory)) != nil {
            _ = SiteBuild.write(prepared, options: options, to: SiteBuild.defaultDirectory, console: console.errorsOnly)
        }
        if arguments.value("format") == "json" {
            console.writeOutput(JSONReportFormatter.format(report))
        } else {
            console.writeOutput(HumanReportFormatter(useColour: console.usesColor).format(report))
        }
        if GitHubAnnotationFormatter.isEnabled(environment: ProcessInfo.processInfo.environment) {
            console.writeOutput(GitHubAnnotationFormatter.format(report))
        }
        if let junit = arguments.value("junit") {
            do {
                try Data(JUnitReportFormatter.format(report).utf8).write(
                    to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                console.printError("docgen: error: cannot write \(junit): \(error.localizedDescription)")
                return .ioError
            }
        }
        return report.hasFailures(strict: arguments.has("strict")) ? .problemsFound : prepared.inputProblem ?? .ok
    }

    /// Per example, a hash of everything its result depends on: its program and session, the templates,
    /// the sources of the headless UIKit and the example support, and the toolchain.
    static func cacheKeys(_ prepared: PreparedBuild, options: BuildOptions) -> [String: String] {
        let templates = [options.templateRoot, options.templateOverrides].compactMap { $0 }
            .map { (try? ContentHasher.hashOfDirectory(URL(fileURLWithPath: $0))) ?? "-" }.joined(separator: "+")
        let uikit = ExamplePackageGenerator.docgenModuleDirectories
            .map {
                (try? ContentHasher.hashOfDirectory(
                    URL(fileURLWithPath: options.uikitPackage).appendingPathComponent($0))) ?? "-"
            }
            .joined(separator: "+")
        // Each generated file under the ids it belongs to (one pass, not one scan per example): a directory
        // named after the example below the top level, `<id>.swift`, `<id>Tests.swift` or `<id>.json`.
        var pathsByID: [String: Set<String>] = [:]
        for path in prepared.tree.files.keys {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count > 1, let name = components.last else { continue }
            var ids = Set(components.dropFirst().dropLast().map(String.init))
            if name.hasSuffix("Tests.swift") { ids.insert(String(name.dropLast("Tests.swift".count))) }
            if name.hasSuffix(".json") { ids.insert(String(name.dropLast(".json".count))) }
            // An example of the shared module: `Sources/DocgenExamples/<id>.swift`.
            if name.hasSuffix(".swift") { ids.insert(String(name.dropLast(".swift".count))) }
            for id in ids { pathsByID[id, default: []].insert(path) }
        }
        var keys: [String: String] = [:]
        for example in prepared.examples.examples {
            let paths = (pathsByID[example.id] ?? []).sorted()
            let program =
                paths.map { "\($0)\n\(prepared.tree.files[$0]!)" }.joined(separator: "\n") + "\(example.mode)"
            keys[example.id] = ResultsCache.key(
                program: program, templatesHash: templates, uikitHash: uikit,
                toolchain: toolchainVersion + " docgen " + DocgenCommandLine.version)
        }
        return keys
    }

    /// The Swift compiler's version, part of every cache key (remembered: see `ToolchainVersion`).
    static let toolchainVersion: String = ToolchainVersion.current()
}
