/// A natural language docgen knows, as a BCP 47 tag.
public enum HumanLanguage: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case english = "en"
    case russian = "ru"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"

    public var description: String { rawValue }

    /// The language for a file-name suffix or front-matter value (`en`, `ru`, `zh-Hans`, `zh-Hant`;
    /// case-insensitive, `_` accepted for `-`).
    public init?(tag: String) {
        let normalized = String(tag.map { $0 == "_" ? "-" : $0 }).lowercased()
        guard let match = HumanLanguage.allCases.first(where: { $0.rawValue.lowercased() == normalized }) else {
            return nil
        }
        self = match
    }
}
