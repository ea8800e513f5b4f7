import ExampleExtraction

/// What a passed result proves: what checked the example.
public enum Evidence: String, Hashable, Sendable, Codable, CaseIterable {
    /// A `search-session` from the doc ran and every step showed the rows it expects.
    case session
    /// The example uses search and its entries were found (no session in the doc): a default search session
    /// typed each entry's title, and the screen kept the invariants after every step (its table shows what
    /// its data source says, no broken constraint); no rows are expected of the app's filter.
    case oracles
    /// Hosted, loaded, laid out, read and explored (no session in the doc: `ScreenExplorer`'s taps, alerts,
    /// swipes, refresh and typing), keeping the invariants after every event, without trapping.
    case ran
    /// Built only: nothing was observed.
    case compiled
    /// It failed to compile, with the expected message when the doc gives one.
    case compileFail = "compile_fail"
    /// An API listing (declarations without bodies): each declaration is Apple's, with Apple's signature
    /// (`ConventionVerdict`, decided without compiling).
    case listing
    /// A test the book keeps beside its listing (`BookTestRunner`) ran and printed the lines it expects.
    case bookTest = "book_test"

    /// What a pass of this example proves, from how it is checked: `compile_fail` by the compiler; a run
    /// example with a host by its doc's session, else by the oracles on its entries when it uses search
    /// (`Example.usesSearch`), else by loading, laying out and reading its screen (`ran`); anything else
    /// (`no_run`, nothing hosted) only compiled.
    public init(of example: Example) {
        switch example.mode {
        case .compileFail:
            self = .compileFail
        case .runnable, .shouldFail:
            if example.hostType != nil && !(example.session?.steps.isEmpty ?? true) {
                self = .session
            } else if example.hostType != nil && !example.entries.isEmpty && example.usesSearch {
                self = .oracles
            } else if example.hostType != nil {
                self = .ran
            } else {
                self = .compiled
            }
        case .noRun, .ignore, .skipped:
            self = .compiled
        }
    }

    /// Whether something was observed running (a session, the oracles, or a screen read), which alone
    /// earns a plain "passed".
    public var isObserved: Bool { self == .session || self == .oracles || self == .ran || self == .bookTest }

    /// How a report or badge words it: `session`, `oracles`, `ran`, `compiled only`, `compile_fail`,
    /// `listing`, `book test`.
    public var label: String {
        switch self {
        case .session: return "session"
        case .oracles: return "oracles"
        case .ran: return "ran"
        case .compiled: return "compiled only"
        case .compileFail: return "compile_fail"
        case .listing: return "listing"
        case .bookTest: return "book test"
        }
    }
}
