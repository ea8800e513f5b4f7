// MARK: - What the sandbox stopped an example from doing (DG0650–DG0655)

extension DiagnosticID {
    /// An example's processes and threads reached the number the sandbox allows (a fork bomb), or it
    /// stopped docgen from counting them.
    public static let exampleReachedProcessLimit = DiagnosticID("DG0650")
}

extension DiagnosticID {
    /// The compilers and SwiftPM (which evaluates the `Package.swift` of a document's packages) run outside
    /// the tools' jail: bubblewrap is missing or cannot make its namespaces here.
    public static let toolsUnjailed = DiagnosticID("DG0651")
}

extension DiagnosticID {
    /// An example's test events say it passed while its test process says it failed: the example wrote
    /// events of its own into the stream docgen reads its verdict from, or kept the real ones out.
    public static let exampleWroteTestEvents = DiagnosticID("DG0652")
}
