import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` after an edit: only the changed example is built and tested, the others keep their
/// results; and `docgen build` says which examples have a module of their own, and why.
@Suite(.serialized) struct EditLoopCheckTests {
    @Test(.hangGuard) func aReCheckAfterAnEditChecksOnlyTheChangedExample() throws {
        let checks = CheckCommandTests()
        let other = CheckCommandTests.goodExample.replacingOccurrences(of: "# Good", with: "# Other")
            .replacingOccurrences(of: "Advanced", with: "Expert")
        let directory = try checks.project(docs: ["good.en.md": CheckCommandTests.goodExample, "other.en.md": other])
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try checks.check(directory)
        #expect(first.stdout.split(separator: "\n").last == "2 passed, 0 failed, 0 incomplete, 0 skipped")

        // Change one entry of one example (and its session), regenerate, re-check.
        let changed = other.replacingOccurrences(of: "Expert", with: "Master")
        try changed.write(
            to: directory.appendingPathComponent("Docs/other.en.md"), atomically: true, encoding: .utf8)
        let build = try DocgenProcess.run(
            ["build", "--quiet", "--uikit-package", CheckCommandTests.uikit], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        let again = try checks.check(directory, ["--format", "json"])
        try expectOnlyTheEditedOneRechecked(again)
    }

    private func expectOnlyTheEditedOneRechecked(_ again: DocgenProcess.Output) throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        let examples = try #require(json["examples"] as? [[String: Any]])
        let cached: [String: Bool?] = Dictionary(
            uniqueKeysWithValues: examples.compactMap { (example: [String: Any]) -> (String, Bool?)? in
                (example["id"] as? String).map { (id: String) -> (String, Bool?) in (id, example["cached"] as? Bool) }
            })
        #expect(cached == ["good__good": true, "other__other": false])
        #expect((json["summary"] as? [String: Int]) == ["passed": 2, "failed": 0, "skipped": 0, "incomplete": 0])
    }

    @Test func buildSaysWhichExamplesHaveAModuleOfTheirOwnAndWhy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-sharing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Templates"),
            to: directory.appendingPathComponent("Templates"))
        try "# Public\n\n```swift\nimport UIKit\n\npublic class Shown: UIViewController {}\n```\n".write(
            to: directory.appendingPathComponent("Docs/public.en.md"), atomically: true, encoding: .utf8)
        try "# Alone\n\n```swift standalone\nimport UIKit\n\nclass ViewController: UIViewController {}\n```\n".write(
            to: directory.appendingPathComponent("Docs/alone.en.md"), atomically: true, encoding: .utf8)
        try "# Shared\n\n```swift\nimport UIKit\n\nclass ViewController: UITableViewController {}\n```\n".write(
            to: directory.appendingPathComponent("Docs/shared.en.md"), atomically: true, encoding: .utf8)
        let build = try DocgenProcess.run(
            ["build", "--no-site", "--uikit-package", CheckCommandTests.uikit], in: directory)
        #expect(build.exitCode == 0, "\(build.stderr)")
        let lines = build.stdout.split(separator: "\n")
        #expect(
            lines.contains("public__public: in a module of its own: declares public class Shown (Docs/public.en.md:6)"))
        #expect(lines.contains("alone__alone: in a module of its own: marked standalone"))
        #expect(!build.stdout.contains("shared__shared: in a module"))
        let files = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("Examples/Sources").path)
        #expect(Set(files).isSuperset(of: ["DocgenExamples", "public__public", "alone__alone"]))
    }
}
