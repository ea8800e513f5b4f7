/// The tokens of C-family code (Swift, Objective-C) as the comparisons of code read them: identifiers and
/// numbers whole (letters, digits and underscores), every other character but white space alone.
public enum CodeTokens {
    public static func tokens(in code: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word) }
            word = ""
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}
