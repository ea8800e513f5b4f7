// MARK: - Input and parsing (DG0111–DG0130)

extension DiagnosticID {
    /// Block quotes and lists (or emphasis and links) nest deeper than docgen keeps; the deeper content is
    /// kept, flattened into the deepest level kept.
    public static let nestingTooDeep = DiagnosticID("DG0111")
    /// A quoted value in a fence's info string is never closed.
    public static let unbalancedInfoStringQuote = DiagnosticID("DG0112")
    /// A symbolic link in the docs points outside the docs folder, or a docs folder given is a link out of the
    /// folder it is in (an error); it is not followed without `--follow-links`.
    public static let linkOutsideDocs = DiagnosticID("DG0113")
    /// A path names something that is not a regular file (a FIFO, a device, a socket); it is not opened.
    public static let notARegularFile = DiagnosticID("DG0114")
    /// A file name is not valid UTF-8; the file is not read.
    public static let fileNameNotUTF8 = DiagnosticID("DG0115")
    /// A symbolic link whose target does not exist (or a loop of links).
    public static let brokenLink = DiagnosticID("DG0116")
    /// A file is larger than docgen reads (`DocumentLoader.maximumFileSize`); it is not read.
    public static let fileTooLarge = DiagnosticID("DG0117")
    /// A Swift block opens more `[` in a row than SwiftParser can take in reasonable time; it is treated as text.
    public static let swiftTooDeepToParse = DiagnosticID("DG0118")
    /// A GFM table's short rows would need more empty cells than GitHub's renderer makes; the table ends there.
    public static let tableTooLarge = DiagnosticID("DG0119")
    /// A `<script>`, `<pre>`, `<style>` or `<textarea>` HTML block is never closed: CommonMark makes the rest
    /// of the document raw HTML, code blocks included.
    public static let unclosedRawHTMLBlock = DiagnosticID("DG0120")
    /// Swift code holds a NUL byte (which SwiftParser's diagnostics cannot take): it is not parsed or built.
    public static let nulInSwiftCode = DiagnosticID("DG0121")
}
