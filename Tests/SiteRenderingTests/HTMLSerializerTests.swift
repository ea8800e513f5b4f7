import Testing

@testable import SiteRendering

@Suite struct HTMLSerializerTests {
    @Test func escapesTextAndAttributes() {
        let node = HTMLNode.element("a", [("href", "x?a=1&b=\"2\"'"), ("title", nil)], text: "<b>&\"'</b>")
        #expect(
            HTMLSerializer.serialize(node)
                == "<a href=\"x?a=1&amp;b=&quot;2&quot;&#39;\">&lt;b&gt;&amp;\"'&lt;/b&gt;</a>")
    }

    @Test func voidElementsHaveNoEndTag() {
        let node = HTMLNode.element("p", [], [.text("a"), .element("br"), .element("img", [("alt", "<x>")])])
        #expect(HTMLSerializer.serialize(node) == "<p>a<br><img alt=\"&lt;x&gt;\"></p>")
    }

    @Test func trustedMarkupIsWrittenUnchangedAndFragmentsFlatten() {
        let nodes: [HTMLNode] = [.trusted(TrustedHTML("<svg></svg>")), .fragment([.text("<"), .text(">")])]
        #expect(HTMLSerializer.serialize(nodes) == "<svg></svg>&lt;&gt;")
    }

    @Test func nonASCIITextIsKeptAsIs() {
        #expect(HTMLSerializer.serialize(.text("搜尋欄 · Панель")) == "搜尋欄 · Панель")
    }
}
