import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

/// Code and passages are located at their exact lines and columns in containers and with every line
/// ending cmark knows (`\n`, `\r\n`, a lone `\r`). `‸` marks the first byte of each code block's code.
@Suite struct SourceLinesTests {
    static let endings = ["\n", "\r\n", "\r"]

    /// The marked source with its line endings replaced (columns and lines stay what the markers say).
    func text(_ source: MarkedSource, ending: String) -> String {
        source.text.replacingOccurrences(of: "\n", with: ending)
    }

    @Test(arguments: endings)
    func codeInABlockQuoteStartsAtItsFirstLine(ending: String) throws {
        let source = MarkedSource(
            """
            Intro

            > Quoted:
            >
            > ```swift
            > ‸let x = 1
            > let y = 2
            > ```

            After
            """)
        let result = parse(text(source, ending: ending))
        #expect(result.diagnostics.isEmpty)
        let code = try #require(result.document.codeBlocks.first)
        #expect(code.isFenced && code.isClosed)
        #expect(code.code == "let x = 1\nlet y = 2\n")
        #expect(code.fenceLanguage == "swift")
        #expect(
            SourceLocation(file: "t.md", line: code.firstCodeLine, column: code.codeColumn)
                == source.location(0, file: "t.md"))
        #expect(code.lastCodeLine == source.markers[0].line + 1)
        let after = try #require(result.document.passages.last)
        #expect(after.range.lowerBound.line == 10)
    }

    @Test(arguments: endings)
    func codeInAListInsideABlockQuote(ending: String) throws {
        let source = MarkedSource(
            """
            > - step one
            >
            >   ```swift no_run
            >   ‸let x = 1
            >   ```
            > - step two
            """)
        let result = parse(text(source, ending: ending))
        #expect(result.diagnostics.isEmpty)
        let code = try #require(result.document.codeBlocks.first)
        #expect(code.isFenced && code.isClosed)
        #expect(code.attributes == [.noRun])
        #expect(
            SourceLocation(file: "t.md", line: code.firstCodeLine, column: code.codeColumn)
                == source.location(0, file: "t.md"))
        #expect(code.lastCodeLine == 4)
        let items = result.document.allBlocks.filter { $0.kind == .listItem }
        #expect(items.map(\.range.lowerBound.line) == [1, 6])
    }

    @Test(arguments: endings)
    func passagesCodeBlocksAndCodeSpansKeepTheirLines(ending: String) throws {
        let source = MarkedSource(
            """
            # Заголовок

            Текст с `‸code` здесь.

            ```swift
            ‸let a = 1
            ```

                ‸indented()

            - пункт
            """)
        let result = parse(text(source, ending: ending))
        #expect(result.diagnostics.isEmpty)
        let passages = result.document.passages
        #expect(passages.map(\.kindName) == ["heading", "paragraph", "listItem"])
        #expect(passages.map(\.range.lowerBound.line) == [1, 3, 11])
        let span = try #require(
            passages[1].allInlines.compactMap { inline -> SourceRange? in
                if case .code(_, let range) = inline { return range }
                return nil
            }.first)
        #expect(span.lowerBound.line == source.markers[0].line)
        #expect(span.lowerBound.column == source.markers[0].column - 1)
        let codes = result.document.codeBlocks
        #expect(codes.count == 2)
        #expect((codes[0].firstCodeLine, codes[0].lastCodeLine) == (6, 6))
        #expect(codes[0].isClosed)
        #expect(!codes[1].isFenced)
        #expect(
            SourceLocation(file: "t.md", line: codes[1].firstCodeLine, column: codes[1].codeColumn)
                == source.location(2, file: "t.md"))
        #expect(codes[1].lastCodeLine == 9)
    }

    @Test(arguments: endings)
    func anUnterminatedFenceIsReportedWithEveryLineEnding(ending: String) throws {
        let text = ["Text", "", "```swift", "let a = 1", "let b = 2", ""].joined(separator: ending)
        let result = parse(text)
        #expect(result.diagnostics.map(\.id) == [.unterminatedFence])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "t.md", line: 3, column: 1))
        let code = try #require(result.document.codeBlocks.first)
        #expect(!code.isClosed)
        #expect((code.firstCodeLine, code.lastCodeLine) == (4, 5))
    }

    @Test func anUnterminatedFenceInABlockQuoteIsReportedAtTheFence() throws {
        let source = MarkedSource("> ‸```swift\n> let a = 1\n\nAfter\n")
        let result = parse(source.text)
        #expect(result.diagnostics.map(\.id) == [.unterminatedFence])
        #expect(result.diagnostics.first?.location == source.location(0, file: "t.md"))
        #expect(result.document.codeBlocks.first.map { ($0.firstCodeLine, $0.lastCodeLine) } ?? (0, 0) == (2, 2))
    }

    @Test func anIndentedBlockThatStartsWithAFenceLineIsNotAFence() throws {
        let result = parse("Text\n\n    ```\n    code\n\nAfter\n")
        let code = try #require(result.document.codeBlocks.first)
        #expect(!code.isFenced)
        #expect(code.code == "```\ncode\n")
        #expect((code.firstCodeLine, code.lastCodeLine) == (3, 4))
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: endings)
    func frontMatterWithEveryLineEnding(ending: String) throws {
        let text = ["---", "title: Поиск", "---", "", "# Heading", ""].joined(separator: ending)
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.frontMatterValue("title") == "Поиск")
        #expect(result.document.sections.first?.line == 5)
    }
}
