import DocgenCore

/// Whether a glossary term occurs in a text, allowing for inflection and Chinese script.
///
/// Chinese: the term and the text are both converted to Simplified and compared as characters. Other
/// languages: the term's words must follow one another in the text, case-insensitively, each word of the
/// text starting with the term word's stem (final vowels dropped) and adding at most three letters
/// (`контроллер` matches `контроллера`, `bar` matches `bars`).
enum TermMatcher {
    static func contains(_ term: String, in text: String, language: HumanLanguage) -> Bool {
        switch language {
        case .simplifiedChinese, .traditionalChinese, .japanese:
            // As written first, then both in each script.
            if text.contains(term) { return true }
            let simplifiedTerm = HanScriptConverter.toSimplified.convert(term)
            if [HanScriptConverter.toSimplified, .toTraditional].contains(where: { converter in
                converter.convert(text).contains(converter.convert(term))
            }) {
                return true
            }
            // Phrase conversion of the whole text can join a term with its neighbour (`搜尋欄位` becomes
            // `搜索字段`): each stretch about as long as the term converted alone (`搜尋欄` is `搜索栏`).
            let characters = Array(text)
            guard characters.count <= maximumWindowedText, !term.isEmpty else { return false }
            for length in max(1, term.count - 1)...(term.count + 1) where length <= characters.count {
                for start in 0...(characters.count - length)
                where HanScriptConverter.toSimplified.convert(String(characters[start..<(start + length)]))
                    == simplifiedTerm
                {
                    return true
                }
            }
            return false
        default:
            let termWords = words(term)
            guard !termWords.isEmpty else { return false }
            let textWords = words(text)
            guard textWords.count >= termWords.count else { return false }
            for start in 0...(textWords.count - termWords.count)
            where zip(termWords, textWords[start...]).allSatisfy(matches) {
                return true
            }
            return false
        }
    }

    /// Longest Chinese text searched stretch by stretch (the search converts each stretch).
    static let maximumWindowedText = 4_000

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    private static let endings: Set<Character> = [
        "a", "e", "i", "o", "u", "y", "а", "е", "ё", "и", "о", "у", "ы", "э", "ю", "я", "й", "ь",
    ]

    private static func matches(_ termWord: String, _ textWord: String) -> Bool {
        if termWord == textWord { return true }
        var stem = Substring(termWord)
        while stem.count > 3, let last = stem.last, endings.contains(last), termWord.count - stem.count < 2 {
            stem = stem.dropLast()
        }
        guard stem.count >= 3 else { return false }
        return textWord.hasPrefix(stem) && textWord.count - stem.count <= 3
    }
}
