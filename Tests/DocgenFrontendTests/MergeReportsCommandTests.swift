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
}
