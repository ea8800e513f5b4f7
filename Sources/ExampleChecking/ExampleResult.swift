import DocgenCore

/// The outcome of checking one example, at its doc locations.
public struct ExampleResult: Hashable, Sendable, Codable {
    /// Whether the example passed.
    public enum Status: Hashable, Sendable, Codable {
        case passed
        case failed
        /// Not built or not run (`ignore`, `no_run`, excluded by a shard, …), with the reason.
        case skipped(reason: String)
        /// A fragment of a larger sample: it needs declarations it never shows (`needs`, in order of first
        /// use), and `suggestion` is a hidden part declaring them that the doc can paste. Not a failure
        /// unless checked with `--strict`.
        case incomplete(needs: [String], suggestion: String)

        /// `passed`, `failed`, `incomplete` or `skipped`.
        public var name: String {
            switch self {
            case .passed: return "passed"
            case .failed: return "failed"
            case .skipped: return "skipped"
            case .incomplete: return "incomplete"
            }
        }

        /// The names an incomplete fragment needs; empty for every other status.
        public var needs: [String] {
            if case .incomplete(let needs, _) = self { return needs }
            return []
        }

        /// Whether this is `incomplete`.
        public var isIncomplete: Bool {
            if case .incomplete = self { return true }
            return false
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
    /// Names of Apple's UIKit the example uses that the headless UIKit does not model, each at its first
    /// use; set whatever the status (an example with real errors still lists them).
    public var unmodelled: [UnmodelledUse]
    /// Modules the example imports that cannot be built here (`Combine`, `SDWebImage`), if it was skipped
    /// for them.
    public var unavailableModules: [UnavailableModule]
    /// What checked a passed example (`session`, `oracles`, `compiled`, `compile_fail`); nil for any other
    /// status.
    public var evidence: Evidence?
    /// What the listing's comments saying what it prints came to (`// Prints "…"`); nil for an example whose
    /// claims are not checked (one hosted in an app, a book test).
    public var claims: ClaimTally?
    /// The verdict of each of its code blocks (``BlockResult``), in each source; set once the check is done.
    public var blocks: [BlockResult]

    public init(
        id: String, status: Status, locations: [SourceLocation], diagnostics: [Diagnostic] = [],
        failingStep: FailingStep? = nil, isCached: Bool = false, unmodelled: [UnmodelledUse] = [],
        unavailableModules: [UnavailableModule] = [], evidence: Evidence? = nil, claims: ClaimTally? = nil,
        blocks: [BlockResult] = []
    ) {
        self.id = id
        self.status = status
        self.locations = locations
        self.diagnostics = diagnostics
        self.failingStep = failingStep
        self.isCached = isCached
        self.unmodelled = unmodelled
        self.unavailableModules = unavailableModules
        self.evidence = evidence
        self.claims = claims
        self.blocks = blocks
    }

    private enum CodingKeys: String, CodingKey {
        case id, status, locations, diagnostics, failingStep, isCached, unmodelled, unavailableModules, evidence
        case claims, blocks
    }

    /// Reads kept results of older docgen versions too (the newer fields default to empty).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        status = try container.decode(Status.self, forKey: .status)
        locations = try container.decode([SourceLocation].self, forKey: .locations)
        diagnostics = try container.decode([Diagnostic].self, forKey: .diagnostics)
        failingStep = try container.decodeIfPresent(FailingStep.self, forKey: .failingStep)
        isCached = try container.decode(Bool.self, forKey: .isCached)
        unmodelled = try container.decodeIfPresent([UnmodelledUse].self, forKey: .unmodelled) ?? []
        unavailableModules =
            try container.decodeIfPresent([UnavailableModule].self, forKey: .unavailableModules) ?? []
        evidence = try container.decodeIfPresent(Evidence.self, forKey: .evidence)
        claims = try container.decodeIfPresent(ClaimTally.self, forKey: .claims)
        blocks = try container.decodeIfPresent([BlockResult].self, forKey: .blocks) ?? []
    }

    /// Where to report a problem of this example that has no location of its own.
    public var primaryLocation: SourceLocation? { locations.first }
}
