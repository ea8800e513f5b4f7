/// Finds the numbers of a text as a translation must keep them, whatever the language's conventions.
///
/// Digits may be ASCII, full-width (`１１`) or Arabic-Indic; a decimal part after `.` or `,` (`3.5`, `3,5`)
/// gives the same key; groups of three after `,`, `.`, a no-break or thin space (`1,000`, `1 000`) are
/// one number. Digits joined to Latin letters are part of an identifier (`UIKit2`, `h1`) and not numbers,
/// except a version after a product name (`iOS11`). A unit after the number (`44 pt`, `0.3 с`, `10秒`)
/// joins the key in a language-neutral spelling; a product name before it makes the text a version
/// (`iOS 11`, `Swift 5`).
enum NumberScanner {
    struct Number: Hashable {
        var key: String
        var text: String
    }

    /// Product names whose version follows them.
    static let products: Set<String> = [
        "ios", "ipados", "macos", "tvos", "watchos", "visionos", "swift", "xcode", "swiftui", "android", "iphone",
        "ipad",
    ]

    /// Unit spellings of each language, by their neutral name.
    static let units: [String: String] = [
        "pt": "pt", "пт": "pt", "点": "pt", "px": "px", "пикс": "px", "пикселей": "px", "пикселя": "px", "像素": "px",
        "%": "%", "％": "%", "ms": "ms", "мс": "ms", "毫秒": "ms", "sec": "s", "seconds": "s", "second": "s",
        "сек": "s", "секунд": "s", "секунды": "s", "секунду": "s", "秒": "s", "kb": "KB", "кб": "KB", "mb": "MB",
        "мб": "MB", "gb": "GB", "гб": "GB", "fps": "fps", "hz": "Hz", "гц": "Hz", "dp": "dp",
    ]

    static func numbers(in text: String) -> [Number] {
        let characters = Array(text)
        var result: [Number] = []
        var index = 0
        while index < characters.count {
            guard digit(characters[index]) != nil else {
                index += 1
                continue
            }
            let start = index
            var key = ""
            while index < characters.count, let value = digit(characters[index]) {
                key.append(value)
                index += 1
            }
            // Separators followed by digits: grouping (exactly three digits) or a decimal part.
            var grouped = false
            while index + 1 < characters.count, ".,\u{00A0}\u{202F} ".contains(characters[index]),
                digit(characters[index + 1]) != nil
            {
                let separator = characters[index]
                var part = ""
                var probe = index + 1
                while probe < characters.count, let value = digit(characters[probe]) {
                    part.append(value)
                    probe += 1
                }
                let isDecimal = key.contains(".")
                let nextIsSameSeparator =
                    probe + 1 < characters.count && characters[probe] == separator
                    && digit(characters[probe + 1]) != nil
                if part.count == 3, !isDecimal, key.count <= 3 || grouped,
                    separator != "." || nextIsSameSeparator || grouped
                {
                    key += part
                    grouped = true
                } else if separator == "." || separator == ",", !isDecimal {
                    key += "." + part
                } else {
                    break
                }
                index = probe
            }
            let before = word(before: start, in: characters)
            if let previous = start > 0 ? characters[start - 1] : nil, isLatinLetter(previous) || previous == "_" {
                guard products.contains(before.lowercased()) else {
                    index = skipIdentifier(from: index, in: characters)
                    continue
                }
            }
            if index < characters.count, isLatinLetter(characters[index]) || characters[index] == "_" {
                // `2x`, `11th`, `3D`: a suffix, unless it is a unit.
                let suffix = wordAfter(index, in: characters, skippingSpace: false)
                if let unit = units[suffix.lowercased()] {
                    result.append(Number(key: key + " " + unit, text: String(characters[start..<index]) + suffix))
                    index += suffix.count
                    continue
                }
                if suffix.count > 3 || suffix.contains("_") {
                    index = skipIdentifier(from: index, in: characters)
                    continue
                }
            }
            var text = String(characters[start..<index])
            let after = wordAfter(index, in: characters, skippingSpace: true)
            if let unit = units[after.lowercased()] {
                key += " " + unit
                text += " " + after
            } else if let han = hanUnit(at: index, in: characters)
                ?? (index < characters.count && characters[index] == " " ? hanUnit(at: index + 1, in: characters) : nil)
            {
                key += " " + han.unit
                text += han.text
            }
            if products.contains(before.lowercased()) { text = before + " " + text }
            result.append(Number(key: key, text: text))
        }
        return result
    }

    // MARK: - Characters

    /// The ASCII digit for an ASCII, full-width or Arabic-Indic digit.
    static func digit(_ character: Character) -> Character? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        let value = scalar.value
        let zero: UInt32
        switch value {
        case 0x30...0x39: zero = 0x30
        case 0xFF10...0xFF19: zero = 0xFF10
        case 0x0660...0x0669: zero = 0x0660
        case 0x06F0...0x06F9: zero = 0x06F0
        default: return nil
        }
        return Character(Unicode.Scalar(0x30 + value - zero)!)
    }

    private static func isLatinLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func skipIdentifier(from index: Int, in characters: [Character]) -> Int {
        var index = index
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
                || characters[index] == "_"
        {
            index += 1
        }
        return index
    }

    /// The Latin word right before `index`, skipping one space.
    private static func word(before index: Int, in characters: [Character]) -> String {
        var end = index
        if end > 0, characters[end - 1] == " " || characters[end - 1] == "\u{00A0}" { end -= 1 }
        var start = end
        while start > 0, isLatinLetter(characters[start - 1]) { start -= 1 }
        return String(characters[start..<end])
    }

    /// The word (letters, or `%`) right after `index`, optionally after one space.
    private static func wordAfter(_ index: Int, in characters: [Character], skippingSpace: Bool) -> String {
        var start = index
        if skippingSpace, start < characters.count, characters[start] == " " || characters[start] == "\u{00A0}" {
            start += 1
        }
        guard start < characters.count else { return "" }
        if characters[start] == "%" || characters[start] == "％" { return String(characters[start]) }
        var end = start
        while end < characters.count, characters[end].isLetter, !isHan(characters[end]) { end += 1 }
        return String(characters[start..<end])
    }

    /// A Han unit (`秒`, `毫秒`, `像素`, `点`) right after the number.
    private static func hanUnit(at index: Int, in characters: [Character]) -> (unit: String, text: String)? {
        for length in [2, 1] where index + length <= characters.count {
            let text = String(characters[index..<(index + length)])
            if let unit = units[text], text.allSatisfy(isHan) { return (unit, text) }
        }
        return nil
    }

    private static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(ProseTokenizer.isHan) ?? false
    }
}
