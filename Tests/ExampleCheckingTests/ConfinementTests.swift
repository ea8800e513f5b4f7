import DocgenCore
import Foundation
import Testing

@testable import ExampleChecking

/// Issue 34: what a `should_fail` example must do (trap) told from what it must not (hang, fork bomb,
/// leave processes, flood the output), and the warnings of a check that runs less confined than promised.
@Suite struct ConfinementTests {
    static let at = SourceLocation(file: "Docs/a.en.md", line: 3, column: 1)

    func output(exitCode: Int32 = 0, signalled: Bool = false, timedOut: Bool = false) -> Subprocess.Output {
        Subprocess.Output(exitCode: exitCode, wasSignalled: signalled, timedOut: timedOut, stdout: "", stderr: "")
    }

    func failures(_ output: Subprocess.Output) -> [DiagnosticID] {
        let misconduct = output.misconduct(at: Self.at, outputLimit: 1 << 20, processLimit: 20)
        return ExampleChecker.shouldFailFailures(output, misconduct: misconduct, at: Self.at, timeLimit: 5).map(\.id)
    }

    @Test func aTrapPassesAndARunToTheEndFails() {
        #expect(failures(output(exitCode: 4, signalled: true)) == [])
        #expect(failures(output(exitCode: 132)) == [])
        #expect(failures(output(exitCode: 0)) == [.shouldFailDidNotFail])
        #expect(failures(output(exitCode: 1)) == [.shouldFailDidNotFail])
    }

    /// Before: a fork bomb killed the counting shell (a signal, or an odd status), and the example passed.
    @Test func aForkBombOrProcessesLeftBehindAreNoTrap() {
        var bomb = output(exitCode: 9, signalled: true)
        bomb.reachedProcessLimit = true
        #expect(failures(bomb) == [.exampleReachedProcessLimit])
        var leaver = output(exitCode: 6, signalled: true)
        leaver.strayProcessCount = 3
        #expect(failures(leaver) == [.exampleLeftProcesses])
        var flood = output(exitCode: 6, signalled: true)
        flood.isTruncated = true
        flood.byteCount = 3 << 20
        #expect(failures(flood) == [.exampleOutputTooLarge])
        #expect(failures(output(exitCode: 9, signalled: true, timedOut: true)) == [.exampleTimedOut])
    }

    @Test func unjailedToolsAndUnsandboxedExamplesAreSaid() {
        #expect(ExampleChecker.confinementWarnings(toolsJailed: true, compiles: true, examplesUnsandboxed: nil).isEmpty)
        // Nothing compiled (only skipped examples): nothing ran unjailed.
        #expect(
            ExampleChecker.confinementWarnings(toolsJailed: false, compiles: false, examplesUnsandboxed: nil).isEmpty)
        let warnings = ExampleChecker.confinementWarnings(
            toolsJailed: false, compiles: true, examplesUnsandboxed: "bwrap is not installed")
        #expect(warnings.map(\.id) == [.toolsUnjailed, .examplesUnsandboxed])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings[1].message.hasSuffix(": bwrap is not installed"))
    }

    /// A tool (SwiftPM, a compiler, a declared package's manifest) sees the toolchain's and the locale's
    /// variables, not CI's secrets, nor the shell's own (`_`, `OLDPWD`, `SHLVL`: they differ from run to run,
    /// and SwiftPM compiled docgen's plugin again whenever its environment changed).
    @Test func toolsGetTheToolchainsVariablesOnly() throws {
        let outside = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": "/root",
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "SWIFTPM_ENABLE_PLUGINS": "1", "SWIFT_BACKTRACE": "enable=no",
            "GITHUB_TOKEN": "ghp-secret", "AWS_SECRET_ACCESS_KEY": "aws-secret", "_": "/usr/local/bin/docgen",
            "OLDPWD": "/somewhere", "SHLVL": "3",
        ]
        let output = try Subprocess("/usr/bin/env", [], environment: outside, timeLimit: 30).jailed().run()
        #expect(output.exitCode == 0, "\(output.stderr)")
        let names = Set(
            output.stdout.split(separator: "\n").compactMap { $0.split(separator: "=").first.map(String.init) })
        for kept in ["PATH", "HOME", "LANG", "LC_ALL", "SWIFTPM_ENABLE_PLUGINS", "SWIFT_BACKTRACE"] {
            #expect(names.contains(kept), "\(kept) is gone")
        }
        for dropped in ["GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "_", "OLDPWD", "SHLVL"] {
            #expect(!names.contains(dropped), "\(dropped) reached the tool")
        }
        #expect(!output.stdout.contains("secret"))
    }
}
