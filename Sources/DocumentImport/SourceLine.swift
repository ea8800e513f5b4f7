/// One line of the imported text: its 1-based number in the source and its text (no line break).
package struct SourceLine: Hashable, Sendable {
    package var number: Int
    package var text: String

    package init(number: Int, text: String) {
        self.number = number
        self.text = text
    }

    /// The text without leading and trailing white space (no-break spaces included).
    var trimmed: Substring { text.trimmingWhitespace() }
    var isBlank: Bool { trimmed.isEmpty }
    /// Columns of leading white space (a tab counts 4).
    var indentation: Int {
        var count = 0
        for character in text {
            if character == " " { count += 1 } else if character == "\t" { count += 4 } else { break }
        }
        return count
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and no-break spaces.
    func trimmingWhitespace() -> Substring {
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isImportWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isImportWhitespace { end = index(before: end) }
        return Substring(self[start..<end])
    }
}

extension Character {
    /// Space, tab, no-break space or form feed: the white space the extractors leave inside lines.
    var isImportWhitespace: Bool {
        self == " " || self == "\t" || self == "\u{00A0}" || self == "\u{202F}" || self == "\u{0C}"
    }
    var isHan: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }
    var isCyrillic: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return (0x0400...0x04FF).contains(scalar.value)
    }
    var isASCIILetter: Bool { isASCII && isLetter }
    var isIdentifierCharacter: Bool { isASCII && (isLetter || isNumber || self == "_") }
    /// Full-width or CJK punctuation that ends a clause (，。：；！？).
    var isCJKPunctuation: Bool { "，。：；！？、（）「」『』【】《》".contains(self) }
}
