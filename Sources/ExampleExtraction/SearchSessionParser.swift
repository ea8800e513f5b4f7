import DocgenCore
import Foundation

/// Parses a `search-session` block (README.md, "Doc conventions").
///
/// One step a line: `action → expected rows`, `->` accepted for `→`. Actions: `activate`, `type "text"`,
/// `clear`, `delete`, `scope "Title"`, `scope N` (0-based), `cancel`, `search`. Expected rows: `(none)`
/// or titles separated by commas, each bare or in double quotes (quotes allow commas; `\"` and `\\`
/// escape inside them). Blank lines and lines starting with `#` are skipped. A malformed line is an error
/// at its exact column and is left out of the session.
public enum SearchSessionParser {
    /// The steps of `code`, whose first line is Markdown line `firstLine`, starting at `column`.
    public static func parse(_ code: String, file: String, firstLine: Int, column: Int)
        -> (steps: [SearchSession.Step], diagnostics: [Diagnostic])
    {
        var steps: [SearchSession.Step] = []
        var diagnostics: [Diagnostic] = []
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            var scanner = Scanner(bytes: Array(line.utf8))
            scanner.skipSpaces()
            if scanner.atEnd || scanner.peek == UInt8(ascii: "#") { continue }
            let location = { (offset: Int) in
                SourceLocation(file: file, line: firstLine + index, column: column + offset)
            }
            do throws(Problem) {
                let start = scanner.offset
                let action = try parseAction(&scanner)
                scanner.skipSpaces()
                guard scanner.consume("→") || scanner.consume("->") else {
                    throw Problem(
                        offset: scanner.offset,
                        message:
                            "expected '→' after the action; write 'action → expected rows', '(none)' for an empty table"
                    )
                }
                scanner.skipSpaces()
                let rows = try parseRows(&scanner)
                steps.append(SearchSession.Step(action: action, expectedRows: rows, location: location(start)))
            } catch {
                // The span: from the problem to the end of the line's text.
                let trailing = line.utf8.reversed().prefix(while: {
                    $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
                })
                let end = max(line.utf8.count - trailing.count, error.offset)
                diagnostics.append(
                    .error(
                        .malformedSessionStep,
                        spanning: SourceRange(location(error.offset), location(end)), error.message))
            }
        }
        return (steps, diagnostics)
    }

    // MARK: - Grammar

    private static let knownActions = "activate, type \"text\", clear, delete, scope \"Title\", scope N, cancel, search"

    private static func parseAction(_ scanner: inout Scanner) throws(Problem) -> SearchSession.Action {
        let wordStart = scanner.offset
        let word = scanner.word()
        switch word {
        case "activate": return .activate
        case "clear": return .clear
        case "delete": return .delete
        case "cancel": return .cancel
        case "search": return .search
        case "type":
            scanner.skipSpaces()
            guard scanner.peek == UInt8(ascii: "\"") else {
                throw Problem(
                    offset: scanner.offset, message: "'type' needs the text in double quotes, e.g. type \"in\"")
            }
            return .type(try scanner.quoted())
        case "scope":
            scanner.skipSpaces()
            if scanner.peek == UInt8(ascii: "\"") { return .scopeTitle(try scanner.quoted()) }
            let numberStart = scanner.offset
            let digits = scanner.word()
            guard let index = Int(digits), index >= 0 else {
                throw Problem(
                    offset: numberStart,
                    message:
                        "'scope' needs a button title in double quotes or a 0-based index, e.g. scope \"Title\" or scope 1"
                )
            }
            return .scopeIndex(index)
        case "":
            throw Problem(offset: wordStart, message: "expected an action; known: \(knownActions)")
        default:
            throw Problem(offset: wordStart, message: "unknown action '\(word)'; known: \(knownActions)")
        }
    }

    private static func parseRows(_ scanner: inout Scanner) throws(Problem) -> [String] {
        if scanner.atEnd {
            throw Problem(
                offset: scanner.offset, message: "expected rows after the arrow; write '(none)' for an empty table")
        }
        if scanner.consume("(none)") {
            scanner.skipSpaces()
            guard scanner.atEnd else {
                throw Problem(offset: scanner.offset, message: "unexpected text after '(none)'")
            }
            return []
        }
        var rows: [String] = []
        while true {
            scanner.skipSpaces()
            let rowStart = scanner.offset
            let row: String
            if scanner.peek == UInt8(ascii: "\"") {
                row = try scanner.quoted()
                scanner.skipSpaces()
            } else {
                row = scanner.until(UInt8(ascii: ",")).trimmingSpaces.description
                guard !row.isEmpty else {
                    throw Problem(offset: rowStart, message: "empty row title; remove the extra comma")
                }
            }
            rows.append(row)
            if scanner.atEnd { return rows }
            guard scanner.consume(",") else {
                throw Problem(offset: scanner.offset, message: "expected ',' between row titles")
            }
        }
    }

    // MARK: - Quoting

    /// `text` in double quotes, with `"` and `\` escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A row title as written in a session: bare unless it has a comma, quote or edge space.
    static func quotedIfNeeded(_ title: String) -> String {
        let needsQuotes =
            title.contains(",") || title.contains("\"") || title.first == " " || title.last == " " || title == "(none)"
        return needsQuotes ? quoted(title) : title
    }

    /// A parse problem at a byte offset of the line.
    struct Problem: Error {
        var offset: Int
        var message: String
    }

    /// Reads one line, byte by byte.
    struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        var atEnd: Bool { offset >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[offset] }

        mutating func skipSpaces() {
            while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            {
                offset += 1
            }
        }

        /// ASCII letters, digits, `-` and `_` (possibly none).
        mutating func word() -> String {
            let start = offset
            while let byte = peek, byte < 0x80,
                Character(UnicodeScalar(byte)).isLetter || Character(UnicodeScalar(byte)).isNumber
                    || byte == UInt8(ascii: "_")
            {
                offset += 1
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func consume(_ text: String) -> Bool {
            let utf8 = Array(text.utf8)
            guard bytes.count - offset >= utf8.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else {
                return false
            }
            offset += utf8.count
            return true
        }

        /// Text up to (not including) `stop` or the end.
        mutating func until(_ stop: UInt8) -> Substring {
            let start = offset
            while let byte = peek, byte != stop { offset += 1 }
            return Substring(String(decoding: bytes[start..<offset], as: UTF8.self))
        }

        /// A double-quoted string at the current position, unescaped.
        mutating func quoted() throws(Problem) -> String {
            let start = offset
            offset += 1
            var result: [UInt8] = []
            while let byte = peek {
                offset += 1
                if byte == UInt8(ascii: "\\"), let next = peek {
                    result.append(next)
                    offset += 1
                } else if byte == UInt8(ascii: "\"") {
                    return String(decoding: result, as: UTF8.self)
                } else {
                    result.append(byte)
                }
            }
            throw Problem(offset: start, message: "unterminated string; close it with '\"'")
        }
    }
}
