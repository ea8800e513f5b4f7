/// One suite as `swift test` reported it: generated suites are `@Suite("<exampleID>") struct Tests_<exampleID>`.
public struct SuiteResult: Hashable, Sendable, Codable {
    /// The name as printed: the display name without quotes (the example id), or the type name.
    public var name: String
    /// The type name, when printed (`(aka 'Tests_<exampleID>')`, with `--verbose`).
    public var alias: String?
    public var status: TestResult.Status
    /// The number of issues the suite's end line counted (all its tests together).
    public var issueCount: Int
    /// Issues recorded by the suite itself rather than one of its tests (e.g. its initializer threw).
    public var issues: [RecordedIssue]

    public init(
        name: String, alias: String? = nil, status: TestResult.Status, issueCount: Int = 0,
        issues: [RecordedIssue] = []
    ) {
        self.name = name
        self.alias = alias
        self.status = status
        self.issueCount = issueCount
        self.issues = issues
    }
}
