import DocParsing
import DocgenCore

/// Finds "passage, then its translation on a bullet line" pairs inside one document. What each translation
/// must keep (inline code, numbers, links) is checked with every other pair by `TranslationQAChecker`.
///
/// A translation line is a paragraph starting with a bullet character ("• ", `Bullet.leadingCharacter`) or
/// a Markdown list of exactly one item, right after a passage in another language. Not a translation
/// line: a bullet in the same language (an ordinary list), a passage holding several bullets, a bullet
/// after a passage ending with a colon (a list's introduction), or lengths too far apart for a translation.
public struct InlinePairFinder: Sendable {
    /// Largest factor by which the two sides' lengths, normalized by `expectedLengthRatio`, may differ.
    public var maximumLengthFactor: Double

    public init(maximumLengthFactor: Double = 4) {
        self.maximumLengthFactor = maximumLengthFactor
    }

    /// The pairs of one document (no diagnostics since translation QA checks every pair; kept for callers).
    public func pairs(in document: DocumentLanguages) -> (pairs: [TranslationPair], diagnostics: [Diagnostic]) {
        var pairs: [TranslationPair] = []
        let passages = document.passages
        for (source, candidate) in zip(passages, passages.dropFirst())
        where isTranslationLine(candidate, after: source, in: passages) {
            pairs.append(
                TranslationPair(
                    origin: .inline, source: [BlockReference(source)], translation: [BlockReference(candidate)]))
        }
        return (pairs, [])
    }

    // MARK: - Recognizing translation lines

    private func isTranslationLine(
        _ candidate: TaggedPassage, after source: TaggedPassage, in passages: [TaggedPassage]
    ) -> Bool {
        guard let sourceLanguage = source.language.humanLanguage,
            let translationLanguage = candidate.language.humanLanguage, sourceLanguage != translationLanguage,
            Self.isBulletLine(candidate, in: passages), !Self.isBulletLine(source, in: passages)
        else { return false }
        let sourceText = source.content.prose.trimmingCharacters(in: .whitespacesAndNewlines)
        if sourceText.hasSuffix(":") || sourceText.hasSuffix("：") { return false }
        return isPlausibleLength(
            source: source.content, sourceLanguage, translation: candidate.content, translationLanguage)
    }

    /// A "• " paragraph with one bullet, or the only item of a Markdown list.
    static func isBulletLine(_ passage: TaggedPassage, in passages: [TaggedPassage]) -> Bool {
        switch passage.block.bullet {
        case .leadingCharacter(let bullet)?:
            let text = Array(passage.block.plainText)
            let bullets = text.indices.filter { text[$0] == bullet && ($0 == 0 || text[$0 - 1].isWhitespace) }
            return bullets.count == 1
        case .listMarker(let marker)?:
            func isSibling(_ index: Int) -> Bool {
                guard passages.indices.contains(index) else { return false }
                let other = passages[index].block
                return other.bullet == .listMarker(marker)
                    && other.range.lowerBound.column == passage.block.range.lowerBound.column
            }
            return !isSibling(passage.index - 1) && !isSibling(passage.index + 1)
        case nil:
            return false
        }
    }

    /// Lengths, each divided by its language's typical length relative to English, within the factor.
    func isPlausibleLength(
        source: PassageContent, _ sourceLanguage: HumanLanguage, translation: PassageContent,
        _ translationLanguage: HumanLanguage
    ) -> Bool {
        let sourceLength = Double(max(1, source.length)) / Self.expectedLengthRatio(sourceLanguage)
        let translationLength = Double(max(1, translation.length)) / Self.expectedLengthRatio(translationLanguage)
        let factor = max(sourceLength, translationLength) / min(sourceLength, translationLength)
        return factor <= maximumLengthFactor
    }

    /// Typical length of a text in a language relative to the same text in English (non-space characters).
    public static func expectedLengthRatio(_ language: HumanLanguage) -> Double {
        switch language {
        case .english: return 1
        case .russian: return 1.1
        case .simplifiedChinese, .traditionalChinese: return 0.3
        case .korean: return 0.45
        case .japanese: return 0.4
        }
    }
}
