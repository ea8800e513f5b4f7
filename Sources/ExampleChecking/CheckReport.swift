import DocgenCore

/// Everything one `docgen check` found: each example's result and the problems that belong to no example.
public struct CheckReport: Hashable, Sendable {
    /// Results in the order they are reported (the caller's order; by doc location is the natural one).
    public var examples: [ExampleResult]
    /// Problems of the run itself: `Examples/` is stale, an unattributable build error, an ignored cache.
    public var diagnostics: [Diagnostic]

    public init(examples: [ExampleResult], diagnostics: [Diagnostic] = []) {
        self.examples = examples
        self.diagnostics = diagnostics
    }

    public var passedCount: Int { examples.count { $0.status == .passed } }
    public var failedCount: Int { examples.count { $0.status == .failed } }
    public var skippedCount: Int { examples.count { $0.status.reason != nil } }

    /// `N passed, N failed, N skipped`: the last line of every human report.
    public var summaryLine: String { "\(passedCount) passed, \(failedCount) failed, \(skippedCount) skipped" }

    /// Whether `docgen check` must exit non-zero: an example failed, or the run itself has an error.
    public var hasFailures: Bool {
        failedCount > 0 || diagnostics.contains { $0.severity == .error }
    }
}
