import DocParsing
import DocgenCore

/// Every passage of one document tagged with its language, and the document's overall language.
public struct DocumentLanguages: Hashable, Sendable {
    public var path: String
    /// `<name>` shared by translations of one document.
    public var name: String
    /// The language the file name or front matter declares.
    public var declaredLanguage: HumanLanguage?
    /// The language with the most evidence over all passages; nil when the document has no prose.
    public var dominantLanguage: HumanLanguage?
    /// The Chinese variant the whole document's Han text points to, if the evidence decides it.
    public var detectedHanVariant: HumanLanguage?
    public var passages: [TaggedPassage]
    /// Evidence summed over all passages.
    public var profile: ScriptProfile

    public init(
        path: String, name: String, declaredLanguage: HumanLanguage?, dominantLanguage: HumanLanguage?,
        detectedHanVariant: HumanLanguage?, passages: [TaggedPassage], profile: ScriptProfile
    ) {
        self.path = path
        self.name = name
        self.declaredLanguage = declaredLanguage
        self.dominantLanguage = dominantLanguage
        self.detectedHanVariant = detectedHanVariant
        self.passages = passages
        self.profile = profile
    }

    /// The languages present, sorted by tag, `neutral` excluded.
    public var languages: [HumanLanguage] {
        Set(passages.compactMap(\.language.humanLanguage)).sorted { $0.rawValue < $1.rawValue }
    }

    /// The language of the document as a whole: declared, else dominant.
    public var language: HumanLanguage? { declaredLanguage ?? dominantLanguage }
}
