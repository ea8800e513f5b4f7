import DocParsing
import DocgenCore

/// `docgen extract`: parses the docs and prints the document model summary (text or JSON).
enum ExtractCommand: DocgenCommand {
    static let spec = CommandSpec(
        name: "extract",
        abstract: "Print the document model: sections, code blocks and passages of each document",
        discussion: """
            Parses every Markdown file with libcmark and prints, per document, its path and declared \
            language, its sections, its code blocks (lines, language, attributes, content hash) and its \
            passages. '--format json' prints the stable, documented schema (see README.md).
            """,
        options: [.textFormat],
        flags: [.followLinks],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let paths = arguments.positionals.isEmpty ? ["Docs"] : arguments.positionals
        let isJSON = arguments.value(.textFormat) == "json"
        // Each document is summarized on the core that parsed it; only the summaries are kept.
        // As UTF-8 bytes, which the summaries are made of and standard output takes.
        var parts: [[UInt8]] = []
        let (diagnostics, hadIOError) = DocumentLoader.forEachDocument(
            paths: paths, followLinks: arguments.has(.followLinks),
            transform: {
                isJSON ? DocumentSummary.jsonPartBytes($0.document) : Array(DocumentSummary.text($0.document).utf8)
            },
            consume: { parts.append($0) })
        // Written in chunks of about a megabyte: a large corpus's output is never one buffer.
        var chunk: [UInt8] = []
        func write(_ piece: [UInt8]) {
            chunk += piece
            if chunk.count >= 1 << 20 {
                console.writeOutputBytes(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if isJSON {
            DocumentSummary.writeJSON(parts: parts, diagnostics: diagnostics, to: write)
        } else {
            parts.forEach(write)
        }
        if !chunk.isEmpty { console.writeOutputBytes(chunk) }
        console.report(diagnostics)
        if hadIOError { return .ioError }
        return diagnostics.contains { $0.severity == .error } ? .dataError : .ok
    }
}
