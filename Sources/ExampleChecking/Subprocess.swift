import Foundation

/// Runs a command to completion (or until a time limit), collecting its output.
///
/// stdout and stderr are drained on their own threads while the child runs, so it can never block on a
/// full pipe; a child past its time limit is terminated (then killed) and reported as timed out.
public struct Subprocess: Sendable {
    public struct Output: Sendable {
        public var exitCode: Int32
        /// Whether the child was stopped by a signal (a trap, or our own termination).
        public var wasSignalled: Bool
        public var timedOut: Bool
        public var stdout: String
        public var stderr: String
        /// The signal that stopped the command (directly, or as `timeout`'s 128 + signal), if one did.
        public var signal: Int32? {
            if wasSignalled { return exitCode }
            return !timedOut && exitCode > 128 && exitCode < 160 ? exitCode - 128 : nil
        }
        /// stdout then stderr, as a person would read them.
        public var combined: String { stdout + (stdout.isEmpty || stdout.hasSuffix("\n") ? "" : "\n") + stderr }
    }

    public var executable: String
    public var arguments: [String]
    public var directory: URL?
    public var environment: [String: String]?
    /// Seconds before the child is stopped; nil for no limit.
    public var timeLimit: Double?

    public init(
        _ executable: String, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        timeLimit: Double? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.timeLimit = timeLimit
    }

    /// Runs the command; `onLine` sees each stdout/stderr line as it arrives (for progress).
    ///
    /// With a time limit the command runs under coreutils' `timeout`, which puts it in its own process
    /// group and stops the whole group (test runners spawn children of their own).
    public func run(onLine: (@Sendable (String) -> Void)? = nil) throws -> Output {
        let process = Process()
        var command = [executable] + arguments
        if let timeLimit {
            command = ["timeout", "--kill-after=5", String(format: "%.0f", timeLimit.rounded(.up))] + command
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()

        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isError) in [(out, false), (err, true)] {
            DispatchQueue.global().async(group: group) {
                let handle = pipe.fileHandleForReading
                var pending = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    collected.append(chunk, isError: isError)
                    guard let onLine else { continue }
                    pending.append(chunk)
                    while let newline = pending.firstIndex(of: 0x0A) {
                        onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                        pending.removeSubrange(pending.startIndex...newline)
                    }
                }
            }
        }
        group.wait()
        process.waitUntilExit()
        // `timeout` exits 124 when it stopped the command, 137 when it had to kill it.
        let timedOut = timeLimit != nil && [124, 137].contains(process.terminationStatus)
        return Output(
            exitCode: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, stdout: collected.text(isError: false), stderr: collected.text(isError: true))
    }

    /// Output gathered from two reader threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()

        func append(_ data: Data, isError: Bool) {
            lock.withLock { if isError { err.append(data) } else { out.append(data) } }
        }

        func text(isError: Bool) -> String {
            lock.withLock { String(decoding: isError ? err : out, as: UTF8.self) }
        }
    }
}
