import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

/// GFM extensions, from the examples of the GFM specification's extension sections (tables,
/// strikethrough, extended autolinks, task list items), written as model expectations.
@Suite struct GFMPassTests {
    /// Each row as the plain text of its cells.
    func cells(_ table: Block) -> [[String]] {
        table.children.map { row in row.children.map(\.plainText) }
    }

    func tables(_ markdown: String) -> [Block] {
        parse(markdown).document.allBlocks.filter { $0.kindName == "table" }
    }

    func columns(_ table: Block) -> [TableAlignment] {
        if case .table(let columns) = table.kind { return columns }
        return []
    }

    func isHeader(_ row: Block) -> Bool {
        if case .tableRow(let header) = row.kind { return header }
        return false
    }

    // MARK: - Tables

    @Test func simpleTableHasAHeaderRowAndBodyRows() throws {
        let table = try #require(tables("| foo | bar |\n| --- | --- |\n| baz | bim |\n").first)
        #expect(cells(table) == [["foo", "bar"], ["baz", "bim"]])
        #expect(isHeader(table.children[0]) && !isHeader(table.children[1]))
        #expect(columns(table) == [.none, .none])
    }

    @Test func alignmentAndInconsistentPipes() throws {
        let table = try #require(tables("| abc | defghi |\n:-: | -----------:\nbar | baz\n").first)
        #expect(columns(table) == [.center, .right])
        #expect(cells(table) == [["abc", "defghi"], ["bar", "baz"]])
        #expect(table.children[1].children.map(\.kindName) == ["tableCell", "tableCell"])
        let left = try #require(tables("a | b\n:-- | ---\n").first)
        #expect(columns(left) == [.left, .none])
    }

    @Test func escapedPipesStayInTheirCellEvenInsideInlineSpans() throws {
        let table = try #require(tables("| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n").first)
        #expect(cells(table) == [["f|oo"], ["b | az"], ["b | im"]])
        #expect(table.children[1].children[0].inlines.codeSpans == ["|"])
        #expect(table.children[2].children[0].inlines.contains(.strong([.text("|")])))
    }

    @Test func aBlockStructureEndsTheTable() throws {
        let document = parse("| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n").document
        #expect(document.blocks.map(\.kindName) == ["table", "blockQuote"])
        #expect(cells(document.blocks[0]) == [["abc", "def"], ["bar", "baz"]])
    }

    @Test func aPlainLineIsARowAndABlankLineEndsTheTable() throws {
        let document = parse("| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n").document
        #expect(document.blocks.map(\.kindName) == ["table", "paragraph"])
        #expect(cells(document.blocks[0]) == [["abc", "def"], ["bar", "baz"], ["bar", ""]])
    }

    @Test func headerAndDelimiterMustHaveTheSameNumberOfCells() {
        let document = parse("| abc | def |\n| --- |\n| bar |\n").document
        #expect(document.blocks.map(\.kindName) == ["paragraph"])
    }

    @Test func missingCellsAreEmptyAndExtraCellsAreDropped() throws {
        let table = try #require(tables("| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n").first)
        #expect(cells(table) == [["abc", "def"], ["bar", ""], ["bar", "baz"]])
    }

    @Test func aTableWithoutBodyRows() throws {
        let table = try #require(tables("| abc | def |\n| --- | --- |\n").first)
        #expect(cells(table) == [["abc", "def"]])
    }

    @Test func tableRangesAreExactAndCellsArePassagesInTheirSection() throws {
        let source = MarkedSource(
            """
            # Компоненты

            Текст перед таблицей.
            ‸| Компонент | ‸Тип / Класс‸ |
            |---|---|
            | ‸`UISearchBar`‸ | ‸Поиск 🔍‸ |‸
            """)
        let document = parse(source.text).document
        #expect(document.blocks.map(\.kindName) == ["heading", "paragraph", "table"])
        #expect(document.blocks[1].plainText == "Текст перед таблицей.")
        #expect(document.blocks[1].range.upperBound.line == 3)
        try expectCellRanges(document, source)
    }

    private func expectCellRanges(_ document: Document, _ source: MarkedSource) throws {
        let table = document.blocks[2]
        #expect(table.range == SourceRange(source.location(0, file: "t.md"), source.location(7, file: "t.md")))
        let header = table.children[0].children[1]
        #expect(header.range == SourceRange(source.location(1, file: "t.md"), source.location(2, file: "t.md")))
        let code = table.children[1].children[0]
        #expect(code.range == SourceRange(source.location(3, file: "t.md"), source.location(4, file: "t.md")))
        #expect(code.inlines.codeSpans == ["UISearchBar"])
        // The code span inside the cell has its exact range too, backticks included.
        #expect(code.inlines == [.code("UISearchBar", range: code.range)])
        let emoji = table.children[1].children[1]
        #expect(emoji.range == SourceRange(source.location(5, file: "t.md"), source.location(6, file: "t.md")))
        let passages = document.passages.filter { $0.kindName == "tableCell" }
        #expect(passages.map(\.plainText) == ["Компонент", "Тип / Класс", "UISearchBar", "Поиск 🔍"])
        #expect(passages.allSatisfy { $0.section == 0 })
    }

