/// One test function (or one suite) as `swift test` reported it.
public struct TestResult: Hashable, Sendable, Codable {
    /// How the test ended.
    public enum Status: Hashable, Sendable, Codable {
        /// Started and never ended: the run crashed or was stopped while it ran.
        case running
        case passed
        case failed
        case skipped(reason: String?)
    }

    /// The name as printed: a display name without its quotes, or the function name (`param(value:)`).
    public var name: String
    /// The Swift name when a display name is printed with `--verbose` (`sessionStep()` / `Tests_x`).
    public var alias: String?
    public var status: Status
    /// The issues recorded while it ran, known issues and warnings included.
    public var issues: [RecordedIssue]
    /// How many cases a parameterized test ran, if it said.
    public var caseCount: Int?

    public init(
        name: String, alias: String? = nil, status: Status, issues: [RecordedIssue] = [], caseCount: Int? = nil
    ) {
        self.name = name
        self.alias = alias
        self.status = status
        self.issues = issues
        self.caseCount = caseCount
    }
}
