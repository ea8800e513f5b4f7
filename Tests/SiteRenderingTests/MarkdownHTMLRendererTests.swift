import DocParsing
import Testing

@testable import SiteRendering

@Suite struct MarkdownHTMLRendererTests {
    /// The HTML of the blocks of a Markdown text (code blocks drawn as a marker).
    func html(_ markdown: String) -> String {
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let renderer = MarkdownHTMLRenderer(links: LinkSanitizer())
        return HTMLSerializer.serialize(document.blocks.map { renderer.render($0, code: { _, _ in .text("[code]") }) })
    }

    @Test func rawHTMLBlocksAndInlinesAreShownAsText() {
        let output = html("<script>document.title = 'x'</script>\n\nText <img src=x onerror=alert(1)> end.\n")
        #expect(!output.contains("<script"))
        #expect(!output.contains("<img"))
        #expect(output.contains("&lt;script&gt;document.title = 'x'&lt;/script&gt;"))
        #expect(output.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test func dangerousLinksBecomeText() {
        let output = html("[a](javascript:alert(1)) [b](<JavaScript:alert(2)>) [c](https://example.com)\n")
        #expect(!output.lowercased().contains("javascript:"))
        #expect(output.contains("<span class=\"blocked-link\" title=\"link removed: unsafe scheme\">a</span>"))
        #expect(output.contains("<a href=\"https://example.com\">c</a>"))
    }

    @Test func blocksGetLineAnchorsAndInlineMarkup() {
        let output = html("# Title\n\nSome *em* and **strong** and `code<T>`.\n\n- one\n- two\n")
        #expect(output.contains("<h1 id=\"L1\">Title</h1>"))
        #expect(
            output.contains(
                "<p id=\"L3\">Some <em>em</em> and <strong>strong</strong> and <code>code&lt;T&gt;</code>.</p>"))
        #expect(output.contains("<ul><li id=\"L5\"><p>one</p></li><li id=\"L6\"><p>two</p></li></ul>"))
    }

    @Test func codeBlocksAreDrawnByTheCaller() {
        #expect(html("```swift\nlet x = 1\n```\n") == "[code]")
    }
}
