import DocgenCore

/// What a translation into a language may do that the QA checks would otherwise report: conventions of the
/// target language's writing, declared once for every pair with that target.
///
/// Full-width punctuation in prose (`，`, `（`, `：`) needs none: every comparison reads it as punctuation,
/// so a number or name next to it is read alone, for every language; inside a code span it is code, and
/// a change.
public enum TranslationConvention: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// Emphasis of the original may be strong in the translation (Chinese and Japanese have no italics
    /// and stress with bold): emphasis and strong are counted together.
    case emphasisAsStrong = "emphasis-as-strong"
    /// Emphasis of the original may be left out (stress the translation says with words); strong may not.
    /// Off by default: a term the original sets in italics where it defines it is usually marked in the
    /// translation too.
    case emphasisDropped = "emphasis-dropped"
    /// Emphasis of the original that stresses one word of English's closed classes (`*not*`, `*both*`,
    /// `*two*`, `*does*`: `StressWords`) may be left out: the translation stresses with words. A term the
    /// original defines in italics (`*tuple*`, `*closure expression*`) is still to be marked.
    case stressDropped = "stress-dropped"
    /// Comments in code blocks are prose the translator translates: two code blocks are the same example
    /// when their code outside comments is, and their comments are compared as prose (numbers,
    /// placeholders, identifiers). So are the names of editor placeholders (`<#constraint#>`, `<#约束#>`),
    /// which the aligner pairs code blocks without.
    case translatedComments = "translated-comments"

    /// The target languages a convention holds for when the project does not say.
    public var defaultLanguages: Set<HumanLanguage> {
        switch self {
        case .emphasisAsStrong, .stressDropped:
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
