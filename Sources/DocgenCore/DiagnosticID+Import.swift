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
    /// An input to `docgen import` is larger than it reads (`DocumentLoader.maximumFileSize`); nothing is written.
    public static let importInputTooLarge = DiagnosticID("DG0807")
    /// The file name `docgen import` would write is not a plain one-line name in the output directory.
    public static let importUnsafeName = DiagnosticID("DG0808")
    /// ERRATA.md is not a UTF-8 text file (a directory, binary, not UTF-8); `docgen import` leaves it untouched
    /// and writes nothing.
    public static let errataUnreadable = DiagnosticID("DG0809")
    /// ERRATA.md (or the lock that keeps two imports from writing it at once) cannot be written.
    public static let errataNotWritten = DiagnosticID("DG0810")
}
