import DocgenCore
import Foundation

/// One of the Han tables the generators write into the module's resources: `# key: value` header lines
/// (`rows` and `columns` required), then one row a line, with no empty line between rows: two tab-separated
/// fields with no space in them.
///
/// Read in one pass over the bytes; a row is its line and the byte ranges of its fields, so nothing is
/// copied until a table is built from the rows (every process that reads documents loads the tables, so
/// loading them must cost next to nothing: no string is made for a row).
struct HanTableFile {
    /// The files, by name, with their columns and the script that writes them.
    enum Name: String, CaseIterable, Sendable {
        case toTraditionalCharacters = "HanToTraditionalCharacters.tsv"
        case toTraditionalPhrases = "HanToTraditionalPhrases.tsv"
        case toSimplifiedCharacters = "HanToSimplifiedCharacters.tsv"
        case toSimplifiedPhrases = "HanToSimplifiedPhrases.tsv"
        case scriptOnlyCharacters = "HanScriptOnlyCharacters.tsv"

        var columns: [String] { self == .scriptOnlyCharacters ? ["character", "script"] : ["source", "target"] }

        /// The script in `scripts/` that writes the file.
        var generator: String {
            self == .scriptOnlyCharacters ? "generate-han-variant-table.py" : "generate-han-conversion-tables.py"
        }
    }

    /// One row: its line and the byte ranges of its two fields.
    struct Row {
        var line: Int
        var first: Range<Int>
        var second: Range<Int>
    }

    let path: String
    let bytes: [UInt8]
    /// The header's fields: `generator`, `source`, `meaning`, `rows`, `columns`.
    let header: [String: String]
    let rows: [Row]

    /// Reads `url`, an ordinary file in its directory (a link out of it is not followed); a missing, unreadable
    /// or malformed file is a typed error naming it.
    static func read(_ url: URL, columns: [String]) throws(HanTablesError) -> HanTableFile {
        let path = url.path
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        guard let resolvedFolder = RegularFile.resolvedPath(folder) else { throw .missing(path: path) }
        switch RegularFile.contents(of: path, inside: resolvedFolder, limit: 64 << 20) {
        case .success(let bytes): return try HanTableFile(bytes: bytes, path: path, columns: columns)
        case .failure(.failed(let code)) where code == ENOENT: throw .missing(path: path)
        case .failure(let refusal): throw .unreadable(path: path, reason: refusal.reason)
        }
    }

    /// Reads the format above; the first line that breaks it is the error. The header's bytes are checked to be
    /// UTF-8 here, the rows' when a table is made of them (`spaceSeparatedLines()`, `checkUTF8()`): once.
    init(bytes: [UInt8], path: String, columns: [String]) throws(HanTablesError) {
        self.path = path
        self.bytes = bytes
        let parsed = bytes.withUnsafeBufferPointer { buffer in Self.parse(buffer, columns: columns) }
        let (header, rows, lines) = try parsed.mapError { problem in
            problem.line == 0
                ? HanTablesError.unreadable(path: path, reason: problem.text)
                : HanTablesError.malformed(path: path, line: problem.line, problem: problem.text)
        }.get()
        guard let declared = header["rows"], let count = Int(declared) else {
            throw .malformed(path: path, line: 1, problem: "no '# rows:' header")
        }
        guard !rows.isEmpty else { throw .malformed(path: path, line: lines + 1, problem: "no rows") }
        guard rows.count == count else {
            throw .malformed(
                path: path, line: lines + 1,
                problem: "\(rows.count) row\(rows.count == 1 ? "" : "s"), the header says \(count) (a truncated file?)")
        }
        guard bytes.last == 10 else {
            throw .malformed(path: path, line: lines, problem: "the last line has no newline (a truncated file?)")
        }
        self.header = header
        self.rows = rows
    }

