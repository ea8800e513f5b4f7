import DocParsing
import Testing

@testable import SiteRendering

/// A block quote whose first paragraph starts with one of DocC's aside kinds is drawn as an aside.
@Suite struct AsideTests {
    private func html(_ markdown: String) -> String {
        let document = DocumentParser.parse(markdown, path: "Docs/a.en.md").document
        let renderer = MarkdownHTMLRenderer(links: LinkSanitizer())
        let code: (Block, CodeBlock) -> HTMLNode = { (_: Block, _: CodeBlock) -> HTMLNode in .empty }
        return HTMLSerializer.serialize(
            document.blocks.map { (block: Block) -> HTMLNode in renderer.render(block, code: code) })
    }

    @Test func aNoteIsAnAsideWithItsLabel() {
        #expect(
            html("> Note: Read *this* first.\n")
                == "<aside id=\"L1\" class=\"aside note\" aria-label=\"Note\"><p class=\"aside-label\">Note</p><p>Read <em>this</em> first.</p></aside>"
        )
    }

    @Test func kindsAreComparedWithoutCase() {
        let kinds = ["important", "WARNING", "Tip", "experiment", "Remark", "deprecated"]
        for kind in kinds {
            let label = Aside.kinds[kind.lowercased()]!
            #expect(html("> \(kind): text\n").contains("class=\"aside \(kind.lowercased())\" aria-label=\"\(label)\""))
        }
    }

    @Test func aLabelOnALineOfItsOwnLeavesTheRestOfTheQuote() {
        let page = html("> Important:\n> First line.\n>\n> Second paragraph.\n")
        #expect(page.contains("<p class=\"aside-label\">Important</p><p>First line.</p><p>Second paragraph.</p>"))
        #expect(html("> Note:\n>\n> Only this.\n").contains("<p class=\"aside-label\">Note</p><p>Only this.</p>"))
    }

    @Test func aTranslationsKindIsLabelledAsWritten() {
        #expect(
            html("> 注意：中文说明。\n").contains(
                "class=\"aside note\" aria-label=\"注意\"><p class=\"aside-label\">注意</p><p>中文说明。</p>"))
        #expect(html("> 练习: 试试。\n").contains("class=\"aside experiment\""))
        #expect(html("> 注意  \n> 单独一行的标签。\n").contains("<p class=\"aside-label\">注意</p><p>单独一行的标签。</p>"))
        #expect(html("> 注意事项很多。\n").hasPrefix("<blockquote"))
    }

    @Test func otherQuotesStayQuotes() {
        let quotes = [
            "> Notes: plural\n", "> Note that x: y\n", "> Just a quote.\n", "> `Note:` in code\n", "> Note\n> text\n",
        ]
        for markdown in quotes {
            #expect(html(markdown).hasPrefix("<blockquote"), "\(markdown)")
        }
    }

    @Test func anAsideKeepsRawHTMLEscapedOrSanitized() {
        let page = html("> Warning: <script>alert(1)</script> & <b>bold</b>\n")
        #expect(page.contains("class=\"aside warning\""))
        #expect(!page.contains("<script"))
        #expect(page.contains("&amp;"))
    }
}
