import DocgenCore

/// The language of one passage: a human language, or `neutral` when it holds only identifiers, numbers
/// and symbols.
public enum PassageLanguage: Hashable, Sendable, Comparable, CustomStringConvertible {
    case human(HumanLanguage)
    /// Identifiers, numbers, URLs or symbols only: no prose to translate.
    case neutral

    /// `en`, `ru`, `zh-Hans`, `zh-Hant` or `neutral`.
    public var description: String {
        switch self {
        case .human(let language): return language.rawValue
        case .neutral: return "neutral"
        }
    }

    /// The human language, nil for `neutral`.
    public var humanLanguage: HumanLanguage? {
        if case .human(let language) = self { return language }
        return nil
    }

    /// The language for a tag written by `description` (`en`, …, `neutral`).
    public init?(tag: String) {
        if tag == "neutral" {
            self = .neutral
        } else if let language = HumanLanguage(tag: tag) {
            self = .human(language)
        } else {
            return nil
        }
    }

    /// Orders by tag, so reports list languages the same way on every run.
    public static func < (lhs: PassageLanguage, rhs: PassageLanguage) -> Bool {
        lhs.description < rhs.description
    }
}

extension PassageLanguage: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let tag = try container.decode(String.self)
        guard let language = PassageLanguage(tag: tag) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown language '\(tag)'")
        }
        self = language
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
