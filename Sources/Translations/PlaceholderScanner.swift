/// Finds format placeholders in prose: printf-style (`%@`, `%d`, `%1$@`, `%.2f`, `%ld`), named (`{name}`,
/// `{0}`) and Swift interpolation (`\(value)`). `%%` and a `%` after a number (`50%`) are not placeholders.
enum PlaceholderScanner {
    private static let conversions: Set<Character> = [
        "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "p", "a",
        "A",
    ]
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]

    static func placeholders(in text: String) -> [String] {
        let characters = Array(text)
        var result: [String] = []
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "%":
                if let end = printfEnd(from: index, in: characters) {
                    result.append(String(characters[index..<end]))
                    index = end
                } else {
                    index += characters.indices.contains(index + 1) && characters[index + 1] == "%" ? 2 : 1
                }
            case "{":
                if let close = characters[index..<min(characters.count, index + 41)].firstIndex(of: "}"),
                    close - index >= 2,
                    characters[(index + 1)..<close].allSatisfy({
                        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")
                    })
                {
                    result.append(String(characters[index...close]))
                    index = close + 1
                } else {
                    index += 1
                }
            case "\\":
                if characters.indices.contains(index + 1), characters[index + 1] == "(",
                    let close = characters[index..<min(characters.count, index + 81)].firstIndex(of: ")"),
                    close - index >= 3
                {
                    result.append(String(characters[index...close]))
                    index = close + 1
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return result
    }

    /// The end of a printf conversion starting at `start` (a `%`), or nil.
    private static func printfEnd(from start: Int, in characters: [Character]) -> Int? {
        if start > 0, characters[start - 1].isNumber { return nil }
        var index = start + 1
        func skip(_ matches: (Character) -> Bool) {
            while index < characters.count, matches(characters[index]) { index += 1 }
        }
        // Position (`1$`), flags, width, precision, length.
        let positionStart = index
        skip { $0.isASCII && $0.isNumber }
        if index < characters.count, characters[index] == "$", index > positionStart {
            index += 1
        } else {
            index = positionStart
        }
        skip { "-+ 0#'".contains($0) && $0 != " " }
        skip { $0.isASCII && $0.isNumber }
        if index < characters.count, characters[index] == "." {
            index += 1
            skip { $0.isASCII && $0.isNumber }
        }
        var lengths = 0
        while index < characters.count, lengthModifiers.contains(characters[index]), lengths < 2 {
            index += 1
            lengths += 1
        }
        guard index < characters.count, conversions.contains(characters[index]) else { return nil }
        // `%s` glued to a word (`%self`) is text, not a conversion.
        if index + 1 < characters.count, characters[index + 1].isLetter, lengths == 0, characters[index] != "@" {
            return nil
        }
        return index + 1
    }
}
