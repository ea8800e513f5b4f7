extension DiagnosticID {
    // MARK: Import (DG08xx)
    /// An input to `docgen import` is not UTF-8 text (the first bad byte is located).
    public static let importInvalidUTF8 = DiagnosticID("DG0801")
    /// An input to `docgen import` holds a NUL byte: it is binary, not text.
    public static let importBinaryInput = DiagnosticID("DG0802")
    /// An input to `docgen import` is empty or holds only white space.
    public static let importEmptyInput = DiagnosticID("DG0803")
    /// The document `docgen import` would write exists; `--force` replaces it.
    public static let importWouldOverwrite = DiagnosticID("DG0804")
    /// A repair `docgen import` made to extraction damage (listed in ERRATA.md too).
    public static let importRepair = DiagnosticID("DG0805")
    /// An input line is too long to analyse as code; it was kept as prose.
    public static let importLongLine = DiagnosticID("DG0806")
}
