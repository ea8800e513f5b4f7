import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` end to end when the code docgen generates around examples does not compile: that is
/// docgen's internal error (`DG0518`), never the doc's. An example with no error of its own is not checked
/// (skipped, never failed), the check fails with the internal error and keeps no results; an example with an
/// error of its own still fails for that error.
///
/// The generated code is broken on purpose by the project's own entry-point template (a line no doc wrote).
@Suite(.serialized) struct GeneratedCodeErrorCheckTests {
    static let doc = """
        \(searchControllerDocument(heading: "Good", controller: "GoodController", entries: ("Apple", "Pear")))

        \(searchControllerDocument(heading: "Typo", controller: "TypoController", entries: ("Plum", "Fig"))
            .replacingOccurrences(of: "results = entries.filter", with: "results = entrie.filter"))
        """

    @Test(.hangGuard) func aGeneratedLineThatDoesNotCompileIsDocgensError() throws {
        let directory = try makeScratchProject("docgen-generated-error", docs: ["g.en.md": Self.doc])
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = directory.appendingPathComponent("Templates/package/Entry.swift.mustache")
        let template = try String(contentsOf: entry, encoding: .utf8)
        try (template + "\nprivate let docgenBroken_{{id}}: Int = \"not an Int\"\n").write(
            to: entry, atomically: true, encoding: .utf8)
        let uikit = repositoryRoot.path
        let build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")

        let check = try DocgenProcess.run(["check", "--format", "json", "--uikit-package", uikit], in: directory)
        #expect(check.exitCode == 1, "\(check.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any],
            "docgen check printed no JSON: \(check.stderr)")
        let examples = try #require(json["examples"] as? [[String: Any]])
        func example(_ id: String) -> [String: Any]? {
            examples.first { (entry: [String: Any]) -> Bool in entry["id"] as? String == id }
        }
        let good = try #require(example("g__good"))
        #expect(good["status"] as? String == "skipped")
        #expect(
            good["reason"] as? String == "not checked: docgen generated code that does not compile (internal error)")
        let goodDiagnostics = good["diagnostics"] as? [[String: Any]] ?? []
        let goodIDs: [String?] = goodDiagnostics.map { (entry: [String: Any]) -> String? in entry["id"] as? String }
        #expect(goodIDs == ["DG0518"])
        #expect(
            (goodDiagnostics.first?["message"] as? String)?.hasPrefix(
                "docgen generated code that does not compile (internal error) — please report: ") == true)

        // The typo is the doc's error, whatever docgen's code around it does.
        let typo = try #require(example("g__typo"))
        #expect(typo["status"] as? String == "failed")
        let typoDiagnostics = typo["diagnostics"] as? [[String: Any]] ?? []
        #expect(typoDiagnostics.contains { $0["message"] as? String == "cannot find 'entrie' in scope" })
        #expect(!typoDiagnostics.contains { $0["id"] as? String == "DG0518" })

        // The run itself has the internal error: the check fails, and nothing is kept as checked.
        let runDiagnostics = json["diagnostics"] as? [[String: Any]] ?? []
        #expect(runDiagnostics.contains { $0["id"] as? String == "DG0518" })
        #expect((json["summary"] as? [String: Int])?["failed"] == 1)
    }
}
