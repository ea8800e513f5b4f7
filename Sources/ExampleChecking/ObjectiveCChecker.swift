import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation

/// Type-checks Objective-C examples with clang, one invocation per example, in parallel, and turns what
/// clang says into results at the Markdown lines and columns.
///
/// An example passes (evidence `compiled`) when clang accepts it; it fails with clang's errors, each at its
/// Markdown location (`ObjectiveCSource`), or is incomplete when all it lacks is declarations it never
/// shows (`ObjectiveCFragmentNeeds`); a `compile_fail` example passes when clang rejects it (with the
/// expected text). An `#import` of a header that exists neither in GNUstep nor in the headless UIKit
/// (`<MapKit/MapKit.h>`) skips the example, naming the framework. clang runs with a time limit and an
/// output limit, so a macro that expands without end fails the example instead of hanging the check.
public struct ObjectiveCChecker: Sendable {
    public struct Options: Sendable {
        /// Where the `.m` files are written (emptied of them afterwards).
        public var scratchDirectory: URL
        /// Seconds one clang invocation may take.
        public var timeLimit: Double = 30
        /// Address space one clang may use (`prlimit --as`, where util-linux's `prlimit` is): a macro that
        /// expands without end grows clang's memory as fast as its time.
        public var memoryLimit: Int = 2 << 30
        /// Bytes of clang output kept (per stream).
        public var outputLimit: Int = 1 << 20
        /// How many clang processes run at once.
        public var parallelism: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)

