// MARK: - Running examples (DG0614–DG0619)

extension DiagnosticID {
    /// An example ended its test process itself (`exit(0)`, `exit(124)`…) before its tests finished.
    public static let exampleExitedProcess = DiagnosticID("DG0614")
    /// An example wrote more output than docgen keeps; the middle of it was dropped.
    public static let exampleOutputTooLarge = DiagnosticID("DG0615")
    /// An example started processes that were still running when its test ended; docgen killed them.
    public static let exampleLeftProcesses = DiagnosticID("DG0616")
    /// Examples run without the sandbox (no bubblewrap here): they can change the user's files.
    public static let examplesUnsandboxed = DiagnosticID("DG0617")
    /// An example tried to write outside its scratch directory (the sandbox refused the write).
    public static let exampleWroteOutsideScratch = DiagnosticID("DG0618")
    /// An example ran out of the memory the sandbox allows it.
    public static let exampleOutOfMemory = DiagnosticID("DG0619")
}
