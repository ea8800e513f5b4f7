import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation
import Testing
import Translations

/// Copies of translation pairs in a temporary folder with a defect written into one of them: the bundled
/// `Docs/` or a third-party pair of the wild corpus. The repository's files are never edited.
struct QAScenario {
    /// One text replacement in one file of the copy; the text must occur exactly once.
    struct Edit {
        var file: String
        var old: String
        var new: String
    }

    var folder: URL
    var files: [String]
    var glossary: String?

    /// The bundled docs (without ERRATA.md) and their glossary.
    static func bundledDocs() throws -> QAScenario {
        let docs = repositoryRoot.appendingPathComponent("Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") && $0 != "ERRATA.md" }.sorted()
        let glossary = try String(contentsOf: docs.appendingPathComponent("glossary.tsv"), encoding: .utf8)
        return QAScenario(folder: docs, files: names, glossary: glossary)
    }

    /// The English original and Russian translation of sparrowcode's "searchable" tutorial (wild corpus).
    static func wildPair(glossary: String? = nil) -> QAScenario {
        QAScenario(
            folder: repositoryRoot.appendingPathComponent("Tests/Fixtures/wild"),
            files: ["searchable-swiftui.en.md", "searchable-swiftui.ru.md"], glossary: glossary)
    }

    /// The report on a copy with `edits` applied (and the glossary beside the copies, when there is one).
    func report(_ edits: [Edit] = []) throws -> TranslationReport {
        try run(edits).report
    }

    /// The report and the copy's folder (removed again).
    func run(_ edits: [Edit]) throws -> (report: TranslationReport, folder: String) {
        let copy = try makeTemporaryDirectory("docgen-qa")
        defer { try? FileManager.default.removeItem(at: copy) }
        for name in files {
            var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for edit in edits where edit.file == name {
                let parts = text.components(separatedBy: edit.old)
                try #require(parts.count == 2, "'\(edit.old)' must occur once in \(name)")
                text = parts.joined(separator: edit.new)
            }
            try text.write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let loaded = DocumentLoader.load(paths: [copy.path])
        let parsedGlossary = glossary.map { Glossary.parse($0, path: "glossary.tsv").glossary }
        return (TranslationAnalyzer().analyze(loaded.documents, glossary: parsedGlossary), copy.path)
    }

    /// The findings with `edits` that the untouched copy does not have, compared by check, message and
    /// files (not lines: an edit may move the lines after it), as many times as each occurs.
    func injected(_ edits: [Edit]) throws -> [QAFinding] {
        func signature(_ finding: QAFinding, _ folder: String) -> String {
            func file(_ location: DocgenCore.SourceLocation) -> String {
                location.file.replacingOccurrences(of: folder, with: "")
            }
            return
                "\(finding.check) \(finding.message.replacingOccurrences(of: folder, with: "")) \(file(finding.location)) \(file(finding.otherLocation))"
        }
        let (baseline, baseFolder) = try run([])
        let (edited, folder) = try run(edits)
        let before = Dictionary(grouping: baseline.qa, by: { signature($0, baseFolder) })
        var result: [QAFinding] = []
        for (key, findings) in Dictionary(grouping: edited.qa, by: { signature($0, folder) }) {
            let old = before[key] ?? []
            guard findings.count > old.count else { continue }
            // More of them than before: the new ones are those at lines the untouched copy does not have.
            let oldLines = Set(old.map { [$0.location.line, $0.otherLocation.line] })
            result += findings.filter { !oldLines.contains([$0.location.line, $0.otherLocation.line]) }
        }
        return result.sorted { $0.location < $1.location }
    }
}

extension QAFinding {
    /// Whether it is reported at `file:line` with its other location at `otherFile:otherLine`.
    func isAt(_ file: String, _ line: Int, other otherFile: String, _ otherLine: Int) -> Bool {
        location.file.hasSuffix("/" + file) && location.line == line && otherLocation.file.hasSuffix("/" + otherFile)
            && otherLocation.line == otherLine
    }

    /// `file:line ↔ file:line: message`, file names only, for test failure messages.
    var summary: String {
        func short(_ location: DocgenCore.SourceLocation) -> String {
            "\(location.file.split(separator: "/").last ?? ""):\(location.line)"
        }
        return "\(check) \(short(location)) ↔ \(short(otherLocation)): \(message)"
    }
}
