import DocgenCore
import DocgenTestSupport
import ExampleChecking
import Testing

@Suite struct JSONReportMergerTests {
    /// Twelve results over three docs, every status, diagnostics with notes and a failing step, in doc
    /// order as `docgen check` reports them.
    static let results: [ExampleResult] = (0..<12).map { (number: Int) -> ExampleResult in
        let file = ["Docs/a.en.md", "Docs/b.ru.md", "Docs/c.zh-Hant.md"][number % 3]
        let place = location(file, 10 + number * 7, 1 + number % 2)
        switch number % 4 {
        case 0:
            return ExampleResult(
                id: "example_\(number)", status: .passed, locations: [place, location("Docs/z.md", 3)])
        case 1:
            return ExampleResult(
                id: "example_\(number)", status: .failed, locations: [place],
                diagnostics: [
                    .error(
                        .expectationFailed, at: place, "row “Привет” missing — 搜尋欄",
                        notes: [.init(location: place, message: "expected \"Easiest\"")])
                ],
                failingStep: .init(text: "type \"in\" → Intermediate", location: place))
        case 2:
            return ExampleResult(id: "example_\(number)", status: .skipped(reason: "ignore"), locations: [place])
        default:
            return ExampleResult(
                id: "example_\(number)", status: .passed, locations: [place], isCached: true,
                claims: ClaimTally(found: number, right: number / 2, wrong: 1))
        }
    }.sorted { ($0.primaryLocation!, $0.id) < ($1.primaryLocation!, $1.id) }

    static let runDiagnostic = Diagnostic.warning(.expectationFailed, at: nil, "results cache ignored")

