import DocParsing
import DocgenCore
import ExampleChecking
import ExampleExtraction
import SiteRendering
import Testing

/// The badge of a check result (`ExampleStatus.init(_:)`).
@Suite struct ExampleStatusEvidenceTests {
    func passed(_ evidence: Evidence?) -> ExampleResult {
        ExampleResult(id: "a__b", status: .passed, locations: [], evidence: evidence)
    }

    @Test func aPlainPassedBadgeOnlyWhenSomethingWasObserved() {
        #expect(ExampleStatus(passed(.session)) == .passed)
        #expect(ExampleStatus(passed(.oracles)) == .passed)
        // Kept results of an older docgen have no evidence: shown as they were.
        #expect(ExampleStatus(passed(nil)) == .passed)
    }

    @Test func aPassWithNothingObservedSaysWhatItIs() {
        guard case .passedUnobserved(let label, let detail) = ExampleStatus(passed(.compiled)) else {
            Issue.record("a compiled-only pass has a plain badge")
            return
        }
        #expect(label == "compiled only")
        #expect(detail.contains("nothing was observed"))
        guard case .passedUnobserved(let failLabel, let failDetail) = ExampleStatus(passed(.compileFail)) else {
            Issue.record("a compile_fail pass has a plain badge")
            return
        }
        #expect(failLabel == "compile_fail as expected")
        #expect(failDetail.contains("fails to compile"))
    }
}

/// Badges from kept results: only results still valid for the example's code.
@Suite struct ExampleStatusKeptResultsTests {
    @Test func onlyValidKeptResultsGiveABadge() throws {
        let markdown = "# One\n\n```swift\nlet a = 1\n```\n\n# Two\n\n```swift\nlet b = 2\n```\n"
        let examples = ExampleSet.extract(from: [DocumentParser.parse(markdown, path: "s.md").document]).0
        var cache = ResultsCache()
        cache.record(ExampleResult(id: "s__one", status: .skipped(reason: "no device"), locations: []), key: "k1")
        cache.record(ExampleResult(id: "s__two", status: .passed, locations: []), key: "stale")
        let kept = KeptResults(keys: CacheKeys(byExample: ["s__one": "k1", "s__two": "k2"]), cache: cache)
        #expect(ExampleStatus.statuses(of: examples, kept: kept) == ["s__one": .skipped(reason: "no device")])
    }
}
