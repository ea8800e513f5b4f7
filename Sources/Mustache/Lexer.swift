import DocgenCore

/// Splits a template into text and tags, following set-delimiters tags as it goes.
///
/// Besides each tag's kind and content, the lexer records whether the tag clears its line on the left and on the
/// right; the parser decides from that, and from where the tag sits, whether the tag is standalone.
struct Lexer {
    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }
    private var openingDelimiter: [UInt8] = Array("{{".utf8)
    private var closingDelimiter: [UInt8] = Array("}}".utf8)

    init(source: SourceText) {
        self.source = source
    }

    // MARK: - Tokens

    /// Every token of the template, in order.
    mutating func tokenize() throws(MustacheError) -> [Token] {
        var tokens: [Token] = []
        var position = 0
        let end = bytes.count
        while position < end {
            let tagStart = find(openingDelimiter, from: position) ?? end
            if tagStart > position {
                tokens.append(Token(kind: .text, range: position..<tagStart, content: ""))
            }
            guard tagStart < end else { break }
            let token = try lexTag(at: tagStart)
            tokens.append(token)
            position = token.range.upperBound
        }
        return tokens
    }

    /// Lexes the tag whose opening delimiter starts at `tagStart`.
    private mutating func lexTag(at tagStart: Int) throws(MustacheError) -> Token {
        var position = tagStart + openingDelimiter.count
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        let sigil: UInt8? = position < bytes.count ? bytes[position] : nil
        var closing = closingDelimiter
        let kind: Token.Kind
        switch sigil {
        case UInt8(ascii: "{"):
            kind = .unescapedVariable
            closing = [UInt8(ascii: "}")] + closingDelimiter
        case UInt8(ascii: "&"): kind = .unescapedVariable
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .delimiters
            closing = [UInt8(ascii: "=")] + closingDelimiter
        default: kind = .variable
        }
        if kind != .variable { position += 1 }
        guard let contentEnd = find(closing, from: position) else {
            throw .unclosedTag(
                delimiter: String(decoding: closing, as: UTF8.self), at: source.location(ofOffset: tagStart))
        }
        let tagEnd = contentEnd + closing.count
        var token = Token(
            kind: kind, range: tagStart..<tagEnd,
            content: kind == .comment ? "" : source.string(position..<contentEnd).trimmingWhitespace())
        if kind.canStandAlone {
            token.lineStart = clearsLeft(tagStart)
            token.lineEnd = clearsRight(tagEnd)
        }
        if kind == .delimiters { try setDelimiters(token.content, tagStart: tagStart) }
        return token
    }

    /// Applies a set-delimiters tag's content, e.g. `<% %>`.
    private mutating func setDelimiters(_ content: String, tagStart: Int) throws(MustacheError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw .invalidDelimiters(content, at: source.location(ofOffset: tagStart))
        }
        openingDelimiter = Array(parts[0].utf8)
        closingDelimiter = Array(parts[1].utf8)
    }

    // MARK: - Lines

    /// The start of the tag's line when only spaces and tabs precede `offset` on it.
    private func clearsLeft(_ offset: Int) -> Int? {
        var position = offset
        while position > 0 {
            let byte = bytes[position - 1]
            if byte == UInt8(ascii: "\n") { return position }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return nil }
            position -= 1
        }
        return 0
    }

    /// Just past the line ending (`\n` or `\r\n`) or at the end of the source when only spaces and tabs follow
    /// `offset` on its line.
    private func clearsRight(_ offset: Int) -> Int? {
        var position = offset
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
            case UInt8(ascii: "\n"):
                return position + 1
            case UInt8(ascii: "\r") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n"):
                return position + 2
            default:
                return nil
            }
        }
        return position
    }

    // MARK: - Scanning

    /// The offset of the next occurrence of `needle` at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        let last = bytes.count - needle.count
        var position = start
        while position <= last {
            if bytes[position] == first {
                var index = 1
                while index < needle.count, bytes[position + index] == needle[index] { index += 1 }
                if index == needle.count { return position }
            }
            position += 1
        }
        return nil
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line endings.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
