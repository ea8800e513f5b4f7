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
    /// A sentence left out: an original sentence with no counterpart in the pair's sentence matching, or a
    /// paragraph far shorter than its original, for this document's pairs, with fewer sentences.
    case length

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
        case .length: return .qaLength
        }
    }

    /// What its findings say, in a few words (SARIF's rule description).
    public var summary: String {
        switch self {
        case .code: return "A code span or identifier differs between the original and the translation"
        case .number: return "A number, version or number with a unit differs between the original and the translation"
        case .link: return "A link target or image source differs and is not the translation of the original's"
        case .markup:
            return "Emphasis, strong or strikethrough markup differs, or literal delimiters did not become markup"
        case .placeholder: return "A format placeholder differs between the original and the translation"
        case .untranslated: return "A passage of the translation is still in the original's language"
        case .missing: return "A passage of one document has no counterpart in the other"
        case .term: return "A glossary term is not translated as the glossary lists it"
        case .length:
            return "A paragraph is far shorter than its original for its document: a sentence left out"
        }
    }

    /// The word a `qa-accept` comment uses for it: the raw value.
    public var acceptWord: String { rawValue }

    public static func < (lhs: QACheck, rhs: QACheck) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
