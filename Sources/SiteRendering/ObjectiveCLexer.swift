/// A lexical pass over Objective-C: comments, string and character literals, numbers, preprocessor
/// lines, keywords (C's and Objective-C's `@` words) and type-like names (capitalized identifiers and
/// C's built-in types). Enough to make a code listing readable; no parsing.
enum ObjectiveCLexer {
    static let keywords: Set<String> = [
        "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto",
        "if", "inline", "register", "return", "sizeof", "static", "struct", "switch", "typedef", "union",
        "volatile", "while", "self", "super", "nil", "Nil", "YES", "NO", "NULL", "true", "false", "in", "out",
        "inout", "bycopy", "byref", "oneway", "nonatomic", "atomic", "strong", "weak", "copy", "assign",
        "retain", "readonly", "readwrite", "nullable", "nonnull", "__weak", "__strong", "__block", "_Nullable",
        "_Nonnull", "instancetype", "id", "SEL", "IMP", "Class",
    ]
    static let builtinTypes: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "BOOL", "bool",
    ]

    /// The classified ranges of `bytes` (UTF-8 offsets).
    static func classify(_ bytes: [UInt8]) -> [CodeHighlighter.ClassifiedRange] {
        var result: [CodeHighlighter.ClassifiedRange] = []
        var index = 0
        var atLineStart = true
        func add(_ start: Int, _ kind: HighlightedCode.TokenKind) {
            result.append(CodeHighlighter.ClassifiedRange(range: start..<index, kind: kind))
        }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                atLineStart = true
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "#") where atLineStart:
                skipLine(bytes, &index)
                add(start, .preprocessor)
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                skipLine(bytes, &index)
                add(start, .comment)
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(index + 2, bytes.count)
                add(start, .comment)
            case UInt8(ascii: "@") where next == UInt8(ascii: "\""):
                index += 1
                skipQuoted(bytes, &index)
                add(start, .string)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipQuoted(bytes, &index)
                add(start, .string)
            case UInt8(ascii: "@") where isIdentifierStart(next):
                index += 1
                while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
                add(start, .keyword)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while index < bytes.count, isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                add(start, .number)
            case _ where isIdentifierStart(byte):
                while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if keywords.contains(word) {
                    add(start, .keyword)
                } else if builtinTypes.contains(word) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
                    add(start, .type)
                }
            default:
                index += 1
            }
            atLineStart = false
        }
        return result
    }

    // MARK: - Scanning

    private static func skipLine(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// Skips a quoted literal starting at `index` (the quote), honoring backslash escapes; stops at the
    /// end of the line for an unterminated one.
    private static func skipQuoted(_ bytes: [UInt8], _ index: inout Int) {
        let quote = bytes[index]
        index += 1
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if index < bytes.count, bytes[index] == quote { index += 1 }
        index = min(index, bytes.count)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
