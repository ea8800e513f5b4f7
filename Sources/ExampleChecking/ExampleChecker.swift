import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation

/// Builds and tests examples in one SwiftPM build and turns every outcome into a result at the docs'
/// lines.
///
/// The package is built in a scratch directory (`.build/docgen/package` by default) rendered from the same
/// values as `Examples/` — all of it, or a shard of it — so that leaving out examples that do not compile
/// (the one extra round) never touches `Examples/`, and the scratch build directory makes re-checks
/// incremental: one changed example rebuilds its own target and the targets that import it.
public struct ExampleChecker: Sendable {
    public struct Options: Sendable {
        /// The scratch package directory.
        public var packageDirectory: URL
        /// The docgen package (headless UIKit), as seen from the scratch package.
        public var docgenPackagePath: String
        /// Seconds one test process may run before it is stopped.
        public var testTimeLimit: Double
        /// Seconds for the whole build.
        public var buildTimeLimit: Double
        /// The `swift` command.
        public var swift: String
        /// The compiler that type-checks single examples (`compile_fail`, and all the errors of one example).
        public var swiftc = "swiftc"
        /// Bytes of output kept from one test process (per stream): an example that writes more fails.
        public var outputLimit: Int = 16 << 20
        /// Whether examples run in `ExampleSandbox` (where this machine has one; else with a warning).
        public var isSandboxed = true
        /// The memory and process limits of an example in the sandbox.
        public var sandboxLimits = ExampleSandbox.Limits()

        public init(
            packageDirectory: URL, docgenPackagePath: String, testTimeLimit: Double = 120,
            buildTimeLimit: Double = 3600,
            swift: String = "swift"
        ) {
            self.packageDirectory = packageDirectory
            self.docgenPackagePath = docgenPackagePath
            self.testTimeLimit = testTimeLimit
            self.buildTimeLimit = buildTimeLimit
            self.swift = swift
        }
    }

    public var examples: ExampleSet
    public var generator: ExamplePackageGenerator
    public var options: Options
    /// Progress lines (building, testing…) for a person watching.
    public var progress: @Sendable (String) -> Void

    public init(
        examples: ExampleSet, generator: ExamplePackageGenerator, options: Options,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.examples = examples
        self.generator = generator
        self.options = options
        self.progress = progress
    }

    /// Checks the examples with these ids (all of them by default) and reports every one of them: Objective-C
    /// with clang (`ObjectiveCChecker`), the rest in one SwiftPM build.
    public func check(ids: Set<String>? = nil) -> CheckReport {
        let selected = examples.examples.filter { ids?.contains($0.id) != false }.sorted { $0.id < $1.id }
        let objectiveC = selected.filter(ObjectiveCChecker.isChecked)
        guard !objectiveC.isEmpty else { return checkInPackage(selected) }
        progress("type-checking \(objectiveC.count) Objective-C example\(objectiveC.count == 1 ? "" : "s") with clang")
        let checked = objectiveCChecker.check(objectiveC)
        let others = selected.filter { !ObjectiveCChecker.isChecked($0) }
        // Only Objective-C to check, nothing to build: no SwiftPM build at all.
        let package =
            others.contains(where: ExamplePackageGenerator.isBuilt)
            ? checkInPackage(others) : CheckReport(examples: others.map { skippedResult($0) })
        return CheckReport(
            examples: (package.examples + checked.results).sorted { $0.id < $1.id },
            diagnostics: package.diagnostics + checked.diagnostics)
    }

    /// The checker of the Objective-C examples: clang beside `swift`, docgen's headers in the docgen package.
    var objectiveCChecker: ObjectiveCChecker {
        // `docgenPackagePath` is as the scratch package sees it: relative to its directory, or absolute.
        let docgenPackage =
            options.docgenPackagePath.hasPrefix("/")
            ? URL(fileURLWithPath: options.docgenPackagePath)
            : options.packageDirectory.appendingPathComponent(options.docgenPackagePath).standardizedFileURL
        return ObjectiveCChecker(
            toolchain: ObjectiveCToolchain.locate(
                swift: options.swift, headers: ObjectiveCToolchain.headerDirectory(inDocgenPackage: docgenPackage)),
            options: ObjectiveCChecker.Options(
                scratchDirectory: options.packageDirectory.deletingLastPathComponent().appendingPathComponent("objc")))
    }

