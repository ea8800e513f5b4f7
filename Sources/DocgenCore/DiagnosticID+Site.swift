extension DiagnosticID {
    // MARK: Site: images, links and ids (DG0701–DG0719)
    /// A document shows a local image that does not exist (it is shown as its alt text).
    public static let imageNotFound = DiagnosticID("DG0701")
    /// A document's local image resolves (through `..` or a symbolic link) outside the docs root: it is
    /// not copied into the site.
    public static let imageOutsideDocsRoot = DiagnosticID("DG0702")
    /// A local image exists but cannot be read.
    public static let imageUnreadable = DiagnosticID("DG0703")
    /// Two documents would get the same page name (same file name in two folders): one gets a numbered
    /// name, and links by file name reach only the first.
    public static let pageNameCollision = DiagnosticID("DG0704")
    /// A heading's id would collide with an id the site generates (`L<line>`, a page's own ids): it gets a
    /// different one.
    public static let headingIDCollision = DiagnosticID("DG0705")
    /// A link to another document names a file that is not among the documents rendered.
    public static let linkToUnknownDocument = DiagnosticID("DG0706")
    /// A local image is larger than the site copies (`SiteImages.maximumImageSize`), or not a regular file.
    public static let imageTooLarge = DiagnosticID("DG0707")
}
