import Testing

@testable import DocgenExampleTesting

/// The runner's command line asks for the tests with Swift Testing's own first option, as a test bundle's
/// does; anything else is the runner's (`--list`, `--json`, an example id).
@Suite struct DocgenTestRunTests {
    @Test func theTestingLibraryOptionAsksForTheTests() {
        #expect(DocgenTestRun.isRequested(by: ["--testing-library", "swift-testing"]))
        #expect(DocgenTestRun.isRequested(by: ["--testing-library", "swift-testing", "--filter", "\\.example_a\\("]))
    }

    @Test func theRunnersOwnCommandsAreNotTests() {
        #expect(!DocgenTestRun.isRequested(by: []))
        #expect(!DocgenTestRun.isRequested(by: ["--list"]))
        #expect(!DocgenTestRun.isRequested(by: ["--json", "a__b"]))
        #expect(!DocgenTestRun.isRequested(by: ["a__b", "--testing-library"]))
    }
}
