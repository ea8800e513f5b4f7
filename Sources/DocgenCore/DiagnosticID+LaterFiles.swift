// MARK: - One app shown file by file (DG0690–DG0699)

extension DiagnosticID {
    /// An example uses types that later blocks of its document declare: it is compiled with them, as one
    /// app's files are (the app's later files).
    public static let laterFilesJoined = DiagnosticID("DG0690")
    /// An example's own lines compile, but the app's later files it is compiled with do not (their own
    /// example reports why): compiled only, not run.
    public static let laterFileDoesNotCompile = DiagnosticID("DG0691")
    /// A later version of a program (a tutorial's next step) whose only errors are in the blocks it keeps from
    /// the version before it, which reports them: its own blocks compile; not run.
    public static let earlierVersionErrors = DiagnosticID("DG0692")
}