    /// A cell's code spans get their ranges as a paragraph's do, also inside an image description.
    @Test func codeSpansInACellImageDescriptionHaveTheirRanges() throws {
        let source = MarkedSource(
            """
            | a | b |
            |---|---|
            | ![‸`alt`‸](x.png) ‸`code`‸ | 2 |
            """)
        let table = try #require(parse(source.text).document.blocks.first)
        let cell = table.children[1].children[0]
        #expect(
            cell.inlines == [
                .image(
                    source: "x.png", title: "",
                    alt: [
                        .code(
                            "alt",
                            range: SourceRange(source.location(0, file: "t.md"), source.location(1, file: "t.md")))
                    ]),
                .text(" "),
                .code("code", range: SourceRange(source.location(2, file: "t.md"), source.location(3, file: "t.md"))),
            ])
    }

    @Test func tablesInsideQuotesAndListItems() throws {
        let quoted = try #require(tables("> | a | b |\n> |---|---|\n> | 1 | 2 |\n").first)
        #expect(cells(quoted) == [["a", "b"], ["1", "2"]])
        let listed = try #require(tables("- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n").first)
        #expect(cells(listed) == [["a", "b"], ["1", "2"]])
        #expect(listed.range.lowerBound.column == 3)
    }

    @Test func cellContentIsInlineOnly() throws {
        let table = try #require(tables("| # h | - x | 1. y |\n|---|---|---|\n| *em* | [l](u.md) | _u_ |\n").first)
        #expect(cells(table) == [["# h", "- x", "1. y"], ["em", "l", "u"]])
        #expect(table.children[1].children[0].inlines == [.emphasis([.text("em")])])
        #expect(table.children[1].children[2].inlines == [.emphasis([.text("u")])])
    }

    // MARK: - Strikethrough

    @Test func strikethroughWithOneOrTwoTildes() {
        let inlines = parse("~~Hi~~ Hello, ~there~ world!\n").document.blocks[0].inlines
        #expect(
            inlines == [
                .strikethrough([.text("Hi")]), .text(" Hello, "), .strikethrough([.text("there")]), .text(" world!"),
            ])
    }

    @Test func strikethroughDoesNotSpanParagraphsOrUnequalRuns() {
        let blocks = parse("This ~~has a\n\nnew paragraph~~.\n").document.blocks
        #expect(blocks.map(\.plainText) == ["This ~~has a", "new paragraph~~."])
        #expect(!blocks.flatMap(\.allInlines).contains { if case .strikethrough = $0 { true } else { false } })
        let three = parse("This will ~~~not~~~ strike.\n").document.blocks[0].inlines
        #expect(three == [.text("This will ~~~not~~~ strike.")])
    }

    @Test func strikethroughAroundOtherInlinesButNotInCode() {
        let inlines = parse("~~a *b* `~~c~~`~~\n").document.blocks[0].inlines
        #expect(inlines.count == 1)
        guard case .strikethrough(let children) = inlines.first else {
            Issue.record("no strikethrough: \(inlines)")
            return
        }
        #expect(children.codeSpans == ["~~c~~"])
        #expect(children.prefix(2) == [.text("a "), .emphasis([.text("b")])])
    }

    // MARK: - Autolinks

    func links(_ markdown: String) -> [String] {
        parse(markdown).document.allBlocks.flatMap(\.allInlines).compactMap { inline in
            if case .link(let destination, _, let children) = inline {
                return "\(children.plainText) -> \(destination)"
            }
            return nil
        }
    }

    @Test func wwwAutolinks() {
        #expect(links("www.commonmark.org\n") == ["www.commonmark.org -> http://www.commonmark.org"])
        #expect(
            links("Visit www.commonmark.org/help for more information.\n") == [
                "www.commonmark.org/help -> http://www.commonmark.org/help"
            ])
        #expect(
            links("Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.\n") == [
                "www.commonmark.org -> http://www.commonmark.org",
                "www.commonmark.org/a.b -> http://www.commonmark.org/a.b",
            ])
    }

    @Test func autolinkParenthesesAndEntities() {
        let markdown = """
            www.google.com/search?q=Markup+(business)

            www.google.com/search?q=Markup+(business)))

            (www.google.com/search?q=Markup+(business))

            (www.google.com/search?q=Markup+(business)

            www.google.com/search?q=(business))+ok

            www.google.com/search?q=commonmark&hl=en

            www.google.com/search?q=commonmark&hl;

            www.commonmark.org/he<lp
            """
        #expect(
            links(markdown).map { $0.components(separatedBy: " -> ")[0] } == [
                "www.google.com/search?q=Markup+(business)", "www.google.com/search?q=Markup+(business)",
                "www.google.com/search?q=Markup+(business)", "www.google.com/search?q=Markup+(business)",
                "www.google.com/search?q=(business))+ok", "www.google.com/search?q=commonmark&hl=en",
                "www.google.com/search?q=commonmark", "www.commonmark.org/he",
            ])
        let texts = parse(markdown).document.blocks.map(\.plainText)
        #expect(texts[1] == "www.google.com/search?q=Markup+(business)))")
        #expect(texts[6] == "www.google.com/search?q=commonmark&hl;")
    }

    @Test func schemeAutolinks() {
        let markdown =
            "http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))\n\nAnonymous FTP is available at ftp://foo.bar.baz.\n"
        #expect(
            links(markdown) == [
                "http://commonmark.org -> http://commonmark.org",
                "https://encrypted.google.com/search?q=Markup+(business) -> https://encrypted.google.com/search?q=Markup+(business)",
                "ftp://foo.bar.baz -> ftp://foo.bar.baz",
            ])
    }

    @Test func emailAutolinks() {
        #expect(links("foo@bar.baz\n") == ["foo@bar.baz -> mailto:foo@bar.baz"])
        #expect(
            links("hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.\n") == [
                "hello+xyz@mail.example -> mailto:hello+xyz@mail.example"
            ])
        #expect(
            links("a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_\n") == [
                "a.b-c_d@a.b -> mailto:a.b-c_d@a.b", "a.b-c_d@a.b -> mailto:a.b-c_d@a.b",
            ])
    }

    @Test func noAutolinksInsideWordsCodeOrLinks() {
        #expect(links("xwww.commonmark.org and `www.a.org` and [www.b.org](c.md)\n") == ["www.b.org -> c.md"])
        #expect(links("*www.commonmark.org*\n") == ["www.commonmark.org -> http://www.commonmark.org"])
    }

    // MARK: - Task lists

    @Test func taskListItems() throws {
        let list = try #require(parse("- [ ] foo\n- [x] bar\n").document.blocks.first)
        #expect(list.children.map(\.checked) == [false, true])
        #expect(list.children.map(\.plainText) == ["foo", "bar"])
    }

    @Test func nestedTaskListItems() throws {
        let list = try #require(parse("- [x] foo\n  - [ ] bar\n  - [x] baz\n- [ ] bim\n").document.blocks.first)
        #expect(list.children.map(\.checked) == [true, false])
        let nested = try #require(list.children[0].children.last)
        #expect(nested.children.map(\.checked) == [false, true])
        #expect(nested.children.map(\.plainText) == ["bar", "baz"])
    }

    @Test func notTaskItems() throws {
        let list = try #require(parse("- [y] foo\n- [ ]\n- plain [ ] text\n- [x]bar\n").document.blocks.first)
        #expect(list.children.map(\.checked) == [nil, nil, nil, nil])
    }
}