    /// The result of an example that is not built: skipped with the reason (and the modules it imports that
    /// are not here).
    private func skippedResult(_ example: Example) -> ExampleResult {
        var skipped = result(example, .skipped(reason: example.mode.skipReason ?? "not built"))
        if example.language == .swift {
            skipped.unavailableModules = ModuleAvailability.unavailableImports(in: example.program).map {
                UnavailableModule(
                    name: $0.module, kind: $0.kind == .appleOnly ? .appleOnly : .thirdParty, location: $0.location)
            }
        }
        return skipped
    }

    /// Checks `selected` (no Objective-C) in one SwiftPM build of the scratch package.
    private func checkInPackage(_ selected: [Example]) -> CheckReport {
        var results: [String: ExampleResult] = [:]
        var runDiagnostics: [Diagnostic] = []

        // Not built at all: skipped with the reason.
        for example in selected where !ExamplePackageGenerator.isBuilt(example) {
            results[example.id] = skippedResult(example)
        }
        // Decided by the conventions of real docs, without a compiler: emphasis, elided code, API listings.
        for example in selected where results[example.id] == nil {
            guard let verdict = ConventionVerdict.of(example) else { continue }
            results[example.id] = result(example, verdict.status, verdict.diagnostics)
            if verdict.evidence != nil { results[example.id]?.evidence = verdict.evidence }
        }
        let built = selected.filter { ExamplePackageGenerator.isBuilt($0) && results[$0.id] == nil }
        let inPackage = built.filter { !ExamplePackageGenerator.isCompileFail($0) }

        // MARK: Build: one round, then again without the examples that did not compile.
        // SwiftPM cancels a build at the first module that fails, which can hide errors of modules not yet
        // compiled; so rounds go on only while each one finds examples that did not compile (usually one
        // extra round), and every round builds all the examples left in one `swift build`.
        // An example that did not compile in the shared module is built in a module of its own in the next
        // round (`ownModule`), so that what is reported is what it does alone, at the same places as always.
        var generatorForScratch = generator
        generatorForScratch.docgenPackagePath = options.docgenPackagePath
        generatorForScratch.packageDirectory = options.packageDirectory.path
        var included = Set(inPackage.map(\.id))
        var ownModule = Set<String>()
        let shared = Set(inPackage.filter { ModuleSharing.of($0).isShared }.map(\.id))
        var compileErrors: [String: [ExampleCompileError]] = [:]
        var buildSucceeded = false
        var round = 0
        while true {
            round += 1
            progress(
                round == 1
                    ? "building \(included.count) examples"
                    : included.count == inPackage.count
                        ? "building again: \(ownModule.count) in a module of their own"
                        : "building again without \(inPackage.count - included.count) that do not compile")
            if case .failure(let failure) = writePackage(generatorForScratch, only: included, ownModule: ownModule) {
                return CheckReport(
                    examples: selected.map { results[$0.id] ?? result($0, .failed, failure.diagnostics) },
                    diagnostics: failure.diagnostics)
            }
            let output = run(Self.buildArguments, timeLimit: options.buildTimeLimit)
            if output.exitCode == 0 && !output.timedOut {
                buildSucceeded = true
                break
            }
            let build = CompilerOutputParser(packageRoot: options.packageDirectory.path).parse(output.combined)
            let broken = Self.attribute(build.errors, to: included, in: examples)
            let stillShared = shared.intersection(included).subtracting(ownModule)
            let brokenShared = stillShared.intersection(broken.keys)
            if !brokenShared.isEmpty || (broken.isEmpty && !stillShared.isEmpty && !output.timedOut) {
                // Their errors in the shared module are dropped: the next round builds them on their own (all
                // of the shared module's examples when no error could be placed in one).
                ownModule.formUnion(brokenShared.isEmpty ? stillShared : brokenShared)
                for (id, diagnostics) in broken where !brokenShared.contains(id) {
                    compileErrors[id, default: []] += diagnostics
                    included.remove(id)
                }
                continue
            }
            for (id, diagnostics) in broken { compileErrors[id, default: []] += diagnostics }
            included.subtract(broken.keys)
            if broken.isEmpty {
                // Errors outside any example (support code, the headless UIKit) or a timeout: nothing can run.
                var diagnostics = build.errors.map { $0.diagnostic() }
                if output.timedOut {
                    diagnostics.append(
                        .error(
                            .unattributedBuildError, at: nil,
                            "the build did not finish within \(Int(options.buildTimeLimit)) s (a declared package's Package.swift that never finishes evaluating does this); see --build-timeout"
                        ))
                } else if diagnostics.isEmpty {
                    diagnostics.append(
                        .error(
                            .unattributedBuildError, at: nil, "swift build failed: \(Self.lastLines(output.combined))"))
                }
                runDiagnostics += diagnostics
                break
            }
        }
        // SwiftPM cancels the compile jobs still running when one module fails, so a broken example's errors
        // from a round can be cut short: each is type-checked on its own too, for all its errors, in the
        // compiler's order (then any the build alone reported, such as those of later compiler passes).
        if buildSucceeded {
            let binPath = binaryDirectory()
            for id in compileErrors.keys.sorted() {
                compileErrors[id] = Self.union(typeCheckErrors(of: id, binPath: binPath), compileErrors[id]!)
            }
        }
        // What a compile failure is: the doc's error, UIKit API not modelled here, or a fragment's missing part.
        let classifier = CompileFailureClassifier()
        var docgenErrors: [String] = []
        for example in inPackage where compileErrors[example.id] != nil {
            let verdict = classifier.classify(compileErrors[example.id]!, example: example)
            if verdict.isDocgenError { docgenErrors.append(example.id) }
            var classified = result(example, verdict.status, verdict.diagnostics)
            classified.unmodelled = verdict.unmodelled
            if let location = verdict.swiftUILocation {
                classified.unavailableModules = [
                    UnavailableModule(name: "SwiftUI", kind: .appleOnly, location: location)
                ]
            }
            results[example.id] = classified
        }
        if !docgenErrors.isEmpty {
            // docgen's own bug: the check fails (and keeps no results), whatever the examples did.
            runDiagnostics.append(
                .error(
                    .generatedCodeCompileError, at: nil,
                    "docgen generated code that does not compile (internal error) — please report; not checked: "
                        + docgenErrors.joined(separator: ", ")))
        }
        guard buildSucceeded else {
            for example in built where results[example.id] == nil {
                results[example.id] = result(
                    example, .failed,
                    [
                        .error(
                            .unattributedBuildError, at: example.sources.first?.location,
                            "not checked: the package does not build (see above)")
                    ])
            }
            return CheckReport(examples: selected.map { results[$0.id]! }, diagnostics: runDiagnostics)
        }

        // MARK: Tests, compile_fail and should_fail.
        let testedIDs = inPackage.filter { included.contains($0.id) && $0.mode == .runnable }.map(\.id)
        let binPath = binaryDirectory()
        if options.isSandboxed, case .failure(let unavailable) = sandbox,
            !testedIDs.isEmpty || inPackage.contains(where: { $0.mode == .shouldFail && included.contains($0.id) })
        {
            runDiagnostics.append(
                .warning(
                    .examplesUnsandboxed, at: nil,
                    "examples run unsandboxed and can change your files: \(unavailable)"))
        }
        let testResults = runTests(ids: testedIDs, binPath: binPath)
        for example in inPackage where included.contains(example.id) {
            switch example.mode {
            case .runnable:
                let diagnostics = testResults[example.id] ?? []
                results[example.id] = result(example, diagnostics.isEmpty ? .passed : .failed, diagnostics)
            case .shouldFail:
                results[example.id] = checkShouldFail(example, binPath: binPath)
            default:
                results[example.id] = result(example, .passed)
            }
        }
        for example in built where ExamplePackageGenerator.isCompileFail(example) {
            switch checkCompileFail(example, binPath: binPath) {
            case .success(let checked):
                results[example.id] = checked
            case .failure(let cannotRun):
                // docgen's problem, not the doc's: the example is not checked, and the run has an error.
                results[example.id] = result(example, .skipped(reason: "not checked: \(cannotRun)"))
                let diagnostic = Diagnostic.error(
                    .unattributedBuildError, at: nil, "\(cannotRun); compile_fail examples were not checked")
                if !runDiagnostics.contains(diagnostic) { runDiagnostics.append(diagnostic) }
            }
        }
        return CheckReport(examples: selected.map { results[$0.id]! }, diagnostics: runDiagnostics)
    }

