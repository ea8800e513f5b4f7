/// How an example is built and run, from its blocks' attributes and its language.
public enum ExampleMode: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Built, run, and its sessions played.
    case runnable
    /// `no_run`: built, not run.
    case noRun
    /// `ignore` / `ignore="reason"`: shown, not built; reported as skipped.
    case ignore(reason: String?)
    /// `compile_fail` / `compile_fail="text"`: must fail to compile (with `expected` in the error).
    case compileFail(expected: String?)
    /// `should_fail`: builds, and running its session must trap.
    case shouldFail
    /// Not built because docgen cannot build it here (Objective-C, other languages).
    case skipped(reason: String)

    /// Whether the example is compiled at all.
    public var isBuilt: Bool {
        switch self {
        case .runnable, .noRun, .compileFail, .shouldFail: return true
        case .ignore, .skipped: return false
        }
    }

    /// Whether the example's sessions are played.
    public var isRun: Bool {
        switch self {
        case .runnable, .shouldFail: return true
        case .noRun, .ignore, .compileFail, .skipped: return false
        }
    }

    /// Why the example is not built, for the "skipped" line of a report.
    public var skipReason: String? {
        switch self {
        case .ignore(let reason): return reason ?? "marked ignore"
        case .skipped(let reason): return reason
        default: return nil
        }
    }

    /// `runnable`, `no_run`, `ignore("…")`, `compile_fail("…")`, `should_fail`, `skipped("…")`.
    public var description: String {
        func quoted(_ name: String, _ value: String?) -> String { value.map { "\(name)(\"\($0)\")" } ?? name }
        switch self {
        case .runnable: return "runnable"
        case .noRun: return "no_run"
        case .ignore(let reason): return quoted("ignore", reason)
        case .compileFail(let expected): return quoted("compile_fail", expected)
        case .shouldFail: return "should_fail"
        case .skipped(let reason): return quoted("skipped", reason)
        }
    }
}