@Suite struct GFMDumpTests {
    @Test func dumpShowsTablesAndTasks() {
        let dump = DocumentDumper.dump(parse("| a | b |\n|:-|-:|\n| 1 | 2 |\n\n- [x] done\n").document)
        #expect(dump.contains("table 1:1-3:10 columns=left,right\n  tableRow 1:1-1:10 header\n    tableCell 1:3-1:4"))
        #expect(dump.contains("listItem 5:1-5:11 checked=true bullet=list(-)"))
    }
}

/// Hostile shapes: each keeps its text, and the pass grows linearly with the input.
@Suite struct GFMHostileShapeTests {
    @Test func manyUnmatchedTildeRuns() {
        let blocks = parse(String(repeating: "~~a~ ", count: 40_000) + "\n").document.blocks
        #expect(blocks.count == 1)
        #expect(blocks[0].plainText.filter { $0 == "a" }.count == 40_000)
        let ratio = growthRatio(base: 2_000) { count in
            _ = GFMInlinesProbe.parse(String(repeating: "~~a~ ", count: count))
        }
        #expect(ratio < linearGrowthLimit, "grows like n² (×\(ratio) for 8× the input)")
    }

    @Test func longWordsThatAlmostLookLikeLinks() {
        let email = String(repeating: "_a", count: 100_000)
        let www = String(repeating: "(www.", count: 40_000)
        let blocks = parse(email + "\n\n" + www + "\n").document.blocks
        #expect(blocks.map { $0.plainText.count } == [200_000, 200_000])
        // No email in the first; the second is one link from the first `www.` to the last, as cmark-gfm
        // makes it (the domain check stops at the first `(`, the path runs to the end of the line).
        let links = blocks.map { block in
            block.allInlines.filter { if case .link = $0 { true } else { false } }.count
        }
        #expect(links == [0, 1])
        let ratio = growthRatio(base: 2_500) { count in
            _ = GFMInlinesProbe.parse(
                String(repeating: "_a", count: count) + " " + String(repeating: "(www.", count: count))
        }
        #expect(ratio < linearGrowthLimit, "grows like n² (×\(ratio) for 8× the input)")
    }

