import DocParsing
import DocgenTestSupport
import Foundation
import Testing

/// The full document model of every file in Docs/ and of the original fixtures, compared with golden
/// dumps in `Golden/`. Re-record with `DOCGEN_RECORD=1 swift test --filter GoldenDumpTests`.
@Suite struct GoldenDumpTests {
    static var corpus: [String] {
        ["Docs", "Tests/Fixtures/originals"].flatMap { directory in
            DocumentLoader.markdownFiles(in: repositoryRoot.appendingPathComponent(directory).path)
                .map { String($0.dropFirst(repositoryRoot.path.count + 1)) }
        }
    }

    @Test(arguments: corpus)
    func documentModelMatchesGolden(path: String) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let result = DocumentParser.parse(text, path: path)
        var dump = DocumentDumper.dump(result.document)
        for diagnostic in result.diagnostics { dump += "diagnostic \(diagnostic)\n" }
        let golden = repositoryRoot.appendingPathComponent("Tests/DocParsingTests/Golden")
            .appendingPathComponent(path.replacingOccurrences(of: "/", with: "__") + ".dump")
        try Golden.expect(dump, matches: golden, recordWith: "GoldenDumpTests")
    }

    @Test func corpusIsTheFiveDocuments() {
        #expect(Self.corpus.filter { $0.hasPrefix("Docs/") }.count == 5)
    }
}
