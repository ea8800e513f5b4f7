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
    /// An inline source/translation pair differs in its inline code, numbers or URLs. No longer reported:
    /// the translation QA checks (DG0408–DG0415) say the same per kind, for inline and aligned pairs.
    public static let inlinePairMismatch = DiagnosticID("DG0405")
    /// One example has different code in two translations of a document.
    public static let exampleDrift = DiagnosticID("DG0406")
    /// A passage quoted in two documents has words changed or lost in one of them.
    public static let quoteDrift = DiagnosticID("DG0407")

    // MARK: Translation QA (per aligned or inline pair)
    /// A code span or identifier of one side of a pair is not on the other side.
    public static let qaCode = DiagnosticID("DG0408")
    /// A number (or version, or number with a unit) of one side of a pair is not on the other side.
    public static let qaNumber = DiagnosticID("DG0409")
    /// A link target or image source of one side of a pair is neither on the other side nor translated.
    public static let qaLink = DiagnosticID("DG0410")
    /// The two sides of a pair have different emphasis, strong or strikethrough markup, or one has literal
    /// delimiters (`**`, a lone backtick) that did not become markup.
    public static let qaMarkup = DiagnosticID("DG0411")
    /// A format placeholder (`%@`, `%d`, `{name}`, `\(value)`) of one side of a pair is not on the other.
    public static let qaPlaceholder = DiagnosticID("DG0412")
    /// A passage of a translated document is still in the language of the document it translates.
    public static let qaUntranslated = DiagnosticID("DG0413")
    /// A passage of one translation has no counterpart in the other.
    public static let qaMissing = DiagnosticID("DG0414")
    /// A glossary term of the source is not translated as the glossary says.
    public static let qaTerm = DiagnosticID("DG0415")
    // MARK: Glossary (Docs/glossary.tsv)
    /// A glossary line cannot be read: wrong number of columns, unknown language in the header, no header.
    public static let glossaryMalformed = DiagnosticID("DG0416")
    /// A glossary term is listed twice for one language.
    public static let glossaryDuplicateTerm = DiagnosticID("DG0417")
    /// A glossary row has fewer than two terms, or a term of only spaces or punctuation.
    public static let glossaryEmptyTerm = DiagnosticID("DG0418")
    /// A `qa-accept` comment or front-matter entry names no known check.
    public static let qaAcceptUnknown = DiagnosticID("DG0419")
    // MARK: Translation QA baseline (translations-baseline.json)
    /// A baseline file that cannot be read as one: not JSON, not the shape docgen writes, or another version.
    public static let qaBaselineMalformed = DiagnosticID("DG0420")
    /// A file given as the baseline (or in its place) that docgen did not write: never read as one, never
    /// overwritten.
    public static let qaBaselineNotDocgens = DiagnosticID("DG0421")
    /// A baseline none of whose entries names a document of this project: written for another book.
    public static let qaBaselineForeign = DiagnosticID("DG0422")
    /// Entries of the baseline that no finding has any more: the findings are fixed; rewrite the baseline.
    public static let qaBaselineStale = DiagnosticID("DG0423")
    /// `--accept ID` names no current finding (or more than one).
    public static let qaAcceptUnknownFinding = DiagnosticID("DG0424")
    /// The baseline could not be written (its folder is missing or read-only).
    public static let qaBaselineNotWritten = DiagnosticID("DG0425")
    // MARK: Translation QA (per document's pairs)
    /// A paragraph far shorter than its original, measured against the ratios of the document's other
    /// pairs, with fewer sentences: a sentence left out.
    public static let qaLength = DiagnosticID("DG0426")
}
