// MARK: - Packages declared in front matter for the examples (DG0660–DG0665)

extension DiagnosticID {
    /// A front matter `packages:` entry names a directory that does not exist.
    public static let declaredPackageMissing = DiagnosticID("DG0660")
    /// A front matter `packages:` entry names a directory without a `Package.swift`.
    public static let declaredPackageWithoutManifest = DiagnosticID("DG0661")
    /// A front matter `packages:` entry is a path the generated package cannot name (it has `"` or `\`).
    public static let declaredPackageBadPath = DiagnosticID("DG0662")
    /// A declared package cannot be built beside the others: its identity or a product name is another
    /// declared package's, or it is (or depends on) a package named docgen.
    public static let declaredPackageConflicts = DiagnosticID("DG0663")
    /// A declared package's `Package.swift` does not evaluate (it fails, or does not finish within the time
    /// limit): the examples using it fail (at the front matter line) and are left out of the build; the
    /// others build.
    public static let declaredPackageManifestFails = DiagnosticID("DG0665")
}
