extension DiagnosticID {
    // MARK: Translations (DG04xx)
    /// A document says it is a translation (front matter `translation-of:`, or it shares its examples with
    /// a differently named document) but no document with its `<name>` exists.
    public static let translationWithoutCounterpart = DiagnosticID("DG0401")
    /// Two files of one `<name>` claim the same language, so neither can be told apart as a translation.
    public static let duplicateTranslationLanguage = DiagnosticID("DG0402")
    /// A file's declared language (file name or front matter) contradicts the language of its text.
    public static let declaredLanguageContradicted = DiagnosticID("DG0403")
    /// A document has no prose passage to translate or align.
    public static let emptyTranslationDocument = DiagnosticID("DG0404")
    /// An inline source/translation pair differs in its inline code, numbers or URLs.
    public static let inlinePairMismatch = DiagnosticID("DG0405")
    /// One example has different code in two translations of a document.
    public static let exampleDrift = DiagnosticID("DG0406")
    /// A passage quoted in two documents has words changed or lost in one of them.
    public static let quoteDrift = DiagnosticID("DG0407")
}
