import DocParsing
import DocgenCore

/// Turns a document's blocks and inlines into HTML nodes.
///
/// Every text of the document becomes a text node (escaped by the serializer). Raw HTML blocks and
/// inlines go through `RawHTMLSanitizer`'s allowlist (GitHub's); links with a dangerous scheme become
/// plain text (see `LinkSanitizer`). Code blocks are drawn by the caller, which knows about examples.
struct MarkdownHTMLRenderer: Sendable {
    var links: LinkSanitizer
    /// Prepended to every block anchor (`L12` → `a-L12`), for pages that show two documents.
    var anchorPrefix: String
    /// The path of the document drawn, for its local images.
    var documentPath: String
    /// Ids of the document's headings by their start (GitHub-style slugs, see `HeadingIDs`).
    var headingIDs: [SourceLocation: String]
    /// DocC's `<doc:…>` links between the site's documents.
    var docLinks: DocLinks

    init(
        links: LinkSanitizer, anchorPrefix: String = "", documentPath: String = "",
        headingIDs: [SourceLocation: String] = [:], docLinks: DocLinks = DocLinks()
    ) {
        self.links = links
        self.anchorPrefix = anchorPrefix
        self.documentPath = documentPath
        self.headingIDs = headingIDs
        self.docLinks = docLinks
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
            var content = render(block.inlines)
            if let slug = headingIDs[block.range.lowerBound] {
                let slugID = anchorPrefix + slug
                content.insert(
                    .element("a", [("class", "heading-anchor"), ("id", slugID), ("href", "#" + slugID)]), at: 0)
            }
            return .element("h\(min(max(level, 1), 6))", [("id", id)], content)
        case .paragraph:
            return .element("p", [("id", id)], render(block.inlines))
        case .list(let ordered):
            return .element(
                ordered ? "ol" : "ul", [], block.children.map { render($0, anchored: anchored, code: code) })
        case .listItem:
            var children = block.children.map { render($0, anchored: false, code: code) }
            guard let checked = block.checked else { return .element("li", [("id", id)], children) }
            let box = HTMLNode.element(
                "input", [("type", "checkbox"), ("disabled", ""), ("checked", checked ? "" : nil)])
            if case .element("p", let attributes, let content)? = children.first {
                children[0] = .element("p", attributes: attributes, children: [box, .text(" ")] + content)
            } else {
                children.insert(box, at: 0)
            }
            return .element("li", [("id", id), ("class", "task-list-item")], children)
        case .blockQuote:
            if let aside = Aside(block) { return render(aside, block, id: id, code: code) }
            return .element("blockquote", [("id", id)], block.children.map { render($0, anchored: false, code: code) })
        case .codeBlock(let codeBlock):
            return code(block, codeBlock)
        case .thematicBreak:
            return .element("hr")
        case .htmlBlock:
            // Raw HTML from a document: only the allowlisted elements and attributes, rebuilt as nodes.
            let nodes = RawHTMLSanitizer.sanitize(block.inlines.plainText, rewriteURL: rewriteURL)
            return .element("div", [("id", id), ("class", "raw-html")], nodes)
        case .table:
            return renderTable(block, id: id)
        case .tableRow, .tableCell:
            // Drawn by their table.
            return .element("div", [], render(block.inlines))
        }
    }

    /// A DocC aside: its label, then the quote's blocks with the label taken out of the first paragraph.
    private func render(_ aside: Aside, _ quote: Block, id: String?, code: (Block, CodeBlock) -> HTMLNode) -> HTMLNode {
        var children = quote.children
        if let inlines = aside.firstInlines { children[0].inlines = inlines } else { children.removeFirst() }
        let label = HTMLNode.element("p", [("class", "aside-label")], text: aside.label)
        return .element(
            "aside", [("id", id), ("class", "aside \(aside.kind)"), ("aria-label", aside.label)],
            [label] + children.map { render($0, anchored: false, code: code) })
    }

    /// A GFM table: the header row in `thead`, the others in `tbody`; body rows anchored at their line.
    private func renderTable(_ table: Block, id: String?) -> HTMLNode {
        var head: [HTMLNode] = []
        var body: [HTMLNode] = []
        for row in table.children {
            guard case .tableRow(let header) = row.kind else { continue }
            let cells = row.children.map { cell -> HTMLNode in
                var align: String?
                if case .tableCell(let alignment) = cell.kind, alignment != .none { align = alignment.rawValue }
                return .element(header ? "th" : "td", [("align", align)], render(cell.inlines))
            }
            if header {
                head.append(.element("tr", [], cells))
            } else {
                body.append(.element("tr", [("id", id == nil ? nil : anchor(of: row))], cells))
            }
        }
        var parts: [HTMLNode] = [.element("thead", [], head)]
        if !body.isEmpty { parts.append(.element("tbody", [], body)) }
        return .element("div", [("class", "table-wrap")], [.element("table", [("id", id)], parts)])
    }

    /// How raw HTML's allowed URLs are written: links between documents point at their pages.
    private var rewriteURL: @Sendable (String, Bool) -> String? {
        let links = links
        let path = documentPath
        return { url, isImage in
            isImage ? links.imageSource(for: url, in: path) : links.href(for: url, from: path)
        }
    }

    // MARK: - Inlines

    func render(_ inlines: [Inline]) -> [HTMLNode] {
        guard inlines.contains(where: { if case .html = $0 { true } else { false } }) else {
            return inlines.map(render)
        }
        // Raw HTML inlines open and close elements around the Markdown between them.
        var sanitizer = RawHTMLSanitizer(rewriteURL: rewriteURL)
        for inline in inlines {
            if case .html(let html) = inline {
                sanitizer.add(html: html)
            } else {
                sanitizer.add(node: render(inline))
            }
        }
        return sanitizer.finish()
    }

    /// A DocC link: to its page, with DocC's text when written as `<doc:…>`; plain text when it leads
    /// nowhere (`SiteRenderer.diagnostics` reports it).
    private func render(docLink: Result<DocLinks.Target, DocLinks.Problem>, destination: String, _ children: [Inline])
        -> HTMLNode
    {
        let isAutolink = children == [.text(destination)]
        switch docLink {
        case .success(let target):
            let content = isAutolink ? [HTMLNode.text(target.title)] : render(children)
            return .element("a", [("href", docLinks.href(target)), ("class", "doc-link")], content)
        case .failure:
            return .element("span", [("class", "unresolved-link")], render(children))
        }
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
        case .strikethrough(let children):
            return .element("del", [], render(children))
        case .link(let destination, let title, let children):
            if let resolution = docLinks.resolve(destination, from: documentPath) {
                return render(docLink: resolution, destination: destination, children)
            }
            guard let href = links.href(for: destination, from: documentPath) else {
                return .element(
                    "span", [("class", "blocked-link"), ("title", "link removed: unsafe scheme")], render(children))
            }
            return .element("a", [("href", href), ("title", title.isEmpty ? nil : title)], render(children))
        case .image(let source, let title, let alt):
            guard let src = links.imageSource(for: source, in: documentPath) else {
                return .element("span", [("class", "blocked-link")], text: alt.plainText)
            }
            return .element(
                "img",
                [("src", src), ("alt", alt.plainText), ("title", title.isEmpty ? nil : title), ("loading", "lazy")])
        case .html(let html):
            return .fragment(RawHTMLSanitizer.sanitize(html, rewriteURL: rewriteURL))
        case .softBreak:
            return .text("\n")
        case .lineBreak:
            return .element("br")
        }
    }
}
