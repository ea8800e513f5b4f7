import DocgenCore

/// Splits a fence's info string into its language word and attributes.
///
/// Words are separated by spaces; a value may be quoted (`ignore="needs a device"`), with `\"` and `\\`
/// escapes inside the quotes. `,` between words is accepted too (` ```swift,no_run `). The text is the
/// info string as written in the file: cmark would already have removed the backslashes of `\"`.
/// A backslash before any ASCII punctuation escapes it, as in CommonMark; entity references are not
/// decoded.
///
/// A quote that is never closed is warned about at its column; the value then ends at the next space,
/// and the words after it are read as usual.
enum InfoStringParser {
    struct Result {
        var language: String?
        var attributes: [CodeBlockAttribute]
        var diagnostics: [Diagnostic]
        /// Where the language word is written.
        var languageRange: SourceRange?
    }

    /// Parses `info`, whose first byte is at `location` (columns count UTF-8 bytes).
    static func parse(_ info: String, at location: SourceLocation) -> Result {
        var (words, diagnostics) = split(Array(info.utf8), at: location)
        var language: String?
        var languageRange: SourceRange?
        if let first = words.first, first.value == nil, !first.name.isEmpty {
            language = first.name
            languageRange = first.range
            words.removeFirst()
        }
        var attributes: [CodeBlockAttribute] = []
        for word in words {
            switch (word.name, word.value) {
            case ("example", let name?) where !name.isEmpty: attributes.append(.example(name))
            case ("ignore", let reason): attributes.append(.ignore(reason: reason))
            case ("no_run", nil): attributes.append(.noRun)
            case ("compile_fail", let text): attributes.append(.compileFail(expected: text))
            case ("should_fail", nil): attributes.append(.shouldFail)
            case ("standalone", nil): attributes.append(.standalone)
            default:
                attributes.append(.unknown(name: word.name, value: word.value))
                let known = "example=NAME, ignore, no_run, compile_fail, should_fail, standalone"
                let message: String
                switch word.name {
                case "example": message = "attribute 'example' needs a name: example=NAME"
                case "no_run", "should_fail", "standalone":
                    message = "attribute '\(word.name.excerpt())' takes no value"
                default: message = "unknown code block attribute '\(word.name.excerpt())'; known: \(known)"
                }
                diagnostics.append(.warning(.unknownAttribute, spanning: word.range, message))
            }
        }
        return Result(
            language: language, attributes: attributes, diagnostics: diagnostics, languageRange: languageRange)
    }

    private struct Word {
        var name: String
        var value: String?
        /// The word as written, from its first byte to just past its last.
        var range: SourceRange
    }

    /// `name` or `name=value` words; quotes group spaces into a value.
    private static func split(_ bytes: [UInt8], at location: SourceLocation) -> ([Word], [Diagnostic]) {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ",")
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), equals = UInt8(ascii: "=")
        func isSeparator(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == comma }
        func isEscapable(_ byte: UInt8) -> Bool {
            (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
                || (0x7B...0x7E).contains(byte)
        }
        func at(_ offset: Int) -> SourceLocation {
            SourceLocation(file: location.file, line: location.line, column: location.column + offset)
        }
        /// The closing quote of a value opened at `start - 1`, skipping escaped characters.
        func closingQuote(from start: Int) -> Int? {
            var index = start
            while index < bytes.count {
                if bytes[index] == backslash, index + 1 < bytes.count {
                    index += 2
                } else if bytes[index] == quote {
                    return index
                } else {
                    index += 1
                }
            }
            return nil
        }

        var words: [Word] = []
        var diagnostics: [Diagnostic] = []
        var index = 0
        while index < bytes.count {
            if isSeparator(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            var name: [UInt8] = [], value: [UInt8]? = nil
            while index < bytes.count, !isSeparator(bytes[index]) {
                let byte = bytes[index]
                if byte == backslash, index + 1 < bytes.count, isEscapable(bytes[index + 1]) {
                    if value != nil { value?.append(bytes[index + 1]) } else { name.append(bytes[index + 1]) }
                    index += 2
                } else if byte == equals, value == nil {
                    value = []
                    index += 1
                } else if byte == quote, value == [], index > start, bytes[index - 1] == equals {
                    if let closing = closingQuote(from: index + 1) {
                        var inner = index + 1
                        while inner < closing {
                            if bytes[inner] == backslash, inner + 1 < closing, isEscapable(bytes[inner + 1]) {
                                inner += 1
                            }
                            value?.append(bytes[inner])
                            inner += 1
                        }
                        index = closing + 1
                    } else {
                        let attribute = String(decoding: name, as: UTF8.self)
                        diagnostics.append(
                            .warning(
                                .unbalancedInfoStringQuote, spanning: SourceRange(at(index), at(index + 1)),
                                "the quoted value of '\(attribute.excerpt())' is never closed; add a closing \" (the value ends at the next space)"
                            ))
                        index += 1
                    }
                } else {
                    if value != nil { value?.append(byte) } else { name.append(byte) }
                    index += 1
                }
            }
            words.append(
                Word(
                    name: String(decoding: name, as: UTF8.self),
                    value: value.map { String(decoding: $0, as: UTF8.self) },
                    range: SourceRange(at(start), at(index))))
        }
        return (words, diagnostics)
    }
}
