import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

/// Every link of a block knows where its destination is written, in the order of `linkDestinations`.
@Suite struct LinkLocatorTests {
    private func linkLocations(_ source: MarkedSource, path: String = "Docs/a.en.md") -> [DocgenCore.SourceLocation] {
        let document = DocumentParser.parse(source.text, path: path).document
        var locations: [DocgenCore.SourceLocation] = []
        document.forEachBlock { (block: Block) in locations += block.linkLocations }
        return locations
    }

    private func expected(_ source: MarkedSource, path: String = "Docs/a.en.md") -> [DocgenCore.SourceLocation] {
        source.markers.indices.map { (index: Int) -> DocgenCore.SourceLocation in source.location(index, file: path) }
    }

    @Test func autolinksAndInlineLinksAreLocatedAtTheirDestinations() {
        let source = MarkedSource(
            "# Title with <‸doc:A>\n\nSee <‸doc:B#Raw-Values> and [the *other*](‸doc:C),\nthen <‸doc:B> again.\n")
        #expect(linkLocations(source) == expected(source))
    }

    @Test func columnsCountUTF8BytesOfChineseText() {
        let source = MarkedSource("> 注意：更多信息请参阅 <‸doc:Enumerations#原始值> 和 <‸doc:析构过程>。\n")
        #expect(linkLocations(source, path: "Docs/a.zh-Hans.md") == expected(source, path: "Docs/a.zh-Hans.md"))
    }

    @Test func linksInListItemsAndTableCellsAreLocated() {
        let source = MarkedSource("- <‸doc:A>\n- <‸doc:B>\n\n| a | b |\n|---|---|\n| <‸doc:C> | x |\n")
        #expect(linkLocations(source) == expected(source))
    }

    @Test func aLinkInsideALinkTextComesAfterIt() {
        let document = DocumentParser.parse("[![alt](i.png)](doc:A) <doc:>\n", path: "Docs/a.en.md").document
        let paragraph = document.blocks[0]
        #expect(paragraph.inlines.linkDestinations == ["doc:A", "doc:"])
        #expect(paragraph.linkLocations.map(\.column) == [17, 25])
    }

    @Test func anAutolinkIsLocatedWithoutTheSchemeAdded() {
        // cmark writes an email autolink as `mailto:…`, GFM a `www.` one as `http://…`.
        let source = MarkedSource("Text\nmail <‸a@b.example>, ‸www.example.com and <‸doc:X>\n")
        let document = DocumentParser.parse(source.text, path: "Docs/a.en.md").document
        let paragraph = document.blocks[0]
        let destinations: [String] = paragraph.inlines.linkDestinations
        #expect(destinations == ["mailto:a@b.example", "http://www.example.com", "doc:X"])
        #expect(paragraph.linkLocations == expected(source))
    }

    @Test func aDestinationNotWrittenAsSuchIsAtTheBlockStart() {
        // cmark removes the backslash of an escape from the destination.
        let document = DocumentParser.parse("Text\n[a](x\\_y) <doc:X>\n", path: "Docs/a.en.md").document
        let paragraph = document.blocks[0]
        let destinations: [String] = paragraph.inlines.linkDestinations
        let places: [[Int]] = paragraph.linkLocations.map { (location: DocgenCore.SourceLocation) -> [Int] in
            [location.line, location.column]
        }
        #expect(destinations == ["x_y", "doc:X"])
        #expect(places == [[1, 1], [2, 12]])
    }

    @Test func manyLinksNotWrittenAsSuchStayLinear() {
        // A hundred thousand escaped destinations in one paragraph: each search that finds nothing would
        // read the rest of it.
        let markdown = String(repeating: "[a](x\\_y) ", count: 100_000) + "<doc:X>\n"
        let clock = ContinuousClock()
        var document: Document?
        let elapsed = clock.measure { document = DocumentParser.parse(markdown, path: "Docs/a.en.md").document }
        let paragraph = document?.blocks.first
        #expect(paragraph?.linkLocations.count == 100_001)
        #expect(paragraph?.linkLocations.last?.line == 1)
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }
}
