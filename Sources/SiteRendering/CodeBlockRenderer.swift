import DocParsing
import DocgenCore

/// Draws a code block: highlighted visible code, a copy button and, for an example's block, its status
/// badge, links to its other sources and its screen previews.
struct CodeBlockRenderer: Sendable {
    var context: SiteContext
    /// The path of the document the block is in.
    var path: String
    /// Anchor prefix of the page (see `MarkdownHTMLRenderer.anchorPrefix`).
    var anchorPrefix: String

    func render(_ block: Block, _ codeBlock: CodeBlock) -> HTMLNode {
        let key = SiteContext.BlockKey(file: path, line: block.range.lowerBound.line)
        let exampleNumber = context.exampleByBlock[key]
        let example = exampleNumber.map { context.examples[$0] }
        let code =
            context.highlighted[HighlightKey(codeBlock)]
            ?? CodeHighlighter.highlight(codeBlock.code, language: codeBlock.language)

        var header: [HTMLNode] = [.element("span", [("class", "code-language")], text: codeBlock.language.description)]
        var footer: [HTMLNode] = []
        if let example {
            let status = example.status(in: context.statuses)
            header.append(badge(status))
            header.append(.element("span", [("class", "example-id"), ("title", "example id")], text: example.id))
            if example.modeDescription != "runnable" {
                header.append(.element("span", [("class", "example-mode")], text: example.modeDescription))
            }
            header += sourceLinks(example)
            if !example.packages.isEmpty {
                header.append(
                    .element(
                        "span", [("class", "example-packages"), ("title", "declared in the front matter: packages:")],
                        text: "uses package " + example.packages.joined(separator: ", ")))
            }
            if let detail = status.detail {
                footer.append(.element("p", [("class", "status-detail status-\(status.tag)")], text: detail))
            }
        }
        header.append(
            .element(
                "button", [("class", "copy-button"), ("type", "button"), ("title", "copy the code shown")], text: "Copy"
            ))
        var children: [HTMLNode] = [.element("div", [("class", "code-header")], header), code.node]
        if code.hiddenLineCount > 0 {
            let lines = code.hiddenLineCount == 1 ? "1 line" : "\(code.hiddenLineCount) lines"
            children.append(
                .element("p", [("class", "hidden-lines")], text: "\(lines) of setup hidden (compiled, not shown)"))
        }
        children += footer
        var nodes: [HTMLNode] = [
            .element(
                "figure",
                [
                    ("class", "code-block"), ("id", anchorPrefix + PagePaths.anchor(of: block)),
                    ("data-language", codeBlock.language.description), ("data-example", example?.id),
                ], children)
        ]
        nodes += screens(after: key, codeBlock: codeBlock)
        return nodes.count == 1 ? nodes[0] : .fragment(nodes)
    }

    // MARK: - Parts

    private func badge(_ status: ExampleStatus) -> HTMLNode {
        .element(
            "span", [("class", "badge status-\(status.tag)"), ("data-status", status.tag), ("title", status.detail)],
            text: status.label)
    }

    /// The most other sources linked from a block; the rest are counted.
    static let maximumSourceLinks = 6

    /// "also in" links to the example's other sources: translations of this document first.
    private func sourceLinks(_ example: SiteExample) -> [HTMLNode] {
        let documentName = context.documentsByPath[path]?.name
        let others = example.sources.filter { $0.file != path }
        guard !others.isEmpty else { return [] }
        let ordered =
            others.filter { $0.documentName == documentName } + others.filter { $0.documentName != documentName }
        var links: [HTMLNode] = [.text("also in ")] + ordered.prefix(Self.maximumSourceLinks).map(sourceLink)
        if ordered.count > Self.maximumSourceLinks {
            links.append(.text(" and \(ordered.count - Self.maximumSourceLinks) more documents"))
        }
        return [.element("span", [("class", "example-sources")], links)]
    }

    private func sourceLink(_ source: SiteExample.Source) -> HTMLNode {
        let page = context.pages[source.file] ?? PagePaths.index
        let anchor = source.blockLines.first.map { "#" + PagePaths.anchor(line: $0) } ?? ""
        let sameDocument = source.documentName == context.documentsByPath[path]?.name
        let label = sameDocument ? (source.language?.rawValue ?? source.documentName) : source.documentName
        return .element(
            "a",
            [
                ("class", "source-link"), ("href", page + anchor), ("hreflang", source.language?.rawValue),
                ("title", source.file),
            ],
            text: label)
    }

    /// The screen previews drawn after this block: after a session block, its session; after the last
    /// block of a runnable example with no session, its start screen.
    private func screens(after key: SiteContext.BlockKey, codeBlock: CodeBlock) -> [HTMLNode] {
        let sessionKey = SiteContext.BlockKey(file: key.file, line: codeBlock.firstCodeLine)
        if case .searchSession = codeBlock.language,
            let (exampleNumber, sessionNumber) = context.sessionByBlock[sessionKey]
        {
            let example = context.examples[exampleNumber]
            guard example.isRun else { return [] }
            let renderer = ScreenPreviewRenderer(example: example)
            return [renderer.render(example.sessions[sessionNumber], status: example.status(in: context.statuses))]
        }
        if let exampleNumber = context.lastBlockOfExample[key] {
            let example = context.examples[exampleNumber]
            guard example.isRun, example.sessions.isEmpty, !example.entries.isEmpty else { return [] }
            let renderer = ScreenPreviewRenderer(example: example)
            let start = SiteExample.Session(steps: [], locations: [])
            return [renderer.render(start, status: example.status(in: context.statuses))]
        }
        return []
    }
}
