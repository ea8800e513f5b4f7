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

    @Test func rawHTMLRunsNothing() {
        let output = html("<script>document.title = 'x'</script>\n\nText <img src=x onerror=alert(1)> end.\n")
        #expect(!output.contains("<script") && !output.contains("document.title"))
        #expect(!output.contains("onerror"))
        #expect(output.contains("<p id=\"L3\">Text <img src=\"x\"> end.</p>"))
    }

    @Test func tablesRenderWithAlignmentAndInlineContent() {
        let output = html("| Компонент | `Тип` |\n|:---|---:|\n| **UISearchBar** | ~~old~~ new |\n| x \\| y |\n")
        #expect(
            output.contains(
                "<div class=\"table-wrap\"><table id=\"L1\"><thead><tr><th align=\"left\">Компонент</th><th align=\"right\"><code>Тип</code></th></tr></thead>"
            ))
        #expect(
            output.contains(
                "<tbody><tr id=\"L3\"><td align=\"left\"><strong>UISearchBar</strong></td><td align=\"right\"><del>old</del> new</td></tr><tr id=\"L4\"><td align=\"left\">x | y</td><td align=\"right\"></td></tr></tbody></table></div>"
            ))
    }

    @Test func taskListItemsGetDisabledCheckboxes() {
        let output = html("- [x] done\n- [ ] open\n")
        #expect(
            output.contains(
                "<li id=\"L1\" class=\"task-list-item\"><p><input type=\"checkbox\" disabled=\"\" checked=\"\"> done</p></li>"
            ))
        #expect(
            output.contains(
                "<li id=\"L2\" class=\"task-list-item\"><p><input type=\"checkbox\" disabled=\"\"> open</p></li>"))
    }

    @Test func autolinksBecomeLinks() {
        let output = html("See www.example.com/a, https://example.org and me@example.net.\n")
        #expect(output.contains("<a href=\"http://www.example.com/a\">www.example.com/a</a>,"))
        #expect(output.contains("<a href=\"https://example.org\">https://example.org</a>"))
        #expect(output.contains("<a href=\"mailto:me@example.net\">me@example.net</a>."))
    }

    @Test func repeatedHeadingsGetDistinctStableIDs() {
        let markdown = "# Example searching a table\n\n## Example searching a table\n\n## Example searching a table\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let (ids, diagnostics) = HeadingIDs.ids(for: document)
        let renderer = MarkdownHTMLRenderer(links: LinkSanitizer(), headingIDs: ids)
        let output = HTMLSerializer.serialize(document.blocks.map { renderer.render($0, code: { _, _ in .empty }) })
        for id in ["example-searching-a-table", "example-searching-a-table-1", "example-searching-a-table-2"] {
            #expect(output.contains("id=\"\(id)\" href=\"#\(id)\""))
        }
        #expect(diagnostics.isEmpty)
        // Stable: the same document gives the same ids.
        #expect(HeadingIDs.ids(for: document).ids == ids)
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
