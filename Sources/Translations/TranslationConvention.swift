import DocgenCore

/// What a translation into a language may do that the QA checks would otherwise report: conventions of the
/// target language's writing, declared once for every pair with that target.
public enum TranslationConvention: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// Emphasis of the original may be strong in the translation (Chinese and Japanese have no italics
    /// and stress with bold): emphasis and strong are counted together.
    case emphasisAsStrong = "emphasis-as-strong"
    /// Emphasis of the original may be left out (stress the translation says with words); strong may not.
    /// Off by default: a term the original sets in italics where it defines it is usually marked in the
    /// translation too.
    case emphasisDropped = "emphasis-dropped"
    /// Full-width punctuation (`，`, `（`, `：`) is the prose's, not a change: around a number, a name or a code
    /// span it is the same as ASCII punctuation.
    case fullWidthPunctuation = "full-width-punctuation"
    /// Comments in code blocks are prose the translator translates: two code blocks are the same example
    /// when their code outside comments is, and their comments are compared as prose (numbers,
    /// placeholders, identifiers).
    case translatedComments = "translated-comments"

    /// The target languages a convention holds for when the project does not say.
    public var defaultLanguages: Set<HumanLanguage> {
        switch self {
        case .emphasisAsStrong, .fullWidthPunctuation:
            return [.simplifiedChinese, .traditionalChinese, .japanese]
        case .translatedComments:
            return Set(HumanLanguage.allCases)
        case .emphasisDropped:
            return []
        }
    }

    public static func < (lhs: TranslationConvention, rhs: TranslationConvention) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
