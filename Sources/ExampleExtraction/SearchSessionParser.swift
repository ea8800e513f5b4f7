import DocgenCore
import Foundation

/// Parses a `search-session` block (README.md, "Doc conventions").
///
/// One step a line: `action → expected rows`, `->` accepted for `→`. Actions: `activate`, `type "text"`,
/// `clear`, `delete`, `scope "Title"`, `scope N` (0-based), `cancel`, `search`; beyond search (README,
/// "Sessions beyond search"): `tap "Row"`, `tap button "Title"` / `tap button add` (a system item),
/// `swipe "Row" delete` / `swipe "Row" "Title"`, `alert "Title" [type "text"]… tap "Button"`,
/// `pull to refresh`, `back`; their errors are DG0130–DG0135. Expected rows: `(none)`
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
                if action.isBeyondSearch, !scanner.atEnd, !scanner.peekArrow {
                    throw Problem(
                        offset: scanner.offset, id: .unexpectedTextAfterStep,
                        message: "unexpected text after '\(action)'; write '\(action) → expected rows'")
                }
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
                        error.id,
                        spanning: SourceRange(location(error.offset), location(end)), error.message))
            }
        }
        return (steps, diagnostics)
    }

    // MARK: - Grammar

    private static let knownActions =
        "activate, type \"text\", clear, delete, scope \"Title\", scope N, cancel, search, tap \"Row\", "
        + "tap button \"Title\", swipe \"Row\" delete, alert \"Title\" type \"text\" tap \"Button\", pull to refresh, back"

    /// The system items `tap button NAME` knows (Apple's `UIBarButtonItem.SystemItem` cases that show a
    /// button).
    static let systemItems = [
        "done", "cancel", "edit", "save", "add", "compose", "reply", "action", "organize", "bookmarks", "search",
        "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close",
    ]

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
        case "tap": return try parseTap(&scanner)
        case "swipe": return try parseSwipe(&scanner)
        case "alert": return try parseAlert(&scanner)
        case "back": return .back
        case "pull":
            scanner.skipSpaces()
            let toStart = scanner.offset
            guard scanner.word() == "to" else {
                throw Problem(offset: toStart, id: .malformedPullStep, message: "write 'pull to refresh'")
            }
            scanner.skipSpaces()
            let refreshStart = scanner.offset
            guard scanner.word() == "refresh" else {
                throw Problem(offset: refreshStart, id: .malformedPullStep, message: "write 'pull to refresh'")
            }
            return .pullToRefresh
        case "":
            throw Problem(offset: wordStart, message: "expected an action; known: \(knownActions)")
        default:
            throw Problem(offset: wordStart, message: "unknown action '\(word)'; known: \(knownActions)")
        }
    }

    /// `tap "Row"`, `tap button "Title"`, `tap button add`.
    private static func parseTap(_ scanner: inout Scanner) throws(Problem) -> SearchSession.Action {
        scanner.skipSpaces()
        if scanner.peek == UInt8(ascii: "\"") { return .tapRow(try scanner.quoted(id: .malformedTapStep)) }
        let wordStart = scanner.offset
        guard scanner.word() == "button" else {
            throw Problem(
                offset: wordStart, id: .malformedTapStep,
                message: "'tap' needs a row title in double quotes or 'button', e.g. tap \"Milk\" or tap button \"Add\""
            )
        }
        scanner.skipSpaces()
        if scanner.peek == UInt8(ascii: "\"") {
            return .tapButton(try scanner.quoted(id: .malformedButtonStep), systemItem: false)
        }
        let nameStart = scanner.offset
        let name = scanner.word()
        guard let item = systemItems.first(where: { $0.lowercased() == name.lowercased() }) else {
            let said = name.isEmpty ? "'tap button' needs" : "unknown system item '\(name)'; 'tap button' needs"
            throw Problem(
                offset: nameStart, id: .malformedButtonStep,
                message: "\(said) a title in double quotes or a system item (\(systemItems.joined(separator: ", "))), "
                    + "e.g. tap button \"Add\" or tap button add")
        }
        return .tapButton(item, systemItem: true)
    }

    /// `swipe "Row" delete`, `swipe "Row" "Title"`.
    private static func parseSwipe(_ scanner: inout Scanner) throws(Problem) -> SearchSession.Action {
        let usage = "write swipe \"Row\" delete, or the action's title in double quotes: swipe \"Row\" \"Archive\""
        let row = try scanner.requiredQuoted(
            id: .malformedSwipeStep, "'swipe' needs a row title in double quotes; \(usage)")
        scanner.skipSpaces()
        if scanner.peek == UInt8(ascii: "\"") {
            return .swipe(row: row, action: try scanner.quoted(id: .malformedSwipeStep))
        }
        let actionStart = scanner.offset
        let action = scanner.word()
        guard !action.isEmpty else {
            throw Problem(
                offset: actionStart, id: .malformedSwipeStep, message: "'swipe' needs the action to tap; \(usage)")
        }
        return .swipe(row: row, action: action)
    }

    /// `alert "Title" [type "text"]… tap "Button"`.
    private static func parseAlert(_ scanner: inout Scanner) throws(Problem) -> SearchSession.Action {
        let usage =
            "write alert \"Title\" type \"text\" tap \"Button\" (type is optional and may repeat, one text field each)"
        let title = try scanner.requiredQuoted(
            id: .malformedAlertStep, "'alert' needs the alert's title in double quotes; \(usage)")
        var typing: [String] = []
        while true {
            scanner.skipSpaces()
            let wordStart = scanner.offset
            switch scanner.word() {
            case "type":
                typing.append(
                    try scanner.requiredQuoted(
                        id: .malformedAlertStep, "'type' needs the text in double quotes; \(usage)"))
            case "tap":
                let button = try scanner.requiredQuoted(
                    id: .malformedAlertStep, "'tap' needs the button's title in double quotes; \(usage)")
                return .alert(title: title, typing: typing, button: button)
            default:
                throw Problem(
                    offset: wordStart, id: .malformedAlertStep,
                    message: "expected 'type' or 'tap' in the alert step; \(usage)")
            }
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

    /// A parse problem at a byte offset of the line, with its diagnostic id.
    struct Problem: Error {
        var offset: Int
        var id: DiagnosticID = .malformedSessionStep
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

        /// Whether an arrow (`→` or `->`) is next.
        var peekArrow: Bool {
            var copy = self
            return copy.consume("→") || copy.consume("->")
        }

        /// After spaces, a double-quoted string, unescaped; the problem `message` when none starts there.
        mutating func requiredQuoted(id: DiagnosticID, _ message: String) throws(Problem) -> String {
            skipSpaces()
            guard peek == UInt8(ascii: "\"") else { throw Problem(offset: offset, id: id, message: message) }
            return try quoted(id: id)
        }

        /// A double-quoted string at the current position, unescaped.
        mutating func quoted(id: DiagnosticID = .malformedSessionStep) throws(Problem) -> String {
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
            throw Problem(offset: start, id: id, message: "unterminated string; close it with '\"'")
        }
    }
}
