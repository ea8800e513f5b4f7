import DocgenCore

/// One kind of translation QA check: what must survive translation, or what must be translated.
public enum QACheck: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// Code spans and identifiers.
    case code
    /// Numbers, versions (`iOS 11`) and numbers with units (`44 pt`).
    case number
    /// Link targets and image sources.
    case link
    /// Emphasis, strong and strikethrough markup; literal delimiters left over.
    case markup
    /// Format placeholders: `%@`, `%d`, `{name}`, `\(value)`.
    case placeholder
    /// A passage still in the other document's language.
    case untranslated
    /// A passage with no counterpart in the other document.
    case missing
    /// A glossary term not translated as listed.
    case term

    /// The stable identifier its findings carry.
    public var diagnosticID: DiagnosticID {
        switch self {
        case .code: return .qaCode
        case .number: return .qaNumber
        case .link: return .qaLink
        case .markup: return .qaMarkup
        case .placeholder: return .qaPlaceholder
        case .untranslated: return .qaUntranslated
        case .missing: return .qaMissing
        case .term: return .qaTerm
        }
    }

    /// The word a `qa-accept` comment uses for it: the raw value.
    public var acceptWord: String { rawValue }

    public static func < (lhs: QACheck, rhs: QACheck) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
