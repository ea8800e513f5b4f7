import DocgenCore
import Foundation
import Testing

@testable import Translations

/// The QA part of the report: the summary comes first, every finding shows both passages and its short id,
/// and JSON carries the same.
@Suite struct TranslationReportRendererQATests {
    static let english = QAFingerprintTests.english + "\n\nThe bar is 44 pt tall.\n"
    static let russian =
        QAFingerprintTests.russian.replacingOccurrences(of: "`reloadData()`", with: "`reload()`")
        + "\n\nПанель высотой 45 пт.\n"

    static func report(russian: String = russian) -> TranslationReport {
        TranslationAnalyzer().analyze([
            CorpusFixture.document("Docs/pair.en.md", english), CorpusFixture.document("Docs/pair.ru.md", russian),
        ])
    }

    @Test func theSummaryIsTheFirstThingOfTheTextReport() throws {
        let report = Self.report()
        let triage = QATriage(report)
        #expect(triage.findings.count == 3)
        let lines = TranslationReportRenderer.text(report, triage: triage).split(separator: "\n").map(String.init)
        #expect(lines.first == "QA summary: 3 findings, 3 new, 0 baselined")
        let summaryEnd = try #require(lines.firstIndex(of: "Languages"))
        let summary = lines[..<summaryEnd].joined(separator: "\n")
        #expect(summary.contains("    DG0408 code         2"))
        #expect(summary.contains("    DG0409 number       1"))
        #expect(summary.contains("  by pair (1):\n    3  Docs/pair.ru.md ↔ Docs/pair.en.md"))
        // The identifier one typo away is the most likely real, with both passages under it.
        let first = try #require(lines.firstIndex { $0.hasPrefix("    1. ") })
        #expect(lines[first].contains("[\(triage.fingerprints[triage.top(1)[0]].shortID)] DG0408"))
        #expect(lines[first].contains("'searchResultUpdater'"))
        #expect(lines[first + 1].contains("original:    Create a UISearchController and set its searchResultsUpdater"))
        #expect(lines[first + 2].contains("translation: Создайте UISearchController и задайте его searchResultUpdater"))
    }

    @Test func eachFindingShowsItsShortIdAndBothPassages() throws {
        let report = Self.report()
        let triage = QATriage(report)
        let text = TranslationReportRenderer.text(report, triage: triage)
        let section = try #require(text.range(of: "\nQA (3)\n"))
        let details = text[section.upperBound...].split(separator: "\n").map(String.init)
        for (offset, index) in triage.new.enumerated() {
            let line = details[offset * 3]
            #expect(line.hasPrefix("  \(triage.findings[index].id) "))
            #expect(line.hasSuffix("[\(triage.fingerprints[index].shortID)]"))
            #expect(details[offset * 3 + 1].hasPrefix("      original:    "))
            #expect(details[offset * 3 + 2].hasPrefix("      translation: "))
        }
        #expect(text.contains("      translation: Панель высотой 45 пт."))
    }

    @Test func baselinedFindingsAreCountedNotShown() throws {
        let report = Self.report()
        let all = QATriage(report)
        let baseline = QABaseline(entries: [all.entry(all.top(1)[0])])
        let triage = QATriage(report, baseline: baseline)
        let text = TranslationReportRenderer.text(report, triage: triage)
        #expect(text.hasPrefix("QA summary: 3 findings, 2 new, 1 baselined\n"))
        #expect(text.contains("\nQA (2; 1 baselined, not shown)\n"))
        #expect(!text.contains("searchResultUpdater"))
    }

    @Test func controlCharactersOfAPassageNeverReachTheTerminal() {
        let russian = Self.russian.replacingOccurrences(of: "Панель высотой", with: "Панель\u{1B}[2J высотой")
        let text = TranslationReportRenderer.text(Self.report(russian: russian))
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("translation: Панель�[2J высотой 45 пт."))
    }

    @Test func jsonHasTheSummaryAndEachFindingsFingerprintAndPassages() throws {
        let report = Self.report()
        let triage = QATriage(report)
        let json = TranslationReportRenderer.json(report, triage: triage)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let summary: [String: Any] = try #require(object["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 3)
        #expect(summary["new"] as? Int == 3)
        #expect(summary["baselined"] as? Int == 0)
        let byCheck: [[String: Any]] = try #require(summary["byCheck"] as? [[String: Any]])
        let checkIDs: [String?] = byCheck.map { (entry: [String: Any]) -> String? in entry["id"] as? String }
        #expect(checkIDs == ["DG0408", "DG0409"])
        let top: [[String: Any]] = try #require(summary["top"] as? [[String: Any]])
        let topFingerprint: String? = top.first?["fingerprint"] as? String
        #expect(topFingerprint == triage.fingerprints[triage.top(1)[0]].value)
        let qa: [[String: Any]] = try #require(object["qa"] as? [[String: Any]])
        let fingerprints: [String?] = qa.map { (entry: [String: Any]) -> String? in entry["fingerprint"] as? String }
        #expect(fingerprints == triage.fingerprints.map(\.value))
        let excerpt: [String: Any] = try #require(qa.first?["excerpt"] as? [String: Any])
        let original: String? = excerpt["original"] as? String
        let translation: String? = excerpt["translation"] as? String
        #expect(original?.isEmpty == false)
        #expect(translation?.isEmpty == false)
    }
}
