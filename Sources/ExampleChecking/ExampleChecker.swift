import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation

/// Builds and tests examples in one SwiftPM build and turns every outcome into a result at the docs'
/// lines.
///
/// The package is built in a scratch directory (`.build/docgen/package` by default) rendered from the same
/// values as `Examples/` — all of it, or a shard of it — so that leaving out examples that do not compile
/// (the builds after the first) never touches `Examples/`, and the scratch build directory makes re-checks
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
        /// Seconds the `Package.swift` of one declared package may take to evaluate (before the first build).
        public var manifestTimeLimit: Double = 120
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
        /// Where the last compiled source of each plain-Swift script is copied (`TopLevelProgramTools.keptPrograms`).
        public var keptPrograms: URL?

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

        /// The docgen package's directory: `docgenPackagePath` is as the scratch package sees it, relative
        /// to its directory or absolute.
        var docgenPackage: URL {
            docgenPackagePath.hasPrefix("/")
                ? URL(fileURLWithPath: docgenPackagePath)
                : packageDirectory.appendingPathComponent(docgenPackagePath).standardizedFileURL
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

    /// The most `swift build` runs of one check, whatever fails (`docgen help check` says it).
    public static var maximumBuilds: Int { PackageBuildStep.maximumBuilds }

    /// The most compiles of one plain-Swift script, each leaving out the listings with errors (`docgen help
    /// check` and README.md say it).
    public static var maximumScriptCompiles: Int { ScriptChecker.maximumCompiles }

    /// The toolchain that builds the scratch package and compiles examples alone (`SwiftToolchain` unless
    /// a test gives another).
    public var toolchain: (any CheckToolchain)?

    /// Checks the examples with these ids (all of them by default) and reports every one of them: Objective-C
    /// with clang (`ObjectiveCChecker`), the rest in the scratch package (`checkInPackage`).
    public func check(ids: Set<String>? = nil) -> CheckReport {
        let lock = CheckLock.hold(options.packageDirectory.deletingLastPathComponent(), progress: progress)
        defer { lock?.release() }
        let all = examples.examples.filter { ids?.contains($0.id) != false }.sorted { $0.id < $1.id }
        // Plain-Swift listings are checked as their documents' scripts, the rest as before.
        let scripted = Set(all.filter { examples.script(of: $0.id) != nil }.map(\.id))
        let selected = all.filter { !scripted.contains($0.id) }
        var report = selected.isEmpty && !scripted.isEmpty ? CheckReport(examples: []) : checkOthers(selected)
        if !scripted.isEmpty {
            progress(
                "compiling and running \(scripted.count) plain-Swift listing\(scripted.count == 1 ? "" : "s") as top-level code"
            )
            report.examples = (report.examples + scriptChecker.check(scripted)).sorted { $0.id < $1.id }
        }
        let compiled = all.contains { examples.script(of: $0.id) != nil || ExamplePlan($0).isBuilt }
        let warnings = Self.confinementWarnings(
            toolsJailed: Subprocess.bubblewrap != nil, compiles: compiled,
            examplesUnsandboxed: options.isSandboxed && !scripted.isEmpty ? sandboxUnavailable : nil)
        report.diagnostics = warnings.filter { !report.diagnostics.contains($0) } + report.diagnostics
        let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in report.examples.indices {
            guard let example = byID[report.examples[index].id] else { continue }
            Self.failUnclosedFences(of: example, &report.examples[index])
            report.examples[index].blocks = BlockResult.blocks(of: example, result: report.examples[index])
        }
        return report
    }

    /// A block whose code fence is never closed runs to the end of its document, prose and all: its example
    /// fails with that error, at the fence, before whatever the compiler made of the rest (the doc's error,
    /// whatever else the example got: a pass, a skip, a fragment's needs).
    static func failUnclosedFences(of example: Example, _ result: inout ExampleResult) {
        let unclosed = example.sources.flatMap { source in
            source.blocks.filter(\.fenceNeverClosed).map { block in
                Diagnostic.error(
                    .unterminatedFence, at: block.range.lowerBound,
                    "code fence opened here is never closed: the block runs to the end of the document; add a closing fence line"
                )
            }
        }
        guard !unclosed.isEmpty else { return }
        result.diagnostics = unclosed + (result.status == .failed ? result.diagnostics : [])
        result.status = .failed
        result.evidence = nil
    }

    /// Starts this machine's probes of bubblewrap on a background thread (the tools' jail and the examples'
    /// sandbox: a process each, `bwrap … /bin/true`, about a tenth of a second together), so that they run
    /// while a command reads its documents, not after: their results are remembered for the process, and
    /// a check that needs one before it is ready waits for it.
    public static func probeConfinementAhead() {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = Subprocess.bubblewrap
            _ = ExampleSandbox.available(limits: ExampleSandbox.Limits())
        }
    }

    /// The warnings of a check whose commands run less confined than docgen promises: compilers and
    /// manifests outside the tools' jail (`toolsJailed` false while something is `compiles`d), examples
    /// outside the sandbox (the reason in `examplesUnsandboxed`).
    static func confinementWarnings(toolsJailed: Bool, compiles: Bool, examplesUnsandboxed: String?) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        if compiles && !toolsJailed {
            warnings.append(
                .warning(
                    .toolsUnjailed, at: nil,
                    "compilers and package manifests run unjailed and can change your files: bubblewrap (bwrap) is "
                        + "missing or cannot make its namespaces here"))
        }
        if let examplesUnsandboxed { warnings.append(unsandboxedWarning(examplesUnsandboxed)) }
        return warnings
    }

    /// The warning that examples run outside the sandbox, and why.
    static func unsandboxedWarning(_ reason: String) -> Diagnostic {
        .warning(.examplesUnsandboxed, at: nil, "examples run unsandboxed and can change your files: \(reason)")
    }

    /// The checker of plain-Swift listings, compiling and running their scripts beside the scratch package.
    var scriptChecker: ScriptChecker {
        var sandbox: ExampleSandbox?
        if options.isSandboxed, case .success(let available) = self.sandbox { sandbox = available }
        var tools = TopLevelProgramTools(
            swiftc: options.swiftc,
            scratch: options.packageDirectory.deletingLastPathComponent().appendingPathComponent("scripts"),
            sandbox: sandbox)
        tools.timeLimit = options.testTimeLimit
        tools.outputLimit = options.outputLimit
        tools.keptPrograms = options.keptPrograms
        return ScriptChecker(tools: tools, examples: examples)
    }

    /// Checks examples that are not scripts': Objective-C with clang, the rest in the scratch package.
    private func checkOthers(_ selected: [Example]) -> CheckReport {
        let objectiveC = selected.filter { ExamplePlan($0).isTypeCheckedWithClang }
        guard !objectiveC.isEmpty else { return checkInPackage(Set(selected.map(\.id))) }
        progress("type-checking \(objectiveC.count) Objective-C example\(objectiveC.count == 1 ? "" : "s") with clang")
        let checked = objectiveCChecker.check(objectiveC)
        let others = selected.filter { !ExamplePlan($0).isTypeCheckedWithClang }
        // Only Objective-C to check, nothing to build: no SwiftPM build at all.
        let package =
            others.contains { ExamplePlan($0).isBuilt }
            ? checkInPackage(Set(others.map(\.id))) : CheckReport(examples: others.map { skippedResult($0) })
        return CheckReport(
            examples: (package.examples + checked.results).sorted { $0.id < $1.id },
            diagnostics: package.diagnostics + checked.diagnostics)
    }

    /// The checker of the Objective-C examples: clang beside `swift`, docgen's headers in the docgen package.
    var objectiveCChecker: ObjectiveCChecker {
        let docgenPackage = options.docgenPackage
        return ObjectiveCChecker(
            toolchain: ObjectiveCToolchain.locate(
                swift: options.swift, headers: ObjectiveCToolchain.headerDirectory(inDocgenPackage: docgenPackage)),
            options: ObjectiveCChecker.Options(
                scratchDirectory: options.packageDirectory.deletingLastPathComponent().appendingPathComponent("objc")))
    }

    /// Checks the examples with these ids (no Objective-C) in the scratch package.
    ///
    /// A pipeline of steps with typed values between them: the plan (`CheckPlan`), the builds
    /// (`PackageBuildStep`: at most three, examples that do not compile found alone), the verdicts on
    /// compile errors (`CompileFailureClassifier`), then the tests, `should_fail` and `compile_fail` checks.
    private func checkInPackage(_ ids: Set<String>) -> CheckReport {
        let plan = CheckPlan(examples, ids: ids)
        // Examples that leave code out are built as the code they show, their holes taken out.
        var holes: [String: HoleReading] = [:]
        for id in plan.elided.keys { holes[id] = HoleReading(examples[id: id]!) }
        var reading = self
        if !holes.isEmpty { reading.examples.examples = examples.examples.map { holes[$0.id]?.example ?? $0 } }
        return reading.checkInPackage(plan, holes: holes)
    }

    private func checkInPackage(_ plan: CheckPlan, holes: [String: HoleReading]) -> CheckReport {
        var results = Dictionary(uniqueKeysWithValues: plan.notBuilt.map { ($0, skippedResult(examples[id: $0]!)) })
        for (id, verdict) in plan.byConvention.merging(plan.elided, uniquingKeysWith: { $1 }) {
            results[id] = result(examples[id: id]!, verdict.status, verdict.diagnostics)
            if verdict.evidence != nil { results[id]?.evidence = verdict.evidence }
        }
        let toolchain = self.toolchain ?? SwiftToolchain(examples: examples, generator: generator, options: options)
        let outcome = PackageBuildStep(examples: examples, toolchain: toolchain, progress: progress).run(
            Set(plan.inPackage))
        var runDiagnostics: [Diagnostic] = []
        // What only a hole explains is not the doc's error (`HoleReading`).
        var compileErrors = outcome.compileErrors
        var holeErrors: [String: [ExampleCompileError]] = [:]
        for (id, reading) in holes {
            guard let errors = compileErrors[id] else { continue }
            let split = reading.split(errors)
            compileErrors[id] = split.kept.isEmpty ? nil : split.kept
            holeErrors[id] = split.fromHoles
        }
        // What a tutorial's next step keeps from the step before it, errors and all, is reported there.
        let beforeVersions = compileErrors
        let versions = EarlierVersionErrors.split(compileErrors, in: examples)
        compileErrors = versions.own.filter { !$0.value.isEmpty }
        for (id, earlier) in versions.keptFrom where versions.own[id]?.isEmpty == true {
            let example = examples[id: id]!
            results[id] = result(example, .passed, [EarlierVersionErrors.note(example, keptFrom: earlier)])
            results[id]?.evidence = .compiled
        }
        // One classifier for the first readings and the others: the document's names and the standard
        // library's are read once.
        let classifier = self.classifier(for: compileErrors)
        let verdicts = classified(compileErrors, by: classifier)
        results.merge(verdicts.results) { $1 }
        for (id, diagnostics) in outcome.failingPackages {
            results[id] = result(examples[id: id]!, .failed, diagnostics)
        }
        runDiagnostics += verdicts.diagnostics
        let built: Set<String>
        switch outcome.package {
        case .notWritten(let diagnostics):
            let failed = plan.selected.map { results[$0] ?? result(examples[id: $0]!, .failed, diagnostics) }
            return CheckReport(examples: failed, diagnostics: diagnostics)
        case .doesNotBuild(let errors):
            runDiagnostics = errors + runDiagnostics
            let shown =
                errors.first.map { error in ": " + (error.location.map { "\($0): " } ?? "") + error.message } ?? ""
            for id in plan.inPackage + plan.compileFail where results[id] == nil {
                let example = examples[id: id]!
                results[id] = result(
                    example, .failed,
                    [
                        .error(
                            .unattributedBuildError, at: example.sources.first?.location,
                            "not checked: the package does not build\(shown)")
                    ])
            }
            addErrorsTheCompilerCannotSee(to: &results, plan: plan)
            return CheckReport(examples: plan.selected.map { results[$0]! }, diagnostics: runDiagnostics)
        case .built(let ids): built = ids
        }
        // Other readings of what failed or was skipped, now that the modules they compile against are built.
        var classifiedResults = verdicts.results
        for (id, searched) in otherReadings(
            verdicts.results, compileErrors: compileErrors, versionErrors: beforeVersions, toolchain: toolchain,
            holes: holes, classifier: classifier)
        {
            results[id] = searched.result
            classifiedResults[id] = searched.result
            holeErrors[id] = searched.fromHoles
        }
        let binPath = options.binaryDirectory
        results.merge(runBuilt(plan.inPackage.filter(built.contains), binPath: binPath, diagnostics: &runDiagnostics)) {
            $1
        }
        for id in plan.compileFail {
            let example = examples[id: id]!
            switch checkCompileFail(example, binPath: binPath) {
            case .success(let checked):
                results[id] = checked
            case .failure(let cannotRun):
                // docgen's problem, not the doc's: the example is not checked, and the run has an error.
                results[id] = result(example, .skipped(reason: "not checked: \(cannotRun)"))
                let diagnostic = Diagnostic.error(
                    .unattributedBuildError, at: nil, "\(cannotRun); compile_fail examples were not checked")
                if !runDiagnostics.contains(diagnostic) { runDiagnostics.append(diagnostic) }
            }
        }
        for (id, reading) in holes {
            let compiled = built.contains(id) ? results[id] : nil
            results[id] = reading.result(classifiedResults[id] ?? compiled, fromHoles: holeErrors[id] ?? [])
        }
        addErrorsTheCompilerCannotSee(to: &results, plan: plan)
        return CheckReport(examples: plan.selected.map { results[$0]! }, diagnostics: runDiagnostics)
    }

    // MARK: - Steps

    /// Apple's errors that the Linux compiler cannot see, added to the verdict of each built example: a
    /// `#selector` of a method not exposed to Objective-C (`SelectorExposure`). The doc's own errors, so the
    /// example fails whatever else it got (a pass, a skip for unmodelled API, a fragment's needs). And Xcode's
    /// warning for a method that nearly matches an optional requirement of a UIKit protocol its type adopts
    /// (`RequirementNearMiss`), on a passed example (its test fails it where UIKit called the requirement).
    private func addErrorsTheCompilerCannotSee(to results: inout [String: ExampleResult], plan: CheckPlan) {
        let surface = AppleUIKitSymbols.shared.surface
        for id in plan.inPackage {
            guard let example = examples[id: id], var checked = results[id] else { continue }
            // The app's later files' errors are their own example's.
            let own = { (diagnostic: Diagnostic) in diagnostic.location.map { !example.isInLaterFile($0) } ?? true }
            let errors = SelectorExposure.errors(in: example.program).filter(own)
            let warnings = RequirementNearMiss.findings(in: example.program, surface: surface).map(\.warning).filter(
                own)
            if checked.status == .passed && !warnings.isEmpty {
                checked.diagnostics += warnings
                results[id] = checked
            }
            guard !errors.isEmpty else { continue }
            checked.diagnostics = (checked.status == .failed ? checked.diagnostics : []) + errors
            checked.diagnostics.sort {
                ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
            }
            checked.status = .failed
            checked.evidence = nil
            results[id] = checked
        }
    }

    /// The result of an example that is not built: skipped with the reason (and the modules it imports that
    /// are not here).
    private func skippedResult(_ example: Example) -> ExampleResult {
        var skipped = result(example, .skipped(reason: ExamplePlan(example).skipReason ?? "not built"))
        if example.language == .swift {
            skipped.unavailableModules = ModuleAvailability.unavailableImports(in: example.program).map {
                UnavailableModule(
                    name: $0.module, kind: $0.kind == .appleOnly ? .appleOnly : .thirdParty, location: $0.location)
            }
        }
        return skipped
    }

    /// What each compile failure is: the doc's error, UIKit API not modelled here, or a fragment's missing
    /// part; and the run's error when docgen generated code that does not compile.
    /// The classifier of these examples' compile errors, with the facts it reads besides them: the names
    /// their documents declare, and the standard library's type names when a type is not found.
    func classifier(for compileErrors: [String: [ExampleCompileError]]) -> CompileFailureClassifier {
        var classifier = CompileFailureClassifier()
        let declarations = documentDeclarations(of: Set(compileErrors.keys))
        classifier.documentNames = declarations.names
        classifier.unbuildable = declarations.unbuildable
        classifier.documentExtensionMembers = declarations.extensionMembers
        classifier.documentConformances = declarations.conformances
        classifier.documentDeclaredConformances = declarations.declaredConformances
        classifier.standardLibraryBeside = options.swift
        return classifier
    }

    private func classified(_ compileErrors: [String: [ExampleCompileError]], by classifier: CompileFailureClassifier)
        -> (
            results: [String: ExampleResult], diagnostics: [Diagnostic]
        )
    {
        var results: [String: ExampleResult] = [:]
        var docgenErrors: [String] = []
        for id in compileErrors.keys.sorted() {
            let example = examples[id: id]!
            let verdict = classifier.classify(compileErrors[id]!, example: example)
            if verdict.isDocgenError { docgenErrors.append(id) }
            var classified = result(example, verdict.status, verdict.diagnostics)
            // Passed with errors only in the app's later files: its own lines compile, nothing ran.
            if verdict.status == .passed { classified.evidence = .compiled }
            classified.unmodelled = verdict.unmodelled
            if let location = verdict.swiftUILocation {
                classified.unavailableModules = [
                    UnavailableModule(name: "SwiftUI", kind: .appleOnly, location: location)
                ]
            }
            results[id] = classified
        }
        guard !docgenErrors.isEmpty else { return (results, []) }
        // docgen's own bug: the check fails (and keeps no results), whatever the examples did.
        let diagnostic = Diagnostic.error(
            .generatedCodeCompileError, at: nil,
            "docgen generated code that does not compile (internal error) — please report; not checked: "
                + docgenErrors.joined(separator: ", "))
        return (results, [diagnostic])
    }

    /// What the examples of each document of these examples declare, by the document's path: every name, the
    /// members their extensions add to each type, the protocols each type adopts, and what those that import a module not available here
    /// declare, with those modules.
    func documentDeclarations(of ids: Set<String>) -> (
        names: [String: [DeclaredNames.Name]], unbuildable: [String: CompileFailureClassifier.UnbuildableBlocks],
        extensionMembers: [String: [String: Set<String>]], conformances: [String: [String: Set<String>]],
        declaredConformances: [String: [String: Set<String>]]
    ) {
        let files = Set(ids.compactMap { examples[id: $0]?.sources.first?.file })
        var names: [String: [DeclaredNames.Name]] = [:]
        var unbuildable: [String: CompileFailureClassifier.UnbuildableBlocks] = [:]
        var extensionMembers: [String: [String: Set<String>]] = [:]
        var conformances: [String: [String: Set<String>]] = [:]
        var declaredConformances: [String: [String: Set<String>]] = [:]
        for example in examples.examples where example.language == .swift {
            guard let file = example.sources.first?.file, files.contains(file) else { continue }
            let declared = DeclaredNames(of: example.ownProgram).names
            names[file, default: []] += declared
            let tree = SwiftSourceTrees.tree(of: example.ownProgram.text)
            extensionMembers[file, default: [:]].merge(UnmodelledAPIAudit.extensionMembers(in: tree)) {
                $0.union($1)
            }
            conformances[file, default: [:]].merge(DocumentJoin.conformances(in: tree)) { $0.union($1) }
            declaredConformances[file, default: [:]].merge(DocumentJoin.conformances(in: tree, declarations: true)) {
                $0.union($1)
            }
            let modules = ModuleAvailability.unavailableImports(in: example.ownProgram).map(\.module)
            guard !modules.isEmpty else { continue }
            for module in modules where unbuildable[file]?.modules.contains(module) != true {
                unbuildable[file, default: .init()].modules.append(module)
            }
            unbuildable[file, default: .init()].names.formUnion(declared.map(\.name))
        }
        return (names, unbuildable, extensionMembers, conformances, declaredConformances)
    }

    /// The results of the examples built in the package: their tests run, `should_fail` sessions played,
    /// the others passed (they compiled).
    private func runBuilt(_ ids: [String], binPath: URL, diagnostics: inout [Diagnostic]) -> [String: ExampleResult] {
        let builtExamples = ids.map { examples[id: $0]! }
        let testedIDs = builtExamples.filter { $0.mode == .runnable }.map(\.id)
        if options.isSandboxed, case .failure(let unavailable) = sandbox,
            !testedIDs.isEmpty || builtExamples.contains(where: { $0.mode == .shouldFail })
        {
            diagnostics.append(Self.unsandboxedWarning(unavailable.reason))
        }
        let testResults = runTests(ids: testedIDs, binPath: binPath)
        var results: [String: ExampleResult] = [:]
        for example in builtExamples {
            switch example.mode {
            case .runnable:
                let failures = testResults[example.id] ?? []
                results[example.id] = result(example, failures.isEmpty ? .passed : .failed, failures)
            case .shouldFail:
                results[example.id] = checkShouldFail(example, binPath: binPath)
            default:
                results[example.id] = result(example, .passed)
            }
        }
        return results
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
        let runner = binPath.appendingPathComponent(ExampleFileLayout.runnerModule).path
        // The verdicts come from Swift Testing's event stream, never from the console the examples print to:
        // a pipe of its own (`/dev/fd/3`) that docgen alone reads. An example can add lines to it but can take
        // none back, and the process's exit status is held against it (`isSuspicious`).
        func runBundle(_ arguments: [String], timeLimit: Double) -> (process: ExampleProcess, run: TestRun) {
            let process = runInScratchDirectory { directory in
                var runner = Subprocess(
                    runner,
                    [
                        "--testing-library", "swift-testing", "--event-stream-version", "0",
                        "--event-stream-output-path", "/dev/fd/3",
                    ] + arguments,
                    directory: directory, timeLimit: timeLimit, outputLimit: options.outputLimit)
                runner.hasChannel = true
                return runner
            }
            guard case .ran(let output) = process else { return (process, TestRun()) }
            var run = TestEventStreamParser().parse(output.channel ?? "")
            run.crash = TestOutputParser().parse(output.combined).crash
            return (process, run)
        }
        var failures: [String: [Diagnostic]] = [:]
        let (process, parsed) = runBundle([], timeLimit: options.testTimeLimit + Double(ids.count) * 5)
        guard case .ran(let all) = process else { return cannotRun(ids, process) }
        var finished = Set<String>()
        for id in ids {
            // Each example is one test, named by its id.
            guard let test = parsed.tests(named: id).first, test.status != .running else { continue }
            finished.insert(id)
            if test.status != .passed { failures[id] = issues(of: id, in: parsed) }
        }
        let suspicious = Self.isSuspicious(
            all, complete: parsed.isComplete, allFinished: finished.count == ids.count,
            anyFailed: !failures.isEmpty)
        if parsed.isComplete && all.signal == nil && !all.timedOut && !suspicious { return explained(failures) }
        // Isolate: each unfinished example in a process of its own.
        for id in ids where suspicious || !finished.contains(id) {
            progress("testing \(id) alone")
            let (run, parsedSingle) = runBundle(["--filter", "\\.example_\(id)\\("], timeLimit: options.testTimeLimit)
            guard case .ran(let single) = run else {
                failures.merge(cannotRun([id], run)) { $1 }
                continue
            }
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
                        "the example ended its test process with exit(\(single.exitCode)), or cut off its test "
                            + "events, before its checks finished"))
            } else if parsedSingle.tests(named: id).first?.status != .passed {
                diagnostics += issues(of: id, in: parsedSingle)
            } else if single.exitCode != 0 {
                diagnostics.append(
                    .error(
                        .exampleWroteTestEvents, at: at,
                        "the example's test process ended with status \(single.exitCode), a failure, while its "
                            + "events say it passed: the example wrote to docgen's test events"))
            }
            diagnostics += hostileBehaviour(single, at: at)
            if !diagnostics.isEmpty { failures[id] = diagnostics }
        }
        return explained(failures)
    }

    /// Whether the run of all examples shows something done by an example it cannot tell, so that every
    /// one must run alone: output over the limit, processes left running (at the time limit too: beside a
    /// hanging example), the process limit reached, a run that did not complete though every example
    /// finished (one hung or killed its process after its test), or a complete run whose events say no
    /// test failed (`anyFailed` false) while the process says one did (its exit status): an example wrote
    /// events of its own, or kept the real ones from the stream.
    static func isSuspicious(
        _ output: Subprocess.Output, complete: Bool, allFinished: Bool, anyFailed: Bool = false
    ) -> Bool {
        let incomplete = !complete || output.signal != nil || output.timedOut
        let statusDisagrees = !incomplete && !anyFailed && output.exitCode != 0
        return output.isTruncated || output.strayProcessCount > 0 || output.reachedProcessLimit
            || (incomplete && allFinished) || statusDisagrees
    }

    /// Each example's failure when the runner could not be started.
    private func cannotRun(_ ids: [String], _ process: ExampleProcess) -> [String: [Diagnostic]] {
        guard case .cannotRun(let reason) = process else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: ids.map { id in
                (
                    id,
                    [
                        Diagnostic.error(
                            .exampleRunnerCannotRun, at: examples[id: id]?.sources.first?.location,
                            "not checked: cannot run the example runner: \(reason)")
                    ]
                )
            })
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

    /// What a process did besides passing or failing (`Subprocess.Output.misconduct`), under this check's limits.
    private func hostileBehaviour(_ output: Subprocess.Output, at location: SourceLocation?) -> [Diagnostic] {
        output.misconduct(
            at: location, outputLimit: options.outputLimit, processLimit: options.sandboxLimits.processCount)
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

    /// Why this machine has no sandbox for examples; nil where it has one.
    private var sandboxUnavailable: String? {
        guard case .failure(let unavailable) = sandbox else { return nil }
        return unavailable.reason
    }

    /// Runs an example's process in an empty working directory of its own, removed afterwards, so that
    /// what the example does to its working directory cannot touch the project or the package; in the
    /// sandbox, that directory is the only place it can write.
    private func runInScratchDirectory(_ command: (URL) -> Subprocess) -> ExampleProcess {
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
                let readable =
                    [
                        URL(fileURLWithPath: FileManager.default.currentDirectoryPath), package,
                        package.appendingPathComponent(".build").resolvingSymlinksInPath(),
                    ] + (ExampleSandbox.toolchainRoot(ofSwift: options.swift).map { [URL(fileURLWithPath: $0)] } ?? [])
                return .ran(try sandbox.run(subprocess, readable: readable))
            }
            return .ran(try subprocess.run())
        } catch {
            return .cannotRun("\(subprocess.executable): \(error)")
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
        let mapped = SourceLocation(file: file, line: location.line, column: location.column)
        // A line outside the example's blocks and session steps was named by a `#sourceLocation` of its own.
        let isStep = example.sessions.contains { session in
            session.steps.contains { $0.location.file == mapped.file && $0.location.line == mapped.line }
        }
        return example.isWritten(at: mapped) || isStep ? mapped : nil
    }

    // MARK: - should_fail and compile_fail

    private func checkShouldFail(_ example: Example, binPath: URL) -> ExampleResult {
        let process = runInScratchDirectory { directory in
            Subprocess(
                binPath.appendingPathComponent(ExampleFileLayout.runnerModule).path, [example.id], directory: directory,
                timeLimit: options.testTimeLimit, outputLimit: options.outputLimit)
        }
        guard case .ran(let output) = process else {
            return result(example, .failed, cannotRun([example.id], process)[example.id] ?? [])
        }
        let at = example.sources.first?.location
        let diagnostics = Self.shouldFailFailures(
            output, misconduct: hostileBehaviour(output, at: at), at: at, timeLimit: options.testTimeLimit)
        return result(example, diagnostics.isEmpty ? .passed : .failed, diagnostics)
    }

    /// Why a `should_fail` example's run is not the trap it must be (none when it is): a hang, a fork bomb,
    /// processes left behind or a flood of output (`misconduct`), however the process ended; or a session
    /// that ran to its end (exit status 0, or 1: a failed expectation, not a trap).
    static func shouldFailFailures(
        _ output: Subprocess.Output, misconduct: [Diagnostic], at location: SourceLocation?, timeLimit: Double
    ) -> [Diagnostic] {
        var failures = misconduct
        if output.timedOut {
            failures.insert(
                .error(
                    .exampleTimedOut, at: location,
                    "marked should_fail, but it did not finish within \(Int(timeLimit)) s (it hangs)"),
                at: 0)
        }
        guard failures.isEmpty else { return failures }
        if output.signal != nil || output.exitCode != 0 && output.exitCode != 1 { return [] }
        return [
            .error(
                .shouldFailDidNotFail, at: location,
                "marked should_fail, but its session ran to the end without trapping")
        ]
    }

    /// The result of type-checking a `compile_fail` example, or why the compiler could not be started.
    private func checkCompileFail(_ example: Example, binPath: URL) -> Result<ExampleResult, Subprocess.LaunchError> {
        let source = options.packageDirectory.deletingLastPathComponent().appendingPathComponent(
            "compile-fail-\(example.id).swift")
        guard case .success(let tree) = generator.generate(examples, only: [example.id]),
            let text = tree.files[ExampleFileLayout(ExamplePlan(example)).program],
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
            options.swiftc,
            // SIL too, not only a type check: an error of the mandatory passes (an overflow, a missing return)
            // is a compile error as much as a type error.
            SwiftToolchain.compileAloneArguments + ["-swift-version", "5", "-I", modules, "-I", binPath.path]
                + options.moduleCacheArguments + [source.path],
            timeLimit: 300)
        let output: Subprocess.Output
        do {
            output = try command.jailed(writable: options.toolWritable).run()
        } catch {
            return .failure(
                error as? Subprocess.LaunchError ?? Subprocess.LaunchError(command: options.swiftc, code: EIO))
        }
        // `env` (which starts every command) exits 127 for a command it cannot find, 126 for one it cannot run.
        if !output.wasSignalled && (output.exitCode == 127 || output.exitCode == 126) {
            return .failure(
                Subprocess.LaunchError(command: options.swiftc, code: output.exitCode == 127 ? ENOENT : EACCES))
        }
        let compiled = output.exitCode == 0
        let verdict = CompileFailVerdict(
            expected: ExamplePlan(example).expectedCompileError, compiled: compiled,
            errors: compiled ? [] : CompilerOutputParser().parse(output.combined).errors.map(\.message),
            compiler: "the compiler", at: example.sources.first?.location)
        return .success(result(example, verdict.status, verdict.diagnostics))
    }

    // MARK: - Results

    func result(_ example: Example, _ status: ExampleResult.Status, _ diagnostics: [Diagnostic] = [])
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

    /// What starting an example's process gave: its output, or why it could not be started.
    enum ExampleProcess {
        case ran(Subprocess.Output)
        case cannotRun(String)
    }

    static func lastLines(_ text: String, count: Int = 3) -> String {
        text.split(separator: "\n").suffix(count).joined(separator: " / ")
    }
}
