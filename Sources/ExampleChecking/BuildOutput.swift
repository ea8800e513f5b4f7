/// What `CompilerOutputParser` read in the output of one `swift build`.
public struct BuildOutput: Hashable, Sendable {
    /// Every distinct problem, in the order first printed. The same diagnostic printed by several jobs
    /// (the emit-module job and the compile job of one target) appears once.
    public var diagnostics: [CompilerDiagnostic]
    /// The kinds of build commands that failed (`emit-module`, `compile`, `link`, …), as SwiftPM named them;
    /// noise that says *that* something failed, never *what*.
    public var failedCommands: [String]
    /// SwiftPM cancelled the remaining jobs after a failure (`error: cancelled`), so targets that had not been
    /// compiled yet have no diagnostics even if they are broken.
    public var wasCancelled: Bool
    /// `Build complete!` was printed.
    public var succeeded: Bool

    public init(
        diagnostics: [CompilerDiagnostic] = [], failedCommands: [String] = [], wasCancelled: Bool = false,
        succeeded: Bool = false
    ) {
        self.diagnostics = diagnostics
        self.failedCommands = failedCommands
        self.wasCancelled = wasCancelled
        self.succeeded = succeeded
    }

    /// The errors (compiler, linker and build system).
    public var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
}