    @Test(arguments: [1, 2, 3, 5]) func shardReportsMergeIntoExactlyTheUnshardedReport(count: Int) throws {
        let whole = JSONReportFormatter.format(CheckReport(examples: Self.results, diagnostics: [Self.runDiagnostic]))
        let shards = try (1...count).map { index in
            let shard = try ShardSelector(parsing: "\(index)/\(count)")
            var report = CheckReport(
                examples: Self.results.filter { shard.contains($0.id) }, diagnostics: [Self.runDiagnostic])
            if count > 1 { report.shard = shard }
            return try JSONValue(parsing: JSONReportFormatter.format(report))
        }
        if count > 1 { #expect(shards.allSatisfy { $0.serialized() != whole.dropLast() }) }
        let merged = try JSONReportMerger.merge(shards)
        #expect(merged.serialized(pretty: true) + "\n" == whole)
    }

    @Test func aFailedExampleInTheSummaryIsAFailure() throws {
        let failing = try JSONValue(parsing: JSONReportFormatter.format(CheckReport(examples: Self.results)))
        #expect(JSONReportMerger.hasFailures(try JSONReportMerger.merge([failing])))
        let passing = try JSONValue(
            parsing: JSONReportFormatter.format(CheckReport(examples: Self.results.filter { $0.status != .failed })))
        #expect(!JSONReportMerger.hasFailures(passing))
        #expect(!JSONReportMerger.hasFailures(.array([])))
    }

    @Test func anExampleInTwoReportsIsRefused() throws {
        let report = try JSONValue(parsing: JSONReportFormatter.format(CheckReport(examples: Self.results)))
        #expect(throws: JSONReportMerger.Failure.self) { try JSONReportMerger.merge([report, report]) }
        #expect(throws: JSONReportMerger.Failure.self) { try JSONReportMerger.merge([]) }
    }

    @Test func parsingKeepsKeyOrderAndEscapes() throws {
        let text = #"{"b": [1, -2, 2.5, true, null], "a": "x\"\u00e9\ud83d\ude00\n", "c": {}}"#
        let value = try JSONValue(parsing: text)
        #expect(value.serialized(pretty: false) == "{\"b\":[1,-2,2.5,true,null],\"a\":\"x\\\"é😀\\n\",\"c\":{}}")
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: "{\"a\": }") }
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: "[1, 2] x") }
    }

    /// The run diagnostics of `count` reports, each with `perReport` diagnostics of which half repeat across
    /// reports.
    static func reportsWithDiagnostics(count: Int, perReport: Int) -> [JSONValue] {
        (0..<count).map { number in
            let diagnostics = (0..<perReport).map { index -> Diagnostic in
                let shared = index % 2 == 0
                return .warning(
                    .expectationFailed,
                    at: SourceLocation(file: "Docs/x.md", line: shared ? index : number * perReport + index, column: 1),
                    shared ? "shared \(index)" : "own \(number)-\(index)")
            }
            return JSONReportFormatter.json(CheckReport(examples: [], diagnostics: diagnostics))
        }
    }

    @Test func runDiagnosticsAreKeptOnceInOrderOfFirstAppearance() throws {
        let merged = try JSONReportMerger.merge(Self.reportsWithDiagnostics(count: 2, perReport: 4))
        func member(_ key: String, of value: JSONValue) -> JSONValue? {
            guard case .object(let members) = value else { return nil }
            return members.first { $0.0 == key }?.1
        }
        guard case .array(let diagnostics)? = member("diagnostics", of: merged) else {
            Issue.record("no diagnostics in \(merged.serialized())")
            return
        }
        let messages = diagnostics.compactMap { diagnostic -> String? in
            guard case .string(let message)? = member("message", of: diagnostic) else { return nil }
            return message
        }
        #expect(messages == ["shared 0", "own 0-1", "shared 2", "own 0-3", "own 1-1", "own 1-3"])
    }

    /// Issue 26: 10,000 run diagnostics took 138 s to de-duplicate (each compared with every one kept).
    @Test func deduplicatingRunDiagnosticsGrowsLinearly() throws {
        let small = Self.reportsWithDiagnostics(count: 2, perReport: 1_000)
        let large = Self.reportsWithDiagnostics(count: 2, perReport: 8_000)
        let ratio = growthRatio(base: 1) { scale in _ = try? JSONReportMerger.merge(scale == 1 ? small : large) }
        #expect(ratio < linearGrowthLimit, "merging 8× the diagnostics took \(ratio)× as long")
    }

    // MARK: - Shards

    /// The reports of shards `indices` of `count` (empty ones: only their shard matters here).
    static func shardReports(_ indices: [Int], of count: Int) throws -> [JSONValue] {
        try indices.map { index in
            var report = CheckReport(examples: [])
            report.shard = try ShardSelector(parsing: "\(index)/\(count)")
            return JSONReportFormatter.json(report)
        }
    }

    func failure(_ reports: [JSONValue], names: [String] = []) -> String? {
        do {
            _ = try JSONReportMerger.merge(reports, names: names)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aShardedReportRecordsItsShardAndAnUnshardedOneNothing() throws {
        var report = CheckReport(examples: Self.results)
        #expect(!JSONReportFormatter.format(report).contains("\"shard\""))
        report.shard = try ShardSelector(parsing: "2/3")
        #expect(
            JSONReportFormatter.format(report).hasPrefix(
                "{\n  \"schemaVersion\": 1,\n  \"shard\": {\n    \"index\": 2,\n    \"count\": 3\n  },\n  \"summary\""))
        let merged = try JSONReportMerger.merge(Self.shardReports([1, 2, 3], of: 3))
        #expect(!merged.serialized().contains("\"shard\""))
    }

    /// Issue 26: two of three shard reports merged into "passed: 11" of 20 with exit 0.
    @Test func missingShardsAreAnErrorNamingThem() throws {
        #expect(
            failure(try Self.shardReports([1, 2], of: 3), names: ["a.json", "b.json"])
                == "missing shard 3 of 3; merge the reports of all 3 shards")
        #expect(
            failure(try Self.shardReports([2, 5], of: 6))
                == "missing shards 1, 3–4, 6 of 6; merge the reports of all 6 shards")
        #expect(
            failure(try Self.shardReports([7], of: 1_000_000_000))
                == "missing shards 1–6, 8–1000000000 of 1000000000; merge the reports of all 1000000000 shards")
    }

    @Test func theLastPossibleShardDoesNotOverflow() throws {
        #expect(
            failure(try Self.shardReports([Int.max], of: Int.max))
                == "missing shards 1–\(Int.max - 1) of \(Int.max); merge the reports of all \(Int.max) shards")
        #expect(JSONReportMerger.missingRanges(present: [1, Int.max], count: Int.max) == [2...(Int.max - 1)])
    }

    @Test func repeatedShardsMixedCountsAndUnshardedReportsAreErrors() throws {
        #expect(
            failure(try Self.shardReports([1, 2, 2, 3], of: 3), names: ["a.json", "b.json", "c.json", "d.json"])
                == "shard 2/3 is given twice (b.json and c.json); give each shard once")
        #expect(
            failure(try Self.shardReports([1], of: 2) + Self.shardReports([2, 3], of: 3), names: ["a.json", "b.json"])
                == "a.json is shard 1/2 but b.json shard 2/3: the reports come from checks with different shard counts; merge the reports of one sharded check"
        )
        let unsharded = JSONReportFormatter.json(CheckReport(examples: []))
        #expect(
            failure([unsharded] + (try Self.shardReports([1, 2], of: 2)), names: ["all.json", "1.json", "2.json"])
                == "all.json is the report of an unsharded check but 1.json of shard 1/2; merge the reports of one sharded check"
        )
        #expect(throws: Never.self) { try JSONReportMerger.merge([unsharded]) }
        #expect(throws: Never.self) { try JSONReportMerger.merge([unsharded, unsharded]) }
    }

    @Test func aMalformedShardIsAnError() throws {
        let report = try JSONValue(parsing: #"{"schemaVersion": 1, "shard": {"index": 4, "count": 3}, "examples": []}"#)
        #expect(
            failure([report], names: ["x.json"]) == #"x.json: "shard" is not {"index": k, "count": n} with 1 ≤ k ≤ n"#)
    }
}
