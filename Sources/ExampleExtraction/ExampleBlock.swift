import DocParsing
import DocgenCore

/// A code block as the extraction stage sees it: where it is, its lines' visibility, its normalized
/// form, and (for Swift) its structure.
struct ExampleBlock: Hashable, Sendable {
    var file: String
    var documentName: String
    var documentLanguage: HumanLanguage?
    var sectionTitle: String?
    var code: CodeBlock
    var lines: [Substring]
    /// UTF-8 offset of each line's start in `code.code`.
    var lineStarts: [Int]
    var visibility: [LineVisibility]
    var normalized: CodeNormalizer.Normalized
    /// Swift blocks only.
    var structure: SwiftBlockStructure?

    /// `structure` is the block's parse (nil for other languages), shared between blocks with the same code.
    init(code: CodeBlock, document: Document, visibility: [LineVisibility], structure: SwiftBlockStructure?) {
        file = document.path
        documentName = document.name
        documentLanguage = document.declaredLanguage
        self.code = code
        lines = code.lines
        var starts: [Int] = []
        var offset = 0
        for line in lines {
            starts.append(offset)
            offset += line.utf8.count + 1
        }
        lineStarts = starts
        self.visibility = visibility
        normalized = CodeNormalizer.normalize(lines)
        self.structure = structure
    }

    /// The Markdown location of byte `offset` of line `index`.
    func origin(line index: Int, offset: Int = 0) -> SourceLocation {
        SourceLocation(file: file, line: code.firstCodeLine + index, column: code.codeColumn + offset)
    }

    var lastCodeLine: Int { code.firstCodeLine + max(0, lines.count - 1) }

    /// The block as an `ExampleSourceBlock`.
    var sourceBlock: ExampleSourceBlock {
        ExampleSourceBlock(
            range: code.range, firstCodeLine: code.firstCodeLine, lastCodeLine: lastCodeLine,
            codeColumn: code.codeColumn, indentation: normalized.indentation,
            normalizedLines: normalized.lineIndices.map { code.firstCodeLine + $0 },
            fenceNeverClosed: code.isFenced && !code.isClosed)
    }
}
