/// The same content in two places that no longer says the same thing.
public struct Drift: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// One example with different code in two translations of a document.
        case example
        /// A passage quoted in two documents with words changed or lost in one.
        case quote
    }

    public var kind: Kind
    /// The fuller version (for a quote, the one with more words; for an example, the source document's).
    public var reference: BlockReference
    /// The version that changed.
    public var drifted: BlockReference
    /// Dice similarity of the two versions' words (1 means identical).
    public var similarity: Double
    /// From `reference` to `drifted`.
    public var diff: WordDiff

    public init(kind: Kind, reference: BlockReference, drifted: BlockReference, similarity: Double, diff: WordDiff) {
        self.kind = kind
        self.reference = reference
        self.drifted = drifted
        self.similarity = similarity
        self.diff = diff
    }
}
