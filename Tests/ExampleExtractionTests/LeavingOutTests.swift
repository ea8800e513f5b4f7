import DocParsing
import DocgenCore
import Testing

@testable import ExampleExtraction

/// A document with an error in it is left out; the others are extracted.
@Suite struct LeavingOutTests {
    static func parse(_ files: [String: String]) -> [Document] {
        files.sorted { $0.key < $1.key }.map { DocumentParser.parse($0.value, path: $0.key).document }
    }

    @Test func documentsWithErrorsAreLeftOutAndTheOthersExtracted() {
        let documents = Self.parse([
            "a.md": "# A\n\n```swift\nlet a = 1\n```\n",
            // A session with no example before it: an extraction error located in b.md.
            "b.md": "# B\n\n```search-session\nactivate → (none)\n```\n\n```swift\nlet b = 2\n```\n",
        ])
        let load = Diagnostic.error(
            .unreadableFile, at: SourceLocation(file: "c.md", line: 1, column: 1), "cannot read")
        let (kept, examples, diagnostics, leftOut) = ExampleSet.extractLeavingOutBadDocuments(documents, [load])
        #expect(leftOut == ["b.md", "c.md"])
        #expect(kept.map(\.path) == ["a.md"])
        #expect(examples.examples.map(\.id) == ["a__a"])
        // The load error first, then b's, each once (b is extracted twice: with and without it).
        #expect(diagnostics.first == load)
        #expect(diagnostics.filter { $0.id == .orphanSession }.count == 1)
    }

    @Test func withoutErrorsNothingIsLeftOut() {
        let documents = Self.parse(["a.md": "# A\n\n```swift\nlet a = 1\n```\n"])
        let (kept, examples, diagnostics, leftOut) = ExampleSet.extractLeavingOutBadDocuments(documents, [])
        #expect(leftOut.isEmpty)
        #expect(kept.count == 1)
        #expect(examples.examples.count == 1)
        #expect(diagnostics.isEmpty)
    }
}
