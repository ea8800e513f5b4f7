import DocgenTestSupport
import Foundation
import Testing

/// `docgen translations` end to end on Docs/.
@Suite struct TranslationsCommandTests {
    @Test func jsonReportsPairsDriftAndEveryPassageLanguage() throws {
        let output = try DocgenProcess.run(["translations", "--format", "json"])
        #expect(output.exitCode == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        // Every English paragraph of the overview that has a "• " line is paired with it.
        #expect(pairs.filter { "\($0)".contains("uisearchcontroller-overview.md") }.count == 7)
        #expect(output.stderr.contains("uisearchcontroller-notes.zh-Hans.md:12:1: warning: quoted text differs"))
    }

    @Test func textReportEndsWithTotals() throws {
        let output = try DocgenProcess.run(["translations"])
        #expect(output.exitCode == 0)
        #expect(output.stdout.contains("Alignments (1)"))
        #expect(output.stdout.contains("Drift (2)"))
    }

    @Test func failUnderExitsOneBelowTheThreshold() throws {
        #expect(try DocgenProcess.run(["translations", "--fail-under", "99"]).exitCode == 1)
        #expect(try DocgenProcess.run(["translations", "--fail-under", "1"]).exitCode == 0)
        let bad = try DocgenProcess.run(["translations", "--fail-under", "lots"])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr.contains("--fail-under"))
    }

    // MARK: - Translation QA

    @Test func qaFindingsAreListedInTextAndJSONAtBothLocations() throws {
        let text = try DocgenProcess.run(["translations"])
        #expect(text.exitCode == 0, "\(text.stderr)")
        #expect(text.stdout.contains("QA (1)"))
        #expect(
            text.stdout.contains(
                "DG0408 code         Docs/uisearchcontroller-overview.md:24:1 ↔ Docs/uisearchcontroller-overview.md:22:1"
            ))
        #expect(
            text.stderr.contains(
                "Docs/uisearchcontroller-overview.md:24:1: warning: code 'init(searchResultsController:)'"))
        #expect(
            text.stderr.contains("Docs/uisearchcontroller-overview.md:22:1: note: the original is here"))

        let output = try DocgenProcess.run(["translations", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let qa = try #require(json["qa"] as? [[String: Any]])
        let finding = try #require(qa.first)
        #expect(finding["id"] as? String == "DG0408")
        #expect(finding["check"] as? String == "code")
        #expect((finding["location"] as? [String: Any])?["line"] as? Int == 24)
        #expect((finding["otherLocation"] as? [String: Any])?["line"] as? Int == 22)
        #expect((json["totals"] as? [String: Any])?["qa"] as? Int == 1)
    }

    @Test func failOnQAMakesFindingsErrorsAndExitsOne() throws {
        let output = try DocgenProcess.run(["translations", "--fail-on", "qa"])
        #expect(output.exitCode == 1)
        #expect(output.stderr.contains("Docs/uisearchcontroller-overview.md:24:1: error: code"))
        #expect(output.stderr.contains("1 new translation QA finding(s), --fail-on qa"))
        #expect(try DocgenProcess.run(["translations", "--fail-on", "everything"]).exitCode == 64)
    }

    @Test func githubActionsGetAnAnnotationPerFinding() throws {
        let output = try DocgenProcess.run(["translations"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(
            output.stdout.contains(
                "::warning file=Docs/uisearchcontroller-overview.md,line=24,col=1,title=DG0408::code 'init(searchResultsController:)'"
            ))
    }

    @Test func aDefectInjectedIntoACopyOfDocsFailsCIAtBothLines() throws {
        let project = try makeTemporaryDirectory("docgen-qa-ci")
        defer { try? FileManager.default.removeItem(at: project) }
        let docs = project.appendingPathComponent("Docs")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Docs"), to: docs)
        let translation = docs.appendingPathComponent("uisearchcontroller-topic.zh-Hant.md")
        let text = try String(contentsOf: translation, encoding: .utf8)
        try text.replacingOccurrences(of: "並採用 UISearchResultsUpdating 協議", with: "並採用 UISearchResultUpdating 協議")
            .write(to: translation, atomically: true, encoding: .utf8)
        let output = try DocgenProcess.run(
            ["translations", "--fail-on", "qa", "--format", "json"], in: project,
            environment: ["GITHUB_ACTIONS": "false"])
        #expect(output.exitCode == 1)
        #expect(
            output.stderr.contains(
                "Docs/uisearchcontroller-topic.zh-Hant.md:13:1: error: code 'UISearchResultsUpdating' of the original is 'UISearchResultUpdating' here"
            ))
        #expect(
            output.stderr.contains("Docs/uisearchcontroller-topic.ru.md:24:1: note: the original is here")
        )
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect((json["qa"] as? [[String: Any]])?.count == 2)
    }

    @Test func aBadGlossaryIsAnErrorAtItsLine() throws {
        let project = try makeTemporaryDirectory("docgen-glossary")
        defer { try? FileManager.default.removeItem(at: project) }
        let docs = project.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Search\n\nThe search bar filters the list of rows.\n".write(
            to: docs.appendingPathComponent("a.en.md"), atomically: true, encoding: .utf8)
        try "# Поиск\n\nПоле ввода фильтрует список строк.\n".write(
            to: docs.appendingPathComponent("a.ru.md"), atomically: true, encoding: .utf8)
        try "en\tru\nsearch bar\tстрока поиска\nsearch bar\tпанель поиска\n".write(
            to: docs.appendingPathComponent("glossary.tsv"), atomically: true, encoding: .utf8)
        let output = try DocgenProcess.run(["translations", "Docs"], in: project)
        #expect(output.exitCode == 65)
        #expect(
            output.stderr.contains(
                "Docs/glossary.tsv:3:1: error: glossary term 'search bar' for en is already listed at line 2"))
        // The rows without a problem are still used.
        #expect(
            output.stderr.contains("Docs/a.ru.md:3:1: warning: term 'search bar' is not translated as 'строка поиска'"))
        let missing = try DocgenProcess.run(["translations", "Docs", "--glossary", "nope.tsv"], in: project)
        #expect(missing.exitCode == 74)
    }
}
