import DocgenCore
import Foundation

/// How docgen compiles and runs a program of top-level code on its own (a book test, a plain-Swift script):
/// `swiftc` in Swift 5 mode in the jail, with the compiler's plain diagnostics and their identifiers
/// (`-Xfrontend -debug-diagnostic-names`), and the program in the sandbox, line-buffered, with Swift's crash
/// report as JSON (each frame's source location: the Markdown's, through `#sourceLocation`).
public struct TopLevelProgramTools: Sendable {
    /// The compiler.
    public var swiftc: String
    /// A directory docgen owns, where programs are compiled and run.
    public var scratch: URL
    /// Where programs run; nil runs them unsandboxed (the caller warns).
    public var sandbox: ExampleSandbox?
    /// Seconds a compile, and a run, may take.
    public var timeLimit: Double = 120
    /// Bytes of a program's output kept (per stream): a program that writes more fails.
    public var outputLimit: Int = 16 << 20
    /// Where the source of each program's last compile is copied when it is done with (nil: nowhere): what a
    /// benchmark compiles once as the compile floor of the same code.
    public var keptPrograms: URL?

    public init(swiftc: String, scratch: URL, sandbox: ExampleSandbox?) {
        self.swiftc = swiftc
        self.scratch = scratch
        self.sandbox = sandbox
    }

    /// What every compile is given: Swift 5 mode (as the docs' authors wrote) with regular expression literals
    /// (`/Hello, .*/`, SE-0354: a literal of the language since Swift 5.7, which the Swift book lists among the
    /// basic literals, and which Swift 5 mode reads only with `-enable-bare-slash-regex`), line tables (the
    /// crash report's locations; full debug information also emits and wraps a module, a quarter more of the
    /// compile of a script of 5,000 listings), the compiler's plain diagnostics with their identifiers; the C
    /// math library, as Apple platforms link it (`Double.rounded()` needs it on Linux).
    static let compilerArguments = [
        "-swift-version", "5", "-enable-bare-slash-regex", "-gline-tables-only", "-diagnostic-style", "llvm",
        "-Xfrontend", "-debug-diagnostic-names", "-lm",
    ]

    var moduleCacheArguments: [String] {
        ["-module-cache-path", scratch.appendingPathComponent("ModuleCache").path]
    }

    /// Copies `source`, the last one compiled of a program, into `keptPrograms` as `name` (if asked, best effort).
    func keep(_ source: URL, as name: String) {
        guard let keptPrograms, FileManager.default.fileExists(atPath: source.path) else { return }
        let copy = keptPrograms.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: keptPrograms, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: copy)
        try? FileManager.default.copyItem(at: source, to: copy)
    }

    /// `swiftc` on `sources` with `arguments` (output, module name…), in the jail; nil when it cannot start.
    func compile(_ arguments: [String]) -> Subprocess.Output? {
        try? Subprocess(swiftc, Self.compilerArguments + moduleCacheArguments + arguments, timeLimit: timeLimit)
            .jailed(writable: [scratch]).run()
    }

    /// Runs `binary` in a new directory inside `directory` (in the sandbox when there is one), its output
    /// line-buffered so that what it printed before it stopped is kept. With `deterministicHashing`, Sets and
    /// Dictionaries iterate in one order from run to run.
    func run(_ binary: URL, in directory: URL, deterministicHashing: Bool = true) throws -> Subprocess.Output {
        let runDirectory = directory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runDirectory) }
        let stdbuf = "/usr/bin/stdbuf"
        let lineBuffered = FileManager.default.isExecutableFile(atPath: stdbuf)
        var command = Subprocess(
            lineBuffered ? stdbuf : binary.path, lineBuffered ? ["-oL", binary.path] : [], directory: runDirectory,
            timeLimit: timeLimit, outputLimit: outputLimit)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] =
            "enable=yes,interactive=no,color=no,format=json,output-to=stderr,registers=none,images=none,threads=crashed,sanitize=no"
        if deterministicHashing { environment["SWIFT_DETERMINISTIC_HASHING"] = "1" }
        command.environment = environment
        return try sandbox.map { try $0.run(command, readable: [directory]) } ?? command.run()
    }
}

