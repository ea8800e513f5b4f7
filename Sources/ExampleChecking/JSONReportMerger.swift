import DocgenCore

/// Merges the JSON reports of `docgen check --shard k/n` runs into the report one unsharded run gives.
///
/// Works on the JSON (schema version 1) so that fields added later pass through: the shards checked
/// against each other (one check's `1/n … n/n`, each once: a missing shard is an error, not a smaller
/// count), examples of all reports, in doc order (first location's file, line, column, then id, as
/// `check` orders them); the summary recounted by status (its keys kept in the first report's order);
/// the run's own diagnostics once each, in order of appearance; the claims about output added up again from
/// the examples'.
public enum JSONReportMerger {
    /// Why reports cannot be merged.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The merged report. `names` name the reports in messages (their files; `report N` for the others).
    /// Sharded reports must be the shards `1/n … n/n` of one check, each once (their `"shard"` fields); the
    /// merged report has no `"shard"`, like the unsharded report it equals.
    public static func merge(_ reports: [JSONValue], names: [String] = []) throws(Failure) -> JSONValue {
        guard let first = reports.first else { throw Failure(description: "no reports to merge") }
        let names = reports.indices.map { $0 < names.count ? names[$0] : "report \($0 + 1)" }
        var examples: [JSONValue] = []
        var diagnostics: [JSONValue] = []
        var seenIDs: Set<String> = []
        // Each diagnostic's compact JSON text: a linear de-duplication that keeps the first of each.
        var seenDiagnostics: Set<String> = []
        try checkShards(of: reports, names: names)
        for (number, report) in reports.enumerated() {
            guard case .object(let members) = report, members.first?.0 == "schemaVersion",
                members.first?.1 == first.member("schemaVersion")
            else { throw Failure(description: "\(names[number]) is not a check report of the same schema version") }
            for example in report.member("examples")?.elements ?? [] {
                guard case .string(let id)? = example.member("id") else {
                    throw Failure(description: "\(names[number]) has an example without an id")
                }
                guard seenIDs.insert(id).inserted else {
                    throw Failure(description: "example '\(id)' is in more than one report")
                }
                examples.append(example)
            }
            for diagnostic in report.member("diagnostics")?.elements ?? []
            where seenDiagnostics.insert(diagnostic.serialized(pretty: false)).inserted {
                diagnostics.append(diagnostic)
            }
        }
        examples.sort { lhs, rhs in
            switch (sortKey(lhs), sortKey(rhs)) {
            case (let left?, let right?):
                return left == right ? id(lhs) < id(rhs) : (left.0, left.1, left.2) < (right.0, right.1, right.2)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return id(lhs) < id(rhs)
            }
        }
        var counts: [(String, JSONValue)] = []
        if case .object(let summary)? = first.member("summary") { counts = summary.map { ($0.0, .int(0)) } }
        for example in examples {
            guard case .string(let status)? = example.member("status") else { continue }
            if let slot = counts.firstIndex(where: { $0.0 == status }), case .int(let count) = counts[slot].1 {
                counts[slot].1 = .int(count + 1)
            } else {
                counts.append((status, .int(1)))
            }
        }
        guard case .object(let layout) = first else { return first }
        return .object(
            layout.filter { $0.0 != "shard" }.map { key, value in
                switch key {
                case "summary": return (key, .object(counts))
                case "examples": return (key, .array(examples))
                case "diagnostics": return (key, .array(diagnostics))
                case "claims": return (key, claimTotals(of: examples, layout: value))
                default: return (key, value)
                }
            })
    }

    /// The examples' claim counts (`"claims": { "found": N, … }` of each) added up, key by key, in the order
    /// of the first report's totals.
    private static func claimTotals(of examples: [JSONValue], layout: JSONValue) -> JSONValue {
        guard case .object(let keys) = layout else { return layout }
        return .object(
            keys.map { key, _ in
                let sum = examples.reduce(0) { sum, example in
                    guard case .int(let count)? = example.member("claims")?.member(key) else { return sum }
                    return sum + count
                }
                return (key, .int(sum))
            })
    }

    private static func id(_ example: JSONValue) -> String {
        if case .string(let id)? = example.member("id") { return id }
        return ""
    }

    private static func sortKey(_ example: JSONValue) -> (String, Int, Int)? {
        guard let location = example.member("locations")?.elements?.first,
            case .string(let file)? = location.member("file"), case .int(let line)? = location.member("line"),
            case .int(let column)? = location.member("column")
        else { return nil }
        return (file, line, column)
    }
}

extension JSONValue {
    /// The value of `key` in an object.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The elements of an array.
    var elements: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }
}
