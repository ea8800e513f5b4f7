/// Character classes with an ASCII fast path: a Unicode property is a table lookup, and most of a technical
/// text, even a translated one, is ASCII. Each answers as the property it stands for.
enum TextClasses {
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x41...0x5A).contains(scalar.value) }
        return scalar.properties.isUppercase
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x61...0x7A).contains(scalar.value) }
        return scalar.properties.isLowercase
    }

    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isUppercase(scalar) || isLowercase(scalar) }
        return scalar.properties.isAlphabetic
    }

    /// `Character.isWhitespace` (`\r\n` is one character, whose ASCII value is `\n`'s).
    static func isWhitespace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return character.isWhitespace
    }

    /// `Character.isLetter`.
    static func isLetter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii) }
        return character.isLetter
    }

    /// `Character.isLetter || Character.isNumber`.
    static func isLetterOrNumber(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii) || (0x30...0x39).contains(ascii)
        }
        return character.isLetter || character.isNumber
    }
}
