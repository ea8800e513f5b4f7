/// A natural language docgen knows, as a BCP 47 tag.
public enum HumanLanguage: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case english = "en"
    case russian = "ru"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"
    /// Recognised as itself (Hangul prose, `.ko.md`): built and rendered, never taken for another language.
    case korean = "ko"
    /// Recognised as itself (kana in the prose, `.ja.md`): built and rendered, never taken for Chinese.
    case japanese = "ja"

    public var description: String { rawValue }

    /// The language for a file-name suffix or front-matter value: `en`, `ru`, `zh-Hans`, `zh-Hant`, `ko`,
    /// `ja`, with the region and script forms real docs use (`en-US`, `ru-RU`, `zh-CN`, `zh_CN`, `zh-TW`,
    /// `zh-HK`, `zh-Hans-CN`, `ko-KR`, `ja-JP`); case-insensitive, `_` accepted for `-`. Plain `zh` names
    /// no variant: nil here (see `isChineseWithoutVariant`), the text decides.
    public init?(tag: String) {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = parts.first else { return nil }
        let rest = Set(parts.dropFirst())
        switch primary {
        case "en": self = .english
        case "ru": self = .russian
        case "ko": self = .korean
        case "ja": self = .japanese
        case "zh":
            if rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"]) {
                self = .traditionalChinese
            } else if rest.contains("hans") || !rest.isDisjoint(with: ["cn", "sg", "my"]) {
                self = .simplifiedChinese
            } else {
                return nil
            }
        default: return nil
        }
        // Only a region (2 letters or 3 digits) or a script (4 letters) may follow the language.
        guard parts.dropFirst().allSatisfy({ [2, 3, 4].contains($0.count) && $0.allSatisfy(\.isASCII) }) else {
            return nil
        }
    }

    /// Whether a tag says Chinese without saying which variant (`zh`): Simplified or Traditional is then
    /// decided from the text (the translations stage, which has the Han variant table, does it).
    public static func isChineseWithoutVariant(_ tag: String) -> Bool {
        tag.lowercased() == "zh"
    }
}
