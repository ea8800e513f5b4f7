/// Passages that say the same thing in two languages: a source and its translation.
///
/// Inline pairs (a passage and the "• " line after it) are one passage on each side; aligned pairs from
/// two documents can join two passages on one side (1-2, 2-1).
public struct TranslationPair: Hashable, Sendable, Codable {
    /// How the pair was found.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// A passage immediately followed by its translation in the same document.
        case inline
        /// Two translations of one document, aligned.
        case aligned
    }

    public var origin: Origin
    public var source: [BlockReference]
    public var translation: [BlockReference]

    public init(origin: Origin, source: [BlockReference], translation: [BlockReference]) {
        self.origin = origin
        self.source = source
        self.translation = translation
    }

    /// Every passage of the pair, source first.
    public var references: [BlockReference] { source + translation }
}
