import DocParsing
import DocgenCore
import Foundation
import Testing
import Translations

@Suite struct TranslationReportRendererTests {
    static func smallReport() -> TranslationReport {
        let document = CorpusFixture.document(
            "Docs/pairs.md",
            """
            # Search

            A search controller works with two custom view controllers that you provide.

            • 搜索控制器使用您提供的两个自定义视图控制器。

            For iOS, see the guide to learn how to implement a search controller.

            """)
        return TranslationAnalyzer().analyze([document])
    }

    @Test func coverageCountsPassagesPairsAndPercentagesPerDocumentAndLanguage() throws {
        let report = Self.smallReport()
        #expect(report.coverage.map(\.language) == [.human(.english), .human(.simplifiedChinese)])
        let english = try #require(report.coverage.first)
        #expect((english.passages, english.paired, english.unpaired, english.drifted) == (3, 1, 2, 0))
        #expect(abs(english.pairedPercent - 100.0 / 3) < 0.001)
        #expect(report.totalPassages == 4 && report.totalPaired == 2)
        #expect(report.pairedPercent == 50)
        #expect(report.isCoverage(below: 50.1))
        #expect(!report.isCoverage(below: 50))
    }

    @Test func aControlCharacterOfAFileNameNeverStartsALine() {
        // git allows a line feed in a file name; the rest of it would be a GitHub Actions workflow command.
        let document = CorpusFixture.document(
            "Docs/a\n::error file=x::pwned.md", "# Search\u{1B}[2J\n\nA search controller.\n\n• 搜索控制器。\n")
        let text = TranslationReportRenderer.text(TranslationAnalyzer().analyze([document]))
        let lines = text.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("::") || $0.contains("\u{1B}") }, "\(text)")
        #expect(text.contains("Docs/a�::error file=x::pwned.md"))
    }

    @Test func textReportListsCoveragePairsAndTotals() {
        let text = TranslationReportRenderer.text(Self.smallReport())
        #expect(text.contains("Docs/pairs.md  en        3         1 (33.3%)        2         0 (0.0%)"))
        #expect(text.contains("inline   Docs/pairs.md:3:1 en ↔ Docs/pairs.md:5:1 zh-Hans"))
        #expect(text.hasSuffix("4 passages, 2 paired (50.0%), 2 unpaired, 0 drifted\n"))
    }

    @Test func jsonIncludesEveryPairWithBothLocations() throws {
        let json = TranslationReportRenderer.json(Self.smallReport())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == 1)
        try expectLocations(pairs[0])
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["pairedPercent"] as? Double == 50)
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect((documents.first?["passages"] as? [Any])?.count == 4)
    }

    private func expectLocations(_ pair: [String: Any]) throws {
        let pairs = [pair]
        let source = try #require((pairs[0]["source"] as? [[String: Any]])?.first)
        let translation = try #require((pairs[0]["translation"] as? [[String: Any]])?.first)
        let sourceStart = try #require((source["range"] as? [String: Any])?["lowerBound"] as? [String: Any])
        let translationStart = try #require((translation["range"] as? [String: Any])?["lowerBound"] as? [String: Any])
        #expect(sourceStart["file"] as? String == "Docs/pairs.md")
        #expect(sourceStart["line"] as? Int == 3)
        #expect(translationStart["line"] as? Int == 5)
        #expect(translation["language"] as? String == "zh-Hans")
    }

    @Test func renderingIsDeterministic() throws {
        let first = try CorpusFixture.docsReport(), second = try CorpusFixture.docsReport()
        #expect(TranslationReportRenderer.json(first) == TranslationReportRenderer.json(second))
        #expect(TranslationReportRenderer.text(first) == TranslationReportRenderer.text(second))
    }
}
