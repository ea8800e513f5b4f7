import DocgenTestSupport
import Foundation
import Testing

/// A Markdown file name may hold a line feed (git allows it). Printed raw, the rest of the name
/// `Docs/a\n::error file=x::pwned.en.md` would start a line of its own, which GitHub Actions reads as a
/// workflow command; every text output shows the control character as `�` instead.
@Suite struct LogInjectionTests {
    static let name = "a\n::error file=x::pwned.en.md"
    static let shown = "Docs/a�::error file=x::pwned.en.md"
    static let doc = """
        # Search\u{1B}[2J

        A search controller.

        ```swift
        import UIKit

        class SearchViewController: UITableViewController {}
        ```
        """

    /// Every line of both streams: none is a workflow command or holds an escape, and the name is shown.
    func expectSafe(_ output: DocgenProcess.Output, _ command: String) {
        let lines = (output.stdout + "\n" + output.stderr).split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("::") || $0.contains("\u{1B}") }, "\(command): \(output.stdout)")
        #expect(output.stdout.contains(Self.shown), "\(command): \(output.stdout)")
    }

    @Test func extractTranslationsAndBuildNeverLetAFileNameStartALine() throws {
        let directory = try makeScratchProject("docgen-log-injection", docs: [Self.name: Self.doc])
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in [["extract"], ["translations"], ["build", "--no-site", "--uikit-package", repositoryRoot.path]] {
            let output = try DocgenProcess.run(command, in: directory)
            #expect(output.exitCode == 0, "\(command): \(output.stderr)")
            expectSafe(output, command[0])
        }
        // JSON keeps the name exactly, as a JSON escape.
        let json = try DocgenProcess.run(["extract", "--format", "json"], in: directory)
        #expect(json.stdout.contains(#""Docs/a\n::error file=x::pwned.en.md""#))
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil)
    }
}
