// MARK: - Check results (DG06xx)

extension DiagnosticID {
    /// The compiler rejected an example's code (the location is the Markdown line the code came from).
    public static let exampleCompileError = DiagnosticID("DG0601")
    /// The compiler warned about an example's code; the example still passes.
    public static let exampleCompileWarning = DiagnosticID("DG0602")
    /// An expectation of an example's test failed, e.g. a `search-session` step showed other rows.
    public static let expectationFailed = DiagnosticID("DG0603")
    /// An example trapped while it ran (`fatalError`, index out of range, force unwrap of nil, …).
    public static let exampleTrapped = DiagnosticID("DG0604")
    /// An example's test did not finish in time and was stopped.
    public static let exampleTimedOut = DiagnosticID("DG0605")
    /// A `compile_fail` example compiled.
    public static let compileFailCompiled = DiagnosticID("DG0606")
    /// A `compile_fail="text"` example failed to compile, but no error contains the expected text.
    public static let compileFailMessageMismatch = DiagnosticID("DG0607")
    /// A `should_fail` example ran to the end without trapping or failing.
    public static let shouldFailDidNotFail = DiagnosticID("DG0608")
    /// `swift build` failed with an error that names no example (a package or driver error).
    public static let unattributedBuildError = DiagnosticID("DG0609")
    /// Linking failed (an undefined or duplicate symbol).
    public static let linkError = DiagnosticID("DG0610")
    /// The kept check results (`.build/docgen/results.json`) could not be read; everything is checked again.
    public static let resultsCacheIgnored = DiagnosticID("DG0611")
    /// `swift test` ended without its summary and without a recognisable crash, so results are incomplete.
    public static let testRunIncomplete = DiagnosticID("DG0612")
    /// `Examples/` differs from what docgen generates from `Docs/` now; regenerate it with `docgen build`.
    public static let staleExamples = DiagnosticID("DG0613")
}
