import DocgenCore

/// A test process that died: a trap (`fatalError`, index out of range, force-unwrapped nil) or a signal.
///
/// When it happens the output ends abruptly, interleaved with Swift's backtrace; tests that were running
/// in parallel are all left without an end line. The crashed thread's frames name the test that trapped
/// (`Tests_<exampleID>.session()`), and, when the trap is in example code under `#sourceLocation`, the
/// Markdown line (`at Docs/x.ru.md:43:27`).
public struct TestCrash: Hashable, Sendable, Codable {
    /// One frame of the crashed thread's backtrace.
    public struct Frame: Hashable, Sendable, Codable {
        /// The demangled symbol (`Tests_doc__example.session()`, `crash(_:)`).
        public var symbol: String
        /// The source location, when the backtracer printed one (`at path:line[:col]`).
        public var location: SourceLocation?

        public init(symbol: String, location: SourceLocation?) {
            self.symbol = symbol
            self.location = location
        }
    }

    /// The Swift runtime's message: `Fatal error: Index out of range`, `Fatal error: boom`,
    /// `Precondition failed: …`.
    public var runtimeMessage: String?
    /// Where the runtime says the trap is, as `#fileID:line` (`ex_alpha/x.ru.md:43`,
    /// `Swift/ContiguousArrayBuffer.swift:692`).
    public var runtimeLocation: String?
    /// The signal number SwiftPM reported (`exited with unexpected signal code 4`).
    public var signal: Int?
    /// The backtracer's description (`Illegal instruction`).
    public var signalDescription: String?
    /// The crashed thread's frames, innermost first (empty when backtraces are off).
    public var frames: [Frame]
    /// Tests started but never ended (all of them, when tests ran in parallel).
    public var unfinishedTests: [String]
    /// Suites started but never ended.
    public var unfinishedSuites: [String]

    public init(
        runtimeMessage: String? = nil, runtimeLocation: String? = nil, signal: Int? = nil,
        signalDescription: String? = nil, frames: [Frame] = [], unfinishedTests: [String] = [],
        unfinishedSuites: [String] = []
    ) {
        self.runtimeMessage = runtimeMessage
        self.runtimeLocation = runtimeLocation
        self.signal = signal
        self.signalDescription = signalDescription
        self.frames = frames
        self.unfinishedTests = unfinishedTests
        self.unfinishedSuites = unfinishedSuites
    }

    /// The innermost frame location that satisfies `predicate` (e.g. a Markdown file: where in the docs the
    /// trapping code is).
    public func firstLocation(where predicate: (SourceLocation) -> Bool) -> SourceLocation? {
        frames.lazy.compactMap(\.location).first(where: predicate)
    }

    /// One line: `Fatal error: Index out of range (signal 4)`.
    public var summary: String {
        var text = runtimeMessage ?? signalDescription.map { "crashed: \($0)" } ?? "crashed"
        if let signal { text += " (signal \(signal))" }
        return text
    }
}
