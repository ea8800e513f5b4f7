import DocgenCore

/// `docgen check --format json`: a stable interface (schema version 1).
///
/// Fields are only ever added, never renamed or removed; keys come out in this order. Lines are 1-based;
/// columns count UTF-8 bytes.
///
///     {
///       "schemaVersion": 1,
///       "shard": { "index": k, "count": n },       // only in the report of `--shard k/n` with n > 1:
///                                                  // what merge-reports checks all shards against
///       "summary": { "passed": N, "failed": N, "skipped": N, "incomplete": N },
///       "examples": [ {                            // in report order (by doc location)
///           "id": "doc__example",                  // the example id
///           "status": "passed" | "failed" | "skipped" | "incomplete",
///           "reason": string | null,               // why it was skipped; null otherwise
///           "evidence": "session" | "oracles" | "ran" | "compiled" | "compile_fail" | "listing" | null,   // what checked a
///                                                  // passed example; null for every other status
///           "cached": true | false,                // taken from the kept results, no compiler run
///           "locations": [ { "file": "Docs/x.ru.md", "line": N, "column": N } ],   // every source
///           "failingStep": { "text": "type \"in\" → Intermediate",
///                            "location": { "file": …, "line": N, "column": N } } | null,
///           "diagnostics": [ <diagnostic> ],
///           "needs": [ string ],                   // names an incomplete fragment needs
///           "suggestion": string | null,           // the hidden part that declares them
///           "unmodelled": [ { "name": "UIScene", "location": {…} | null } ],   // Apple UIKit API the
///                                                  // headless UIKit lacks, at first use
///           "unavailableModules": [ { "name": "Combine", "kind": "apple-only" | "third-party",
///                                     "location": {…} | null } ],
///           "claims": <claims> | null,             // its comments saying what it prints (// Prints "…");
///                                                  // null where none are read (a hosted example, a book test)
///           "blocks": [ { "location": {…}, "lastLine": N,   // each code block's own verdict: failed where
///                         "status": "passed" | …,           // one of the example's errors is, incomplete
///                         "needs": [ string ] } ] } ],      // where it uses what the example needs
///       "diagnostics": [ <diagnostic> ],           // problems of the run itself (stale Examples/, …)
///       "unmodelledAPI": [ { "name": "UIScene", "examples": N, "location": {…} | null } ],  // most used first
///       "claims": <claims>                         // every example's added up
///     }
///     <claims> = { "found": N, "checked": N, "right": N, "wrong": N }   // checked = right + wrong; the others
///                                                  // were not held against a run (the listing did not run,
///                                                  // or a closure's claim the program ended before)
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
        let shard = report.shard.map { shard -> [(String, JSONValue)] in
            [("shard", .object([("index", .int(shard.index)), ("count", .int(shard.count))]))]
        }
        return .object(
            [("schemaVersion", .int(schemaVersion))] + (shard ?? []) + [
                (
                    "summary",
                    .object([
                        ("passed", .int(report.passedCount)), ("failed", .int(report.failedCount)),
                        ("skipped", .int(report.skippedCount)), ("incomplete", .int(report.incompleteCount)),
                    ])
                ),
                ("examples", .array(report.examples.map(json))),
                ("diagnostics", .array(report.diagnostics.map(\.json))),
                (
                    "unmodelledAPI",
                    .array(
                        report.unmodelledTable.map {
                            .object([
                                ("name", .string($0.name)), ("examples", .int($0.examples)),
                                ("location", $0.firstLocation?.json ?? .null),
                            ])
                        })
                ),
                ("claims", json(report.claims)),
            ])
    }

    /// `{ "found": N, "checked": N, "right": N, "wrong": N }`.
    public static func json(_ claims: ClaimTally) -> JSONValue {
        .object([
            ("found", .int(claims.found)), ("checked", .int(claims.checked)), ("right", .int(claims.right)),
            ("wrong", .int(claims.wrong)),
        ])
    }

    public static func json(_ example: ExampleResult) -> JSONValue {
        let failingStep: JSONValue =
            example.failingStep.map { .object([("text", .string($0.text)), ("location", $0.location.json)]) } ?? .null
        var fields: [(String, JSONValue)] = [
            ("id", .string(example.id)),
            ("status", .string(example.status.name)),
            ("reason", .optional(example.status.reason)),
            ("evidence", .optional(example.evidence?.rawValue)),
            ("cached", .bool(example.isCached)),
            ("locations", .array(example.locations.map(\.json))),
            ("failingStep", failingStep),
            ("diagnostics", .array(example.diagnostics.map(\.json))),
            ("needs", .array(example.status.needs.map(JSONValue.string))),
            ("suggestion", .optional(suggestion(of: example.status))),
        ]
        let unmodelled: [JSONValue] = example.unmodelled.map { use in
            .object([("name", .string(use.name)), ("location", use.location?.json ?? .null)])
        }
        let modules: [JSONValue] = example.unavailableModules.map { module in
            .object([
                ("name", .string(module.name)), ("kind", .string(module.kind.rawValue)),
                ("location", module.location?.json ?? .null),
            ])
        }
        let claims: JSONValue = example.claims.map { json($0) } ?? .null
        let blocks: [JSONValue] = example.blocks.map { blockJSON($0) }
        fields += [
            ("unmodelled", .array(unmodelled)), ("unavailableModules", .array(modules)), ("claims", claims),
            ("blocks", .array(blocks)),
        ]
        return .object(fields)
    }

    /// One code block's own verdict (`"blocks"` of an example).
    static func blockJSON(_ block: BlockResult) -> JSONValue {
        let needs: [JSONValue] = block.needs.map(JSONValue.string)
        return .object([
            ("location", block.location.json), ("lastLine", .int(block.lastLine)),
            ("status", .string(block.status.rawValue)), ("needs", .array(needs)),
        ])
    }

    private static func suggestion(of status: ExampleResult.Status) -> String? {
        if case .incomplete(_, let suggestion) = status { return suggestion }
        return nil
    }
}
