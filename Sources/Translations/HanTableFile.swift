import Foundation

/// One of the Han tables the generators write into the module's resources: `# key: value` header lines
/// (`rows` and `columns` required), then one row a line: two tab-separated fields with no space in them.
///
/// Read in one pass over the bytes; a row is its line and the byte ranges of its fields, so nothing is
/// copied until a table is built from the rows.
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

    /// Reads `url`; a missing, unreadable or malformed file is a typed error naming it.
    static func read(_ url: URL, columns: [String]) throws(HanTablesError) -> HanTableFile {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .unreadable(path: path, reason: "not UTF-8")
        }
        return try HanTableFile(bytes: bytes, path: path, columns: columns)
    }

    /// Reads the format above; the first line that breaks it is the error.
    init(bytes: [UInt8], path: String, columns: [String]) throws(HanTablesError) {
        self.path = path
        self.bytes = bytes
        let parsed = bytes.withUnsafeBufferPointer { buffer in Self.parse(buffer, columns: columns) }
        let (header, rows, lines) = try parsed.mapError { problem in
            HanTablesError.malformed(path: path, line: problem.line, problem: problem.text)
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
        let scalars = text(range).unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }

    /// The rows as `first second` lines joined by newlines (no final one): `HanScriptConverter.Tables`' form.
    func spaceSeparatedLines() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for (index, row) in rows.enumerated() {
            if index > 0 { output.append(10) }
            output.append(contentsOf: bytes[row.first])
            output.append(32)
            output.append(contentsOf: bytes[row.second])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A line that breaks the format.
    struct LineProblem: Error {
        var line: Int
        var text: String
    }

    /// One pass over the bytes: header fields, and a row for every other non-empty line; returns them with
    /// the number of lines.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, columns: [String]
    ) -> Result<([String: String], [Row], Int), LineProblem> {
        var header: [String: String] = [:]
        var rows: [Row] = []
        rows.reserveCapacity(bytes.count / 8)
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == lineStart { continue }
            if bytes[lineStart] == UInt8(ascii: "#") {
                let line = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[lineStart + 1..<lineEnd]), as: UTF8.self)
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = line[..<colon].trimmingCharacters(in: .whitespaces)
                header[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if key == "columns", header[key] != columns.joined(separator: "\t") {
                    let found = header[key]!.split(separator: "\t").joined(separator: " ")
                    return .failure(
                        LineProblem(
                            line: lineNumber,
                            text: "columns are '\(found)', expected '\(columns.joined(separator: " "))'"))
                }
                continue
            }
            guard header["columns"] != nil else {
                return .failure(LineProblem(line: lineNumber, text: "a row before the '# columns:' header"))
            }
            switch row(bytes, lineStart..<lineEnd) {
            case .success(var row):
                row.line = lineNumber
                rows.append(row)
            case .failure(let problem): return .failure(LineProblem(line: lineNumber, text: problem.text))
            }
        }
        return .success((header, rows, lineNumber))
    }

    /// The byte ranges of a row's two fields, or what is wrong with it.
    private static func row(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Result<Row, RowProblem> {
        var tabs = 0
        var tab = line.upperBound
        for index in line {
            switch bytes[index] {
            case 9:
                if tabs == 0 { tab = index }
                tabs += 1
            case 32, 13: return .failure("a space in a field")
            default: break
            }
        }
        guard tabs == 1 else {
            return .failure(RowProblem(tabs == 0 ? "1 field, expected 2" : "\(tabs + 1) fields, expected 2"))
        }
        let row = Row(line: 0, first: line.lowerBound..<tab, second: (tab + 1)..<line.upperBound)
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
