import ExampleChecking
import ExampleExtraction

extension ExampleStatus {
    /// The badge of one check result: a plain "passed" only when something was observed running.
    public init(_ result: ExampleResult) {
        switch result.status {
        case .passed:
            guard let evidence = result.evidence, !evidence.isObserved else {
                self = .passed
                return
            }
            if evidence == .compileFail {
                self = .passedUnobserved(
                    label: "compile_fail as expected",
                    detail: "docgen check: it fails to compile, with the message the doc expects")
            } else if evidence == .listing {
                self = .passedUnobserved(
                    label: evidence.label,
                    detail: "docgen check: an API listing; each declaration is Apple's, with Apple's signature")
            } else {
                self = .passedUnobserved(
                    label: evidence.label,
                    detail: "docgen check: it builds, but nothing was observed running (no search session or entries)")
            }
        case .skipped(let reason): self = .skipped(reason: reason)
        case .incomplete(let needs, let suggestion): self = .incomplete(needs: needs, suggestion: suggestion)
        case .failed:
            let first = result.diagnostics.first { $0.severity == .error } ?? result.diagnostics.first
            self = .failed(message: first?.message ?? "failed", location: first?.location)
        }
    }

    /// Each example's badge from its kept result, for the examples whose result is still valid for their
    /// code (the others are "not checked yet": left out).
    public static func statuses(of examples: ExampleSet, kept: KeptResults) -> [String: ExampleStatus] {
        var statuses: [String: ExampleStatus] = [:]
        for example in examples.examples {
            if let result = kept.result(for: example.id) { statuses[example.id] = ExampleStatus(result) }
        }
        return statuses
    }
}