/// One diagnostic line of `swiftc -diagnostic-style llvm -debug-diagnostic-names`:
/// `path:3:1: error: cannot assign … [assignment_lhs_is_immutable_variable]`.
struct CompilerLine: Hashable, Sendable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    /// The compiler's identifier (`assignment_lhs_is_immutable_variable`).
    var identifier: String?

    /// The compiler's errors for what only Swift with the Objective-C runtime (Apple's platforms) has.
    static let objectiveCRuntimeOnly: Set<String> = [
        "objc_interop_disabled", "expr_selector_no_objc_runtime", "expr_keypath_no_objc_runtime",
    ]

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The identifier and the values the message quotes.
    var fact: CompilerFact? { identifier.map { CompilerFact(identifier: $0, message: message) } }

    /// The identifier that starts at the diagnostic's column of `text` (its line): what the diagnostic is
    /// about (`UIKit` of `import UIKit`, `x` of "cannot find 'x' in scope"), read from the code, not the message.
    func identifier(in text: String) -> String? {
        let characters = Array(text)
        guard column >= 1, column <= characters.count else { return nil }
        let word = characters[(column - 1)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return word.isEmpty ? nil : String(word)
    }

    /// Every diagnostic line of `output` (errors, warnings, notes), in order.
    static func parse(_ output: String) -> [CompilerLine] {
        output.split(separator: "\n").compactMap(parse)
    }

    private static func parse(_ line: Substring) -> CompilerLine? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            var place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            // `path:line:column:`, or the linker's `path:line:` (column 1).
            if place.count >= 2, Int(place[place.count - 1]) != nil,
                place.count < 3 || Int(place[place.count - 2]) == nil
            {
                place.append("1")
            }
            guard place.count >= 3, let column = Int(place[place.count - 1]), let number = Int(place[place.count - 2])
            else { continue }
            let (message, identifier, _) = CompilerFact.splitTags(line[marker.upperBound...])
            return CompilerLine(
                file: place.dropLast(2).joined(separator: ":"), line: number, column: column, severity: severity,
                message: message, identifier: identifier)
        }
        return nil
    }
}

/// Swift's crash report (`SWIFT_BACKTRACE=format=json`): the crashed thread's frames that have a source
/// location, innermost first, and the runtime's message.
struct CrashReport: Hashable, Sendable {
    var locations: [SourceLocation]
    /// `Fatal error: Index out of range` and the like: the first line before the report (the program's own
    /// output on standard error comes before it too).
    var message: String?

    /// The last crash report in `stderr`, if any.
    init?(_ stderr: String) {
        // The backtracer writes its report as one line of JSON.
        guard let start = stderr.range(of: "{ \"timestamp\"", options: .backwards),
            let data = stderr[start.lowerBound...].prefix(while: { $0 != "\n" }).data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["kind"] as? String == "crashReport",
            let threads = object["threads"] as? [[String: Any]]
        else { return nil }
        let crashed = threads.first { $0["crashed"] as? Bool == true } ?? threads.first
        let frames = crashed?["frames"] as? [[String: Any]] ?? []
        locations = frames.compactMap { frame in
            guard let place = frame["sourceLocation"] as? [String: Any], let file = place["file"] as? String,
                let line = place["line"] as? Int
            else { return nil }
            return SourceLocation(file: file, line: line, column: max(1, place["column"] as? Int ?? 1))
        }
        // The runtime's own line (`…: Fatal error: …`, `…: Assertion failed: …`), before the backtracer's.
        message = stderr[..<start.lowerBound].split(separator: "\n").first { !$0.hasPrefix("***") }.map(String.init)
    }
}
