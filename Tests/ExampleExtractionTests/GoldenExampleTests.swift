import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Foundation
import Testing

/// The examples of Docs/ — ids, modes, sources, assembly, and every program line with its origin —
/// compared with `Golden/Docs.examples`. Re-record with
/// `DOCGEN_RECORD=1 swift test --filter GoldenExampleTests`.
@Suite struct GoldenExampleTests {
    static func docsExamples() -> (ExampleSet, [Diagnostic]) {
        ExampleSet.extract(from: docsDocuments())
    }

    /// Every Markdown file of Docs/ (or of `folder`, e.g. the unmodified originals), parsed, with paths
    /// as docgen sees them from the repository root (`Docs/x.md`).
    static func docsDocuments(folder: String = "Docs") -> [Document] {
        let docs = repositoryRoot.appendingPathComponent(folder).path
        let files = DocumentLoader.markdownFiles(in: docs)
        let relative = files.map { "Docs/" + $0.dropFirst(docs.count + 1) }
        return zip(files, relative).map { file, path in
            DocumentParser.parse((try? String(contentsOfFile: file, encoding: .utf8)) ?? "", path: path).document
        }
    }

    /// The dump the golden file holds.
    static func dump(_ set: ExampleSet, _ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for example in set.examples {
            text += "== \(example.id) [\(example.language), \(example.mode)] title: \(example.title)\n"
            text += "sources: " + example.sources.map(\.description).joined(separator: ", ") + "\n"
            text += "assembly: \(example.assembly)\n"
            text += "host: \(example.hostType ?? "-")\n"
            for entry in example.entries {
                text += "entry: \(entry.title) | \(entry.image ?? "-") @ \(entry.location.map(\.description) ?? "-")\n"
            }
            for session in example.sessions {
                let others = session.otherLocations.map(\.description).joined(separator: ", ")
                text += "session @ \(session.location)\(others.isEmpty ? "" : " also \(others)")\n"
                for step in session.steps { text += "  \(step) @ \(step.location)\n" }
            }
            text += example.program.dump
        }
        for diagnostic in diagnostics { text += "diagnostic \(diagnostic)\n" }
        return text
    }

    @Test func docsExamplesMatchGolden() throws {
        let (set, diagnostics) = Self.docsExamples()
        let dump = Self.dump(set, diagnostics)
        let golden = repositoryRoot.appendingPathComponent("Tests/ExampleExtractionTests/Golden/Docs.examples")
        try Golden.expect(dump, matches: golden, recordWith: "GoldenExampleTests")
    }
}
