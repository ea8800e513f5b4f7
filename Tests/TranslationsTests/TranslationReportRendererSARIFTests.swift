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

    /// The object under `key` of `object`, if it is one.
    static func object(_ object: [String: Any]?, _ key: String) -> [String: Any]? { object?[key] as? [String: Any] }

    /// The objects of the array under `key` of `object`, if it is one.
    static func objects(_ object: [String: Any]?, _ key: String) -> [[String: Any]]? {
        object?[key] as? [[String: Any]]
    }

    @Test func theLogHasTheShapeSARIFReadersNeed() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(Self.sarif().utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let schema: String? = log["$schema"] as? String
        #expect(schema?.contains("sarif-2.1.0") == true)
        let runs: [[String: Any]] = try #require(Self.objects(log, "runs"))
        #expect(runs.count == 1)
        let driver: [String: Any] = try #require(Self.object(Self.object(runs[0], "tool"), "driver"))
        #expect(driver["name"] as? String == "docgen")
        #expect(driver["version"] as? String == "1.2.3")
        let rules: [[String: Any]] = try #require(Self.objects(driver, "rules"))
        let ruleIDs: [String?] = rules.map { (rule: [String: Any]) -> String? in rule["id"] as? String }
        #expect(ruleIDs == QACheck.allCases.map(\.diagnosticID.rawValue))
        for rule in rules {
            let text: String? = Self.object(rule, "shortDescription")?["text"] as? String
            #expect(text?.isEmpty == false)
        }
        let results: [[String: Any]] = try #require(Self.objects(runs[0], "results"))
        #expect(results.count == 3)
        for result in results { try expectWellFormed(result, ruleIDs: ruleIDs) }
    }

    /// A result names one of the rules, says its level and message, and is located and fingerprinted.
    func expectWellFormed(_ result: [String: Any], ruleIDs: [String?]) throws {
        let ruleID: String = try #require(result["ruleId"] as? String)
        #expect(ruleIDs.contains(ruleID))
        #expect(result["level"] as? String == "warning")
        let message: String? = Self.object(result, "message")?["text"] as? String
        #expect(message?.isEmpty == false)
        let location: [String: Any] = try #require(
            Self.object(Self.objects(result, "locations")?.first, "physicalLocation"))
        #expect(Self.object(location, "artifactLocation")?["uri"] as? String == "Docs/pair.ru.md")
        let region: [String: Any] = try #require(Self.object(location, "region"))
        let line: Int = region["startLine"] as? Int ?? 0
        #expect(line >= 1)
        let fingerprint: String? = Self.object(result, "partialFingerprints")?["docgenQAFingerprint/v1"] as? String
        #expect(fingerprint.map(QAFingerprint.isWellFormed) == true)
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
