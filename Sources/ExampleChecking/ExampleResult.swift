import DocgenCore

/// The outcome of checking one example, at its doc locations.
public struct ExampleResult: Hashable, Sendable, Codable {
    /// Whether the example passed.
    public enum Status: Hashable, Sendable, Codable {
        case passed
        case failed
        /// Not built or not run (`ignore`, `no_run`, excluded by a shard, …), with the reason.
        case skipped(reason: String)

        /// `passed`, `failed` or `skipped`.
        public var name: String {
            switch self {
            case .passed: return "passed"
            case .failed: return "failed"
            case .skipped: return "skipped"
            }
        }

        /// The reason of a skip.
        public var reason: String? {
            if case .skipped(let reason) = self { return reason }
            return nil
        }
    }

    /// The `search-session` step that failed, quoted from the docs.
    public struct FailingStep: Hashable, Sendable, Codable {
        /// The step as written (`type "in" → Intermediate`).
        public var text: String
        /// The step's line in the docs.
        public var location: SourceLocation

        public init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    /// The example id (`uisearchcontroller_topic__panel_poiska`).
    public var id: String
    public var status: Status
    /// Where the example is written: the first line of each of its sources (every translation included),
    /// sorted; the first is where a problem without a location of its own is reported.
    public var locations: [SourceLocation]
    /// Compiler diagnostics, failed expectations, traps, timeouts — each at a doc location when known.
    public var diagnostics: [Diagnostic]
    public var failingStep: FailingStep?
    /// The result was taken from the kept results of an earlier check, without running the compiler.
    public var isCached: Bool

    public init(
        id: String, status: Status, locations: [SourceLocation], diagnostics: [Diagnostic] = [],
        failingStep: FailingStep? = nil, isCached: Bool = false
    ) {
        self.id = id
        self.status = status
        self.locations = locations
        self.diagnostics = diagnostics
        self.failingStep = failingStep
        self.isCached = isCached
    }

    /// Where to report a problem of this example that has no location of its own.
    public var primaryLocation: SourceLocation? { locations.first }
}
