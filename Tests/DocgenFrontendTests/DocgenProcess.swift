import DocgenTestSupport
import Foundation

/// Runs the built `docgen` executable as a separate process, the way users and CI do.
///
/// stdout and stderr are drained on their own threads before waiting, so a chatty child can never
/// deadlock on a full pipe.
struct DocgenProcess {
    struct Output {
        var exitCode: Int32
        var stdout: String
        var stderr: String
        /// Whether the process ended by a signal (then `exitCode` is the signal's number).
        var wasSignalled = false
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The `docgen` binary beside the test bundle in the build directory.
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("docgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/docgen")
    }()

    /// Runs `docgen` with `arguments`; standard input is read from `input` when given.
    static func run(
        _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
        input: URL? = nil
    ) throws -> Output {
        try run(tool: executable, arguments, in: directory, environment: environment, input: input)
    }

    /// Runs `tool` (another executable, e.g. `swift`) the same way.
    static func run(
        tool: URL, _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
        input: URL? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        var merged = ProcessInfo.processInfo.environment
        merged["NO_COLOR"] = "1"
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = stdout.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = stderr.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return Output(
            exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            wasSignalled: process.terminationReason == .uncaughtSignal)
    }
}
