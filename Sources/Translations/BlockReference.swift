import DocParsing
import DocgenCore

/// Where a passage or code block is: enough for a report line, a JSON consumer or the site's grid.
public struct BlockReference: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var range: SourceRange
    /// `heading`, `paragraph`, `listItem`, `blockQuote` or `codeBlock`.
    public var kind: String
    /// The passage's language; nil for a code block.
    public var language: PassageLanguage?
    /// Position in `Document.passages`; nil for a code block.
    public var passageIndex: Int?

    public init(range: SourceRange, kind: String, language: PassageLanguage?, passageIndex: Int?) {
        self.range = range
        self.kind = kind
        self.language = language
        self.passageIndex = passageIndex
    }

    public init(_ passage: TaggedPassage) {
        self.init(
            range: passage.range, kind: passage.block.kindName, language: passage.language, passageIndex: passage.index)
    }

    public var path: String { range.file }
    public var location: SourceLocation { range.lowerBound }

    /// `file:line:col`.
    public var description: String { location.description }

    public static func < (lhs: BlockReference, rhs: BlockReference) -> Bool {
        lhs.location < rhs.location
    }
}
