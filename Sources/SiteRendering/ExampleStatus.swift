import DocgenCore

/// The result of the last `docgen check` for one example, as the site shows it in a badge.
///
/// The integrator fills a `[example id: ExampleStatus]` from the checker's results; an example missing
/// from it is `notChecked` (or `skipped` when its mode says it is never built).
public enum ExampleStatus: Hashable, Sendable {
    /// No check result is known.
    case notChecked
    /// Passed, and something was observed running (a session from the doc, or the search oracles).
    case passed
    /// Passed with nothing observed running: `compiled only`, or `compile_fail` (failed to compile as
    /// expected); `label` is the badge's text, `detail` says what was checked.
    case passedUnobserved(label: String, detail: String)
    /// Failed, with the first diagnostic's message and location.
    case failed(message: String, location: SourceLocation?)
    /// Not built or not run, with the reason.
    case skipped(reason: String)
    /// A fragment of a larger sample: the names it needs and the hidden part that would declare them.
    case incomplete(needs: [String], suggestion: String)

    /// `not-checked`, `passed`, `unobserved`, `failed`, `skipped` or `incomplete`: the badge's CSS class suffix and a stable
    /// tag.
    public var tag: String {
        switch self {
        case .notChecked: return "not-checked"
        case .passed: return "passed"
        case .passedUnobserved: return "unobserved"
        case .failed: return "failed"
        case .skipped: return "skipped"
        case .incomplete: return "incomplete"
        }
    }

    /// The badge's text: `passed`, `compiled only` (or another unobserved pass), `failed`, `skipped`,
    /// `incomplete`, `not checked yet`.
    var label: String {
        switch self {
        case .notChecked: return "not checked yet"
        case .passed: return "passed"
        case .passedUnobserved(let label, _): return label
        case .failed: return "failed"
        case .skipped: return "skipped"
        case .incomplete: return "incomplete"
        }
    }

    /// The detail shown next to the badge: the failure with its location, or the skip reason.
    var detail: String? {
        switch self {
        case .notChecked, .passed: return nil
        case .passedUnobserved(_, let detail): return detail
        case .failed(let message, let location): return location.map { "\($0): \(message)" } ?? message
        case .skipped(let reason): return reason
        case .incomplete(let needs, let suggestion):
            return
                "a fragment of a larger sample: needs \(needs.joined(separator: ", ")); declare them in a hidden part:\n"
                + suggestion
        }
    }
}
