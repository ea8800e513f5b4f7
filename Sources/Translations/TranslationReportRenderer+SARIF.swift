import DocgenCore
import Foundation

extension TranslationReportRenderer {
    /// The new QA findings as a SARIF 2.1.0 log (one run, docgen as its tool, a rule per check), for code
    /// scanning and SARIF viewers: each result at the finding's place with the other side as a related
    /// location, its level from `severity`, and its fingerprint (`partialFingerprints`). Paths are relative
    /// to the project (`uriBaseId` `PROJECTROOT`), with forward slashes. Columns are Unicode code points
    /// (`columnKind`), as `codePointColumn` gives them for a location (docgen's columns count UTF-8 bytes); a
    /// region without one has its line only.
    public static func sarif(
        _ triage: QATriage, toolVersion: String, severity: Diagnostic.Severity = .warning,
        codePointColumn: (SourceLocation) -> Int? = { _ in nil }
    ) -> String {
        let rules = QACheck.allCases.map { check -> JSONValue in
            .object([
                ("id", .string(check.diagnosticID.rawValue)), ("name", .string(check.rawValue)),
                ("shortDescription", .object([("text", .string(check.summary))])),
                ("defaultConfiguration", .object([("level", .string(level(.warning)))])),
            ])
        }
        var results: [JSONValue] = []
        for index in triage.new {
            results.append(result(triage, index, level: level(severity), column: codePointColumn))
        }
        let driver = JSONValue.object([
            ("name", .string("docgen")), ("version", .string(toolVersion)), ("rules", .array(rules)),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.serialized() + "\n"
    }

    /// SARIF's word for a severity.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func result(
        _ triage: QATriage, _ index: Int, level: String, column: (SourceLocation) -> Int?
    ) -> JSONValue {
        let finding = triage.findings[index]
        let other = finding.isInOriginal ? "the translation is here" : "the original is here"
        let related = JSONValue.object([
            ("id", .int(1)), ("message", .object([("text", .string(other))])),
            ("physicalLocation", physicalLocation(finding.otherLocation, triage.root, column(finding.otherLocation))),
        ])
        return .object([
            ("ruleId", .string(finding.id.rawValue)),
            ("ruleIndex", .int(QACheck.allCases.firstIndex(of: finding.check) ?? 0)), ("level", .string(level)),
            ("message", .object([("text", .string(finding.message))])),
            (
                "locations",
                .array([
                    .object([
                        ("physicalLocation", physicalLocation(finding.location, triage.root, column(finding.location)))
                    ])
                ])
            ),
            ("relatedLocations", .array([related])),
            ("partialFingerprints", .object([("docgenQAFingerprint/v1", .string(triage.fingerprints[index].value))])),
        ])
    }

    private static func physicalLocation(_ location: SourceLocation, _ root: ProjectRoot, _ column: Int?) -> JSONValue {
        var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
        if let column { region.append(("startColumn", .int(column))) }
        return .object([
            ("artifactLocation", artifactLocation(root.relative(location.file))), ("region", .object(region)),
        ])
    }

    /// A path as a URI reference (percent-encoded): relative to `PROJECTROOT`, or a `file://` URI for a file
    /// outside the project.
    static func artifactLocation(_ path: String) -> JSONValue {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        guard !path.hasPrefix("/") else { return .object([("uri", .string("file://" + encoded))]) }
        return .object([("uri", .string(encoded)), ("uriBaseId", .string("PROJECTROOT"))])
    }
}
