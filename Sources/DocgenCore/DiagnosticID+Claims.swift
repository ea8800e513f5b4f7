// MARK: - Claims the docs make about what code prints (DG0656–DG0659)

extension DiagnosticID {
    /// A comment says the code before it prints a line (`// Prints "…"`, `// 打印“…”`), and the program does
    /// not print it.
    public static let outputClaimFailed = DiagnosticID("DG0656")
}
