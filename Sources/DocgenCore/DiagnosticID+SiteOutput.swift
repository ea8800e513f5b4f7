extension DiagnosticID {
    // MARK: Site: rendering (DG0730–DG0739)
    /// A template the site needs (`site/layout`, `site/document`, …) is missing from the templates.
    public static let siteTemplateMissing = DiagnosticID("DG0730")
}
