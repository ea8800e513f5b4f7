import DocgenCore
import ExampleExtraction
import Testing

/// Extraction diagnostics cover what they are about.
@Suite struct ExtractionDiagnosticRangeTests {
    @Test func aMalformedSessionStepCoversTheRestOfItsLine() throws {
        let (_, diagnostics) = SearchSessionParser.parse(
            "activate → (none)\nclear → A,, B  \n", file: "Docs/t.md", firstLine: 10, column: 4)
        let diagnostic = try #require(diagnostics.first)
        // From the empty title (column 13 of the line) to the end of its text, trailing spaces left out.
        #expect(
            diagnostic.range
                == SourceRange(
                    SourceLocation(file: "Docs/t.md", line: 11, column: 3 + 13),
                    SourceLocation(file: "Docs/t.md", line: 11, column: 3 + "clear → A,, B".utf8.count + 1)))
    }

    @Test func anUnbalancedSnippetMarkerCoversTheMarker() {
        let (_, diagnostics) = extract("## S\n\n" + fence("swift", "let a = 1\n  // snippet.show  \nlet b = 2"))
        #expect(
            diagnostics.map(\.range) == [
                SourceRange(
                    SourceLocation(file: "Docs/t.md", line: 5, column: 3),
                    SourceLocation(file: "Docs/t.md", line: 5, column: 18))
            ])
    }
}
