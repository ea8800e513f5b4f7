// MARK: - OpenCC's Han tables (DG0911–DG0919)

extension DiagnosticID {
    /// The bundled Han tables (`docgen_Translations.resources/HanTo….tsv`, `HanScriptOnlyCharacters.tsv`) are
    /// not next to the executable; docgen cannot tell zh-Hans from zh-Hant nor convert between them without them.
    public static let hanTablesMissing = DiagnosticID("DG0911")
    /// A bundled Han table cannot be read (permissions, not UTF-8).
    public static let hanTablesUnreadable = DiagnosticID("DG0912")
    /// A bundled Han table breaks its format (a header field, a column count, a row count, a value).
    public static let hanTablesCorrupt = DiagnosticID("DG0913")
}
