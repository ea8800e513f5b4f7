/// An issue Swift Testing recorded: a failed expectation, a thrown error, or an `Issue.record(…)`.
public struct RecordedIssue: Hashable, Sendable, Codable {
    /// Where Swift Testing says the issue is. Swift Testing prints only the last component of the
    /// location's file ID (`x.ru.md:42:1` for `SourceLocation(fileID: "Docs/x.ru.md", …)`), so `fileName` is
    /// a base name; match it against the example's doc locations.
    public struct Location: Hashable, Sendable, Codable, CustomStringConvertible {
        public var fileName: String
        public var line: Int
        public var column: Int

        public init(fileName: String, line: Int, column: Int) {
            self.fileName = fileName
            self.line = line
            self.column = column
        }

        public var description: String { "\(fileName):\(line):\(column)" }

        /// Whether the location is in a Markdown file (an issue recorded at a doc line).
        public var isInMarkdown: Bool {
            let name = fileName.lowercased()
            return name.hasSuffix(".md") || name.hasSuffix(".markdown")
        }
    }

    /// The test's name as printed: a display name without its quotes (`session step 2`) or a function
    /// name (`runsTheSession()`).
    public var testName: String
    /// The arguments of a parameterized test case (`value → 2`), if any.
    public var arguments: String?
    public var location: Location?
    /// What Swift Testing says happened: `Expectation failed: (rows → ["A"]) == ["B"]`, `Issue recorded`,
    /// `Caught error: Oops()`.
    public var kind: String
    /// The lines after it: comments (the message given to `Issue.record` or `#expect`), the difference
    /// (`± …`) and, with `--verbose`, evaluated subexpressions; multi-line comments joined with newlines.
    public var details: [String]
    /// A known issue (`withKnownIssue`), which does not fail the test.
    public var isKnown: Bool
    /// An issue of severity warning, which does not fail the test.
    public var isWarning: Bool

    public init(
        testName: String, arguments: String? = nil, location: Location?, kind: String, details: [String] = [],
        isKnown: Bool = false, isWarning: Bool = false
    ) {
        self.testName = testName
        self.arguments = arguments
        self.location = location
        self.kind = kind
        self.details = details
        self.isKnown = isKnown
        self.isWarning = isWarning
    }

    /// Whether the issue fails its test.
    public var isFailure: Bool { !isKnown && !isWarning }

    /// The message a reader needs: the comments when there are any (an `Issue.record` message), else the kind.
    public var message: String {
        let comments = details.filter { !$0.hasPrefix("± ") }
        if kind == "Issue recorded", !comments.isEmpty { return comments.joined(separator: "\n") }
        return ([kind] + details).joined(separator: "\n")
    }
}
