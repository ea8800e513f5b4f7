import DocgenCore
import ExampleExtraction

/// The compiler behind a check: `swift build` of the scratch package and a type check of one example alone.
///
/// `SwiftToolchain` runs SwiftPM and `swiftc`; tests use a fake that returns canned diagnostics, so the
/// steps of a check can be tried without a compiler.
public protocol CheckToolchain: Sendable {
    /// Builds the scratch package holding these examples (those in `ownModule` each in a module of its own,
    /// the others where `ModuleSharing` puts them).
    func build(_ ids: Set<String>, ownModule: Set<String>) -> PackageBuild

    /// Every error of one example compiled alone, in a module of its own, against the support modules the
    /// last build built, each located in that example's generated file or at its doc lines; nil when the
    /// compiler could not be run.
    func compileAlone(_ id: String) -> [CompilerDiagnostic]?

    /// Every error of another reading of one example (the same id, another program: another host), compiled
    /// alone as `compileAlone(_:)` compiles it; nil when the compiler could not be run or the toolchain does
    /// not compile other readings.
    func compileAlone(reading example: Example) -> [CompilerDiagnostic]?

    /// The declared packages (of those at `paths`) whose `Package.swift` does not evaluate — it fails, or
    /// does not finish within the time limit — each with why; asked before the first build.
    func failingManifests(_ paths: Set<String>) -> [String: String]
}

extension CheckToolchain {
    /// None: a toolchain that compiles only the examples it was given.
    public func compileAlone(reading example: Example) -> [CompilerDiagnostic]? { nil }

    /// None: a toolchain that evaluates no manifest.
    public func failingManifests(_ paths: Set<String>) -> [String: String] { [:] }
}

/// What one `swift build` of the scratch package did.
public enum PackageBuild: Sendable {
    /// Everything built.
    case built
    /// The package could not be written (a generation failure): nothing was built.
    case notWritten([Diagnostic])
    /// The build failed or did not finish: what the compiler said.
    case failed(BuildFailure)
    /// `swift` could not be started: why.
    case cannotRun(String)
}

/// A `swift build` that did not succeed: its errors, read by `CompilerOutputParser`.
public struct BuildFailure: Hashable, Sendable {
    /// The errors, in the order printed.
    public var errors: [CompilerDiagnostic]
    /// The time limit (seconds) the build was stopped at; nil when it ended by itself.
    public var timedOutAfter: Double?
    /// The last lines of the output, for a failure that printed no error docgen can read.
    public var outputTail: String

    public init(errors: [CompilerDiagnostic], timedOutAfter: Double? = nil, outputTail: String = "") {
        self.errors = errors
        self.timedOutAfter = timedOutAfter
        self.outputTail = outputTail
    }
}
