extension DiagnosticID {
    // MARK: Mustache templates (DG0720–DG0729)
    // Located at `template:line:col` (the template's file under `Templates/` or the override directory).
    /// A tag is opened but its closing delimiter never comes.
    public static let templateUnclosedTag = DiagnosticID("DG0720")
    /// A section, inverted section, parent or block is never closed.
    public static let templateUnclosedSection = DiagnosticID("DG0721")
    /// A closing tag closes nothing.
    public static let templateUnexpectedClosingTag = DiagnosticID("DG0722")
    /// A closing tag names another section than the innermost open one (a note points at its opening tag).
    public static let templateMismatchedClosingTag = DiagnosticID("DG0723")
    /// A tag's name is empty, contains whitespace or is a malformed dotted name.
    public static let templateInvalidTagName = DiagnosticID("DG0724")
    /// A set-delimiters tag is not two whitespace-separated delimiters without `=`.
    public static let templateInvalidDelimiters = DiagnosticID("DG0725")
    /// A partial or parent tag names a template that does not exist.
    public static let templateUnknownPartial = DiagnosticID("DG0726")
    /// Partials or parents nest too deep, almost always a template that includes itself.
    public static let templateRecursionLimit = DiagnosticID("DG0727")
    /// A template docgen renders by name does not exist (no location: there is no file).
    public static let templateNotFound = DiagnosticID("DG0728")
    /// A template file (or the templates directory) cannot be read, or is not UTF-8.
    public static let templateUnreadable = DiagnosticID("DG0729")
}

extension DiagnosticID {
    // MARK: Mustache templates, continued (DG0740–DG0744)
    /// A template file is a symbolic link leading out of its templates folder; it is not read (located at
    /// the link, line 1).
    public static let templateOutsideFolder = DiagnosticID("DG0740")
    /// A template file is a FIFO, a device or a socket; it is not read (located at it, line 1).
    public static let templateNotRegularFile = DiagnosticID("DG0741")
    /// A render passed its limit of output bytes or of steps (partials multiplying each other), located at
    /// the tag or text where it passed; nothing of that render is kept.
    public static let templateRenderLimit = DiagnosticID("DG0742")
}
