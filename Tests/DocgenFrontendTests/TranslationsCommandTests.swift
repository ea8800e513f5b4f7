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
}
