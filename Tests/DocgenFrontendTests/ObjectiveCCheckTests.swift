import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` on Objective-C end to end: the bundled section "UISerachController в Objective-C",
/// copied into a scratch project with everything else in its document blanked (so its lines keep their
/// numbers and no Swift is built), is type-checked and passes; a misspelled selector in it fails at its
/// line; the results are kept.
@Suite(.serialized) struct ObjectiveCCheckTests {
    static let uikit = repositoryRoot.path
    static let document = "uisearchcontroller-topic.ru.md"

    /// The document's lines, with those outside the Objective-C section blanked.
    static func objectiveCSection() throws -> [String] {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Docs/\(document)"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("## ") && $0.contains("Objective-C") })
        let end = lines[start...].dropFirst().firstIndex { $0.hasPrefix("## ") } ?? lines.count
        return lines.indices.map { (start..<end).contains($0) ? lines[$0] : "" }
    }

    func run(_ lines: [String], _ arguments: [String] = [], checks: Int = 1) throws -> (
        build: String, check: DocgenProcess.Output
    ) {
        let directory = try makeScratchProject(
            "docgen-objc-check", docs: [Self.document: lines.joined(separator: "\n")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try DocgenProcess.run(["build", "--no-site", "--uikit-package", Self.uikit], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        var check = try DocgenProcess.run(["check", "--uikit-package", Self.uikit] + arguments, in: directory)
        for _ in 1..<checks {
            check = try DocgenProcess.run(["check", "--uikit-package", Self.uikit] + arguments, in: directory)
        }
        return (build.stdout, check)
    }

    @Test(.hangGuard) func anUnchangedRecheckKeepsTheResult() throws {
        let (_, check) = try run(try Self.objectiveCSection(), checks: 2)
        #expect(check.exitCode == 0)
        #expect(
            check.stdout.contains(
                "PASS uisearchcontroller_topic__uiserachcontroller_v_objective_c (compiled only) [kept]"),
            "\(check.stdout)")
    }

    @Test(.hangGuard) func theBundledSectionIsCheckedAndPasses() throws {
        let (build, check) = try run(try Self.objectiveCSection())
        #expect(build.contains("1 Objective-C type-checked by docgen check"), "\(build)")
        #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stdout.contains("PASS uisearchcontroller_topic__uiserachcontroller_v_objective_c (compiled only)"))
        #expect(check.stdout.split(separator: "\n").last == "1 passed, 0 failed, 0 incomplete, 0 skipped")
    }

    @Test(.hangGuard) func aMisspelledSelectorInItFailsAtItsLine() throws {
        var lines = try Self.objectiveCSection()
        let index = try #require(lines.firstIndex { $0.contains("[self.view addGestureRecognizer:") })
        lines[index] = lines[index].replacingOccurrences(of: "addGestureRecognizer:", with: "addGestureRecogniser:")
        let column =
            try #require(lines[index].range(of: "addGestureRecogniser:")).lowerBound.utf16Offset(in: lines[index]) + 1
        let (_, check) = try run(lines, ["--format", "json"])
        #expect(check.exitCode == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let example = try #require((json["examples"] as? [[String: Any]])?.first)
        #expect(example["status"] as? String == "failed")
        let error = try #require((example["diagnostics"] as? [[String: Any]])?.first)
        #expect(error["file"] as? String == "Docs/\(Self.document)")
        #expect(error["line"] as? Int == index + 1)
        #expect(error["column"] as? Int == column)
        #expect(
            (error["message"] as? String)?.hasPrefix(
                "no visible @interface for 'UIView' declares the selector 'addGestureRecogniser:'") == true,
            "\(error)")
    }
}
