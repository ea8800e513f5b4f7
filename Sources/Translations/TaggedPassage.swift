import DocParsing
import DocgenCore

/// A passage of a document with its content and detected language.
public struct TaggedPassage: Hashable, Sendable {
    /// The document's path.
    public var path: String
    /// Position in `Document.passages`.
    public var index: Int
    public var block: Block
    public var content: PassageContent
    public var language: PassageLanguage
    /// What decided the language.
    public var basis: LanguageBasis

    public init(
        path: String, index: Int, block: Block, content: PassageContent, language: PassageLanguage,
        basis: LanguageBasis
    ) {
        self.path = path
        self.index = index
        self.block = block
        self.content = content
        self.language = language
        self.basis = basis
    }

    public var range: SourceRange { block.range }
    public var location: SourceLocation { block.range.lowerBound }
}

/// What decided a passage's language.
public enum LanguageBasis: String, Hashable, Sendable, Codable {
    /// The passage's own letters (and, for Chinese, its own Simplified- or Traditional-only characters).
    case text
    /// The passage's script is Han but it has no variant-specific character: the document's evidence decided.
    case document
    /// The file name or front matter decided (it overrides the Chinese variant the text suggests).
    case declared
    /// Han text with no variant evidence in the passage or its document: Simplified assumed.
    case assumed
}
