/// Byte classes of the GFM pass, as cmark and cmark-gfm define them (ASCII; Unicode only where a rule
/// says so).
enum ASCII {
    /// cmark's `cmark_isspace`: space, tab, line feed, vertical tab, form feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// ASCII punctuation and symbols (`ispunct`).
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    /// The bytes lowercased, as text (for comparing a scheme).
    static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The Unicode scalar starting at `index` (U+FFFD for a malformed sequence).
    static func scalar(at index: Int, in bytes: [UInt8]) -> Unicode.Scalar {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// cmark-gfm's host character: neither white space nor punctuation.
    static func isHostCharacter(scalarAt index: Int, in bytes: [UInt8]) -> Bool {
        let scalar = scalar(at: index, in: bytes)
        return !isUnicodeWhitespace(scalar) && !isUnicodePunctuation(scalar)
    }

    /// CommonMark's Unicode white space (category Zs, tab, line feed, form feed, carriage return).
    static func isUnicodeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isSpace(UInt8(scalar.value)) }
        return scalar.properties.generalCategory == .spaceSeparator
    }

    /// cmark's punctuation: ASCII punctuation and symbols, and the Unicode punctuation categories (P*).
    static func isUnicodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}

extension UInt8 {
    static let w = UInt8(ascii: "w")
    static let at = UInt8(ascii: "@")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let period = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let slash = UInt8(ascii: "/")
    static let hyphen = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let underscore = UInt8(ascii: "_")
    static let asterisk = UInt8(ascii: "*")
    static let tilde = UInt8(ascii: "~")
    static let question = UInt8(ascii: "?")
    static let exclamation = UInt8(ascii: "!")
    static let apostrophe = UInt8(ascii: "'")
    static let quote = UInt8(ascii: "\"")
    static let ampersand = UInt8(ascii: "&")
    static let lessThan = UInt8(ascii: "<")
    static let leftParenthesis = UInt8(ascii: "(")
    static let rightParenthesis = UInt8(ascii: ")")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
}
