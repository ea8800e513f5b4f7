import DocParsing
import DocgenCore
import ExampleExtraction
import SwiftParser
import SwiftSyntax
import Testing

/// Properties of the examples of the real Docs/ (the golden file holds the details).
@Suite struct DocsExamplesTests {
    static let (set, diagnostics) = GoldenExampleTests.docsExamples()

    @Test func everyCodeBlockOfDocsIsInExactlyOneExample() throws {
        let documents = GoldenExampleTests.docsDocuments()
        let codeBlocks = documents.flatMap { document in
            document.codeBlocks.filter { ![.text, .searchSession].contains($0.language) }
                .map { "\(document.path):\($0.firstCodeLine)" }
        }
        try #require(!codeBlocks.isEmpty, "Docs/ has no code blocks")
        var seen: [String: Int] = [:]
        for example in Self.set.examples {
            #expect(isSafeIdentifier(example.id), "\(example.id)")
            // A later version repeats the blocks of the one it changes: its own are the last ones.
            let own = example.version.map { $0.changes.count }
            for source in example.sources {
                for block in source.blocks.suffix(own ?? source.blocks.count) {
                    seen["\(source.file):\(block.firstCodeLine)", default: 0] += 1
                }
            }
        }
        #expect(seen.keys.sorted() == codeBlocks.sorted())
        #expect(seen.values.allSatisfy { $0 == 1 })
        #expect(Set(Self.set.examples.map(\.id)).count == Self.set.examples.count)
    }

    /// Assembly must not make syntax errors of its own: each assembled Swift program parses as cleanly as
    /// its blocks do on their own (the notes' `......` is the author's).
    @Test func assemblyAddsNoSyntaxErrors() {
        for example in Self.set.examples where example.language == .swift {
            let blocksHaveErrors = example.sources[0].blocks.contains { block in
                let document = GoldenExampleTests.docsDocuments().first { $0.path == example.sources[0].file }
                let code = document?.codeBlocks.first { $0.firstCodeLine == block.firstCodeLine }?.code ?? ""
                return Parser.parse(source: code).hasError
            }
            #expect(Parser.parse(source: example.program.text).hasError == blocksHaveErrors, "\(example.id)")
        }
    }

    @Test func theTranslatedNavigationBarExampleIsOneExampleWithItsSession() throws {
        let example = try #require(
            Self.set[id: "uisearchcontroller_topic__panel_poiska_v_zagolovke_paneli_navigatsii"])
        #expect(
            example.sources.map(\.file) == [
                "Docs/uisearchcontroller-topic.ru.md", "Docs/uisearchcontroller-topic.zh-Hant.md",
            ])
        expectEntriesAndSession(example)
    }

    private func expectEntriesAndSession(_ example: Example) {
        #expect(example.hostType == "ViewController")
        #expect(example.entries.map(\.title) == ["Easiest", "Intermediate", "Advanced", "Expert Only"])
        #expect(
            example.entries.map(\.image) == ["green_circle", "blue_square", "black_diamond", "double_black_diamond"])
        #expect(
            example.session?.steps.map(\.description).last == "cancel → Easiest, Intermediate, Advanced, Expert Only")
        #expect(example.session?.otherLocations.map(\.file) == ["Docs/uisearchcontroller-topic.zh-Hant.md"])
        #expect(example.mode == .runnable)
    }

    /// The authors' errors (fixed in Docs/, kept in the originals) stay in the program at their
    /// Markdown lines (ERRATA.md).
    @Test func theImplementationSectionKeepsTheAuthorsErrorsAtTheirLines() throws {
        let originals = ExampleSet.extract(from: GoldenExampleTests.docsDocuments(folder: "Tests/Fixtures/originals")).0
        let example = try #require(originals.examples.first { $0.title == "Реализация" })
        let typo = try #require(example.program.lines.first { $0.text.contains("UTableViewController") })
        #expect(typo.origin == SourceLocation(file: "Docs/uisearchcontroller-topic.ru.md", line: 198, column: 1))
        let swift2 = try #require(
            example.program.lines.first { $0.text.contains("updateSearchResultsForSearchController") })
        #expect(swift2.origin?.line == 220)
        #expect(example.assemblySteps.count == 4)
    }

    @Test func objectiveCIsTypeCheckedAndNothingIsReportedOnDocs() {
        let objc = Self.set.examples.filter { $0.language == .objectiveC }
        #expect(objc.count == 1)
        #expect(objc.allSatisfy { $0.mode == .noRun })
        #expect(objc.first?.assembly.contains("hidden host DocgenHostViewController: a UITableViewController") == true)
        #expect(Self.diagnostics.filter { $0.severity == .error }.isEmpty, "\(Self.diagnostics)")
    }

    @Test func reportNamesEveryExampleAndLocationsFindTheirExample() throws {
        let report = Self.set.report
        for example in Self.set.examples { #expect(report.contains(example.id)) }
        let typoLine = SourceLocation(file: "Docs/uisearchcontroller-topic.ru.md", line: 198, column: 30)
        #expect(Self.set.example(at: typoLine)?.title == "Реализация")
    }
}
