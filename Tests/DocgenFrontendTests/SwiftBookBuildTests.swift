import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` on a chapter of *The Swift Programming Language* and its Chinese translation, as vendored
/// (`Tests/Fixtures/swift-book`): both build, and a listing edited after its test is drift at the test.
@Suite struct SwiftBookBuildTests {
    @Test func theGuidedTourInBothLanguagesBuildsAndItsDriftIsLocated() throws {
        let book = repositoryRoot.appendingPathComponent("Tests/Fixtures/swift-book/Docs")
        var docs: [String: String] = [:]
        for name in ["GuidedTour.en.md", "GuidedTour.zh-Hans.md"] {
            docs[name] = try String(contentsOf: book.appendingPathComponent(name), encoding: .utf8)
        }
        let directory = try makeScratchProject("docgen-swift-book", docs: docs)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(["build", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let drift = (output.stdout + output.stderr).split(separator: "\n").filter { $0.contains("[DG0313]") }
        // The book's actors section shows `actor ServerConnection`; its test still has `actor Oven`.
        for file in ["Docs/GuidedTour.en.md", "Docs/GuidedTour.zh-Hans.md"] {
            #expect(
                drift.contains { $0.hasPrefix(file + ":") && $0.contains("'actor ServerConnection {'") },
                "\(drift)")
        }
        #expect(!(output.stdout + output.stderr).contains("[DG0314]"))
    }

    /// Issue 32 item 6, end to end on the shortest chapter with tests and claims (Deinitialization): the
    /// Chinese listings are the English ones (comments aside), checked once with both sources; a claim only
    /// the translation gets wrong fails at its line, and the report counts each book's claims; the Chinese
    /// tests, the same as the English, pass; an unchanged re-check reuses every result, the tests' too.
    @Test func bothLanguagesOfAChapterAreCheckedOnceWithEachOnesClaims() throws {
        let book = repositoryRoot.appendingPathComponent("Tests/Fixtures/swift-book")
        var docs: [String: String] = [:]
        for name in ["Deinitialization.en.md", "Deinitialization.zh-Hans.md"] {
            docs[name] = try String(contentsOf: book.appendingPathComponent("Docs/\(name)"), encoding: .utf8)
        }
        // The translation's claim at line 122 says 9800 where the program prints 9900.
        docs["Deinitialization.zh-Hans.md"] = docs["Deinitialization.zh-Hans.md"]?.replacingOccurrences(
            of: "// 打印 \"There are now 9900 coins", with: "// 打印 \"There are now 9800 coins")
        let directory = try makeScratchProject("docgen-swift-book-pair", docs: docs)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: book.appendingPathComponent("docgen.config"), to: directory.appendingPathComponent("docgen.config"))
        let build = try DocgenProcess.run(
            ["build", "--no-site", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(build.exitCode == 0, "\(build.stderr)")
        let check = try DocgenProcess.run(["check", "--format", "json"], in: directory)
        let examples = try Self.examples(check.stdout)
        let listings = examples.filter { !(($0["id"] as? String) ?? "").contains("__test_") }
        #expect(listings.count == 6)
        #expect(
            listings.allSatisfy {
                Self.files(of: $0) == ["Docs/Deinitialization.en.md", "Docs/Deinitialization.zh-Hans.md"]
            })
        let failed = listings.filter { $0["status"] as? String == "failed" }
        let places = failed.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }.map { diagnostic in
            "\(diagnostic["file"] ?? ""):\(diagnostic["line"] ?? "")"
        }
        #expect(places == ["Docs/Deinitialization.zh-Hans.md:122"], "\(check.stdout)")
        // Each book's six claims are counted: twelve, checked against the one run; one is wrong.
        let report = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
        let claims = report?["claims"] as? [String: Int]
        #expect(claims == ["found": 12, "checked": 12, "right": 11, "wrong": 1], "\(claims ?? [:])")
        let tests = examples.filter { (($0["id"] as? String) ?? "").contains("__test_") }
        #expect(tests.map { $0["status"] as? String } == ["passed", "passed"])
        let again = try DocgenProcess.run(["check", "--format", "json"], in: directory)
        #expect(try Self.examples(again.stdout).allSatisfy { $0["cached"] as? Bool == true })
    }

    static func examples(_ json: String) throws -> [[String: Any]] {
        let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return report?["examples"] as? [[String: Any]] ?? []
    }

    static func files(of example: [String: Any]) -> [String] {
        ((example["locations"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String }
    }
}
