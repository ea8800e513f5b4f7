import DocgenCore

/// Everything one `docgen check` found: each example's result and the problems that belong to no example.
public struct CheckReport: Hashable, Sendable {
    /// Results in the order they are reported (the caller's order; by doc location is the natural one).
    public var examples: [ExampleResult]
    /// Problems of the run itself: `Examples/` is stale, an unattributable build error, an ignored cache.
    public var diagnostics: [Diagnostic]
    /// The shard `--shard k/n` checked (n > 1), so that `docgen merge-reports` can tell a missing shard;
    /// nil for a check of every example.
    public var shard: ShardSelector?

    public init(examples: [ExampleResult], diagnostics: [Diagnostic] = []) {
        self.examples = examples
        self.diagnostics = diagnostics
    }

    /// Puts the results in doc order: by their first location (file, line), located results first, then by id.
    public mutating func sortInDocOrder() {
        examples.sort { lhs, rhs in
            switch (lhs.primaryLocation, rhs.primaryLocation) {
            case (let left?, let right?): return left == right ? lhs.id < rhs.id : left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs.id < rhs.id
            }
        }
    }

    public var passedCount: Int { examples.count { $0.status == .passed } }
    public var failedCount: Int { examples.count { $0.status == .failed } }
    public var skippedCount: Int { examples.count { $0.status.reason != nil } }
    public var incompleteCount: Int { examples.count { $0.status.isIncomplete } }

    /// The claims about output of every listing (`// Prints "…"`) added up: found, right, wrong.
    public var claims: ClaimTally { ClaimTally.total(examples.compactMap(\.claims)) }

    /// `N passed, N failed, N incomplete, N skipped`: the last line of every human report.
    public var summaryLine: String {
        "\(passedCount) passed, \(failedCount) failed, \(incompleteCount) incomplete, \(skippedCount) skipped"
    }

    /// Whether `docgen check` must exit non-zero: an example failed, or the run itself has an error.
    public var hasFailures: Bool {
        failedCount > 0 || diagnostics.contains { $0.severity == .error }
    }

    /// `hasFailures`, and with `strict` an incomplete fragment counts as a failure too.
    public func hasFailures(strict: Bool) -> Bool {
        hasFailures || strict && incompleteCount > 0
    }

    /// One row of the unmodelled-API table: a name of Apple's UIKit the headless UIKit lacks.
    public struct UnmodelledRow: Hashable, Sendable {
        public var name: String
        /// How many examples use it.
        public var examples: Int
        /// Its first use, in report order.
        public var firstLocation: SourceLocation?
    }

    /// What the headless UIKit lacks across the checked examples: most used first, then by name.
    public var unmodelledTable: [UnmodelledRow] {
        var rows: [String: UnmodelledRow] = [:]
        for example in examples {
            for use in example.unmodelled {
                rows[use.name, default: UnmodelledRow(name: use.name, examples: 0, firstLocation: use.location)]
                    .examples += 1
            }
        }
        return rows.values.sorted { ($1.examples, $0.name) < ($0.examples, $1.name) }
    }
}
