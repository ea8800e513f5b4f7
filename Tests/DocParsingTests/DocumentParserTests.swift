import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

@Suite struct DocumentParserTests {
    // MARK: - Locations

    @Test func locationsCountUTF8BytesWithCyrillicHanAndEmoji() throws {
        let source = MarkedSource(
            """
            # Заголовок 🔍

            ‸Текст с `‸code‸` и 漢字 🎉 `‸x‸` конец

            中文段落，含有`‸UISearchBar‸`。
            """)
        let result = parse(source.text)
        let paragraphs = result.document.passages.filter { $0.kindName == "paragraph" }
        #expect(paragraphs[0].range.lowerBound == source.location(0, file: "t.md"))
        let spans = paragraphs[0].allInlines.compactMap { inline -> SourceRange? in
            if case .code(_, let range) = inline { return range }
            return nil
        }
        // A code span's range includes its backticks: one byte before the code, one after.
        #expect(spans.count == 2)
        #expect(spans[0].lowerBound.column == source.markers[1].column - 1)
        #expect(spans[0].upperBound.column == source.markers[2].column + 1)
        #expect(spans[1].lowerBound.column == source.markers[3].column - 1)
        #expect(spans[1].upperBound.column == source.markers[4].column + 1)
        let hanSpan = paragraphs[1].allInlines.compactMap { inline -> SourceRange? in
            if case .code(_, let range) = inline { return range }
            return nil
        }
        #expect(hanSpan.first?.lowerBound.line == 5)
        #expect(hanSpan.first?.lowerBound.column == source.markers[5].column - 1)
        #expect(hanSpan.first?.upperBound.column == source.markers[6].column + 1)
    }

