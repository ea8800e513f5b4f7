// MARK: - Running the tests *The Swift Programming Language* keeps beside its listings (DG0666–DG0669)

extension DiagnosticID {
    /// A book test printed other lines than the test expects (`<-`, `<<`, `</`).
    public static let bookTestOutput = DiagnosticID("DG0666")
    /// A book test expects a diagnostic (`!$ error: …`) the compiler does not give there.
    public static let bookTestMissingDiagnostic = DiagnosticID("DG0667")
    /// A book test does not compile where it expects no error, or stops at run time where it expects no stop
    /// (or runs on where it expects one, `xx`).
    public static let bookTestFailed = DiagnosticID("DG0668")
    /// A diagnostic a book test expects comes at its place with today's compiler's wording, not the book's.
    public static let bookTestMessageDiffers = DiagnosticID("DG0669")
}
