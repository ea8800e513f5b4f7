import DocParsing

/// Turns a document's blocks and inlines into HTML nodes.
///
/// Every text of the document becomes a text node (escaped by the serializer). Raw HTML blocks and
/// inlines are shown as their source text, never as markup; links with a dangerous scheme become plain
/// text (see `LinkSanitizer`). Code blocks are drawn by the caller, which knows about examples.
struct MarkdownHTMLRenderer: Sendable {
    var links: LinkSanitizer
    /// Prepended to every block anchor (`L12` → `a-L12`), for pages that show two documents.
    var anchorPrefix: String

    init(links: LinkSanitizer, anchorPrefix: String = "") {
        self.links = links
        self.anchorPrefix = anchorPrefix
    }

    /// The anchor of a block: `L<first line>`, with the prefix.
    func anchor(of block: Block) -> String { anchorPrefix + PagePaths.anchor(of: block) }

    // MARK: - Blocks

    /// One block and its children; code blocks are drawn by `code`.
    ///
    /// Passages (headings, paragraphs, list items, quotes) get their anchor; blocks inside a list item or
    /// quote are part of that passage and get none (`anchored` false), so no two elements share an id.
    func render(_ block: Block, anchored: Bool = true, code: (Block, CodeBlock) -> HTMLNode) -> HTMLNode {
        let id = anchored ? anchor(of: block) : nil
        switch block.kind {
        case .heading(let level):
            return .element("h\(min(max(level, 1), 6))", [("id", id)], render(block.inlines))
        case .paragraph:
            return .element("p", [("id", id)], render(block.inlines))
        case .list(let ordered):
            return .element(
                ordered ? "ol" : "ul", [], block.children.map { render($0, anchored: anchored, code: code) })
        case .listItem:
            return .element("li", [("id", id)], block.children.map { render($0, anchored: false, code: code) })
        case .blockQuote:
            return .element("blockquote", [("id", id)], block.children.map { render($0, anchored: false, code: code) })
        case .codeBlock(let codeBlock):
            return code(block, codeBlock)
        case .thematicBreak:
            return .element("hr")
        case .htmlBlock:
            // Raw HTML from a document is shown as its text, never interpreted.
            return .element(
                "pre", [("id", id), ("class", "raw-html"), ("title", "raw HTML, shown as text")],
                text: block.inlines.plainText)
        }
    }

    // MARK: - Inlines

    func render(_ inlines: [Inline]) -> [HTMLNode] {
        inlines.map(render)
    }

    func render(_ inline: Inline) -> HTMLNode {
        switch inline {
        case .text(let text):
            return .text(text)
        case .code(let code, _):
            return .element("code", text: code)
        case .emphasis(let children):
            return .element("em", [], render(children))
        case .strong(let children):
            return .element("strong", [], render(children))
        case .link(let destination, let title, let children):
            guard let href = links.href(for: destination) else {
                return .element(
                    "span", [("class", "blocked-link"), ("title", "link removed: unsafe scheme")], render(children))
            }
            return .element("a", [("href", href), ("title", title.isEmpty ? nil : title)], render(children))
        case .image(let source, let title, let alt):
            guard let src = links.href(for: source) else {
                return .element("span", [("class", "blocked-link")], text: alt.plainText)
            }
            return .element(
                "img",
                [("src", src), ("alt", alt.plainText), ("title", title.isEmpty ? nil : title), ("loading", "lazy")])
        case .html(let html):
            return .element("code", [("class", "raw-html"), ("title", "raw HTML, shown as text")], text: html)
        case .softBreak:
            return .text("\n")
        case .lineBreak:
            return .element("br")
        }
    }
}