        public init(scratchDirectory: URL) {
            self.scratchDirectory = scratchDirectory
        }
    }

    public var toolchain: Result<ObjectiveCToolchain, ObjectiveCToolchain.Unavailable>
    public var options: Options
    /// The headless UIKit's selectors, for `did you mean` on a misspelled message.
    let selectorIndex: ObjectiveCSelectorIndex
    /// Apple's UIKit, to tell API the headers lack from a name the doc got wrong.
    var symbols: AppleUIKitSymbols = .shared
    /// What clang's messages are replaced by before docgen reads them (a test's proof that no verdict depends
    /// on their words); nil to keep them.
    var messageRewording: (@Sendable (String) -> String)?

    public init(toolchain: Result<ObjectiveCToolchain, ObjectiveCToolchain.Unavailable>, options: Options) {
        self.toolchain = toolchain
        self.options = options
        let headers = (try? toolchain.get())?.includeDirectories.first { $0.hasSuffix("ObjCHeaders") }
        selectorIndex = ObjectiveCSelectorIndex(
            directory: URL(fileURLWithPath: headers ?? "/nonexistent").appendingPathComponent("UIKit"))
    }

    /// The results of `examples` (Objective-C that clang type-checks: `ExamplePlan.isTypeCheckedWithClang`),
    /// in their order, and problems of the run itself (no clang: every example skipped, one warning).
    public func check(_ examples: [Example]) -> (results: [ExampleResult], diagnostics: [Diagnostic]) {
        guard !examples.isEmpty else { return ([], []) }
        let toolchain: ObjectiveCToolchain
        switch self.toolchain {
        case .success(let found): toolchain = found
        case .failure(let unavailable):
            let reason = "Objective-C is not type-checked here: \(unavailable)"
            return (
                examples.map { ExampleResult.of($0, .skipped(reason: reason)) },
                [.warning(.objectiveCCheckerUnavailable, at: nil, reason)]
            )
        }
        try? FileManager.default.createDirectory(at: options.scratchDirectory, withIntermediateDirectories: true)
        let results = ParallelResults<ExampleResult>(count: examples.count)
        let next = NextIndex()
        let workers = min(options.parallelism, examples.count)
        let join = ObjectiveCDocumentJoin(examples)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: examples.count) {
                results[index] = check(examples[index], toolchain: toolchain, join: join)
            }
        }
        return (results.values, [])
    }

    /// Hands out indices to the workers, one at a time.
    private final class NextIndex: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func take(below count: Int) -> Int? {
            lock.withLock {
                guard value < count else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }

    // MARK: - One example

    private func check(_ example: Example, toolchain: ObjectiveCToolchain, join: ObjectiveCDocumentJoin)
        -> ExampleResult
    {
        // Elided code (`...`) makes a sketch, decided before clang runs, as for Swift.
        if let convention = ConventionVerdict.of(example) {
            return .of(example, convention.status, convention.diagnostics)
        }
        var run: ClangRun
        switch typeCheck(example, toolchain: toolchain) {
        case .stopped(let result): return result
        case .ran(let ran): run = ran
        }
        let at = example.sources.first?.location
        var example = example
        var headerNotes: [Diagnostic] = []
        // `#import "ViewController.h"` above `@implementation ViewController`: the app's header of the class
        // the example implements, which the doc does not show (Xcode's template wrote it). Read with that
        // class declared as its name says (`@interface ViewController : UIViewController @end`).
        while let missing = Self.missingFramework(in: run.diagnostics),
            let (read, declaration) = AppHeaderReading.reading(example, missing: missing.header, symbols: symbols),
            case .ran(let again) = typeCheck(read, toolchain: toolchain)
        {
            (example, run) = (read, again)
            headerNotes.append(
                .note(
                    .synthesizedHost, at: missing.location,
                    "read with \"\(missing.header)\", a header of the app the doc does not show, as Xcode's template writes it: \(declaration)"
                ))
        }
        if let skipped = Self.skippedForMissingHeader(example, diagnostics: run.diagnostics) { return skipped }
        var errors = run.diagnostics.filter { $0.severity == .error }
        let plan = ExamplePlan(example)
        if plan.isCompileFail {
            let verdict = CompileFailVerdict(
                expected: plan.expectedCompileError, compiled: run.exitCode == 0, errors: errors.map(\.message),
                compiler: "clang", at: at)
            return .of(example, verdict.status, verdict.diagnostics)
        }
        if run.exitCode == 0 && errors.isEmpty { return .of(example, .passed, run.diagnostics + headerNotes) }
        // Members of another kind of UIKit class than the hidden host's: the reading with the fewest errors.
        var readingNotes = headerNotes
        let search = ObjectiveCHostSearch(symbols: symbols)
        let host = ObjectiveCHostSearch.hostHeader(of: example)?.superclass ?? "UIViewController"
        for kind in search.candidates(for: example, errors: errors) {
            let read = ObjectiveCHostSearch.hosted(example, as: kind)
            guard case .ran(let other) = typeCheck(read, toolchain: toolchain) else { continue }
            let otherErrors = other.diagnostics.filter { $0.severity == .error }
            guard otherErrors.count < errors.count else { continue }
            (example, run, errors) = (read, other, otherErrors)
            readingNotes =
                headerNotes + [
                    .note(
                        .synthesizedHost, at: at,
                        "read as the members of a \(kind) subclass, which the doc never shows: as a \(host)'s they do not compile"
                    )
                ]
        }
        if run.exitCode == 0 && errors.isEmpty { return .of(example, .passed, run.diagnostics + readingNotes) }
        let diagnostics = run.diagnostics + readingNotes
        // Apple's API the headers lack skips the example, with at most declarations the doc does not show,
        // unless it also has an error of its own.
        var ownErrors = errors
        var shown = diagnostics
        let classes = Self.openClasses(example)
        switch unmodelledReading(example, errors: errors, diagnostics: diagnostics, toolchain: toolchain) {
        case .skipped(let skipped)?: return skipped
        case .own(let errors, let kept)?: (ownErrors, shown) = (errors, kept)
        case nil: break
        }
        // A use whose declaration the doc commented out is the doc's error, not a need.
        let commentedOut = ownErrors.compactMap { CommentedOutDeclarations.annotated($0, in: example) }
        if !commentedOut.isEmpty {
            return .of(
                example, .failed,
                shown.map { shown in
                    commentedOut.first { $0.location == shown.location && $0.message == shown.message } ?? shown
                })
        }
        if let fragment = ObjectiveCFragmentNeeds(errors: ownErrors, classes: classes) {
            if let joined = joinedReading(example, needs: fragment, join: join, toolchain: toolchain) {
                return joined
            }
            return .of(
                example, .incomplete(needs: fragment.needs.map(\.name), suggestion: fragment.suggestion),
                [fragment.diagnostic])
        }
        if errors.isEmpty {
            return .of(
                example, .failed,
                diagnostics + [
                    .error(.exampleCompileError, at: at, "clang failed: \(run.lastLines)")
                ])
        }
        // What the fragment needs is no error of the doc's, in a failed example too: a warning at its first
        // use, as for Swift, so that only the doc's errors are at its blocks' lines (a step that uses the
        // earlier step's `alert` and a `view` no block declares, after a step with a misspelt selector).
        let needErrors = ownErrors.filter { ObjectiveCFragmentNeeds(errors: [$0], classes: classes) != nil }
        if !needErrors.isEmpty, let needs = ObjectiveCFragmentNeeds(errors: needErrors, classes: classes) {
            if let joined = joinedReading(
                example, needs: needs, docErrors: ownErrors.count - needErrors.count, join: join, toolchain: toolchain)
            {
                return joined
            }
            shown = shown.filter { !needErrors.contains($0) } + [needs.diagnostic]
        }
        return .of(example, .failed, shown)
    }

    /// The example skipped for the first header clang does not find (a framework's or the app's), if any.
    private static func skippedForMissingHeader(_ example: Example, diagnostics: [Diagnostic]) -> ExampleResult? {
        guard let missing = missingFramework(in: diagnostics) else { return nil }
        // `<MapKit/MapKit.h>` is a framework's; `"DetailViewController.h"` a header of the app the doc
        // does not show.
        let isFramework = missing.header.contains("/")
        let reason =
            isFramework
            ? "imports <\(missing.header)>: \(missing.framework) has no headers here (docgen type-checks Objective-C against GNUstep's Foundation and a headless UIKit)"
            : "imports \"\(missing.header)\", a header the doc does not show"
        var skipped = ExampleResult.of(example, .skipped(reason: reason))
        skipped.unavailableModules = [
            UnavailableModule(
                name: missing.framework, kind: isFramework ? .appleOnly : .thirdParty, location: missing.location)
        ]
        return skipped
    }

    /// What Apple's API the headers lack leaves of an example's errors.
    private enum UnmodelledReading {
        /// Nothing but the unmodelled API (and at most needs): the example is skipped.
        case skipped(ExampleResult)
        /// The example's own errors, and the diagnostics to show with them.
        case own(errors: [Diagnostic], shown: [Diagnostic])
    }

    /// The reading of an example whose errors name Apple API the headers lack (`ObjectiveCUnmodelledUses`),
    /// read again with the missing types stubbed when it has errors of its own; nil when no error names such
    /// API.
    private func unmodelledReading(
        _ example: Example, errors: [Diagnostic], diagnostics: [Diagnostic], toolchain: ObjectiveCToolchain
    ) -> UnmodelledReading? {
        let unnamed = { [selectorIndex, symbols] (error: Diagnostic) in
            ObjectiveCUnmodelledUses.unmentionedAppleType(
                at: error.location, in: example, mentioned: selectorIndex.mentioned, symbols: symbols)
        }
        guard let unmodelled = ObjectiveCUnmodelledUses(errors: errors, symbols: symbols, unnamed: unnamed) else {
            return nil
        }
        var uses = unmodelled.uses
        var ownErrors = unmodelled.ownErrors
        var shown = diagnostics.filter { $0.severity != .error || ownErrors.contains($0) }
        // The errors that cascade from a missing type go when it is stubbed: those left are the doc's.
        if !ownErrors.isEmpty, let stubs = ObjectiveCUnmodelledStubs(uses: uses, symbols: symbols),
            case .ran(let stubbed) = typeCheck(stubs.example(example), toolchain: toolchain)
        {
            let left = stubs.ownErrors(in: stubbed.diagnostics, of: example)
            let again = ObjectiveCUnmodelledUses(errors: left, symbols: symbols, unnamed: unnamed)
            uses += (again?.uses ?? []).filter { use in !uses.contains { $0.name == use.name } }
            ownErrors = again?.ownErrors ?? left
            shown = stubbed.diagnostics.filter { $0.severity != .error || ownErrors.contains($0) }
        }
        let notes = CompileFailureClassifier.unmodelledNotes(uses)
        let needs = ObjectiveCFragmentNeeds(errors: ownErrors, classes: Self.openClasses(example))
        if ownErrors.isEmpty || needs != nil {
            let reason = CompileFailureClassifier.unmodelledReason(uses.map(\.name))
            var skipped = ExampleResult.of(
                example, .skipped(reason: reason), (needs.map { [$0.diagnostic] } ?? []) + notes)
            skipped.unmodelled = uses
            return .skipped(skipped)
        }
        return .own(errors: ownErrors, shown: shown + notes)
    }

    /// The reading of a fragment with needs with the properties other examples of its document declare in
    /// its hidden host, when that leaves fewer needs and no error of the doc's but those it had (`docErrors`,
    /// none for an incomplete fragment) or typos the needs hid; nil when it explains nothing.
    private func joinedReading(
        _ example: Example, needs: ObjectiveCFragmentNeeds, docErrors: Int = 0, join: ObjectiveCDocumentJoin,
        toolchain: ObjectiveCToolchain
    ) -> ExampleResult? {
        let properties = join.properties(
            named: needs.needs.compactMap(ObjectiveCFragmentNeeds.memberName), for: example)
        guard !properties.isEmpty, let read = ObjectiveCDocumentJoin.reading(example, with: properties),
            case .ran(let run) = typeCheck(read, toolchain: toolchain)
        else { return nil }
        let note = Diagnostic.note(
            .synthesizedHost, at: example.sources.first?.location,
            "read with what other examples of the document declare: "
                + properties.map { "\($0.name) (line \($0.location.line))" }.joined(separator: ", "))
        let errors = run.diagnostics.filter { $0.severity == .error }
        let classes = Self.openClasses(example)
        let needErrors = errors.filter { ObjectiveCFragmentNeeds(errors: [$0], classes: classes) != nil }
        let own = errors.filter { !needErrors.contains($0) }
        let left = ObjectiveCFragmentNeeds(errors: needErrors, classes: classes)
        guard (left?.needs.count ?? 0) < needs.needs.count,
            own.count <= docErrors || own.allSatisfy(ObjectiveCFragmentNeeds.suggestsATypo)
        else { return nil }
        let others = run.diagnostics.filter { !needErrors.contains($0) }
        if !own.isEmpty { return .of(read, .failed, others + (left.map { [$0.diagnostic] } ?? []) + [note]) }
        guard let left else { return .of(read, .passed, others + [note]) }
        return .of(
            read, .incomplete(needs: left.needs.map(\.name), suggestion: left.suggestion), [left.diagnostic, note])
    }

    /// The classes whose members the doc does not show: the hidden host and those whose `@interface` it shows in
    /// part.
    static func openClasses(_ example: Example) -> Set<String> {
        Set([ObjectiveCFragmentNeeds.hostName] + (example.partlyShownClasses ?? []))
    }

    /// What one clang run over `example` gave: its diagnostics at Markdown locations and clang's exit code, or
    /// the result when clang could not run or stopped (a time, memory or output limit, a crash).
    private enum TypeCheck {
        case ran(ClangRun)
        case stopped(ExampleResult)
    }

    private struct ClangRun {
        var diagnostics: [Diagnostic]
        var exitCode: Int32
        /// The last lines of clang's output, for an exit without a diagnostic.
        var lastLines: String
    }

    private func typeCheck(_ example: Example, toolchain: ObjectiveCToolchain) -> TypeCheck {
        let url = options.scratchDirectory.appendingPathComponent("\(example.id).m")
        let source = ObjectiveCSource(program: example.program, path: url.path)
        let at = example.sources.first?.location
        defer { try? FileManager.default.removeItem(at: url) }
        guard (try? source.text.write(to: url, atomically: true, encoding: .utf8)) != nil else {
            return .stopped(
                .of(example, .failed, [.error(.unattributedBuildError, at: at, "cannot write \(url.path)")]))
        }
        var command = Subprocess(
            toolchain.clang, toolchain.arguments(source: url.path), timeLimit: options.timeLimit,
            outputLimit: options.outputLimit)
        if let prlimit = ExampleSandbox.executable(named: "prlimit") {
            command = Subprocess(
                prlimit, ["--as=\(options.memoryLimit)", "--", command.executable] + command.arguments,
                timeLimit: options.timeLimit, outputLimit: options.outputLimit)
        }
        // In a jail that shows clang only the toolchain, the headers and the example's own file: an include
        // of any other file (`/etc/passwd`, a project file) is not found, and clang's environment (which
        // `/proc/self/environ` would show) is only `PATH`.
        command.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let jailed = command.jailed(readable: toolchain.jailReadable + [url])
        guard let output = try? jailed.run() else {
            return .stopped(.of(example, .skipped(reason: "not checked: cannot run \(toolchain.clang)")))
        }
        let crashed = output.combined.contains("PLEASE submit a bug report")
        if output.timedOut || output.isTruncated || output.wasSignalled || crashed {
            let what =
                output.timedOut
                ? "clang did not finish within \(Int(options.timeLimit)) s"
                : output.isTruncated
                    ? "clang wrote more than \(options.outputLimit >> 10) KB of diagnostics"
                    : output.combined.contains("out of memory")
                        ? "clang ran out of memory (at most \(options.memoryLimit >> 20) MB)" : "clang crashed"
            return .stopped(
                .of(
                    example, .failed,
                    [.error(.objectiveCCheckStopped, at: at, "\(what); is there a macro that expands without end?")]))
        }
        // `did you mean` from the headers' selectors, the example's own methods and properties, and Apple's
        // types: a typo is the doc's error, never a need.
        let ownSelectors = ObjectiveCSelectorIndex(
            selectors: Set(
                example.program.lines.flatMap { ObjectiveCSelectorIndex.selectors(declaredBy: $0.text[...]) }))
        let reader = ObjectiveCFactReader(
            source: source.text, path: url.path,
            calibration: ClangCalibration.of(toolchain, scratchDirectory: options.scratchDirectory),
            propertyTypes: selectorIndex.propertyTypes)
        var sarif = ClangSARIF(output: output.combined)
        if let messageRewording { sarif.reword(messageRewording) }
        let diagnostics = Self.diagnostics(
            sarif, source: source, reader: reader, example: example,
            headers: toolchain.jailReadable.map(\.path) + Subprocess.systemPaths
        ).map {
            annotateNearMiss(ownSelectors.annotate(selectorIndex.annotate($0)))
        }
        return .ran(
            ClangRun(
                diagnostics: diagnostics, exitCode: output.exitCode,
                lastLines: ExampleChecker.lastLines(output.combined)))
    }

    // MARK: - Reading clang

    /// clang's diagnostics at Markdown locations, each with its fact (`ObjectiveCFactReader`); those in
    /// synthesized lines (the hidden host) at the example's first line, with a note saying the code is
    /// docgen's.
    static func diagnostics(
        _ sarif: ClangSARIF, source: ObjectiveCSource, reader: ObjectiveCFactReader, example: Example,
        headers: [String]
    ) -> [Diagnostic] {
        let generatedPath = source.path
        var result: [Diagnostic] = []
        for clang in sarif.results where clang.level != "note" {
            let diagnostic = compilerDiagnostic(clang, source: source, reader: reader)
            let fact = reader.fact(of: clang)?.compilerFact
            let append = { (located: Diagnostic, unique: Bool) in
                var located = located
                located.compiler = fact
                if !unique || !result.contains(located) { result.append(located) }
            }
            // A location outside the example's own lines (in another file that is none of the headers) was
            // named by the example's own `#line`: at its first line.
            let location = diagnostic.location
            if let location, diagnostic.isInMarkdown, example.isWritten(at: location) {
                append(diagnostic.diagnostic(), false)
            } else if let location,
                diagnostic.isInMarkdown || !headers.contains(where: { location.file.hasPrefix($0 + "/") }),
                location.file != generatedPath
            {
                append(ExampleChecker.relocated(diagnostic, at: location, to: example), true)
            } else if diagnostic.location?.file == generatedPath {
                var located = diagnostic.diagnostic(at: example.sources.first?.location)
                located.notes.append(Diagnostic.Note(location: nil, message: generatedCodeNote))
                append(located, true)
            } else if diagnostic.severity == .error {
                // In a header (GNUstep's, the headless UIKit's): the message as clang gave it, where it is.
                append(diagnostic.diagnostic(), false)
            }
        }
        return result
    }

    /// One of clang's results as a compiler diagnostic at its Markdown location, with its notes.
    private static func compilerDiagnostic(
        _ clang: ClangSARIF.Result, source: ObjectiveCSource, reader: ObjectiveCFactReader
    ) -> CompilerDiagnostic {
        let location = { (region: ClangSARIF.Region?) -> SourceLocation? in
            guard let region else { return nil }
            let column = reader.byteColumn(of: region)
            return region.path == source.path
                ? source.location(line: region.line, column: column)
                : SourceLocation(file: region.path, line: region.line, column: column)
        }
        let severity: Diagnostic.Severity =
            switch clang.level {
            case "error", "fatal": .error
            case "warning": .warning
            default: .note
            }
        return CompilerDiagnostic(
            severity: severity, location: location(clang.point), message: clang.message,
            notes: clang.notes.map { Diagnostic.Note(location: location($0.point), message: $0.message) })
    }

    /// An error about an undeclared name that is not Apple's but a typo away from a UIKit type or function
    /// Apple has (`UITablView`), with `did you mean` from Apple's data.
    func annotateNearMiss(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error, !ObjectiveCFragmentNeeds.suggestsATypo(diagnostic),
            let name = ObjectiveCUnmodelledUses.undeclaredName(of: diagnostic), symbols.topLevel(name) == nil,
            symbols.surface.frameworkNames[name] == nil, let nearest = symbols.nearestTopLevel(to: name)
        else { return diagnostic }
        return ObjectiveCSelectorIndex.suggesting(nearest, on: diagnostic)
    }

    static let generatedCodeNote =
        "in the code docgen added around the example (its hidden host or imports); the example's own lines are above it"

    /// The first `'X/Y.h' file not found` error: the header, its framework and where it is imported.
    static func missingFramework(in diagnostics: [Diagnostic]) -> (
        header: String, framework: String, location: SourceLocation?
    )? {
        for diagnostic in diagnostics where diagnostic.severity == .error {
            // An absolute path (`/etc/passwd`) is no framework's nor the app's header: its error stands.
            guard let fact = diagnostic.clangFact, fact.kind == .fileNotFound, !fact.name.isEmpty,
                !fact.name.hasPrefix("/")
            else { continue }
            let header = fact.name
            let framework = header.split(separator: "/").first.map(String.init) ?? header
            return (
                header, framework.hasSuffix(".h") ? String(framework.dropLast(2)) : framework, diagnostic.location
            )
        }
        return nil
    }
}

extension ExampleResult {
    /// A result of `example` with its locations, and evidence when it passed.
    static func of(_ example: Example, _ status: Status, _ diagnostics: [Diagnostic] = []) -> ExampleResult {
        ExampleResult(
            id: example.id, status: status, locations: example.sources.map(\.location).sorted(),
            diagnostics: diagnostics, failingStep: nil, evidence: status == .passed ? Evidence(of: example) : nil)
    }
}
