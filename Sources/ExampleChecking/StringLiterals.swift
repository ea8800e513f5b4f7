/// One-line string literals blanked out, so that rules reading a line's code do not read its text.
enum StringLiterals {
    /// `line` with every character inside `"…"` replaced by a space (quotes kept), escapes honoured; the
    /// UTF-8 length and so every column of the line stays the same only for ASCII text, which is what
    /// the rules look for (`…` inside a string is blanked, so its column is never reported).
    static func blanked(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                    continue
                }
                result.append(String(repeating: " ", count: character.utf8.count))
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
        }
        return result
    }
}
