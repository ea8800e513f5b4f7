import DocgenCore

/// One place in the docs where an example appears: a document, a section, and the code blocks there.
public struct ExampleSource: Hashable, Sendable, Codable {
    /// The document's path, as in every location (`Docs/x.ru.md`).
    public var file: String
    /// `<name>` of `<name>.<lang>.md`.
    public var documentName: String
    public var documentLanguage: HumanLanguage?
    /// The title of the section of the first block; nil before the first heading.
    public var sectionTitle: String?
    /// The code blocks, in document order.
    public var blocks: [ExampleSourceBlock]

    public init(
        file: String, documentName: String, documentLanguage: HumanLanguage?, sectionTitle: String?,
        blocks: [ExampleSourceBlock]
    ) {
        self.file = file
        self.documentName = documentName
        self.documentLanguage = documentLanguage
        self.sectionTitle = sectionTitle
        self.blocks = blocks
    }

    /// The first code line of the first block: where a report points for the whole example.
    public var location: SourceLocation {
        guard let first = blocks.first else { return SourceLocation(file: file, line: 1, column: 1) }
        return SourceLocation(file: file, line: first.firstCodeLine, column: first.codeColumn)
    }

    /// `Docs/x.ru.md:26` (the first code line), the form a build report lists.
    public var description: String { "\(file):\(location.line)" }
}

/// One code block of an example in one source.
public struct ExampleSourceBlock: Hashable, Sendable, Codable {
    /// The whole block, fences included.
    public var range: SourceRange
    /// First and last line of the code (fences excluded).
    public var firstCodeLine: Int
    public var lastCodeLine: Int
    /// Column at which the block's code lines start in the Markdown file.
    public var codeColumn: Int
    /// Bytes of indentation common to all lines of the block (removed when comparing translations).
    public var indentation: Int
    /// Markdown line of each line of the normalized code (see `CodeNormalizer`), for mapping locations
    /// between sources.
    public var normalizedLines: [Int]
    /// Whether its fence is never closed: the block runs to the end of its document, as CommonMark reads it.
    public var fenceNeverClosed = false

    public init(
        range: SourceRange, firstCodeLine: Int, lastCodeLine: Int, codeColumn: Int, indentation: Int,
        normalizedLines: [Int], fenceNeverClosed: Bool = false
    ) {
        self.range = range
        self.firstCodeLine = firstCodeLine
        self.lastCodeLine = lastCodeLine
        self.codeColumn = codeColumn
        self.indentation = indentation
        self.normalizedLines = normalizedLines
        self.fenceNeverClosed = fenceNeverClosed
    }

    /// The code's lines.
    public var codeLines: ClosedRange<Int> { firstCodeLine...max(firstCodeLine, lastCodeLine) }
}
