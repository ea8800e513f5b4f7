// MARK: - Running examples (DG0614–DG0619)

extension DiagnosticID {
    /// An example ended its test process itself (`exit(0)`, `exit(124)`…) before its tests finished.
    public static let exampleExitedProcess = DiagnosticID("DG0614")
    /// An example wrote more output than docgen keeps; the middle of it was dropped.
    public static let exampleOutputTooLarge = DiagnosticID("DG0615")
    /// An example started processes that were still running when its test ended; docgen killed them.
    public static let exampleLeftProcesses = DiagnosticID("DG0616")
}
