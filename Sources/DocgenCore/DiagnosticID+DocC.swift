extension DiagnosticID {
    // MARK: Site: DocC Markdown (DG0340–DG0349)
    /// A `<doc:Name>` link names no document of the site: it is shown as plain text.
    public static let docLinkToUnknownDocument = DiagnosticID("DG0340")
    /// A `<doc:Name#Heading>` link names a heading its document (and its translations) does not have: it is
    /// shown as plain text.
    public static let docLinkToUnknownHeading = DiagnosticID("DG0341")
    /// A `doc:` link with no document name (`<doc:>`): it is shown as plain text.
    public static let emptyDocLink = DiagnosticID("DG0342")
    /// An entry of the root page's `## Topics` names no document of the site: it is left out of the order.
    public static let topicsEntryUnknown = DiagnosticID("DG0343")
    /// An entry of the root page's `## Topics` lists a document already listed, or the root page itself:
    /// only its first place counts.
    public static let topicsEntryRepeated = DiagnosticID("DG0344")
    /// A block directive (`@Metadata {`, `@Options {`, `@Comment {`) is never closed: it is shown as text.
    public static let unclosedBlockDirective = DiagnosticID("DG0345")
}
