extension DiagnosticID {
    // MARK: Site: rendering and writing (DG0730–DG0739)
    /// A template the site needs (`site/layout`, `site/document`, …) is missing from the templates.
    public static let siteTemplateMissing = DiagnosticID("DG0730")
    /// A file or folder of the site could not be written.
    public static let siteUnwritable = DiagnosticID("DG0731")
}