    // MARK: - Building

    private func writePackage(_ generator: ExamplePackageGenerator, only ids: Set<String>, ownModule: Set<String>)
        -> Result<Void, GenerationFailure>
    {
        let fileManager = FileManager.default
        try? fileManager.createDirectory(
            at: options.packageDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
        return generator.generate(examples, only: ids, ownModule: ownModule).flatMap { tree in
            // The scratch package is docgen's alone: whatever is there is replaced.
            tree.write(to: options.packageDirectory, force: true).map { _ in () }
        }
    }

    /// `swift build` of the scratch package. The runner holds the tests, so building it builds everything
    /// checked (the test target is left out). No index store: nothing reads the scratch package's index, and
    /// writing it made a cold build about 40% slower here.
    static let buildArguments = ["build", "--disable-index-store"]

    private func run(_ arguments: [String], timeLimit: Double) -> Subprocess.Output {
        var command = Subprocess(
            options.swift, arguments + ["--package-path", options.packageDirectory.path], timeLimit: timeLimit,
            outputLimit: 64 << 20)
        // The same marker for every build of this scratch package, so SwiftPM's manifest cache stays valid.
        command.marker = "docgen-swiftpm-" + StableHash.fnv1a64Hex(options.packageDirectory.path)
        do {
            // SwiftPM and its compilers never outlive docgen, however docgen ends.
            return try command.dyingWithDocgen.run()
        } catch {
            return Subprocess.Output(
                exitCode: 127, wasSignalled: false, timedOut: false, stdout: "",
                stderr: "cannot run \(options.swift): \(error)")
        }
    }

    /// Which examples the errors belong to: errors at a doc location belong to the example written there;
    /// errors in a generated file (outside its `#sourceLocation` regions: lines docgen generated) belong to
    /// the target (example) whose directory holds it, marked as in generated code.
    static func attribute(
        _ errors: [CompilerDiagnostic], to ids: Set<String>, in examples: ExampleSet
    ) -> [String: [ExampleCompileError]] {
        var result: [String: [ExampleCompileError]] = [:]
        for error in errors {
            if let location = error.location, error.isInMarkdown, let example = examples.example(at: location),
                ids.contains(example.id)
            {
                let diagnostic = RenamedRequirementNotes.annotate(error.diagnostic(), in: example)
                result[example.id, default: []].append(.doc(diagnostic))
            } else if let target = Self.exampleID(of: error), ids.contains(target), let example = examples[id: target] {
                // A generated line (a synthesized host, the entry point): reported at the example's first doc
                // line, keeping the message and where the compiler put it.
                let diagnostic = error.diagnostic(at: example.sources.first?.location)
                if !(result[target]?.contains { $0.diagnostic.message == diagnostic.message } ?? false) {
                    result[target, default: []].append(
                        ExampleCompileError(diagnostic: diagnostic, generatedLocation: error.location))
                }
            }
        }
        return result
    }

    /// The example whose generated file holds `error`: the target of its own, or the file (`<id>.swift`) of
    /// the shared module; none for the runner, whose files are all the examples'.
    static func exampleID(of error: CompilerDiagnostic) -> String? {
        if error.targetName == runnerTarget { return nil }
        guard error.targetName == ModuleSharing.moduleName else { return error.targetName }
        guard let file = error.location?.file, file.hasSuffix(".swift") else { return nil }
        return String((file as NSString).lastPathComponent.dropLast(".swift".count))
    }

    /// The executable that plays examples and runs their tests.
    static let runnerTarget = "ExampleRunner"

    /// All the errors of one example that did not compile, from `swiftc -typecheck` of its generated sources
    /// against the modules the last round built (empty if it cannot be run).
    private func typeCheckErrors(of id: String, binPath: URL) -> [ExampleCompileError] {
        guard case .success(let tree) = generator.generate(examples, only: [id], ownModule: [id]) else { return [] }
        let fileManager = FileManager.default
        let root = options.packageDirectory.deletingLastPathComponent().appendingPathComponent("typecheck-\(id)")
        defer { try? fileManager.removeItem(at: root) }
        var sources: [String] = []
        for (path, text) in tree.files.sorted(by: { $0.key < $1.key })
        where path.hasPrefix("Sources/\(id)/") && path.hasSuffix(".swift") {
            let url = root.appendingPathComponent(path)
            try? fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard (try? text.write(to: url, atomically: true, encoding: .utf8)) != nil else { return [] }
            sources.append(url.path)
        }
        guard !sources.isEmpty else { return [] }
        let modules = binPath.appendingPathComponent("Modules").path
        let command = Subprocess(
            options.swiftc,
            [
                "-typecheck", "-parse-as-library", "-swift-version", "5", "-module-name", id, "-I", modules, "-I",
                binPath.path,
            ]
                + sources,
            timeLimit: 300)
        guard let output = try? command.run(), output.exitCode != 0, !output.timedOut else { return [] }
        let errors = CompilerOutputParser(packageRoot: root.path).parse(output.combined).errors
        return Self.attribute(errors, to: [id], in: examples)[id] ?? []
    }

    /// `first`, then the errors of `second` that `first` does not have (same location and message).
    static func union(_ first: [ExampleCompileError], _ second: [ExampleCompileError]) -> [ExampleCompileError] {
        func key(_ error: ExampleCompileError) -> String {
            "\(error.diagnostic.location.map { "\($0)" } ?? "")|\(error.diagnostic.message)"
        }
        var seen = Set(first.map(key))
        return first + second.filter { seen.insert(key($0)).inserted }
    }

    /// The debug products of the scratch package (SwiftPM keeps `.build/debug` pointing at them).
    private func binaryDirectory() -> URL {
        options.packageDirectory.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
    }

    // MARK: - Tests

    /// Runs every example's tests in one process; if it traps or hangs, runs the examples it did not finish
    /// one by one, so that a trapping or hanging example fails alone. Returns the failures by example id.
    ///
    /// The tests are in the runner (`ExampleRunner --testing-library swift-testing`), run directly: no test
    /// bundle to build, and no `swift test`, which starts its process in a process group of its own, out of
    /// reach of the time limit (a hanging example would hang the check).
    private func runTests(ids: [String], binPath: URL) -> [String: [Diagnostic]] {
        guard !ids.isEmpty else { return [:] }
        progress("testing \(ids.count) examples")
        let runner = binPath.appendingPathComponent(Self.runnerTarget).path
        func runBundle(_ arguments: [String], timeLimit: Double) -> Subprocess.Output {
            runInScratchDirectory { directory in
                Subprocess(
                    runner, ["--testing-library", "swift-testing"] + arguments, directory: directory,
                    timeLimit: timeLimit, outputLimit: options.outputLimit)
            }
        }
        var failures: [String: [Diagnostic]] = [:]
        let all = runBundle([], timeLimit: options.testTimeLimit + Double(ids.count) * 5)
        let parsed = TestOutputParser().parse(all.combined)
        var finished = Set<String>()
        for id in ids {
            // Each example is one test, named by its id.
            guard let test = parsed.tests(named: id).first, test.status != .running else { continue }
            finished.insert(id)
            if test.status != .passed { failures[id] = issues(of: id, in: parsed) }
        }
        // Output over the limit or processes left running: which example did it is not known, run each alone.
        let suspicious = all.isTruncated || all.strayProcessCount > 0
        if parsed.isComplete && all.signal == nil && !all.timedOut && !suspicious { return explained(failures) }
        // Isolate: each unfinished example in a process of its own.
        for id in ids where suspicious || !finished.contains(id) {
            progress("testing \(id) alone")
            let single = runBundle(["--filter", "\\.example_\(id)\\("], timeLimit: options.testTimeLimit)
            let parsedSingle = TestOutputParser().parse(single.combined)
            let example = examples[id: id]!
            let at = example.sources.first?.location
            var diagnostics: [Diagnostic] = []
            if single.timedOut {
                diagnostics.append(
                    .error(
                        .exampleTimedOut, at: at,
                        "the example did not finish within \(Int(options.testTimeLimit)) s (it hangs)"))
            } else if parsedSingle.crash != nil || single.signal != nil {
                let crash = parsedSingle.crash
                let location = crash?.firstLocation { $0.file.hasSuffix(".md") } ?? at
                let what = crash?.summary ?? single.signal.map { "signal \($0)" } ?? "the test process ended early"
                diagnostics.append(.error(.exampleTrapped, at: location, "the example trapped: \(what)"))
            } else if !parsedSingle.isComplete {
                diagnostics.append(
                    .error(
                        .exampleExitedProcess, at: at,
                        "the example ended its test process with exit(\(single.exitCode)) before its checks finished"))
            } else if parsedSingle.tests(named: id).first?.status != .passed {
                diagnostics += issues(of: id, in: parsedSingle)
            }
            diagnostics += hostileBehaviour(single, at: at)
            if !diagnostics.isEmpty { failures[id] = diagnostics }
        }
        return explained(failures)
    }

    /// The failures, each followed by what the sandbox refused the example, if that caused it.
    private func explained(_ failures: [String: [Diagnostic]]) -> [String: [Diagnostic]] {
        guard options.isSandboxed, case .success = sandbox else { return failures }
        let refusals = SandboxRefusals(
            scratchDirectory: options.packageDirectory.deletingLastPathComponent().appendingPathComponent("run"),
            projectDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            memoryLimit: options.sandboxLimits.memoryBytes)
        return failures.mapValues { $0 + refusals.diagnostics(explaining: $0) }
    }

    /// What a process did besides passing or failing: output beyond the limit, processes left running.
    private func hostileBehaviour(_ output: Subprocess.Output, at location: SourceLocation?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if output.isTruncated {
            diagnostics.append(
                .error(
                    .exampleOutputTooLarge, at: location,
                    "the example wrote \(Self.size(output.byteCount)) of output, more than the "
                        + "\(Self.size(options.outputLimit)) docgen keeps; the middle was dropped"))
        }
        if output.strayProcessCount > 0 && !output.timedOut {
            let count = output.strayProcessCount
            diagnostics.append(
                .error(
                    .exampleLeftProcesses, at: location,
                    "the example left \(count) process\(count == 1 ? "" : "es") running after it ended; docgen killed "
                        + (count == 1 ? "it" : "them")))
        }
        return diagnostics
    }

    /// A byte count for people: `4 GB` (whole ones only), `12 MB`, `640 KB`, `12 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GB" }
        if bytes >= 1 << 20 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }

