import DocgenCore

/// `docgen check --format json`: a stable interface (schema version 1).
///
/// Fields are only ever added, never renamed or removed; keys come out in this order. Lines are 1-based;
/// columns count UTF-8 bytes.
///
///     {
///       "schemaVersion": 1,
///       "summary": { "passed": N, "failed": N, "skipped": N },
///       "examples": [ {                            // in report order (by doc location)
///           "id": "doc__example",                  // the example id
///           "status": "passed" | "failed" | "skipped",
///           "reason": string | null,               // why it was skipped; null otherwise
///           "cached": true | false,                // taken from the kept results, no compiler run
///           "locations": [ { "file": "Docs/x.ru.md", "line": N, "column": N } ],   // every source
///           "failingStep": { "text": "type \"in\" → Intermediate",
///                            "location": { "file": …, "line": N, "column": N } } | null,
///           "diagnostics": [ <diagnostic> ] } ],
///       "diagnostics": [ <diagnostic> ]            // problems of the run itself (stale Examples/, …)
///     }
///     <diagnostic> = { "severity": "error" | "warning" | "note", "id": "DG0601",
///                      "file": string | null, "line": N | null, "column": N | null, "message": string,
///                      "notes": [ { "location": { "file", "line", "column" } | null, "message": string } ] }
public enum JSONReportFormatter {
    public static let schemaVersion = 1

    /// The report as JSON text (pretty-printed, two-space indent), ending with a newline.
    public static func format(_ report: CheckReport) -> String {
        json(report).serialized(pretty: true) + "\n"
    }

    public static func json(_ report: CheckReport) -> JSONValue {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            (
                "summary",
                .object([
                    ("passed", .int(report.passedCount)), ("failed", .int(report.failedCount)),
                    ("skipped", .int(report.skippedCount)),
                ])
            ),
            ("examples", .array(report.examples.map(json))),
            ("diagnostics", .array(report.diagnostics.map(\.json))),
        ])
    }

    public static func json(_ example: ExampleResult) -> JSONValue {
        .object([
            ("id", .string(example.id)),
            ("status", .string(example.status.name)),
            ("reason", .optional(example.status.reason)),
            ("cached", .bool(example.isCached)),
            ("locations", .array(example.locations.map(\.json))),
            (
                "failingStep",
                example.failingStep.map { .object([("text", .string($0.text)), ("location", $0.location.json)]) }
                    ?? .null
            ),
            ("diagnostics", .array(example.diagnostics.map(\.json))),
        ])
    }
}
