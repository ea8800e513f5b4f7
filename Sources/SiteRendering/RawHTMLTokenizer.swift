/// Splits raw HTML from a document into tags, text and comments, the way a browser's tokenizer roughly
/// does. Its output is never written as markup: `RawHTMLSanitizer` rebuilds allowlisted elements as
/// `HTMLNode`s, so a tag this tokenizer misreads can only be lost, never run.
enum RawHTMLTokenizer {
    enum Token: Equatable, Sendable {
        /// `<name attr=value …>`; names lowercased, attribute values with character references decoded.
        case startTag(name: String, attributes: [HTMLAttribute], selfClosing: Bool)
        case endTag(name: String)
        /// Text with character references decoded.
        case text(String)
        /// A comment, doctype, processing instruction or CDATA section: never shown.
        case comment
    }

    static func tokens(_ html: String) -> [Token] {
        let characters = Array(html.unicodeScalars)
        var tokens: [Token] = []
        var text = ""
        var index = 0
        func flushText() {
            if !text.isEmpty { tokens.append(.text(decodeReferences(text))) }
            text = ""
        }
        while index < characters.count {
            let character = characters[index]
            guard character == "<", index + 1 < characters.count else {
                text.unicodeScalars.append(character)
                index += 1
                continue
            }
            let next = characters[index + 1]
            if next == "!" || next == "?" {
                flushText()
                index = skipComment(characters, from: index)
                tokens.append(.comment)
            } else if next == "/", index + 2 < characters.count, characters[index + 2].properties.isAlphabetic {
                flushText()
                var end = index + 2
                var name = ""
                while end < characters.count, !isSpace(characters[end]), characters[end] != "/", characters[end] != ">"
                {
                    name.unicodeScalars.append(characters[end])
                    end += 1
                }
                while end < characters.count, characters[end] != ">" { end += 1 }
                if end < characters.count { tokens.append(.endTag(name: name.lowercased())) }
                index = end + 1
            } else if next.properties.isAlphabetic {
                flushText()
                let (token, end) = startTag(characters, from: index + 1)
                if let token { tokens.append(token) }
                index = end
            } else {
                text.unicodeScalars.append(character)
                index += 1
            }
        }
        flushText()
        return tokens
    }

    /// The index after a comment (`<!-- … -->`) or other `<!…>` / `<?…>` markup.
    private static func skipComment(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        let isComment =
            start + 3 < characters.count && characters[start + 2] == "-" && characters[start + 3] == "-"
        var index = start + 2
        if isComment {
            index = start + 4
            // `<!-->` and `<!--->` end at once, as in browsers.
            if index < characters.count, characters[index] == ">" { return index + 1 }
            if index + 1 < characters.count, characters[index] == "-", characters[index + 1] == ">" { return index + 2 }
            while index + 2 < characters.count {
                if characters[index] == "-", characters[index + 1] == "-", characters[index + 2] == ">" {
                    return index + 3
                }
                index += 1
            }
            return characters.count
        }
        while index < characters.count, characters[index] != ">" { index += 1 }
        return index + 1
    }

    /// A start tag whose name begins at `start`; nil token when the tag never ends (dropped, as at the
    /// end of a browser's input).
    private static func startTag(_ characters: [Unicode.Scalar], from start: Int) -> (Token?, Int) {
        var index = start
        var name = ""
        while index < characters.count, !isSpace(characters[index]), characters[index] != "/", characters[index] != ">"
        {
            name.unicodeScalars.append(characters[index])
            index += 1
        }
        var attributes: [HTMLAttribute] = []
        var selfClosing = false
        while index < characters.count {
            let character = characters[index]
            if isSpace(character) {
                index += 1
                continue
            }
            if character == ">" {
                return (.startTag(name: name.lowercased(), attributes: attributes, selfClosing: selfClosing), index + 1)
            }
            if character == "/" {
                selfClosing = true
                index += 1
                continue
            }
            selfClosing = false
            var attributeName = String(character)
            index += 1
            while index < characters.count, !isSpace(characters[index]), characters[index] != "/",
                characters[index] != ">", characters[index] != "="
            {
                attributeName.unicodeScalars.append(characters[index])
                index += 1
            }
            while index < characters.count, isSpace(characters[index]) { index += 1 }
            var value = ""
            if index < characters.count, characters[index] == "=" {
                index += 1
                while index < characters.count, isSpace(characters[index]) { index += 1 }
                if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                    let quote = characters[index]
                    index += 1
                    while index < characters.count, characters[index] != quote {
                        value.unicodeScalars.append(characters[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < characters.count, !isSpace(characters[index]), characters[index] != ">" {
                        value.unicodeScalars.append(characters[index])
                        index += 1
                    }
                }
            }
            attributes.append(HTMLAttribute(attributeName.lowercased(), decodeReferences(value)))
        }
        return (nil, characters.count)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    // MARK: - Character references

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "colon": ":", "tab": "\t",
        "newline": "\n", "lpar": "(", "rpar": ")", "sol": "/", "num": "#", "semi": ";", "period": ".", "copy": "©",
        "mdash": "—", "ndash": "–", "hellip": "…", "laquo": "«", "raquo": "»", "middot": "·", "times": "×",
    ]

    /// `&amp;`, `&#106;`, `&#x6A;` (numeric ones also without `;`, as browsers read them) decoded.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", index + 1 < scalars.count else {
                result.append(scalars[index])
                index += 1
                continue
            }
            if scalars[index + 1] == "#" {
                var cursor = index + 2
                let hex = cursor < scalars.count && (scalars[cursor] == "x" || scalars[cursor] == "X")
                if hex { cursor += 1 }
                var digits = ""
                while cursor < scalars.count, digits.count < 8,
                    hex ? scalars[cursor].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[cursor])
                {
                    digits.unicodeScalars.append(scalars[cursor])
                    cursor += 1
                }
                if !digits.isEmpty, let value = UInt32(digits, radix: hex ? 16 : 10) {
                    let decoded = value == 0 ? nil : Unicode.Scalar(value)
                    result.append(decoded ?? "\u{FFFD}")
                    if cursor < scalars.count, scalars[cursor] == ";" { cursor += 1 }
                    index = cursor
                    continue
                }
            } else {
                var cursor = index + 1
                var name = ""
                while cursor < scalars.count, name.count < 10, scalars[cursor].properties.isAlphabetic {
                    name.unicodeScalars.append(scalars[cursor])
                    cursor += 1
                }
                if cursor < scalars.count, scalars[cursor] == ";", let decoded = namedReferences[name.lowercased()] {
                    result.append(contentsOf: decoded.unicodeScalars)
                    index = cursor + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }
}