    /// The sandbox examples run in, or why there is none.
    private var sandbox: Result<ExampleSandbox, ExampleSandbox.Unavailable> {
        ExampleSandbox.available(limits: options.sandboxLimits)
    }

    /// Runs an example's process in an empty working directory of its own, removed afterwards, so that
    /// what the example does to its working directory cannot touch the project or the package; in the
    /// sandbox, that directory is the only place it can write.
    private func runInScratchDirectory(_ command: (URL) -> Subprocess) -> Subprocess.Output {
        let directory = options.packageDirectory.deletingLastPathComponent().appendingPathComponent(
            "run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let subprocess = command(directory)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if options.isSandboxed, case .success(let sandbox) = sandbox {
                // The project (the current directory) and the package stay visible even under `/tmp`, which is
                // the sandbox's own: a write into them must fail, not land in a private copy.
                let package = options.packageDirectory.standardizedFileURL
                let readable = [
                    URL(fileURLWithPath: FileManager.default.currentDirectoryPath), package,
                    package.appendingPathComponent(".build").resolvingSymlinksInPath(),
                ]
                return try sandbox.run(subprocess, readable: readable)
            }
            return try subprocess.run()
        } catch {
            return Subprocess.Output(
                exitCode: 127, wasSignalled: false, timedOut: false, stdout: "",
                stderr: "cannot run \(subprocess.executable): \(error)")
        }
    }

    /// The failed expectations of an example's suite, at the docs' lines.
    private func issues(of id: String, in run: TestRun) -> [Diagnostic] {
        let example = examples[id: id]!
        let all = run.tests(named: id).flatMap(\.issues).filter(\.isFailure)
        var diagnostics: [Diagnostic] = []
        for issue in all {
            let location =
                issue.location.flatMap { markdownLocation($0, example: example) } ?? example.sources.first?.location
            let diagnostic = Diagnostic.error(.expectationFailed, at: location, issue.message)
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        }
        if diagnostics.isEmpty {
            diagnostics.append(
                .error(.expectationFailed, at: example.sources.first?.location, "the example's tests failed"))
        }
        return diagnostics
    }

    /// Swift Testing prints a file name, not a path: find the doc file of the example with that name.
    private func markdownLocation(_ location: RecordedIssue.Location, example: Example) -> SourceLocation? {
        let files = Set(example.sources.map(\.file))
        guard let file = files.sorted().first(where: { ($0 as NSString).lastPathComponent == location.fileName }) else {
            return nil
        }
        return SourceLocation(file: file, line: location.line, column: location.column)
    }

    // MARK: - should_fail and compile_fail

    private func checkShouldFail(_ example: Example, binPath: URL) -> ExampleResult {
        let output = runInScratchDirectory { directory in
            Subprocess(
                binPath.appendingPathComponent(Self.runnerTarget).path, [example.id], directory: directory,
                timeLimit: options.testTimeLimit, outputLimit: options.outputLimit)
        }
        if output.exitCode == 127 && output.stdout.isEmpty && output.stderr.hasPrefix("cannot run") {
            return result(
                example, .failed,
                [.error(.shouldFailDidNotFail, at: example.sources.first?.location, "cannot run the example runner")])
        }
        if output.signal != nil || output.timedOut == false && output.exitCode != 0 && output.exitCode != 1 {
            return result(example, .passed)
        }
        return result(
            example, .failed,
            [
                .error(
                    .shouldFailDidNotFail, at: example.sources.first?.location,
                    "marked should_fail, but its session ran to the end without trapping")
            ])
    }

    /// The result of type-checking a `compile_fail` example, or why the compiler could not be started.
    private func checkCompileFail(_ example: Example, binPath: URL) -> Result<ExampleResult, Subprocess.LaunchError> {
        let source = options.packageDirectory.deletingLastPathComponent().appendingPathComponent(
            "compile-fail-\(example.id).swift")
        guard case .success(let tree) = generator.generate(examples, only: [example.id]),
            let text = tree.files["CompileFail/\(example.id)/\(example.id).swift"],
            (try? text.write(to: source, atomically: true, encoding: .utf8)) != nil
        else {
            return .success(
                result(
                    example, .failed,
                    [
                        .error(
                            .unattributedBuildError, at: example.sources.first?.location,
                            "cannot write the compile_fail source")
                    ]))
        }
        let modules = binPath.appendingPathComponent("Modules").path
        let command = Subprocess(
            options.swiftc, ["-typecheck", "-swift-version", "5", "-I", modules, "-I", binPath.path, source.path],
            timeLimit: 300)
        let output: Subprocess.Output
        do {
            output = try command.dyingWithDocgen.run()
        } catch {
            return .failure(
                error as? Subprocess.LaunchError ?? Subprocess.LaunchError(command: options.swiftc, code: EIO))
        }
        // `env` (which starts every command) exits 127 for a command it cannot find, 126 for one it cannot run.
        if !output.wasSignalled && (output.exitCode == 127 || output.exitCode == 126) {
            return .failure(
                Subprocess.LaunchError(command: options.swiftc, code: output.exitCode == 127 ? ENOENT : EACCES))
        }
        let location = example.sources.first?.location
        guard output.exitCode != 0 else {
            return .success(
                result(
                    example, .failed,
                    [.error(.compileFailCompiled, at: location, "marked compile_fail, but it compiles")]))
        }
        let errors = CompilerOutputParser().parse(output.combined).errors
        if case .compileFail(let expected?) = example.mode, !errors.contains(where: { $0.message.contains(expected) }) {
            let got = errors.first.map { "'\($0.message)'" } ?? "no error message"
            return .success(
                result(
                    example, .failed,
                    [
                        .error(
                            .compileFailMessageMismatch, at: location,
                            "marked compile_fail=\"\(expected)\", but the compiler said \(got)")
                    ]))
        }
        return .success(result(example, .passed))
    }

    // MARK: - Results

    private func result(_ example: Example, _ status: ExampleResult.Status, _ diagnostics: [Diagnostic] = [])
        -> ExampleResult
    {
        let locations = example.sources.map(\.location).sorted()
        var failingStep: ExampleResult.FailingStep?
        for diagnostic in diagnostics where diagnostic.id == .expectationFailed {
            guard let location = diagnostic.location,
                let step = example.sessions.flatMap(\.steps).first(where: {
                    $0.location.file == location.file && $0.location.line == location.line
                })
            else { continue }
            failingStep = ExampleResult.FailingStep(text: "\(step)", location: step.location)
            break
        }
        return ExampleResult(
            id: example.id, status: status, locations: locations, diagnostics: diagnostics, failingStep: failingStep,
            evidence: status == .passed ? Evidence(of: example) : nil)
    }

    static func lastLines(_ text: String, count: Int = 3) -> String {
        text.split(separator: "\n").suffix(count).joined(separator: " / ")
    }
}
