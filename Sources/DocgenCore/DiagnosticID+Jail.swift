// MARK: - What the sandbox stopped an example from doing (DG0650–DG0655)

extension DiagnosticID {
    /// An example's processes and threads reached the number the sandbox allows (a fork bomb), or it
    /// stopped docgen from counting them.
    public static let exampleReachedProcessLimit = DiagnosticID("DG0650")
}