    /// A field's text.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The field as its only Unicode scalar, or nil when it has more than one.
    func scalar(_ range: Range<Int>) -> Unicode.Scalar? {
        var iterator = bytes[range].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), case .emptyInput = decoder.decode(&iterator)
        else { return nil }
        return scalar
    }

    /// Whether the field is `text` (ASCII).
    func field(_ range: Range<Int>, is text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { ascii in
            ascii.indices.allSatisfy { ascii[$0] == bytes[range.lowerBound + $0] }
        }
    }

    /// The bytes of every row, from the first to the last (the rows are one stretch of the file).
    var rowBytes: Range<Int> {
        guard let start = rows.first?.first.lowerBound, let end = rows.last?.second.upperBound else { return 0..<0 }
        return start..<end
    }

    /// The rows as `first second` lines joined by newlines (no final one): `HanScriptConverter.Tables`' form,
    /// a copy of the rows with each row's tab made a space. Rows that are not UTF-8 are an error.
    func spaceSeparatedLines() throws(HanTablesError) -> String {
        let start = rowBytes.lowerBound
        var output = Array(bytes[rowBytes])
        for row in rows { output[row.first.upperBound - start] = 32 }
        guard let text = String(validating: output, as: UTF8.self) else {
            throw .unreadable(path: path, reason: "not UTF-8")
        }
        return text
    }

    /// Checks that the rows are UTF-8, for a table no text is made of.
    func checkUTF8() throws(HanTablesError) {
        let valid = bytes.withUnsafeBufferPointer { buffer in
            String(validating: UnsafeBufferPointer(rebasing: buffer[rowBytes]), as: UTF8.self) != nil
        }
        guard valid else { throw .unreadable(path: path, reason: "not UTF-8") }
    }

    /// A line that breaks the format (line 0: bytes that are not UTF-8).
    struct LineProblem: Error {
        var line: Int
        var text: String

        static let notUTF8 = LineProblem(line: 0, text: "not UTF-8")
    }

    /// One pass over the bytes: header fields, and a row for every other non-empty line; returns them with
    /// the number of lines.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, columns: [String]
    ) -> Result<([String: String], [Row], Int), LineProblem> {
        var header: [String: String] = [:]
        var rows: [Row] = []
        rows.reserveCapacity(bytes.count / 12)
        var hasColumns = false
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            let line = scanLine(bytes, from: lineStart)
            defer { lineStart = line.end + 1 }
            if line.end == lineStart || bytes[lineStart] == UInt8(ascii: "#"), !rows.isEmpty {
                let what = line.end == lineStart ? "an empty line" : "a header line"
                return .failure(LineProblem(line: lineNumber, text: "\(what) among the rows"))
            }
            if line.end == lineStart { continue }
            if bytes[lineStart] == UInt8(ascii: "#") {
                guard
                    let text = String(
                        validating: UnsafeBufferPointer(rebasing: bytes[lineStart + 1..<line.end]), as: UTF8.self)
                else { return .failure(.notUTF8) }
                guard let colon = text.firstIndex(of: ":") else { continue }
                let key = trimmed(text[..<colon])
                header[key] = trimmed(text[text.index(after: colon)...])
                hasColumns = hasColumns || key == "columns"
                if key == "columns", header[key] != columns.joined(separator: "\t") {
                    let found = header[key]!.split(separator: "\t").joined(separator: " ")
                    return .failure(
                        LineProblem(
                            line: lineNumber,
                            text: "columns are '\(found)', expected '\(columns.joined(separator: " "))'"))
                }
                continue
            }
            guard hasColumns else {
                return .failure(LineProblem(line: lineNumber, text: "a row before the '# columns:' header"))
            }
            switch row(line, start: lineStart, number: lineNumber) {
            case .success(let row): rows.append(row)
            case .failure(let problem): return .failure(LineProblem(line: lineNumber, text: problem.text))
            }
        }
        return .success((header, rows, lineNumber))
    }

    /// `text` without the spaces around it.
    private static func trimmed(_ text: Substring) -> String {
        var text = text
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }

    /// Where a line ends (its newline, or the end of the bytes), with its tabs and whether it has a space or
    /// a carriage return.
    private struct ScannedLine {
        var end: Int
        var tabs = 0
        var firstTab = 0
        var hasSpace = false
    }

    /// Scans one line; a byte above the space is looked at once, and only bytes up to the space further.
    private static func scanLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> ScannedLine {
        var line = ScannedLine(end: start)
        while line.end < bytes.count {
            let byte = bytes[line.end]
            if byte <= 32 {
                if byte == 10 { break }
                if byte == 9 {
                    if line.tabs == 0 { line.firstTab = line.end }
                    line.tabs += 1
                } else if byte == 32 || byte == 13 {
                    line.hasSpace = true
                }
            }
            line.end += 1
        }
        return line
    }

    /// The row of a scanned line, or what is wrong with it.
    private static func row(_ line: ScannedLine, start: Int, number: Int) -> Result<Row, RowProblem> {
        guard !line.hasSpace else { return .failure("a space in a field") }
        guard line.tabs == 1 else {
            return .failure(
                RowProblem(line.tabs == 0 ? "1 field, expected 2" : "\(line.tabs + 1) fields, expected 2"))
        }
        let row = Row(line: number, first: start..<line.firstTab, second: (line.firstTab + 1)..<line.end)
        guard !row.first.isEmpty, !row.second.isEmpty else { return .failure("an empty field") }
        return .success(row)
    }

    /// What is wrong with a row.
    private struct RowProblem: Error, ExpressibleByStringLiteral {
        var text: String
        init(_ text: String) { self.text = text }
        init(stringLiteral text: String) { self.text = text }
    }
}
