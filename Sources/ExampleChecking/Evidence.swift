import ExampleExtraction

/// What a passed result proves: what checked the example.
public enum Evidence: String, Hashable, Sendable, Codable, CaseIterable {
    /// A `search-session` from the doc ran and every step showed the rows it expects.
    case session
    /// The example's entries were found and the generic search oracles ran on them (no session in the doc).
    case oracles
    /// Built (and hosted, when it has a host) only: nothing was observed.
    case compiled
    /// It failed to compile, with the expected message when the doc gives one.
    case compileFail = "compile_fail"

    /// What a pass of this example proves, from how it is checked: `compile_fail` by the compiler; a run
    /// example with a host by its doc's session, else by the oracles on its entries; anything else
    /// (`no_run`, nothing hosted, a host without entries or session) only compiled.
    public init(of example: Example) {
        switch example.mode {
        case .compileFail:
            self = .compileFail
        case .runnable, .shouldFail:
            if example.hostType != nil && !(example.session?.steps.isEmpty ?? true) {
                self = .session
            } else if example.hostType != nil && !example.entries.isEmpty {
                self = .oracles
            } else {
                self = .compiled
            }
        case .noRun, .ignore, .skipped:
            self = .compiled
        }
    }

    /// Whether something was observed running (a session or the oracles), which alone earns a plain
    /// "passed".
    public var isObserved: Bool { self == .session || self == .oracles }

    /// How a report or badge words it: `session`, `oracles`, `compiled only`, `compile_fail`.
    public var label: String {
        switch self {
        case .session: return "session"
        case .oracles: return "oracles"
        case .compiled: return "compiled only"
        case .compileFail: return "compile_fail"
        }
    }
}
