import ExampleChecking
import Testing

@Suite struct CheckReportTests {
    @Test func countsAndExitDecision() {
        #expect((sampleReport.passedCount, sampleReport.failedCount, sampleReport.skippedCount) == (1, 2, 1))
        #expect(sampleReport.hasFailures)
        let green = CheckReport(
            examples: [ExampleResult(id: "a", status: .passed, locations: [])],
            diagnostics: [.warning(.resultsCacheIgnored, at: nil, "ignored")])
        #expect(!green.hasFailures)
        let stale = CheckReport(examples: [], diagnostics: [.error(.staleExamples, at: nil, "stale")])
        #expect(stale.hasFailures)
    }
}
