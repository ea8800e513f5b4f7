import DocgenTestSupport
import Foundation
import Testing

@Suite struct MergeReportsCommandTests {
    static func report(id: String, status: String, line: Int) -> String {
        let counts = ["passed", "failed", "skipped"].map { "\"\($0)\": \($0 == status ? 1 : 0)" }
        return """
            {"schemaVersion": 1, "summary": {\(counts.joined(separator: ", "))}, "examples": [{"id": "\(id)", \
            "status": "\(status)", "reason": null, "cached": true, "locations": [{"file": "Docs/x.md", "line": \(line), \
            "column": 1}], "failingStep": null, "diagnostics": []}], "diagnostics": []}
            """
    }

    @Test func mergesShardReportsInDocOrderAndFailsLikeCheck() throws {
        let directory = try makeTemporaryDirectory("docgen-merge")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.report(id: "later", status: "passed", line: 9).write(
            to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try Self.report(id: "earlier", status: "failed", line: 3).write(
            to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let output = try DocgenProcess.run(["merge-reports", "a.json", "b.json"], in: directory)
        #expect(output.exitCode == 1)
        let earlier = try #require(output.stdout.range(of: "\"id\": \"earlier\""))
        let later = try #require(output.stdout.range(of: "\"id\": \"later\""))
        #expect(earlier.lowerBound < later.lowerBound)
        #expect(output.stdout.contains("\"passed\": 1,\n    \"failed\": 1,\n    \"skipped\": 0"))

        try "{\"x\":".write(to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = try DocgenProcess.run(["merge-reports", "bad.json"], in: directory)
        #expect(bad.exitCode == 65)
        #expect(bad.stderr == "bad.json:1:6: error: unexpected end of text\n")
    }

    static func shardReport(id: String, line: Int, shard: Int, of count: Int) -> String {
        report(id: id, status: "passed", line: line).replacingOccurrences(
            of: "{\"schemaVersion\": 1, ",
            with: "{\"schemaVersion\": 1, \"shard\": {\"index\": \(shard), \"count\": \(count)}, ")
    }

    /// Issue 26: given 2 of 3 shard reports it printed a smaller summary and exited 0.
    @Test func aMissingShardFailsWithOneLineNamingIt() throws {
        let directory = try makeTemporaryDirectory("docgen-merge")
        defer { try? FileManager.default.removeItem(at: directory) }
        for shard in 1...3 {
            try Self.shardReport(id: "e\(shard)", line: shard, shard: shard, of: 3).write(
                to: directory.appendingPathComponent("r\(shard).json"), atomically: true, encoding: .utf8)
        }
        let missing = try DocgenProcess.run(["merge-reports", "r1.json", "r3.json"], in: directory)
        #expect(missing.exitCode == 65)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "docgen: error: missing shard 2 of 3; merge the reports of all 3 shards\n")
        let twice = try DocgenProcess.run(["merge-reports", "r1.json", "r2.json", "r2.json", "r3.json"], in: directory)
        #expect(twice.exitCode == 65)
        #expect(twice.stderr == "docgen: error: shard 2/3 is given twice (r2.json and r2.json); give each shard once\n")
        let all = try DocgenProcess.run(["merge-reports", "r3.json", "r1.json", "r2.json"], in: directory)
        #expect(all.exitCode == 0, "\(all.stderr)")
        #expect(all.stdout.contains("\"passed\": 3,"))
        #expect(!all.stdout.contains("\"shard\""))
    }

    /// Issue 26: a report with "\uD800\uD800" trapped, one of 40,000 nested [ overflowed the stack.
    @Test func hostileJSONIsALocatedErrorNotACrash() throws {
        let directory = try makeTemporaryDirectory("docgen-merge")
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"schemaVersion": 1, "examples": [{"id": "\uD800\uD800"}]}"#.write(
            to: directory.appendingPathComponent("surrogates.json"), atomically: true, encoding: .utf8)
        try String(repeating: "[", count: 40_000).write(
            to: directory.appendingPathComponent("deep.json"), atomically: true, encoding: .utf8)
        let surrogates = try DocgenProcess.run(["merge-reports", "surrogates.json"], in: directory)
        #expect(!surrogates.wasSignalled)
        #expect(surrogates.exitCode == 65)
        #expect(
            surrogates.stderr
                == "surrogates.json:1:49: error: high surrogate \\uD800 is followed by \\uD800, not a low surrogate \\uDC00–\\uDFFF\n"
        )
        let deep = try DocgenProcess.run(["merge-reports", "deep.json"], in: directory)
        #expect(!deep.wasSignalled)
        #expect(deep.exitCode == 65)
        #expect(deep.stderr == "deep.json:1:513: error: arrays and objects nest deeper than 512 levels\n")
    }
}
