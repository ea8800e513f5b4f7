/// What `TestOutputParser` read in the output of one `swift test` (Swift Testing).
public struct TestRun: Hashable, Sendable, Codable {
    /// The run's last line: `Test run with 8 tests in 4 suites failed after 0.001 seconds with 7 issues.`
    public struct Summary: Hashable, Sendable, Codable {
        public var testCount: Int
        public var suiteCount: Int?
        public var passed: Bool
        public var issueCount: Int

        public init(testCount: Int, suiteCount: Int?, passed: Bool, issueCount: Int) {
            self.testCount = testCount
            self.suiteCount = suiteCount
            self.passed = passed
            self.issueCount = issueCount
        }
    }

    /// Suites in the order they started.
    public var suites: [SuiteResult]
    /// Tests in the order they started (or were skipped). Swift Testing's console output does not say which
    /// suite a test is in; tests of the same name are told apart by order only.
    public var tests: [TestResult]
    /// Nil when the run did not finish (a crash, a timeout).
    public var summary: Summary?
    /// The process crashed.
    public var crash: TestCrash?

    public init(suites: [SuiteResult] = [], tests: [TestResult] = [], summary: Summary? = nil, crash: TestCrash? = nil)
    {
        self.suites = suites
        self.tests = tests
        self.summary = summary
        self.crash = crash
    }

    /// Whether the run reached its summary line.
    public var isComplete: Bool { summary != nil }

    /// The suite printed as `name` (a display name, i.e. an example id) or with that type name.
    public func suite(named name: String) -> SuiteResult? {
        suites.first { $0.name == name || $0.alias == name }
    }

    /// Tests printed as `name` or with that Swift name.
    public func tests(named name: String) -> [TestResult] {
        tests.filter { $0.name == name || $0.alias == name }
    }

    /// Every recorded issue: the suites' own, then the tests', each test's in the order printed.
    public var issues: [RecordedIssue] { suites.flatMap(\.issues) + tests.flatMap(\.issues) }
}
