import DocgenTestSupport
import Foundation
import Testing

/// `docgen translations` with a baseline, end to end: a team writes it, commits it, CI fails only on new
/// findings, one finding is accepted without editing the translation, and every bad baseline is one line.
@Suite struct TranslationsBaselineCommandTests {
    /// A copy of Docs/ in a new project folder (removed by the caller).
    static func project() throws -> URL {
        let project = try makeTemporaryDirectory("docgen-qa-baseline")
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Docs"), to: project.appendingPathComponent("Docs"))
        return project
    }

    static func edit(_ project: URL, _ file: String, _ old: String, _ new: String) throws {
        let url = project.appendingPathComponent("Docs/" + file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(file)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    static let baselineName = "translations-baseline.json"

    static func typo(_ project: URL) throws {
        try edit(
            project, "uisearchcontroller-topic.zh-Hant.md", "並採用 UISearchResultsUpdating 協議",
            "並採用 UISearchResultUpdating 協議")
    }

    @Test func theTriageWorkflowFailsCIOnlyOnNewFindings() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        try Self.writeAndCommitTheBaseline(project)
        let id = try Self.aNewFindingFailsCIAlone(project)
        try Self.acceptingItPassesCI(project, id: id)
        try Self.fixingItLeavesAStaleEntry(project)
    }

    /// The baseline written beside Docs/, read there by default: nothing new, CI passes.
    static func writeAndCommitTheBaseline(_ project: URL) throws {
        let written = try DocgenProcess.run(["translations", "--write-baseline", Self.baselineName], in: project)
        #expect(written.exitCode == 0, "\(written.stderr)")
        #expect(written.stdout.contains("wrote 1 finding(s) to the baseline \(Self.baselineName)"))
        let baseline = try String(contentsOf: project.appendingPathComponent(Self.baselineName), encoding: .utf8)
        #expect(baseline.contains("\"generator\": \"docgen translations\""))
        #expect(!baseline.contains("\"line\""))

        // The default baseline beside Docs/: nothing new, CI passes.
        let clean = try DocgenProcess.run(["translations", "--fail-on", "qa"], in: project)
        #expect(clean.exitCode == 0, "\(clean.stderr)")
        #expect(clean.stdout.hasPrefix("QA summary: 1 finding, 0 new, 1 baselined\n"))
        #expect(!clean.stderr.contains("[DG0408]"))
    }

    /// Lines inserted above the baselined finding leave it baselined; a new typo fails CI, alone. Its id.
    static func aNewFindingFailsCIAlone(_ project: URL) throws -> String {
        try Self.edit(
            project, "uisearchcontroller-overview.md", "# UISearchController\n", "# UISearchController\n\n\n\n")
        try Self.typo(project)
        let failing = try DocgenProcess.run(["translations", "--fail-on", "qa"], in: project)
        #expect(failing.exitCode == 1)
        #expect(failing.stdout.hasPrefix("QA summary: 2 findings, 1 new, 1 baselined\n"))
        #expect(
            failing.stderr.contains("uisearchcontroller-topic.zh-Hant.md:13:1: error: code 'UISearchResultsUpdating'"))
        #expect(!failing.stderr.contains("uisearchcontroller-overview.md:27:1: error"))
        #expect(failing.stderr.contains("1 new translation QA finding(s) (1 baselined), --fail-on qa"))
        return try #require(Self.shortID(in: failing.stdout, of: "UISearchResultUpdating"))
    }

    /// Accepting it by the short id the report shows, with a reason: CI passes again.
    static func acceptingItPassesCI(_ project: URL, id: String) throws {
        let accepted = try DocgenProcess.run(
            ["translations", "--accept", id, "--reason", "the demo app's typo"], in: project)
        #expect(accepted.exitCode == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("accepted [\(id)] DG0408"))
        let after = try String(contentsOf: project.appendingPathComponent(Self.baselineName), encoding: .utf8)
        #expect(after.contains("\"reason\": \"the demo app's typo\""))
        #expect(try DocgenProcess.run(["translations", "--fail-on", "qa"], in: project).exitCode == 0)
    }

