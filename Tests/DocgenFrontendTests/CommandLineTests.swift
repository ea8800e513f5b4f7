import ExampleChecking
import Foundation
import Testing

/// The CLI as a process: help, version, usage errors and their exit codes.
@Suite struct CommandLineTests {
    @Test func helpListsTheCommands() throws {
        let output = try DocgenProcess.run(["--help"])
        #expect(output.exitCode == 0)
        for command in ["build", "check", "extract"] { #expect(output.stdout.contains("  \(command)")) }
    }

    @Test func versionPrintsOneLine() throws {
        let output = try DocgenProcess.run(["--version"])
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasPrefix("docgen "))
        // 0.2: results kept by an older docgen (the cache is keyed by the version) are not reused.
        #expect(output.stdout == "docgen 0.2.0-dev\n")
        #expect(output.stdout.split(separator: "\n").count == 1)
    }

    @Test(arguments: [["help", "extract"], ["extract", "--help"]])
    func commandHelp(arguments: [String]) throws {
        let output = try DocgenProcess.run(arguments)
        #expect(output.exitCode == 0)
        #expect(output.stdout.contains("USAGE: docgen extract"))
        #expect(output.stdout.contains("--format"))
    }

    /// The help says what the checker does: its limit of builds is the checker's own.
    @Test func checkHelpGivesTheCheckersBuildLimit() throws {
        let output = try DocgenProcess.run(["help", "check"])
        let text = output.stdout.split(whereSeparator: \.isNewline).joined(separator: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        #expect(text.contains("at most \(ExampleChecker.maximumBuilds) builds whatever fails"), "\(output.stdout)")
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["help", "frobnicate"], "unknown command 'frobnicate'"),
        (["extract", "--format", "yaml"], "invalid value 'yaml' for '--format'"),
        (["extract", "--format"], "option '--format' needs a value"),
        (["extract", "--fromat", "json"], "unknown option '--fromat'"),
        (["extract", "--format=json", "--format", "text"], "option '--format' given more than once"),
        ([], "USAGE: docgen"),
    ])
    func usageErrorsExit64AndNameTheArgument(arguments: [String], message: String) throws {
        let output = try DocgenProcess.run(arguments)
        #expect(output.exitCode == 64)
        #expect(output.stderr.contains(message))
        #expect(output.stdout.isEmpty)
    }
}