    @Test func frontMatterIsStrippedAndLineNumbersStayExact() {
        let text = """
            ---
            title: Поиск
            source: "seeds/000.txt"
            ---

            # Heading

            ```swift
            let x = 1
            ```
            """
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.frontMatterValue("title") == "Поиск")
        #expect(result.document.frontMatterValue("source") == "seeds/000.txt")
        #expect(result.document.sections.first?.line == 6)
        let code = result.document.codeBlocks[0]
        #expect(code.firstCodeLine == 9)
        #expect(code.lastCodeLine == 9)
        #expect(code.range.lowerBound.line == 8)
    }

    /// ASCII values are trimmed over their bytes, others by their characters: both as `isWhitespace` has it.
    @Test func frontMatterValuesAreTrimmedOfWhiteSpaceOfEveryKind() {
        let result = parse("---\ntitle: \t Search \u{0B}\nlabel:\u{3000}Поиск\u{3000}\nempty:   \n---\n\n# H\n")
        #expect(result.document.frontMatterValue("title") == "Search")
        #expect(result.document.frontMatterValue("label") == "Поиск")
        #expect(result.document.frontMatterValue("empty") == "")
    }

    @Test func unclosedFrontMatterIsALocatedError() {
        let result = parse("---\ntitle: x\n\n# H\n")
        #expect(result.diagnostics.map(\.id) == [.malformedFrontMatter])
        #expect(result.diagnostics.first?.location?.line == 1)
    }

    @Test func frontMatterLanguageOverridesTheFileName() {
        let result = parse("---\nlang: zh-Hant\n---\n\ntext\n", path: "Docs/a.zh-Hans.md")
        #expect(result.document.declaredLanguage == .traditionalChinese)
        #expect(result.diagnostics.count == 1)
    }

    // MARK: - Names and languages

    @Test(arguments: [
        ("Docs/topic.ru.md", "topic", HumanLanguage.russian as HumanLanguage?),
        ("Docs/topic.zh-Hant.md", "topic", .traditionalChinese),
        ("overview.md", "overview", nil),
        ("a.b.c.en.md", "a.b.c", .english),
    ])
    func documentNameAndDeclaredLanguage(path: String, name: String, language: HumanLanguage?) {
        let document = parse("x\n", path: path).document
        #expect(document.name == name)
        #expect(document.declaredLanguage == language)
    }

    @Test func unknownLanguageSuffixIsWarned() {
        let result = parse("x\n", path: "Docs/topic.fr.md")
        #expect(result.document.name == "topic")
        #expect(result.diagnostics.map(\.id) == [.unknownLanguageSuffix])
    }

    // MARK: - Sections and passages

    @Test func sectionsNestByLevelAndBlocksKnowTheirSection() {
        let result = parse("intro\n\n# A\n\npara\n\n## B\n\n- item\n\n# C\n\n> quote\n")
        let sections = result.document.sections
        #expect(sections.map(\.title) == ["A", "B", "C"])
        #expect(sections.map(\.parent) == [nil, 0, nil])
        let passages = result.document.passages
        #expect(
            passages.map(\.kindName) == [
                "paragraph", "heading", "paragraph", "heading", "listItem", "heading", "blockQuote",
            ])
        #expect(passages.map(\.section) == [nil, 0, 0, 1, 1, 2, 2])
    }

    @Test func bulletsAreListMarkersOrLeadingCharacters() {
        let result = parse("English text.\n\n• 中文翻译。\n\n- item\n\n3) third\n")
        let bullets = result.document.passages.map(\.bullet)
        #expect(bullets == [nil, .leadingCharacter("•"), .listMarker("-"), .listMarker("3)")])
    }

    // MARK: - Code blocks

    @Test func fencedBlockWithAttributes() {
        let result = parse(
            """
            ```swift example=search no_run ignore="needs a device" compile_fail="cannot find"
            let a = 1
            ```
            """)
        let code = result.document.codeBlocks[0]
        #expect(code.fenceLanguage == "swift")
        #expect(code.language == .swift)
        #expect(code.isFenced && code.isClosed)
        #expect(code.exampleName == "search")
        #expect(
            code.attributes == [
                .example("search"), .noRun, .ignore(reason: "needs a device"), .compileFail(expected: "cannot find"),
            ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func unknownAttributeIsWarnedAndKept() {
        let result = parse("```swift shoud_fail\nlet a = 1\n```\n")
        #expect(result.document.codeBlocks[0].attributes == [.unknown(name: "shoud_fail", value: nil)])
        #expect(result.diagnostics.map(\.id) == [.unknownAttribute])
    }

    @Test func indentedBlockHasItsLinesAndInferredLanguage() {
        let result = parse("Text:\n\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n\nAfter.\n")
        let code = result.document.codeBlocks[0]
        #expect(!code.isFenced)
        #expect(code.fenceLanguage == nil)
        #expect(code.language == .swift)
        #expect((code.firstCodeLine, code.lastCodeLine) == (3, 5))
        #expect(code.codeColumn == 5)
    }

    @Test func fenceInsideListItemKeepsItsColumn() {
        let result = parse("- step:\n\n  ```swift\n  let a = 1\n  ```\n")
        let code = result.document.codeBlocks[0]
        #expect(code.codeColumn == 3)
        #expect((code.firstCodeLine, code.lastCodeLine) == (4, 4))
        #expect(code.code == "let a = 1\n")
    }

    @Test func objectiveCInASwiftFenceIsWarnedAndInferredWins() {
        let result = parse(
            """
            ```swift
            - (void)searchBarCancelButtonClicked:(UISearchBar *)searchBar {
                self.searchController.active = NO;
            }
            ```
            """)
        #expect(result.document.codeBlocks[0].language == .objectiveC)
        #expect(result.diagnostics.map(\.id) == [.fenceLanguageMismatch])
        #expect(result.diagnostics[0].location?.line == 1)
    }

    @Test func unterminatedFenceIsALocatedError() {
        let result = parse("para\n\n```swift\nlet a = 1\nlet b = 2\n")
        #expect(result.diagnostics.map(\.id) == [.unterminatedFence])
        #expect(result.diagnostics[0].location == SourceLocation(file: "t.md", line: 3, column: 1))
        let code = result.document.codeBlocks[0]
        #expect(!code.isClosed)
        #expect((code.firstCodeLine, code.lastCodeLine) == (4, 5))
    }

    /// Issue 26: a fence of a million `~` was echoed whole in the message.
    @Test func anUnterminatedHugeFenceIsNotEchoedWhole() throws {
        let fence = String(repeating: "~", count: 1_000_000)
        let result = parse("para\n\n\(fence)\ncode\n")
        let diagnostic = try #require(result.diagnostics.first { $0.id == .unterminatedFence })
        #expect(
            diagnostic.message
                == "code fence opened here is never closed; add a closing \(String(repeating: "~", count: 79))… (1000000 × ~) line"
        )
        let short = parse("```swift\nlet a = 1\n").diagnostics.first { $0.id == .unterminatedFence }
        #expect(short?.message == "code fence opened here is never closed; add a closing ``` line")
    }

    @Test func aHugeUnknownFenceWordIsNotEchoedWhole() {
        let word = String(repeating: "x", count: 100_000)
        let messages = parse("```swift \(word)=1\nlet a = 1\n```\n").diagnostics.map(\.message)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.count < 300 }, "\(messages.map { $0.prefix(200) })")
    }

    @Test func searchSessionFenceIsItsOwnLanguage() {
        let result = parse("```search-session\nactivate → (none)\n```\n")
        #expect(result.document.codeBlocks[0].language == .searchSession)
    }

    @Test func contentHashDependsOnlyOnTheCode() {
        let a = parse("```swift\nlet a = 1\n```\n").document.codeBlocks[0]
        let b = parse("Text\n\n```swift no_run\nlet a = 1\n```\n").document.codeBlocks[0]
        let c = parse("```swift\nlet a = 2\n```\n").document.codeBlocks[0]
        #expect(a.contentHash == b.contentHash)
        #expect(a.contentHash != c.contentHash)
    }

    @Test func rawHTMLIsKeptAsText() {
        let result = parse("<script>alert(1)</script>\n\nText <b>bold</b>\n")
        #expect(result.document.blocks[0].kindName == "htmlBlock")
        #expect(result.document.blocks[0].plainText.contains("<script>"))
    }
}
