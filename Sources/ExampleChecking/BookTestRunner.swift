import DocgenCore
import ExampleExtraction
import Foundation

/// Runs the tests *The Swift Programming Language* keeps beside its listings, as the book's own harness did:
/// each test is the top-level code of a `main.swift`, compiled in Swift 5 mode (in the jail) and run (in
/// the sandbox). A test passes when the compiler gives the diagnostics it expects (`!$`, by severity and
/// place; a different wording is a note, today's compiler's words), and, when it expects none, the program
/// prints the lines it expects, in order, and stops at run time exactly when it expects a stop (`xx`).
///
/// Decided from the compiler's data: diagnostics come with their identifiers
/// (`-Xfrontend -debug-diagnostic-names`), and a test whose import the compiler cannot find
/// (`sema_no_import`: `UIKit`, `AppKit` on Linux) is skipped, not failed.
public struct BookTestRunner: Sendable {
    /// The compiler, the scratch directory, the sandbox.
    public var tools: TopLevelProgramTools

    public init(swiftc: String, scratch: URL, sandbox: ExampleSandbox?) {
        tools = TopLevelProgramTools(swiftc: swiftc, scratch: scratch, sandbox: sandbox)
    }

    /// The result of each test, in the order given (in parallel). Tests of the same content (their imports'
    /// too) are compiled and run once, the result given to each at its places (`SharedRun`). A test's imports
    /// (`import protocols_Module1`) are looked up among `modules`, default `programs`.
    public func check(_ programs: [BookTestProgram], modules: [BookTestProgram]? = nil) -> [ExampleResult] {
        let byName = Dictionary(
            (modules ?? programs).map { ($0.file + "\n" + $0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // `import protocols_Module1`: a test of the same document, built as a module first.
        let imported = programs.map { program in program.imports.compactMap { byName[program.file + "\n" + $0] } }
        let sharing = SharedRun(
            contents: zip(programs, imported).map { program, modules in
                ([program] + modules).map(\.content).joined(separator: "\n\u{1}\n")
            })
        let runs = sharing.runs
        let results = ParallelResults<ExampleResult>(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            results[index] = check(programs[runs[index]], modules: imported[runs[index]])
        }
        let resultOfRun = Dictionary(uniqueKeysWithValues: zip(runs, results.values))
        return programs.indices.compactMap { index -> ExampleResult? in
            let runner = sharing.runner[index]
            guard let result = resultOfRun[runner] else { return nil }
            guard runner != index else { return result }
            let program = programs[index]
            return SharedRun.result(
                result, id: Self.id(of: program), locations: program.locations, from: programs[runner].places,
                to: program.places)
        }
    }

    /// The id of a test's result: its document (language included: a translation has its own) and name.
    public static func id(of program: BookTestProgram) -> String {
        var document = (program.file as NSString).lastPathComponent
        if document.hasSuffix(".md") { document.removeLast(3) }
        return ExampleIdentifier.make(document: document, part: "test " + program.name)
    }

    /// One test's result; `modules` are the tests it imports (`import protocols_Module1`), each compiled as
    /// a module of that name first.
    public func check(_ program: BookTestProgram, modules: [BookTestProgram] = []) -> ExampleResult {
        let id = Self.id(of: program)
        let expectsError = program.diagnostics.contains { $0.severity == "error" }
        func result(_ status: ExampleResult.Status, _ diagnostics: [Diagnostic] = []) -> ExampleResult {
            ExampleResult(
                id: id, status: status, locations: program.locations, diagnostics: diagnostics,
                evidence: status != .passed ? nil : expectsError ? .compileFail : .bookTest)
        }
        guard !program.code.isEmpty else { return result(.skipped(reason: "the test has no code")) }
        let directory = tools.scratch.appendingPathComponent(StableHash.fnv1a64Hex(id + "\n" + program.source))
        let fileManager = FileManager.default
        let main = directory.appendingPathComponent("main.swift")
        defer {
            // Named so that the floor compiles it as docgen does: a library's code (`@main`) apart.
            if tools.keptPrograms != nil {
                let kind = program.hasMainType ? ".library" : ""
                tools.keep(main, as: "test-\(directory.lastPathComponent)\(kind).swift")
            }
            try? fileManager.removeItem(at: directory)
        }
        let binary = directory.appendingPathComponent("test")
        // A module's file set (`protocols_Module1_Private`) is one file a part: `main.swift` the first, then
        // `part2.swift`, …; each file's lines are read back as the program's (`code`) lines.
        let files = program.sourceFiles
        let paths = files.indices.map { index in
            index == 0 ? main : directory.appendingPathComponent("part\(index + 1).swift")
        }
        let firstLine = Dictionary(uniqueKeysWithValues: zip(paths.map(\.path), files.map(\.lowerBound)))
        var linked: [String] = []
        for module in modules {
            switch compileModule(module, in: directory) {
            case .success(let arguments): linked += arguments
            case .failure(let why):
                return result(.failed, [program.error(.bookTestFailed, "the test it imports does not compile: \(why)")])
            }
        }
        var program = program
        var compiled: Subprocess.Output
        var actual: [CompilerLine]
        while true {
            do {
                try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
                for (range, path) in zip(files, paths) {
                    let text = program.code[range].map(\.text).joined(separator: "\n") + "\n"
                    try text.write(to: path, atomically: true, encoding: .utf8)
                }
            } catch {
                return result(.skipped(reason: "cannot write the test's program: \(error.localizedDescription)"))
            }
            // Every file's errors, not only those of the first file with some.
            let arguments =
                ["-module-name", "swifttest"] + (program.hasMainType ? ["-parse-as-library"] : [])
                + (paths.count > 1 ? ["-continue-building-after-errors"] : [])
                + paths.map(\.path) + ["-o", binary.path] + linked
            guard let output = tools.compile(arguments) else {
                return result(.skipped(reason: "cannot run \(tools.swiftc)"))
            }
            compiled = output
            if compiled.timedOut {
                let limit = Int(tools.timeLimit)
                return result(.failed, [program.error(.bookTestFailed, "the test did not compile within \(limit) s")])
            }
            actual = CompilerLine.parse(compiled.combined).compactMap { line -> CompilerLine? in
                guard let offset = firstLine[line.file] else { return nil }
                var line = line
                (line.file, line.line) = (main.path, line.line + offset)
                return line
            }
            guard let missing = actual.first(where: { $0.identifier == "sema_no_import" }) else { break }
            let line = program.code.indices.contains(missing.line - 1) ? program.code[missing.line - 1].text : ""
            let module = missing.identifier(in: line) ?? "a module"
            // Apple's C library (`import Darwin; sleep(1)`) is Glibc here: the same functions, another name.
            if let substitute = Self.cLibraries[module], !program.code[missing.line - 1].text.contains(substitute) {
                program.code[missing.line - 1].text = Self.replacing(
                    module, with: substitute, atColumn: missing.column, in: line)
                continue
            }
            return result(.skipped(reason: "imports \(module), which this toolchain does not have"))
        }
        if actual.contains(where: { CompilerLine.objectiveCRuntimeOnly.contains($0.identifier ?? "") }) {
            return result(
                .skipped(reason: "uses Objective-C interoperability, which Swift has only on Apple platforms"))
        }
        var comparison = BookTestDiagnostics.compare(expected: program.diagnostics, actual: actual, in: program)
        if !expectsError, compiled.exitCode == 0 {
            comparison.failures += run(program, binary: binary, in: directory)
        } else if compiled.exitCode == 0, comparison.failures.isEmpty {
            comparison.failures.append(program.error(.bookTestFailed, "the test compiles, where it expects an error"))
        }
        let failed = comparison.failures.contains { $0.severity == .error }
        return result(failed ? .failed : .passed, comparison.failures + comparison.notes)
    }

    /// Apple's C library module and its name on this platform (Linux: the GNU C library, `Glibc`), which a
    /// test importing the one is compiled with instead when the compiler cannot find it.
    static let cLibraries: [String: String] = ["Darwin": "Glibc"]

    /// `line` with the module name at `column` (1-based) replaced, padded with spaces to its length so that
    /// the rest of the line keeps its columns.
    static func replacing(_ module: String, with substitute: String, atColumn column: Int, in line: String) -> String {
        var characters = Array(line)
        let start = column - 1
        guard start >= 0, start + module.count <= characters.count,
            String(characters[start..<(start + module.count)]) == module
        else { return line }
        let padded = substitute + String(repeating: " ", count: max(0, module.count - substitute.count))
        characters.replaceSubrange(start..<(start + module.count), with: padded)
        return String(characters)
    }

    /// Compiles a test as the module of its name, a static library in `directory`: the arguments that
    /// import and link it, or why it does not compile.
    private func compileModule(_ module: BookTestProgram, in directory: URL) -> Result<[String], ModuleFailure> {
        let folder = directory.appendingPathComponent("module-\(module.name)")
        let source = folder.appendingPathComponent("\(module.name).swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try module.source.write(to: source, atomically: true, encoding: .utf8)
        } catch {
            return .failure(ModuleFailure(reason: error.localizedDescription))
        }
        let library = folder.appendingPathComponent("lib\(module.name).a")
        let output = tools.compile([
            "-parse-as-library", "-module-name", module.name, "-emit-module", "-emit-module-path",
            folder.appendingPathComponent("\(module.name).swiftmodule").path, "-emit-library", "-static", source.path,
            "-o", library.path,
        ])
        guard let output, output.exitCode == 0, !output.timedOut else {
            return .failure(ModuleFailure(reason: "`\(module.name)` is not a module the compiler builds"))
        }
        return .success(["-I", folder.path, library.path])
    }

    struct ModuleFailure: Error {
        var reason: String
    }

    /// Runs the compiled test and compares what it prints and how it ends with what the test expects.
    private func run(_ program: BookTestProgram, binary: URL, in directory: URL) -> [Diagnostic] {
        let ran: Subprocess.Output
        do {
            ran = try tools.run(binary, in: directory)
        } catch {
            return [program.error(.bookTestFailed, "cannot run the test: \(error)")]
        }
        if ran.timedOut {
            return [program.error(.bookTestFailed, "the test did not end within \(Int(tools.timeLimit)) s")]
        }
        let misconduct = ran.misconduct(
            at: nil, outputLimit: tools.outputLimit, processLimit: tools.sandbox?.limits.processCount ?? 0)
        if !misconduct.isEmpty {
            return misconduct.map { program.error($0.id, $0.message) }
        }
        var failures = BookTestOutput.compare(printed: ran.stdout, expected: program.output, in: program)
        if !failures.isEmpty, BookTestOutput.isPermutation(ran.stdout, of: program.output) {
            // The expected lines in another order: when the order changes with the hash seed (a Set's or a
            // Dictionary's), the test cannot expect one; the lines are compared as a set.
            let seeded = (0..<4).compactMap { _ in
                try? tools.run(binary, in: directory, deterministicHashing: false).stdout
            }
            if seeded.contains(where: { $0 != ran.stdout }) {
                failures = [
                    .note(
                        .bookTestOutput, at: failures[0].location,
                        "test `\(program.name)`: the program prints these lines in an order that changes from run to run (a Set's or a Dictionary's order); compared as a set, they are the ones expected"
                    )
                ]
            }
        }
        let stopped = ran.wasSignalled || ran.exitCode != 0
        switch (stopped, program.trap) {
        case (true, nil):
            let why =
                CrashReport(ran.stderr)?.message
                ?? ExampleChecker.lastLines(ran.stderr.isEmpty ? ran.stdout : ran.stderr, count: 2)
            failures.append(program.error(.bookTestFailed, "the test stopped at run time: \(why)"))
        case (false, let trap?):
            failures.append(
                .error(
                    .bookTestFailed, at: trap.location,
                    "the test expects the program to stop here (xx \(trap.text)), and it ran to its end"))
        default: break
        }
        return failures
    }
}

extension BookTestProgram {
    /// An error at the test's first `- test:` line.
    func error(_ id: DiagnosticID, _ message: String) -> Diagnostic {
        .error(id, at: locations.first, "test `\(name)`: " + message)
    }

    /// The Markdown location of program line `line` (1-based), column `column` of that line.
    func markdownLocation(line: Int, column: Int) -> SourceLocation? {
        guard code.indices.contains(line - 1) else { return locations.first }
        let written = code[line - 1].location
        return SourceLocation(file: written.file, line: written.line, column: written.column + max(0, column - 1))
    }
}

/// The diagnostics of one `swiftc -diagnostic-style llvm -debug-diagnostic-names` run on a test's `main.swift`.
enum BookTestDiagnostics {
    typealias Actual = CompilerLine

    struct Comparison {
        var failures: [Diagnostic] = []
        var notes: [Diagnostic] = []
    }

    /// Each expected diagnostic against the compiler's: found at its place (the quoted source line, and the
    /// caret's column when the test gives one) with its severity, the same message or not (a note then);
    /// errors the test does not expect fail it, warnings it does not expect are notes.
    static func compare(expected: [BookTestProgram.ExpectedDiagnostic], actual: [Actual], in program: BookTestProgram)
        -> Comparison
    {
        var comparison = Comparison()
        var unmatched = actual.filter { $0.severity != "note" }
        func text(ofLine line: Int) -> String? {
            program.code.indices.contains(line - 1) ? program.code[line - 1].text : nil
        }
        func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }
        for expectation in expected {
            // At the quoted line, with the severity; the caret's column and the wording may have changed
            // since the book's compiler (a note says how), so they only choose among those.
            let candidates = unmatched.indices.filter { index in
                let diagnostic = unmatched[index]
                guard diagnostic.severity == expectation.severity else { return false }
                guard let quoted = expectation.sourceLine else { return true }
                return text(ofLine: diagnostic.line).map { trimmed($0) == trimmed(quoted) } ?? false
            }
            func column(of diagnostic: Actual) -> Int? {
                // The caret is under the quoted line, which the test may indent otherwise than the program.
                guard let column = expectation.column, let quoted = expectation.sourceLine,
                    let line = text(ofLine: diagnostic.line)
                else { return nil }
                return column + line.prefix { $0 == " " }.count - quoted.prefix { $0 == " " }.count
            }
            let ranked = candidates.sorted { left, right in
                func score(_ index: Int) -> Int {
                    let diagnostic = unmatched[index]
                    return (diagnostic.message == expectation.message ? 2 : 0)
                        + (column(of: diagnostic).map { $0 == diagnostic.column } ?? true ? 1 : 0)
                }
                return score(left) > score(right)
            }
            guard let index = ranked.first else {
                comparison.failures.append(
                    .error(
                        .bookTestMissingDiagnostic, at: expectation.location,
                        "test `\(program.name)`: the compiler gives no \(expectation.severity) "
                            + (expectation.sourceLine.map { "at '\(trimmed($0))' " } ?? "") + "where the test expects '"
                            + expectation.message + "'"))
                continue
            }
            let found = unmatched.remove(at: index)
            var differences: [String] = []
            if found.message != expectation.message {
                differences.append(
                    "in today's words: '" + found.message + "'" + (found.identifier.map { " [\($0)]" } ?? ""))
            }
            if let expectedColumn = column(of: found), expectedColumn != found.column {
                differences.append("at column \(found.column) of its line, not \(expectedColumn)")
            }
            if !differences.isEmpty {
                comparison.notes.append(
                    .note(
                        .bookTestMessageDiffers, at: expectation.location,
                        "test `\(program.name)`: the \(found.severity) comes where the test expects it, "
                            + differences.joined(separator: ", ")))
            }
        }
        for diagnostic in unmatched {
            let location = program.markdownLocation(line: diagnostic.line, column: diagnostic.column)
            let message =
                "test `\(program.name)`: " + diagnostic.message + (diagnostic.identifier.map { " [\($0)]" } ?? "")
            if diagnostic.severity == "error" {
                comparison.failures.append(.error(.bookTestFailed, at: location, message))
            } else {
                comparison.notes.append(.note(.bookTestFailed, at: location, message))
            }
        }
        return comparison
    }
}

/// What a test printed against the lines it expects.
enum BookTestOutput {
    /// Whether the printed lines are the expected ones in some order.
    static func isPermutation(_ printed: String, of expected: [BookTestProgram.OutputLine]) -> Bool {
        lines(of: printed).sorted() == expected.map { trimmed($0.text) }.sorted()
    }

    static func lines(of printed: String) -> [String] {
        var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map { trimmed(String($0)) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func trimmed(_ line: String) -> String { String(line.reversed().drop { $0 == " " }.reversed()) }

    /// The first line that differs, as a failure at the expected line (or the test's, for lines printed
    /// beyond the expected ones); none when every line matches (trailing spaces aside).
    static func compare(printed: String, expected: [BookTestProgram.OutputLine], in program: BookTestProgram)
        -> [Diagnostic]
    {
        let lines = lines(of: printed)
        for (index, line) in expected.enumerated() {
            let want = trimmed(line.text)
            guard index < lines.count else {
                return [
                    .error(
                        .bookTestOutput, at: line.location,
                        "test `\(program.name)`: the program printed \(lines.count) line\(lines.count == 1 ? "" : "s"), and not '\(want)'"
                    )
                ]
            }
            if lines[index] != want {
                return [
                    .error(
                        .bookTestOutput, at: line.location,
                        "test `\(program.name)`: the program printed '\(lines[index])' where the test expects '\(want)'"
                    )
                ]
            }
        }
        if lines.count > expected.count {
            let extra = lines[expected.count]
            return [
                .error(
                    .bookTestOutput, at: expected.last?.location ?? program.locations.first,
                    "test `\(program.name)`: the program printed more than the test expects, from '\(extra)'")
            ]
        }
        return []
    }
}
