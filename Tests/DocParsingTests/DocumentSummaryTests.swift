import DocgenCore
import Testing

@testable import DocParsing

/// The `docgen extract` summary of a document, text and JSON.
@Suite struct DocumentSummaryTests {
    static let markdown = """
        # Поиск

        Текст.

        - пункт

        ```swift example=a
        let a = 1
        ```
        """

    @Test func theTextSummaryListsSectionsCodeBlocksAndPassages() {
        let document = parse(Self.markdown, path: "Docs/x.ru.md").document
        let text = DocumentSummary.text(document)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Docs/x.ru.md  [ru]  name: x")
        #expect(lines.contains("  sections: 1"))
        #expect(lines.contains("    # Поиск  (line 1)"))
        #expect(lines.contains { $0.hasPrefix("    lines 8-8  swift example=a  ") })
        #expect(lines.contains("    listItem -  lines 5-6"))
    }

    @Test func controlCharactersOfNamesAndTitlesAreShownAsReplacementCharacters() {
        // git allows a line feed in a file name; the rest of it would be a GitHub Actions workflow command.
        let path = "Docs/a\n::error file=x::pwned.en.md"
        let document = parse("# Title\u{1B}[2J\n\n```swift\u{7}\nlet a = 1\n```\n", path: path).document
        let text = DocumentSummary.text(document)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("::") || $0.unicodeScalars.contains { $0.value < 0x20 } }, "\(text)")
        #expect(lines.first == "Docs/a�::error file=x::pwned.en.md  [en]  name: a�::error file=x::pwned")
        #expect(lines.contains("    # Title�[2J  (line 1)"))
        // The JSON form keeps the name exactly, escaped.
        let json = DocumentSummary.json(parts: [DocumentSummary.jsonPart(document)], diagnostics: [])
        #expect(json.contains(#""Docs/a\n::error file=x::pwned.en.md""#))
        #expect((try? JSONValue(parsing: json)) != nil)
    }

    @Test func theJSONHasTheSchemasKeysInOrder() throws {
        let document = parse(Self.markdown, path: "Docs/x.ru.md").document
        let warning = Diagnostic.warning(
            .nestingTooDeep, at: SourceLocation(file: "Docs/x.ru.md", line: 3, column: 1), "w")
        let json = try JSONValue(
            parsing: DocumentSummary.json(parts: [DocumentSummary.jsonPart(document)], diagnostics: [warning]))
        guard case .object(let members) = json,
            case .array(let documents)? = members.first(where: { $0.0 == "documents" })?.1,
            case .object(let fields)? = documents.first
        else {
            Issue.record("not the schema: \(json)")
            return
        }
        #expect(members.map(\.0) == ["schemaVersion", "documents", "diagnostics"])
        #expect(
            fields.map(\.0) == ["path", "name", "language", "frontMatter", "sections", "codeBlocks", "passages"])
        #expect(fields.first?.1 == .string("Docs/x.ru.md"))
        // No documents: an empty array, still valid JSON.
        #expect(DocumentSummary.json(parts: [], diagnostics: []).contains("\"documents\": []"))
    }
}
