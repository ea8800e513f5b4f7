import DocgenCore
import Foundation

extension Glossary {
    /// Reads a glossary: a header of language tags (`en	ru	zh-Hans	zh-Hant`), then one row per term;
    /// blank lines and lines starting with `#` are skipped. Every problem is an error at its line and
    /// column, and the rows without one are kept.
    public static func parse(_ text: String, path: String) -> (glossary: Glossary, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var columns: [HumanLanguage?] = []
        var entries: [Entry] = []
        var seen: [HumanLanguage: [String: SourceLocation]] = [:]
        var hasHeader = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let cells = Self.cells(of: line, path: path, line: lineNumber)
            guard hasHeader else {
                hasHeader = true
                columns = header(cells, diagnostics: &diagnostics)
                continue
            }
            if cells.count > columns.count {
                diagnostics.append(
                    .error(
                        .glossaryMalformed, at: cells[columns.count].location,
                        "glossary row has \(cells.count) columns but the header has \(columns.count); separate terms with one tab each"
                    ))
                continue
            }
            var terms: [HumanLanguage: [String]] = [:]
            var rowProblem = false
            for (cell, column) in zip(cells, columns) {
                guard let language = column else { continue }
                let alternatives = cell.text.split(separator: "|").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if cell.text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                for term in alternatives {
                    guard term.contains(where: { $0.isLetter || $0.isNumber }) else {
                        diagnostics.append(
                            .error(
                                .glossaryEmptyTerm, at: cell.location,
                                "glossary term '\(term)' for \(language) has no letters; write the term or leave the cell empty"
                            ))
                        rowProblem = true
                        continue
                    }
                    let folded = term.lowercased()
                    if let first = seen[language]?[folded] {
                        diagnostics.append(
                            .error(
                                .glossaryDuplicateTerm, at: cell.location,
                                "glossary term '\(term)' for \(language) is already listed at line \(first.line); keep one row per term",
                                notes: [Diagnostic.Note(location: first, message: "first listed here")]))
                        rowProblem = true
                        continue
                    }
                    seen[language, default: [:]][folded] = cell.location
                    terms[language, default: []].append(term)
                }
            }
            let location = SourceLocation(file: path, line: lineNumber, column: 1)
            guard !rowProblem else { continue }
            guard terms.count >= 2 else {
                diagnostics.append(
                    .error(
                        .glossaryEmptyTerm, at: location,
                        "glossary row has \(terms.count == 1 ? "a term in one language only" : "no term"); give the term in at least two languages"
                    ))
                continue
            }
            entries.append(Entry(terms: terms, location: location))
        }
        if !hasHeader {
            diagnostics.append(
                .error(
                    .glossaryMalformed, at: SourceLocation(file: path, line: 1, column: 1),
                    "glossary has no header; start it with the language tags, e.g. 'en<TAB>ru<TAB>zh-Hans'"))
        }
        return (Glossary(path: path, languages: columns.compactMap { $0 }, entries: entries), diagnostics)
    }

    private struct Cell {
        var text: String
        var location: SourceLocation
    }

    /// The tab-separated cells of a line, each with its 1-based byte column; surrounding quotes removed.
    private static func cells(of line: Substring, path: String, line lineNumber: Int) -> [Cell] {
        var result: [Cell] = []
        var column = 1
        for part in line.split(separator: "\t", omittingEmptySubsequences: false) {
            var text = String(part)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
                text = String(trimmed.dropFirst().dropLast())
            }
            result.append(Cell(text: text, location: SourceLocation(file: path, line: lineNumber, column: column)))
            column += part.utf8.count + 1
        }
        return result
    }

    /// The language of each column; nil for a column whose header is not a language (reported).
    private static func header(_ cells: [Cell], diagnostics: inout [Diagnostic]) -> [HumanLanguage?] {
        var languages: [HumanLanguage?] = []
        for cell in cells {
            let tag = cell.text.trimmingCharacters(in: .whitespaces)
            guard let language = HumanLanguage(tag: tag) else {
                diagnostics.append(
                    .error(
                        .glossaryMalformed, at: cell.location,
                        "glossary header '\(tag)' is not a language tag; use en, ru, zh-Hans, zh-Hant, ko or ja"))
                languages.append(nil)
                continue
            }
            if languages.contains(language) {
                diagnostics.append(
                    .error(
                        .glossaryMalformed, at: cell.location,
                        "glossary header lists \(language) twice; keep one column per language"))
                languages.append(nil)
                continue
            }
            languages.append(language)
        }
        return languages
    }
}
