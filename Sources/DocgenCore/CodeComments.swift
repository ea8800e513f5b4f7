/// The `//` and `/* */` comments of C-family code (Swift, Objective-C) outside string literals: the code
/// without them, and each comment's text and place, so that a translation's comments can be read as prose
/// while its code is compared as code.
public struct CodeComments: Hashable, Sendable {
    /// One comment, or one line of a block comment.
    public struct Comment: Hashable, Sendable {
        /// 0-based line in the code.
        public var line: Int
        /// 1-based column (UTF-8 bytes) of the comment's first character (its `//` or `/*`).
        public var column: Int
        /// The text without the comment markers.
        public var text: String

        public init(line: Int, column: Int, text: String) {
            self.line = line
            self.column = column
            self.text = text
        }
    }

    /// The code with its comments removed, line breaks kept.
    public var code: String
    public var comments: [Comment]

    /// Splits `source` into its code and its comments. Strings (`"…"` with escapes, `"""…"""`, raw `#"…"#`)
    /// are code, and a `//` inside one is not a comment; block comments nest, as in Swift.
    public init(_ source: String) {
        let characters = Array(source)
        var code = ""
        var comments: [Comment] = []
        var line = 0
        var lineStart = 0
        /// The UTF-8 column of `characters[index]` on its line.
        func column(_ index: Int) -> Int {
            characters[lineStart..<index].reduce(1) { $0 + $1.utf8.count }
        }
        func matches(_ text: String, at index: Int) -> Bool {
            var position = index
            for character in text {
                guard position < characters.count, characters[position] == character else { return false }
                position += 1
            }
            return true
        }
        var current: (line: Int, column: Int, text: String)?
        func endComment() {
            guard let found = current else { return }
            current = nil
            let text = Self.trimmed(found.text)
            if !text.isEmpty { comments.append(Comment(line: found.line, column: found.column, text: text)) }
        }
        var index = 0
        var depth = 0
        var inLineComment = false
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                endComment()
                inLineComment = false
                code.append(character)
                index += 1
                line += 1
                lineStart = index
                if depth > 0 { current = (line, 1, "") }
                continue
            }
            if inLineComment {
                current?.text.append(character)
                index += 1
            } else if depth > 0 {
                if matches("*/", at: index) {
                    depth -= 1
                    index += 2
                    if depth == 0 { endComment() } else { current?.text += "*/" }
                } else if matches("/*", at: index) {
                    depth += 1
                    current?.text += "/*"
                    index += 2
                } else {
                    if current == nil { current = (line, column(index), "") }
                    current?.text.append(character)
                    index += 1
                }
            } else if matches("//", at: index) {
                inLineComment = true
                current = (line, column(index), "")
                index += 2
            } else if matches("/*", at: index) {
                depth = 1
                current = (line, column(index), "")
                index += 2
            } else if character == "\"" || (character == "#" && Self.opensRawString(characters, at: index)) {
                // A string literal, whole: its text is code.
                let hashes = characters[index...].prefix { $0 == "#" }.count
                let quote = matches("\"\"\"", at: index + hashes) ? "\"\"\"" : "\""
                let closing = quote + String(repeating: "#", count: hashes)
                var end = index + hashes + quote.count
                while end < characters.count, !matches(closing, at: end) {
                    if characters[end] == "\n", quote == "\"" { break }  // an unclosed string ends with its line
                    if hashes == 0, characters[end] == "\\" { end += 1 }
                    end += 1
                }
                end = min(characters.count, end + (matches(closing, at: end) ? closing.count : 0))
                for character in characters[index..<end] {
                    code.append(character)
                    if character == "\n" {
                        line += 1
                    }
                }
                if let lastBreak = characters[index..<end].lastIndex(of: "\n") { lineStart = lastBreak + 1 }
                index = end
            } else {
                code.append(character)
                index += 1
            }
        }
        endComment()
        self.code = code
        self.comments = comments
    }

    /// Whether `#`s at `index` open a raw string (`#"`, `##"`).
    private static func opensRawString(_ characters: [Character], at index: Int) -> Bool {
        let hashes = characters[index...].prefix { $0 == "#" }.count
        return index + hashes < characters.count && characters[index + hashes] == "\""
            && (index == 0 || characters[index - 1] != "#")
    }

    /// A comment's text without the markers and spaces around it (`///`, ` * ` of a block comment's line).
    static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == " " || first == "\t" || first == "/" || first == "*" || first == "!" {
            text = text.dropFirst()
        }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }

    /// The code without comments as a comparison sees it: spaces collapsed, blank lines dropped.
    public var normalizedCode: String {
        code.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            return words.isEmpty ? nil : words.joined(separator: " ")
        }.joined(separator: "\n")
    }
}
