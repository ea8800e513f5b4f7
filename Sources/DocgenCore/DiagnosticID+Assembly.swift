extension DiagnosticID {
    // MARK: Fragment assembly (DG0308–DG0329)
    /// A block is a new version of a program of an earlier section: it redefines some of its members.
    public static let programVersion = DiagnosticID("DG0308")
    /// Orphan members or view-controller statements were placed in a synthesized hidden host controller.
    public static let synthesizedHost = DiagnosticID("DG0309")
    /// A block holds only comments (or nothing): it is shown, but adds no code to its program.
    public static let commentOnlyBlock = DiagnosticID("DG0310")
    /// A fence names a language docgen does not know, and its code is clearly Swift: it is read as Swift.
    public static let unknownFenceWordReadAsSwift = DiagnosticID("DG0311")
    /// A block has a line-control statement of its own (`#sourceLocation`): it is not compiled (written over with
    /// spaces), so that every line is reported where the doc has it.
    public static let ownLineDirective = DiagnosticID("DG0312")
    /// A listing of *The Swift Programming Language* is not the code its test comment (`<!-- - test: … -->`)
    /// shows: one of the two was edited after the other.
    public static let bookTestDrift = DiagnosticID("DG0313")
    /// A test comment of the book's kind that cannot be read as one: an unclosed fence, a test line with no
    /// `- test:` name before it.
    public static let malformedBookTest = DiagnosticID("DG0314")

    // MARK: Generated code (DG0516–DG0529)
    /// docgen wrote Swift that does not parse on one of its own (generated, not doc) lines: a docgen bug.
    public static let generatedSyntaxError = DiagnosticID("DG0516")
    /// docgen wrote unbalanced `#sourceLocation` directives: a docgen bug.
    public static let unbalancedSourceLocation = DiagnosticID("DG0517")
    /// The compiler rejected a line docgen generated around an example (a synthesized host's lines, the entry
    /// point) and the example's own code has no problem it follows from: a docgen bug, never the doc's error.
    public static let generatedCodeCompileError = DiagnosticID("DG0518")
}
