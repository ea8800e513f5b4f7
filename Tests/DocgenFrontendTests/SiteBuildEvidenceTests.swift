import DocgenCore
import ExampleChecking
import SiteRendering
import Testing

@testable import DocgenFrontend

@Suite struct SiteBuildEvidenceTests {
    func passed(_ evidence: Evidence?) -> ExampleResult {
        ExampleResult(id: "a__b", status: .passed, locations: [], evidence: evidence)
    }

    @Test func aPlainPassedBadgeOnlyWhenSomethingWasObserved() {
        #expect(SiteBuild.status(of: passed(.session)) == .passed)
        #expect(SiteBuild.status(of: passed(.oracles)) == .passed)
        // Kept results of an older docgen have no evidence: shown as they were.
        #expect(SiteBuild.status(of: passed(nil)) == .passed)
    }

    @Test func aPassWithNothingObservedSaysWhatItIs() {
        guard case .passedUnobserved(let label, let detail) = SiteBuild.status(of: passed(.compiled)) else {
            Issue.record("a compiled-only pass has a plain badge")
            return
        }
        #expect(label == "compiled only")
        #expect(detail.contains("nothing was observed"))
        guard case .passedUnobserved(let failLabel, let failDetail) = SiteBuild.status(of: passed(.compileFail)) else {
            Issue.record("a compile_fail pass has a plain badge")
            return
        }
        #expect(failLabel == "compile_fail as expected")
        #expect(failDetail.contains("fails to compile"))
    }
}
