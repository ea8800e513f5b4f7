/// Translation coverage of one language in one document.
public struct CoverageRow: Hashable, Sendable, Codable {
    public var path: String
    public var name: String
    public var language: PassageLanguage
    /// Passages in this language.
    public var passages: Int
    /// Passages with a counterpart in another language (inline or aligned).
    public var paired: Int
    /// Passages that differ from a copy elsewhere (quote drift).
    public var drifted: Int

    public init(path: String, name: String, language: PassageLanguage, passages: Int, paired: Int, drifted: Int) {
        self.path = path
        self.name = name
        self.language = language
        self.passages = passages
        self.paired = paired
        self.drifted = drifted
    }

    public var unpaired: Int { passages - paired }
    /// `paired / passages` in percent (100 when there is no passage).
    public var pairedPercent: Double { Self.percent(paired, of: passages) }
    public var driftedPercent: Double { drifted == 0 ? 0 : Self.percent(drifted, of: passages) }

    static func percent(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 100 : 100 * Double(part) / Double(whole)
    }
}
