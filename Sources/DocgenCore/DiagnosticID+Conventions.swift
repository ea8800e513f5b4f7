// MARK: - Conventions of real docs, decided before compiling (DG0680–DG0689)

extension DiagnosticID {
    /// A line of the example stands for code the doc leaves out (`...`, `…`, `// ...`, `<#name#>`): the
    /// example is incomplete, not wrong.
    public static let elidedCode = DiagnosticID("DG0680")
    /// `**` inside a code block: Markdown bold that a code block shows as written, not Swift.
    public static let emphasisInCode = DiagnosticID("DG0681")
    /// A declaration of an API listing that Apple's UIKit does not have with that signature.
    public static let listingMismatch = DiagnosticID("DG0682")
    /// `#selector` names a method of the program that is not exposed to Objective-C (no `@objc`): an error
    /// on Apple's SDK that the Linux compiler cannot report.
    public static let selectorNotExposed = DiagnosticID("DG0683")
    /// A method of a type adopting a UIKit protocol nearly matches one of its optional requirements (Xcode's
    /// "nearly matches" warning): UIKit never calls it. An error of the doc that the Linux compiler cannot see.
    public static let requirementNearMiss = DiagnosticID("DG0684")
    /// A `{` of the doc's code that no `}` closes: the doc's syntax error, at the end of the block that opens
    /// it, never an error of the code docgen generates after it.
    public static let unclosedBrace = DiagnosticID("DG0685")
    /// A syntax error of the doc's own code that the compiler reports only on the lines docgen generated
    /// after it (an assignment with no value before the generated `}`): the doc's error, where SwiftParser
    /// finds it in the doc's lines alone.
    public static let docSyntaxError = DiagnosticID("DG0686")
    /// A listing declares again what another listing of its script declares first (a member of an
    /// extension: `invalid_redecl`, with the compiler's note at the first declaration): an alternative
    /// version of it, compiled without the other.
    public static let alternativeVersion = DiagnosticID("DG0687")
}
