import DocParsing
import DocgenTestSupport
import Foundation
import Testing

@testable import SiteRendering

/// Raw HTML through GitHub's allowlist: what is kept, and the hostile corpus in every Markdown context.
@Suite struct RawHTMLSanitizerTests {
    func html(_ markdown: String, path: String = "Docs/t.en.md", links: LinkSanitizer = LinkSanitizer()) -> String {
        let document = DocumentParser.parse(markdown, path: path).document
        let renderer = MarkdownHTMLRenderer(links: links, documentPath: path)
        return HTMLSerializer.serialize(document.blocks.map { renderer.render($0, code: { _, _ in .text("[code]") }) })
    }

    /// A start or end tag of serialized output: name and attributes.
    struct Tag {
        var name: String
        var attributes: [(name: String, value: String)]
    }

    /// Every tag of the serializer's output (which writes only `<name a="v">` and `</name>`); fails the
    /// test when a `<` starts anything else.
    func tags(_ output: String) -> [Tag] {
        var result: [Tag] = []
        var rest = Substring(output)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.first == "/" {
                let name = rest.dropFirst().prefix { $0 != ">" }
                #expect(name.allSatisfy { $0.isLetter || $0.isNumber }, "odd end tag \(name)")
                continue
            }
            let name = String(rest.prefix { $0.isLetter || $0.isNumber })
            #expect(!name.isEmpty, "a '<' that starts no tag in \(output)")
            rest = rest.dropFirst(name.count)
            var attributes: [(String, String)] = []
            while rest.first == " " {
                rest = rest.dropFirst()
                let attribute = String(rest.prefix { $0 != "=" })
                rest = rest.dropFirst(attribute.count)
                #expect(rest.hasPrefix("=\""), "attribute without a quoted value in \(output)")
                rest = rest.dropFirst(2)
                let value = String(rest.prefix { $0 != "\"" })
                rest = rest.dropFirst(value.count + 1)
                attributes.append((attribute, value))
            }
            #expect(rest.first == ">", "tag \(name) not closed in \(output)")
            result.append(Tag(name: name, attributes: attributes))
        }
        return result
    }

    /// Elements Markdown rendering and the allowlist can produce.
    static let possibleElements: Set<String> = [
        "a", "img", "br", "details", "summary", "sup", "sub", "kbd", "b", "i", "em", "strong", "code", "p", "div",
        "span", "del", "ul", "ol", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "table", "thead",
        "tbody", "tr", "th", "td",
    ]
    static let possibleAttributes: Set<String> = [
        "id", "class", "href", "src", "alt", "title", "width", "height", "align", "open", "loading",
    ]

    /// The invariants every output keeps, whatever the input.
    func expectSafe(_ output: String, _ vector: String) {
        for tag in tags(output) {
            #expect(Self.possibleElements.contains(tag.name), "element \(tag.name) from \(vector)")
            for (name, value) in tag.attributes {
                #expect(Self.possibleAttributes.contains(name), "attribute \(name) from \(vector)")
                #expect(!name.lowercased().hasPrefix("on"), "event handler \(name) from \(vector)")
                if name == "href" || name == "src" {
                    let decoded = value.replacingOccurrences(of: "&amp;", with: "&")
                    #expect(
                        RawHTMLSanitizer.allowedURL(decoded, schemes: ["http", "https", "mailto"]) == decoded,
                        "\(name)=\(value) from \(vector)")
                    let squeezed = decoded.lowercased().filter { !$0.isWhitespace }
                    #expect(!squeezed.contains("javascript:") && !squeezed.contains("vbscript:"))
                    #expect(!squeezed.hasPrefix("data:"))
                }
            }
        }
        #expect(!output.lowercased().contains("<script"))
    }

    @Test(arguments: XSSCorpus.vectors)
    func hostileVectorIsHarmlessInEveryContext(_ vector: String) {
        expectSafe(html(vector + "\n"), vector)
        expectSafe(html("Text " + vector + " end.\n"), vector)
        expectSafe(html("- item " + vector + "\n"), vector)
        expectSafe(
            html("| a | b |\n|---|---|\n| " + vector.replacingOccurrences(of: "|", with: "\\|") + " | x |\n"), vector)
        expectSafe(html("<div>\n" + vector + "\n</div>\n"), vector)
    }

    @Test func corpusCoversTheCheatSheetFamilies() {
        let corpus = XSSCorpus.vectors.joined(separator: "\n").lowercased()
        for family in [
            "<script", "javascript:", "&#x", "&#0000", "onerror", "onmouseover", "onload", "<iframe", "<object",
            "<embed", "<style", "expression(", "<meta", "<base", "<form", "<!--", "<svg", "vbscript:", "data:",
        ] {
            #expect(corpus.contains(family), "no vector with \(family)")
        }
        #expect(XSSCorpus.vectors.count >= 70)
    }

    // MARK: - What the allowlist keeps

    @Test func imageLinkIsKept() {
        let output = html(
            "<a href=\"https://github.com/x\"><img src=\"graph/addsearchbar.png\" alt=\"Add a search bar\" width=\"320\" style=\"border:0\" onload=\"x()\"></a>\n"
        )
        #expect(
            output.contains(
                "<a href=\"https://github.com/x\"><img src=\"graph/addsearchbar.png\" alt=\"Add a search bar\" width=\"320\"></a>"
            ))
    }

    @Test func inlineTagsWrapTheMarkdownBetweenThem() {
        let output = html("Press <kbd>⌘</kbd> and <b>*bold* text</b> H<sub>2</sub>O x<sup>2</sup>.\n")
        #expect(
            output.contains(
                "Press <kbd>⌘</kbd> and <b><em>bold</em> text</b> H<sub>2</sub>O x<sup>2</sup>."))
    }

    @Test func detailsDivAlignAndBreaksAreKept() {
        let output = html(
            "<details open><summary>More</summary>\n<div align=\"center\" class=\"x\">Hidden<br/>text</div>\n</details>\n"
        )
        #expect(output.contains("<details open=\"\"><summary>More</summary>"))
        #expect(output.contains("<div align=\"center\">Hidden<br>text</div>"))
        #expect(html("<div align=\"javascript:x\">d</div>\n").contains("<div>d</div>"))
    }

    @Test func disallowedElementsLoseTagsScriptsLoseContentCommentsVanish() {
        let output = html("<span class=a>kept text</span><script>lost()</script><!-- secret -->\n")
        #expect(output.contains("kept text"))
        #expect(!output.contains("span class") && !output.contains("lost()") && !output.contains("secret"))
    }

    @Test func urlSchemesFollowTheAllowlist() {
        #expect(RawHTMLSanitizer.allowedURL("https://a.b/c", schemes: ["https"]) == "https://a.b/c")
        #expect(RawHTMLSanitizer.allowedURL("other.md#x", schemes: ["https"]) == "other.md#x")
        #expect(RawHTMLSanitizer.allowedURL("a/b:c", schemes: ["https"]) == "a/b:c")
        #expect(RawHTMLSanitizer.allowedURL("mailto:a@b.c", schemes: ["https"]) == nil)
        #expect(RawHTMLSanitizer.allowedURL("ftp://a", schemes: ["http", "https", "mailto"]) == nil)
        #expect(RawHTMLSanitizer.allowedURL(" java\tscript:x", schemes: ["http"]) == nil)
        #expect(html("<img src=\"mailto:a@b.c\" alt=m>\n").contains("<img alt=\"m\">"))
        #expect(html("<a href=\"mailto:a@b.c\">m</a>\n").contains("<a href=\"mailto:a@b.c\">m</a>"))
    }

    @Test func characterReferencesAreDecodedOnce() {
        #expect(
            RawHTMLTokenizer.decodeReferences("a &amp;lt; &#106;&#x61;&#0000118 &unknown; &")
                == "a &lt; jav &unknown; &")
        let output = html("<a href=\"https://a.b/?x=1&amp;y=2\" title=\"&quot;q&quot;\">t</a>\n")
        #expect(output.contains("href=\"https://a.b/?x=1&amp;y=2\" title=\"&quot;q&quot;\""))
    }

    @Test func linksInRawHTMLPointAtGeneratedPages() {
        let links = LinkSanitizer(pagesByMarkdownName: ["other.ru.md": "other.ru.html"])
        let output = html("<a href=\"other.ru.md#section\">other</a>\n", links: links)
        #expect(output.contains("<a href=\"other.ru.html#section\">other</a>"))
    }
}

