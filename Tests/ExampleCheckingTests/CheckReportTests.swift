import ExampleChecking
import Testing

@Suite struct CheckReportTests {
    @Test func countsAndExitDecision() {
        #expect(
            (
                sampleReport.passedCount, sampleReport.failedCount, sampleReport.incompleteCount,
                sampleReport.skippedCount
            )
                == (1, 2, 1, 3))
        #expect(sampleReport.hasFailures)
        let green = CheckReport(
            examples: [ExampleResult(id: "a", status: .passed, locations: [])],
            diagnostics: [.warning(.resultsCacheIgnored, at: nil, "ignored")])
        #expect(!green.hasFailures)
        let stale = CheckReport(examples: [], diagnostics: [.error(.staleExamples, at: nil, "stale")])
        #expect(stale.hasFailures)
    }

    @Test func incompleteFailsOnlyWhenStrict() {
        let report = CheckReport(examples: [
            ExampleResult(id: "a", status: .passed, locations: []),
            ExampleResult(id: "b", status: .incomplete(needs: ["x"], suggestion: ""), locations: []),
        ])
        #expect(!report.hasFailures(strict: false))
        #expect(report.hasFailures(strict: true))
        #expect(report.summaryLine == "1 passed, 0 failed, 1 incomplete, 0 skipped")
        #expect(!CheckReport(examples: [report.examples[0]]).hasFailures(strict: true))
    }

    @Test func theUnmodelledTableListsTheMostUsedFirst() {
        let table = sampleReport.unmodelledTable
        #expect(table.map(\.name) == ["UIScene", "UIScreen.main"])
        #expect(table.map(\.examples) == [2, 1])
        #expect(table.first?.firstLocation == location("Docs/search.en.md", 102, 25))
    }

    @Test func docOrderIsByFirstLocationThenIdWithUnlocatedLast() {
        var report = CheckReport(examples: [
            ExampleResult(id: "z", status: .passed, locations: []),
            ExampleResult(id: "c", status: .passed, locations: [location("Docs/b.md", 3, 1)]),
            ExampleResult(id: "b", status: .passed, locations: [location("Docs/a.md", 9, 1)]),
            ExampleResult(id: "a", status: .passed, locations: [location("Docs/a.md", 9, 1)]),
            ExampleResult(id: "y", status: .passed, locations: []),
        ])
        report.sortInDocOrder()
        #expect(report.examples.map(\.id) == ["a", "b", "c", "y", "z"])
    }
}