    @Test func aLongLineOfUnderscoreWwwIsLinear() {
        // Each `_` may start a link and every domain scan used to run to the end of the line (134 s at 100 KB).
        let blocks = parse(String(repeating: "_www.a", count: 20_000) + "\n").document.blocks
        #expect(blocks[0].plainText.count == 120_000)
        let ratio = growthRatio(base: 3_000) { count in
            _ = GFMInlinesProbe.parse(String(repeating: "_www.a", count: count))
        }
        #expect(ratio < linearGrowthLimit, "grows like n² (×\(ratio) for 8× the input)")
    }

    @Test func aLinkFollowedByManyClosingParenthesesIsLinear() {
        let inlines = GFMInlinesProbe.parse("www.a.bc" + String(repeating: ")", count: 50_000))
        #expect(inlines.first == .link(destination: "http://www.a.bc", title: "", [.text("www.a.bc")]))
        let ratio = growthRatio(base: 10_000) { count in
            _ = GFMInlinesProbe.parse("www.a.bc" + String(repeating: ")", count: count))
        }
        #expect(ratio < linearGrowthLimit, "grows like n² (×\(ratio) for 8× the input)")
    }

    @Test func aWideHeaderOverManyShortLinesIsCutAtGitHubsCellLimit() throws {
        // 3,000 columns over 3,000 one-cell lines: 9 million cells out of 28 KB (3.7 GB before the limit).
        let columns = 3_000
        var text =
            "|" + String(repeating: "a|", count: columns) + "\n|" + String(repeating: "-|", count: columns) + "\n"
        for row in 0..<3_000 { text += "b\(row)\n" }
        let parsed = parse(text)
        let table = try #require(parsed.document.blocks.first)
        let kept = 0x80000 / (columns - 1)  // GitHub's limit of cells added to short rows
        #expect(table.children.count == 1 + kept)
        let rest = try #require(parsed.document.blocks.dropFirst().first)
        #expect(rest.kind == .paragraph)
        #expect(rest.range.lowerBound.line == 3 + kept)
        #expect(rest.plainText.hasPrefix("b\(kept)"))
        let warning = try #require(parsed.diagnostics.first { $0.id == .tableTooLarge })
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "t.md", line: 3 + kept, column: 1))
    }

    @Test func aLargeTable() throws {
        var text = "| " + (1...20).map { "h\($0)" }.joined(separator: " | ") + " |\n"
        text += "|" + String(repeating: "---|", count: 20) + "\n"
        for row in 1...2_000 { text += "| " + (1...20).map { "r\(row)c\($0)" }.joined(separator: " | ") + " |\n" }
        let table = try #require(parse(text).document.blocks.first)
        #expect(table.children.count == 2_001)
        #expect(table.children.last?.children.last?.plainText == "r2000c20")
    }
}

/// Parses one paragraph of text (the GFM inline pass included).
enum GFMInlinesProbe {
    static func parse(_ text: String) -> [Inline] {
        DocumentParser.parse(text + "\n", path: "t.md").document.blocks.first?.inlines ?? []
    }
}

/// An HTML block of CommonMark's first kind runs to its closing tag: never closed, it takes the rest.
@Suite struct UnclosedRawHTMLTests {
    @Test func anUnclosedTextareaSwallowingCodeIsReportedAtItsStart() throws {
        let text = "# T\n\n<textarea>\nnotes\n\n```swift\nlet a = 1\n```\n\nMore text.\n"
        let parsed = parse(text)
        let warning = try #require(parsed.diagnostics.first { $0.id == .unclosedRawHTMLBlock })
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "t.md", line: 3, column: 1))
        #expect(warning.message.contains("<textarea> is never closed"))
        #expect(warning.message.contains("1 code block(s) included"))
        // What CommonMark does stays as it is: one HTML block to the end.
        #expect(parsed.document.blocks.last?.kind == .htmlBlock)
    }

    @Test func closedOrOtherHTMLBlocksAreFine() {
        for text in [
            "<textarea>\nx\n</TEXTAREA>\n", "<pre>\ncode\n</pre>\n", "<div>\nx\n", "<prefix>\n", "<scripts>\n",
        ] {
            #expect(!parse(text).diagnostics.contains { $0.id == .unclosedRawHTMLBlock }, "\(text)")
        }
        #expect(parse("<script src=x>\n").diagnostics.contains { $0.id == .unclosedRawHTMLBlock })
    }
}
