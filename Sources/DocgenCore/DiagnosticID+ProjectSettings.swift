// MARK: - The project's settings file and translation direction (DG0820–DG0829)

extension DiagnosticID {
    /// A line of `docgen.config` that is not `key: value` (or a comment, or blank).
    public static let settingsMalformed = DiagnosticID("DG0820")
    /// A key of `docgen.config` that docgen does not know.
    public static let settingsUnknownKey = DiagnosticID("DG0821")
    /// A value of `docgen.config` that its key does not take (an unknown language, convention or word).
    public static let settingsBadValue = DiagnosticID("DG0822")
    /// A key of `docgen.config` given twice, or a setting with two values where one is needed (two source
    /// languages).
    public static let settingsConflict = DiagnosticID("DG0823")
    /// The original of a pair of translations is guessed (the document with more passages): no source
    /// language is set, or neither document is in it.
    public static let translationDirectionGuessed = DiagnosticID("DG0824")
}
