import Testing

@testable import Translations

/// The ASCII fast paths answer as the Unicode properties they stand for (`TextClasses`).
@Suite struct TextClassesTests {
    /// Every ASCII scalar, and non-ASCII ones of each kind: Latin letters with accents, Cyrillic, Han,
    /// full-width and no-break spaces, full-width digits and punctuation, a combining mark.
    static let scalars: [Unicode.Scalar] =
        (0...0x7F).compactMap(Unicode.Scalar.init)
        + ["é", "Ä", "ж", "Ж", "闭", "　", "\u{A0}", "\u{85}", "１", "，", "。", "\u{301}", "ǅ", "ⅷ"]

    @Test func scalarClassesAreTheUnicodeProperties() {
        for scalar in Self.scalars {
            #expect(TextClasses.isWhitespace(scalar) == scalar.properties.isWhitespace, "\(scalar.value)")
            #expect(TextClasses.isUppercase(scalar) == scalar.properties.isUppercase, "\(scalar.value)")
            #expect(TextClasses.isLowercase(scalar) == scalar.properties.isLowercase, "\(scalar.value)")
            #expect(TextClasses.isAlphabetic(scalar) == scalar.properties.isAlphabetic, "\(scalar.value)")
        }
    }

    @Test func characterClassesAreTheCharacterProperties() {
        let characters = Self.scalars.map(Character.init) + ["\r\n", "e\u{301}", "👍🏽"]
        for character in characters {
            #expect(TextClasses.isWhitespace(character) == character.isWhitespace, "\(character.unicodeScalars)")
            #expect(TextClasses.isLetter(character) == character.isLetter, "\(character.unicodeScalars)")
            #expect(
                TextClasses.isLetterOrNumber(character) == (character.isLetter || character.isNumber),
                "\(character.unicodeScalars)")
        }
    }
}
