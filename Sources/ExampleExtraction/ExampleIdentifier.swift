import DocgenCore
import Foundation

/// Makes example ids: readable, stable, and safe as a Swift identifier, a SwiftPM target name and a path.
///
/// An id is `<document>__<part>`, both parts lowercase ASCII letters, digits and single underscores.
/// Letters with diacritics lose them, Cyrillic is transliterated (ISO 9-like, "Панель поиска" →
/// `panel_poiska`), and any other letter that has no Latin form (Han, Greek, …) is dropped; when
/// something was dropped, a short stable hash of the original text is appended so that two titles that
/// differ only in those letters still get different ids (`導航欄標題中的搜尋欄` → `h3c5f0e1a`).
public enum ExampleIdentifier {
    /// The longest slug kept for one part, in characters (cut at an underscore when possible).
    static let maximumPartLength = 48

    /// `uisearchcontroller-topic` + `Панель поиска в заголовке таблицы`
    /// → `uisearchcontroller_topic__panel_poiska_v_zagolovke_tablitsy`.
    public static func make(document: String, part: String) -> String {
        var documentSlug = slug(document, fallbackPrefix: "d")
        if documentSlug.first?.isNumber == true { documentSlug = "doc_" + documentSlug }
        return documentSlug + "__" + slug(part, fallbackPrefix: "h")
    }

    /// Whether an id was made only from letters docgen could spell (no hash of dropped letters in it).
    static func isFullyReadable(_ text: String) -> Bool {
        transliterate(text).dropped == false
    }

    /// A lowercase ASCII slug of `text`: runs of anything but letters and digits become one `_`.
    ///
    /// Empty results (nothing spellable) become `<fallbackPrefix><8 hex digits>`.
    public static func slug(_ text: String, fallbackPrefix: String) -> String {
        let (latin, dropped) = transliterate(text)
        var result = ""
        var pendingUnderscore = false
        for scalar in latin.unicodeScalars {
            let isWordCharacter = scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar))
            if isWordCharacter {
                if pendingUnderscore && !result.isEmpty { result.append("_") }
                pendingUnderscore = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingUnderscore = true
            }
        }
        if result.count > maximumPartLength {
            var cut = String(result.prefix(maximumPartLength))
            if let underscore = cut.lastIndex(of: "_"),
                cut.distance(from: cut.startIndex, to: underscore) > maximumPartLength / 2
            {
                cut = String(cut[..<underscore])
            }
            result = cut
        }
        let hash = String(StableHash.fnv1a64Hex(text).prefix(8))
        if result.isEmpty { return fallbackPrefix + hash }
        return dropped ? result + "_" + String(hash.prefix(6)) : result
    }

    // MARK: - Transliteration

    /// Lowercased Latin text and whether some letter or digit had no Latin spelling and was dropped.
    static func transliterate(_ text: String) -> (latin: String, dropped: Bool) {
        var latin = ""
        var dropped = false
        let decomposed = text.lowercased().decomposedStringWithCanonicalMapping
        for scalar in decomposed.unicodeScalars {
            if scalar.isASCII {
                latin.unicodeScalars.append(scalar)
            } else if let cyrillic = cyrillicToLatin[scalar] {
                latin += cyrillic
            } else if scalar.properties.generalCategory == .nonspacingMark {
                // A diacritic of a Latin letter (é → e + ◌́); the Cyrillic й/ё were mapped before decomposition.
                continue
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                dropped = true
                latin += " "
            } else {
                latin += " "
            }
        }
        return (latin, dropped)
    }

    /// Russian, Ukrainian and Belarusian letters (lowercase), as in passports (ICAO 9303) without apostrophes.
    /// Keys are decomposed where Unicode decomposes them (й = и + ◌̆, ё = е + ◌̈), so those are listed by
    /// their combining sequence's base letter and the marks are dropped: й → i, ё → e.
    static let cyrillicToLatin: [Unicode.Scalar: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ж": "zh", "з": "z", "и": "i", "к": "k",
        "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f",
        "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e",
        "ю": "iu", "я": "ia", "є": "ie", "і": "i", "ґ": "g", "ў": "u",
    ]
}
