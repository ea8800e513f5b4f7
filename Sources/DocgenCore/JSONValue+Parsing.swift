/// Reading JSON text back into a `JSONValue`, keeping object keys in their order.
extension JSONValue {
    /// Why a text is not JSON: the message and the 1-based line and column (UTF-8 bytes) of the problem.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var line: Int
        public var column: Int
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// How deeply arrays and objects may nest: deeper text is rejected (recursion would exhaust the stack).
    public static let maximumNestingDepth = 512

    /// Parses RFC 8259 JSON text (numbers without a fraction or exponent become `.int`).
    ///
    /// Strict where a lenient reader would guess: a `\u` escape of a lone surrogate and arrays or objects
    /// nested deeper than ``maximumNestingDepth`` are errors at their position.
    public init(parsing text: String) throws(ParseError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipSpace()
        self = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
    }
}

/// A recursive-descent JSON reader over UTF-8 bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    /// How many arrays and objects enclose the current position.
    var depth = 0

    func error(_ message: String) -> JSONValue.ParseError { error(message, at: index) }

    /// An error at byte `offset` (clamped to the text).
    func error(_ message: String, at offset: Int) -> JSONValue.ParseError {
        var line = 1, column = 1
        for byte in bytes[..<min(max(0, offset), bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONValue.ParseError(message: message, line: line, column: column)
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ literal: String) throws(JSONValue.ParseError) {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(literal)'") }
            index += 1
        }
    }

    mutating func value() throws(JSONValue.ParseError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < JSONValue.maximumNestingDepth else {
                throw error("arrays and objects nest deeper than \(JSONValue.maximumNestingDepth) levels")
            }
            depth += 1
            defer { depth -= 1 }
            return bytes[index] == UInt8(ascii: "{") ? try object() : try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        default: return try number()
        }
    }

    mutating func object() throws(JSONValue.ParseError) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipSpace()
            try expect(":")
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("}")
            return .object(members)
        }
    }

    mutating func array() throws(JSONValue.ParseError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("]")
            return .array(elements)
        }
    }

    mutating func string() throws(JSONValue.ParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { throw error("unexpected end of text") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape(at: index - 2))
                default: throw error("invalid escape")
                }
            default:
                raw.append(byte)
            }
        }
        throw error("unterminated string")
    }

    /// The scalar of a `\uXXXX` escape that starts at `start` (the index is after `\u`): a high
    /// surrogate must be followed by an escaped low one; a lone surrogate is an error there.
    mutating func unicodeEscape(at start: Int) throws(JSONValue.ParseError) -> Unicode.Scalar {
        let code = try hex4()
        if (0xDC00..<0xE000).contains(code) {
            throw error(
                "lone low surrogate \(escapeText(code)) (a \\u escape of U+D800–U+DFFF must be a pair)", at: start)
        }
        guard (0xD800..<0xDC00).contains(code) else { return Unicode.Scalar(code)! }
        let lowStart = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            throw error(
                "high surrogate \(escapeText(code)) is not followed by a low surrogate \\uDC00–\\uDFFF", at: start)
        }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
            throw error(
                "high surrogate \(escapeText(code)) is followed by \(escapeText(low)), not a low surrogate \\uDC00–\\uDFFF",
                at: lowStart)
        }
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
    }

    /// `\uD800` for 0xD800.
    private func escapeText(_ code: UInt32) -> String {
        let hex = String(code, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    mutating func hex4() throws(JSONValue.ParseError) -> UInt32 {
        guard index + 4 <= bytes.count,
            bytes[index..<(index + 4)].allSatisfy({ Character(UnicodeScalar($0)).isHexDigit }),
            let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        index += 4
        return value
    }

    mutating func number() throws(JSONValue.ParseError) -> JSONValue {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let integer = Int(text) { return .int(integer) }
        if let double = Double(text) { return .double(double) }
        throw error(text.isEmpty ? "expected a value" : "invalid number '\(text)'")
    }
}
