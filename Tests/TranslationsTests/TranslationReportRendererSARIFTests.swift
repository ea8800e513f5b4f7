import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

@testable import Translations

/// `docgen translations --format sarif`: a SARIF 2.1.0 log of the new findings.
@Suite struct TranslationReportRendererSARIFTests {
    static func sarif(severity: Diagnostic.Severity = .warning) -> String {
        let report = TranslationReportRendererQATests.report()
        let triage = QATriage(report, root: ProjectRoot(".", currentDirectory: "/work/book"))
        // A stand-in for the conversion to code points, to see that the renderer takes its columns from it.
        return TranslationReportRenderer.sarif(
            triage, toolVersion: "1.2.3", severity: severity, codePointColumn: { $0.column > 1 ? $0.column - 1 : nil })
    }

    @Test func theLogMatchesItsGoldenFile() throws {
        try Golden.expect(
            Self.sarif(),
            matches: repositoryRoot.appendingPathComponent("Tests/TranslationsTests/Golden/qa.sarif.json"),
            recordWith: "TranslationReportRendererSARIFTests")
    }

    @Test func theLogHasTheShapeSARIFReadersNeed() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.sarif().utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        #expect((object["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "docgen" && driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == QACheck.allCases.map(\.diagnosticID.rawValue))
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            #expect(rules.contains { $0["id"] as? String == ruleId })
            #expect(result["level"] as? String == "warning")
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Docs/pair.ru.md")
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            let fingerprint = (result["partialFingerprints"] as? [String: Any])?["docgenQAFingerprint/v1"] as? String
            #expect(fingerprint.map(QAFingerprint.isWellFormed) == true)
        }
    }

    @Test func theLevelIsTheFindingsSeverity() {
        let errors = Self.sarif(severity: .error).components(separatedBy: "\"level\": \"error\"").count - 1
        let warnings = Self.sarif().components(separatedBy: "\"level\": \"error\"").count - 1
        #expect(errors == 3 && warnings == 0)
        #expect(TranslationReportRenderer.level(.note) == "note")
    }

    @Test func columnsAreCodePointsAndLeftOutWhenUnknown() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.sarif().utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let report = TranslationReportRendererQATests.report()
        let located = report.qa.map { ($0.location.line, $0.location.column) }
        let regions = try #require(run["results"] as? [[String: Any]]).compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Any]
        }
        #expect(regions.count == located.count)
        for (region, (line, column)) in zip(regions, located) {
            #expect(region["startLine"] as? Int == line)
            #expect(region["startColumn"] as? Int == (column > 1 ? column - 1 : nil))
        }
    }

    @Test func aPathIsAURIReference() {
        let uri = TranslationReportRenderer.artifactLocation("Docs/a b.zh-Hans.md")
        #expect(uri.serialized(pretty: false) == #"{"uri":"Docs/a%20b.zh-Hans.md","uriBaseId":"PROJECTROOT"}"#)
        #expect(
            TranslationReportRenderer.artifactLocation("/elsewhere/a.md").serialized(pretty: false)
                == #"{"uri":"file:///elsewhere/a.md"}"#)
    }
}
