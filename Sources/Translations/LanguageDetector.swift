import DocParsing
import DocgenCore

/// Tags every passage of a document with `en`, `ru`, `zh-Hans`, `zh-Hant`, `ko`, `ja` or `neutral`.
///
/// - The script of the prose decides: Latin words → `en`, Cyrillic words → `ru`, Han characters → Chinese.
///   Inline code, URLs, numbers and identifiers are not prose and are ignored; a passage with nothing else
///   is `neutral`.
/// - A passage leans to its document's language: if at least `documentLanguageShare` of its prose is in the
///   script of the document's language (declared, else dominant), it gets that language. So a Chinese note
///   with English API names stays Chinese, a Russian heading naming `Objective-C` stays Russian, and an
///   English quote in a Chinese file is English.
/// - Simplified vs Traditional: the characters that exist in only one variant (`HanTables`, from
///   OpenCC) are counted per passage; a passage with decisive evidence of its own keeps it, others take
///   the document's (all of its Han passages together). A declared `zh-Hans`/`zh-Hant` overrides both.
public struct LanguageDetector: Sendable {
    /// Share of a passage's prose that must be in the document language's script for the passage to take it.
    public var documentLanguageShare: Double
    /// Variant-specific characters a text needs, and the factor by which one variant must outnumber the
    /// other, for the evidence to decide.
    public var variantEvidenceMinimum: Int
    public var variantEvidenceFactor: Int

    public init(documentLanguageShare: Double = 0.25, variantEvidenceMinimum: Int = 2, variantEvidenceFactor: Int = 2) {
        self.documentLanguageShare = documentLanguageShare
        self.variantEvidenceMinimum = variantEvidenceMinimum
        self.variantEvidenceFactor = variantEvidenceFactor
    }

    /// Tags the passages of one document.
    public func detect(_ document: Document) -> DocumentLanguages {
        let contents = document.passages.map(PassageContent.init(block:))
        let total = contents.reduce(ScriptProfile()) { $0 + $1.profile }
        let dominant = Self.dominantScriptLanguage(total)
        let variant = hanVariant(total)
        // `x.zh.md`: Chinese, the variant the text shows (Simplified when it shows none).
        let declared =
            document.declaredLanguage
            ?? (document.declaresChineseWithoutVariant ? variant ?? .simplifiedChinese : nil)
        let anchorScript = declared ?? dominant

        let passages = zip(document.passages, contents).enumerated().map { index, pair in
            let (block, content) = pair
            let (language, basis) = tag(
                content.profile, leaning: anchorScript, declared: declared, documentVariant: variant)
            return TaggedPassage(
                path: document.path, index: index, block: block, content: content, language: language, basis: basis)
        }
        var dominantLanguage = dominant
        if dominant == .simplifiedChinese {
            let declaredVariant = declared == .traditionalChinese || declared == .simplifiedChinese ? declared : nil
            dominantLanguage = declaredVariant ?? variant ?? .simplifiedChinese
        }
        return DocumentLanguages(
            path: document.path, name: document.name, declaredLanguage: declared, dominantLanguage: dominantLanguage,
            detectedHanVariant: variant, passages: passages, profile: total)
    }

    /// The language of a piece of prose on its own (no document context); `neutral` without letters.
    public func language(of prose: String) -> PassageLanguage {
        let profile = PassageContent(prose: prose).profile
        return tag(profile, leaning: nil, declared: nil, documentVariant: nil).0
    }

    // MARK: - Deciding

    private func tag(
        _ profile: ScriptProfile, leaning anchor: HumanLanguage?, declared: HumanLanguage?,
        documentVariant: HumanLanguage?
    ) -> (PassageLanguage, LanguageBasis) {
        guard profile.units > 0, var script = Self.dominantScriptLanguage(profile) else { return (.neutral, .text) }
        if let anchor, Double(profile.units(of: anchor)) >= documentLanguageShare * Double(profile.units) {
            script = anchor
        }
        guard script == .simplifiedChinese || script == .traditionalChinese else { return (.human(script), .text) }
        if let declared, declared == .simplifiedChinese || declared == .traditionalChinese {
            return (.human(declared), .declared)
        }
        if let own = hanVariant(profile) { return (.human(own), .text) }
        if let documentVariant { return (.human(documentVariant), .document) }
        return (.human(.simplifiedChinese), .assumed)
    }

    /// The script with the most units, as a language (Han → `zh-Hans`, refined by the caller). Ties go to
    /// Han, then Cyrillic: in this corpus Latin is the script most often borrowed by the others.
    static func dominantScriptLanguage(_ profile: ScriptProfile) -> HumanLanguage? {
        // Kana makes the Han characters beside it Japanese; Hangul is Korean.
        let candidates: [(HumanLanguage, Int)] = [
            (.japanese, profile.units(of: .japanese)), (.korean, profile.hangulWords),
            (.simplifiedChinese, profile.hanCharacters), (.russian, profile.cyrillicWords),
            (.english, profile.latinWords),
        ]
        guard let best = candidates.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
        return candidates.first { $0.1 == best.1 }?.0
    }

    /// The variant whose unique characters decisively outnumber the other's, if any.
    func hanVariant(_ profile: ScriptProfile) -> HumanLanguage? {
        let simplified = profile.simplifiedOnly, traditional = profile.traditionalOnly
        if simplified >= variantEvidenceMinimum, simplified >= variantEvidenceFactor * traditional {
            return .simplifiedChinese
        }
        if traditional >= variantEvidenceMinimum, traditional >= variantEvidenceFactor * simplified {
            return .traditionalChinese
        }
        return nil
    }
}
