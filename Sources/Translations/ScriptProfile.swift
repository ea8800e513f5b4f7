import DocgenCore

/// How many words or characters of each script a text holds: the evidence for its language.
///
/// Latin, Cyrillic, Hangul and kana count words; Han counts characters, and separately the characters that
/// exist in only one of Simplified and Traditional Chinese (see `HanTables`).
public struct ScriptProfile: Hashable, Sendable, Codable {
    public var latinWords = 0
    public var cyrillicWords = 0
    public var hanCharacters = 0
    /// Han characters found only in Simplified Chinese.
    public var simplifiedOnly = 0
    /// Han characters found only in Traditional Chinese.
    public var traditionalOnly = 0
    /// Words mostly in Hangul (Korean).
    public var hangulWords = 0
    /// Words mostly in hiragana or katakana (Japanese, whose Han characters then count as Japanese).
    public var kanaWords = 0

    public init(
        latinWords: Int = 0, cyrillicWords: Int = 0, hanCharacters: Int = 0, simplifiedOnly: Int = 0,
        traditionalOnly: Int = 0, hangulWords: Int = 0, kanaWords: Int = 0
    ) {
        self.hangulWords = hangulWords
        self.kanaWords = kanaWords
        self.latinWords = latinWords
        self.cyrillicWords = cyrillicWords
        self.hanCharacters = hanCharacters
        self.simplifiedOnly = simplifiedOnly
        self.traditionalOnly = traditionalOnly
    }

    /// The amount of evidence: words plus Han characters.
    public var units: Int { latinWords + cyrillicWords + hanCharacters + hangulWords + kanaWords }

    /// Units of the script a language is written in (both Chinese variants share Han).
    public func units(of language: HumanLanguage) -> Int {
        switch language {
        case .english: return latinWords
        case .russian: return cyrillicWords
        case .simplifiedChinese, .traditionalChinese: return hanCharacters
        case .korean: return hangulWords
        case .japanese: return kanaWords > 0 ? kanaWords + hanCharacters : 0
        }
    }

    /// Counts a word by the script of the majority of its letters.
    mutating func count(word: Substring) {
        var latin = 0, cyrillic = 0, hangul = 0, kana = 0
        for scalar in word.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
            case 0x400...0x52F: cyrillic += 1
            case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: kana += 1
            default: break
            }
        }
        if hangul > max(latin, cyrillic, kana) {
            hangulWords += 1
        } else if kana > max(latin, cyrillic) {
            kanaWords += 1
        } else if cyrillic > latin {
            cyrillicWords += 1
        } else if latin > 0 {
            latinWords += 1
        }
    }

    mutating func count(han scalar: Unicode.Scalar) {
        hanCharacters += 1
        if HanTables.available.simplifiedOnly.contains(scalar) { simplifiedOnly += 1 }
        if HanTables.available.traditionalOnly.contains(scalar) { traditionalOnly += 1 }
    }

    public static func + (lhs: ScriptProfile, rhs: ScriptProfile) -> ScriptProfile {
        ScriptProfile(
            latinWords: lhs.latinWords + rhs.latinWords, cyrillicWords: lhs.cyrillicWords + rhs.cyrillicWords,
            hanCharacters: lhs.hanCharacters + rhs.hanCharacters,
            simplifiedOnly: lhs.simplifiedOnly + rhs.simplifiedOnly,
            traditionalOnly: lhs.traditionalOnly + rhs.traditionalOnly, hangulWords: lhs.hangulWords + rhs.hangulWords,
            kanaWords: lhs.kanaWords + rhs.kanaWords)
    }
}