    /// Fixing the typo leaves a stale entry: one note.
    static func fixingItLeavesAStaleEntry(_ project: URL) throws {
        try Self.edit(
            project, "uisearchcontroller-topic.zh-Hant.md", "並採用 UISearchResultUpdating 協議",
            "並採用 UISearchResultsUpdating 協議")
        let fixed = try DocgenProcess.run(["translations", "--fail-on", "qa"], in: project)
        #expect(fixed.exitCode == 0)
        let stale = fixed.stderrLines.filter { $0.contains("[DG0423]") }
        #expect(
            stale == [
                "\(Self.baselineName):1:1: note: 1 baselined finding is fixed; rewrite the baseline (--write-baseline) [DG0423]"
            ])
    }

    /// The `[id]` of the first text-report line naming `value`.
    static func shortID(in report: String, of value: String) -> String? {
        guard let line = report.split(separator: "\n").first(where: { $0.contains(value) && $0.contains("[") }),
            let open = line.firstIndex(of: "[")
        else { return nil }
        let id = line[line.index(after: open)...].prefix { $0 != "]" }
        return id.count == 8 ? String(id) : nil
    }

    @Test func aCorruptBaselineIsOneLocatedErrorAndExits65() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let cases: [(text: String, line: String)] = [
            (
                "{\"generator\": \"docgen translations\",\n  \"version\": 1,\n  \"findings\": [ 1 2 ]\n}",
                "b.json:3:19: error: baseline is not JSON"
            ),
            (
                "{\"generator\": \"docgen translations\",\n  \"version\": 9, \"findings\": []}",
                "b.json:2:3: error: baseline version 9 is not 1"
            ),
            (
                "{\"generator\": \"docgen translations\", \"version\": 1, \"findings\": {}}",
                "b.json:1:52: error: baseline has no \"findings\" array"
            ),
            ("{\"ignore\": [\"DG0408\"]}", "b.json:1:1: error: not a baseline docgen wrote"),
        ]
        for (text, line) in cases {
            try text.write(to: project.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
            let output = try DocgenProcess.run(["translations", "--baseline", "b.json"], in: project)
            #expect(output.exitCode == 65, "\(text)")
            let errors = output.stderrLines.filter { $0.contains(": error: ") }
            #expect(errors.count == 1 && errors.first?.hasPrefix(line) == true, "\(errors)")
            #expect(errors.first?.hasSuffix("[DG0420]") == true || errors.first?.hasSuffix("[DG0421]") == true)
        }
        let missing = try DocgenProcess.run(["translations", "--baseline", "nope.json"], in: project)
        #expect(missing.exitCode == 74)
    }

    @Test func aBaselineOfAnotherBookIsSaidToBe() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let book = repositoryRoot.appendingPathComponent("Tests/Fixtures/swift-book/Docs")
        let chapter = ["AccessControl.en.md", "AccessControl.zh-Hans.md"].map { book.appendingPathComponent($0).path }
        let other = try DocgenProcess.run(["translations", "--write-baseline", "other.json"] + chapter, in: project)
        #expect(other.exitCode == 0, "\(other.stderr)")
        #expect(!other.stdout.contains("wrote 0 finding"))
        let output = try DocgenProcess.run(
            ["translations", "--baseline", "other.json", "--fail-on", "qa"], in: project)
        #expect(output.exitCode == 1)
        #expect(output.stderr.contains("other.json:1:1: warning: baseline names none of this project's documents"))
        #expect(!output.stderr.contains("[DG0423]"))
    }

    @Test func docgenNeverOverwritesAFileItDidNotWrite() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let notes = project.appendingPathComponent("notes.json")
        try "{\"mine\": true}\n".write(to: notes, atomically: true, encoding: .utf8)
        let output = try DocgenProcess.run(["translations", "--write-baseline", "notes.json"], in: project)
        #expect(output.exitCode == 65)
        #expect(output.stderrLines.filter { $0.contains("error") }.count == 1)
        #expect(output.stderr.contains("notes.json:1:1: error: not a baseline docgen wrote"))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "{\"mine\": true}\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func acceptingAnUnknownIdNamesItAndWritesNothing() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let output = try DocgenProcess.run(["translations", "--accept", "0badc0de"], in: project)
        #expect(output.exitCode == 64)
        #expect(output.stderr.contains("docgen: error: no finding has the id '0badc0de'"))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent(Self.baselineName).path))
        #expect(try DocgenProcess.run(["translations", "--reason", "why"], in: project).exitCode == 64)
    }

    @Test func sarifIsALogOfTheNewFindings() throws {
        let output = try DocgenProcess.run(["translations", "--format", "sarif", "--fail-on", "qa"])
        #expect(output.exitCode == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "DG0408" && result["level"] as? String == "error")
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Docs/uisearchcontroller-overview.md"
        )
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 24 && region["startColumn"] as? Int == 1)
    }
}