@Suite struct RawHTMLHostileShapeTests {
    static func nested(_ count: Int) -> String {
        String(repeating: "<b>", count: count) + "x" + String(repeating: "</i>", count: count)
    }

    @Test func deepNestingAndStrayEndTagsStayLinear() {
        let nodes = RawHTMLSanitizer.sanitize(Self.nested(50_000))
        #expect(
            HTMLSerializer.serialize(nodes).components(separatedBy: "<b>").count - 1 == RawHTMLSanitizer.maximumDepth)
        #expect(nodes.map(\.textContent).joined() == "x")
        let ratio = growthRatio(base: 5_000) { count in _ = RawHTMLSanitizer.sanitize(Self.nested(count)) }
        #expect(ratio < linearGrowthLimit, "grows like n² (×\(ratio) for 8× the input)")
    }

    @Test func unterminatedCommentsAndTagsAreDropped() {
        #expect(HTMLSerializer.serialize(RawHTMLSanitizer.sanitize("a <!-- b")) == "a ")
        #expect(HTMLSerializer.serialize(RawHTMLSanitizer.sanitize("a <img src=x onerror=y")) == "a ")
        #expect(HTMLSerializer.serialize(RawHTMLSanitizer.sanitize("a < b > c")) == "a &lt; b &gt; c")
    }
}
