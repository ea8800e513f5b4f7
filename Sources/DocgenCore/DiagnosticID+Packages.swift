// MARK: - Packages declared in front matter for the examples (DG0660–DG0664)

extension DiagnosticID {
    /// A front matter `packages:` entry names a directory that does not exist.
    public static let declaredPackageMissing = DiagnosticID("DG0660")
    /// A front matter `packages:` entry names a directory without a `Package.swift`.
    public static let declaredPackageWithoutManifest = DiagnosticID("DG0661")
    /// A front matter `packages:` entry is a path the generated package cannot name (it has `"` or `\`).
    public static let declaredPackageBadPath = DiagnosticID("DG0662")
}
