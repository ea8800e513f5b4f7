/// String literals and block comments blanked out, so that rules reading a line's code read neither its
/// text nor its prose.
enum StringLiterals {
    /// `line` with every character inside `"…"` replaced by spaces (quotes kept), escapes honoured; every
    /// replacement has the UTF-8 width of what it replaces, so every column of the line stays the same.
    static func blanked(_ line: String) -> String {
        blanked([line])[0].code
    }

    /// One line of code as the rules read it.
    struct Line {
        /// The line with string contents (`"…"`, and `"""` strings across lines) and block comments
        /// (`/* … */`, nested, across lines) blanked.
        var code: String
        /// Whether the line starts inside a block comment opened on an earlier line.
        var startsInComment: Bool
    }

    /// The lines with string contents blanked, and block comments too when `blocks` is set.
    static func blanked(_ lines: [String], blocks: Bool = false) -> [Line] {
        var depth = 0
        var inMultilineString = false
        return lines.map { line in
            let startsInComment = depth > 0
            var result = ""
            var inString = false
            var escaped = false
            let characters = Array(line)
            var index = 0
            func blank(_ character: Character) { result.append(String(repeating: " ", count: character.utf8.count)) }
            func isTripleQuote(at position: Int) -> Bool {
                position + 2 < characters.count && characters[position] == "\""
                    && characters[position + 1] == "\"" && characters[position + 2] == "\""
            }
            while index < characters.count {
                let character = characters[index]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if inMultilineString {
                    // The text of a `"""` string, up to the delimiter that closes it.
                    if isTripleQuote(at: index) {
                        inMultilineString = false
                        result += "\"\"\""
                        index += 3
                        continue
                    }
                    blank(character)
                } else if depth > 0 {
                    if character == "*", next == "/" {
                        depth -= 1
                        result += blocks ? "  " : "*/"
                        index += 2
                        continue
                    }
                    if character == "/", next == "*" {
                        depth += 1
                        result += blocks ? "  " : "/*"
                        index += 2
                        continue
                    }
                    if blocks { blank(character) } else { result.append(character) }
                } else if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                        result.append(character)
                        index += 1
                        continue
                    }
                    blank(character)
                } else if character == "/", next == "/" {
                    result += String(characters[index...])
                    break
                } else if character == "/", next == "*" {
                    depth += 1
                    result += blocks ? "  " : "/*"
                    index += 2
                    continue
                } else if isTripleQuote(at: index) {
                    inMultilineString = true
                    result += "\"\"\""
                    index += 3
                    continue
                } else {
                    if character == "\"" { inString = true }
                    result.append(character)
                }
                index += 1
            }
            return Line(code: result, startsInComment: startsInComment)
        }
    }
}
