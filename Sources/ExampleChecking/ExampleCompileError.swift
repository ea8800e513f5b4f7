import DocgenCore

/// One compile error of an example and whose line it is on: a doc line (the doc's code, shown or hidden),
/// or a line docgen generated around it (a synthesized host's lines, the entry point), which is docgen's
/// to answer for, never the doc's. A doc line of the app's later files the example is compiled with
/// (`Example.laterFiles`) is their own example's, which reports it.
///
/// Decided by the generated file and line the compiler reported (a doc line is reported inside one of the
/// file's `#sourceLocation` regions, so at a Markdown location), never by the message.
public struct ExampleCompileError: Hashable, Sendable {
    /// The error as reported, at a doc location (for an error on a generated line: the example's first line).
    public var diagnostic: Diagnostic
    /// Where the compiler reported an error on a generated line (`Sources/<target>/<id>.swift:40:9`, relative
    /// to the package); nil for an error on a doc line.
    public var generatedLocation: SourceLocation?
    /// Whether the doc line is one of the app's later files', not the example's own.
    public var isInLaterFile = false

    public init(diagnostic: Diagnostic, generatedLocation: SourceLocation? = nil, isInLaterFile: Bool = false) {
        self.diagnostic = diagnostic
        self.generatedLocation = generatedLocation
        self.isInLaterFile = isInLaterFile
    }

    /// An error on a doc line.
    public static func doc(_ diagnostic: Diagnostic) -> ExampleCompileError {
        ExampleCompileError(diagnostic: diagnostic)
    }

    /// Whether the error is on a line docgen generated.
    public var isInGeneratedCode: Bool { generatedLocation != nil }
}
