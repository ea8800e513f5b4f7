extension DiagnosticID {
    // MARK: Templates and generation (DG05xx)
    /// A template failed in a way that is not a Mustache error (Mustache errors have their own ids,
    /// DG0720–DG0729, at `template:line:col`).
    public static let templateError = DiagnosticID("DG0501")
    /// A template the generator needs is missing from `Templates/` (and the override directory).
    public static let missingTemplate = DiagnosticID("DG0502")
    /// docgen would overwrite a file it did not generate; nothing was written.
    public static let wouldOverwriteUserFile = DiagnosticID("DG0503")
    /// The output directory could not be written.
    public static let outputNotWritable = DiagnosticID("DG0504")
    /// The output directory is not docgen's (no manifest) and not empty.
    public static let foreignOutputDirectory = DiagnosticID("DG0505")
}
