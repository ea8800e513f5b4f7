import DocgenCore
import ExampleExtraction
import ExampleGeneration

/// A verdict from the conventions of real docs, decided before any compiler runs: `**` emphasis in code
/// (failed, one error), elided code (incomplete), an API listing (passed as a `listing`, or failed at
/// each declaration Apple does not have so). Nil for an ordinary program, which is built.
public struct ConventionVerdict: Hashable, Sendable {
    public var status: ExampleResult.Status
    public var diagnostics: [Diagnostic]
    /// `listing` for a listing that passed.
    public var evidence: Evidence?
    /// Where the example first leaves code out, for the verdict of elided code: a Swift example is then read
    /// with its holes (``HoleReading``) when it can be compiled, and this verdict is what it gets when not.
    public var hole: SourceLocation?

    /// The verdict for `example`, in this order: emphasis, elision, listing; on its own lines (the app's later
    /// files it is compiled with are their own example's). An Objective-C example gets only the elision rule:
    /// its `**` is a pointer to a pointer (`NSError **`), and Apple's data has Swift declarations only.
    public static func of(_ example: Example, symbols: AppleUIKitSymbols = .shared) -> ConventionVerdict? {
        guard example.language == .swift || example.language == .objectiveC,
            !ExamplePlan(example).isCompileFail
        else { return nil }
        let program = example.ownProgram
        if example.language == .swift, let emphasis = CodeEmphasis.find(in: program) {
            return ConventionVerdict(
                status: .failed,
                diagnostics: [CodeEmphasis.diagnostic(at: emphasis.first, lineCount: emphasis.lineCount)],
                evidence: nil)
        }
        // A `{` no `}` closes: the doc's syntax error, unless the example leaves code out (the hole may hold
        // the brace); never compiled, for the code docgen generates after it would be swallowed.
        let unclosed =
            example.language == .swift
            ? UnclosedBraces.errors(in: program, blocks: example.sources)
            : UnclosedBraces.objectiveCErrors(in: program, blocks: example.sources)
        if !unclosed.isEmpty, ElidedCode.first(in: program) == nil {
            return ConventionVerdict(status: .failed, diagnostics: unclosed, evidence: nil)
        }
        if let elided = ElidedCode.first(in: program) {
            let need = "elided code at line \(elided.line)"
            let hole = Diagnostic.warning(
                .elidedCode, at: elided,
                "\(need): the example leaves code out, so it is not built; show the code, or hide what it needs between // snippet.hide and // snippet.show"
            )
            // What the hole cannot explain is still the doc's: a misspelt UIKit name.
            let typos = example.language == .swift ? UnbuiltCodeTypos.errors(in: program, symbols: symbols) : []
            // Read with its holes when it can be compiled: not when a `{` of it is never closed.
            let readable = unclosed.isEmpty ? elided : nil
            if !typos.isEmpty {
                return ConventionVerdict(status: .failed, diagnostics: typos + [hole], evidence: nil, hole: readable)
            }
            return ConventionVerdict(
                status: .incomplete(needs: [need], suggestion: ""), diagnostics: [hole], evidence: nil, hole: readable)
        }
        if example.language == .swift, let listing = APIListing.of(program) {
            let checker = ListingChecker(surface: symbols.surface)
            // A misspelt UIKit type in a declaration's signature (`UICollecionView`) is the doc's error even
            // where the declaration itself is another library's, which Apple's data cannot judge.
            let errors = (checker.errors(in: listing) + UnbuiltCodeTypos.errors(in: program, symbols: symbols))
                .sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
            if !errors.isEmpty { return ConventionVerdict(status: .failed, diagnostics: errors, evidence: nil) }
            let foreign = checker.foreign(in: listing)
            guard let first = foreign.first else {
                return ConventionVerdict(status: .passed, diagnostics: [], evidence: .listing)
            }
            let names = foreign.map(\.name)
            return ConventionVerdict(
                status: .incomplete(needs: names, suggestion: ""),
                diagnostics: [
                    Diagnostic.warning(
                        .incompleteFragment, at: first.location,
                        "a listing of API that is not UIKit's: \(names.map { "'\($0)'" }.joined(separator: ", ")); Apple's data cannot check it, and the doc never declares it"
                    )
                ],
                evidence: nil)
        }
        return nil
    }
}
