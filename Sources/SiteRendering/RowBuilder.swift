import DocParsing
import DocgenCore

/// Builds the rows of a page: full-width rows for single blocks and two-cell grid rows for pairs, every
/// cell with its `lang`. One row per pair keeps the two columns aligned without synchronized scrolling.
struct RowBuilder: Sendable {
    /// Which column a cell is in.
    enum Side: String, Sendable {
        case left = "side-left"
        case right = "side-right"
    }

    var context: SiteContext

    /// A cell of the units of one document.
    func cell(_ units: [ReadingUnit], path: String, side: Side, anchorPrefix: String, language: HumanLanguage?)
        -> HTMLNode
    {
        let lang = (units.first.flatMap { context.translations.passageLanguages[$0.start] } ?? language)?.rawValue
        var classes = "cell \(side.rawValue)"
        if units.isEmpty { classes += " empty" }
        return .element(
            "div", [("class", classes), ("lang", lang ?? "und")],
            render(units, path: path, anchorPrefix: anchorPrefix))
    }

    /// A grid row of two cells.
    func pairRow(_ left: HTMLNode, _ right: HTMLNode, kind: String) -> HTMLNode {
        .element("div", [("class", "pair-row"), ("data-pair", kind)], [left, right])
    }

    /// A row across both columns.
    func fullRow(_ units: [ReadingUnit], path: String, anchorPrefix: String, kind: String = "single") -> HTMLNode {
        let language = units.first.flatMap { context.language(of: $0.block, in: path) }
        return .element(
            "div", [("class", "full-row"), ("data-row", kind), ("lang", language?.rawValue ?? "und")],
            render(units, path: path, anchorPrefix: anchorPrefix))
    }

    /// The units drawn in order, neighbouring items of one list drawn as one list.
    func render(_ units: [ReadingUnit], path: String, anchorPrefix: String) -> [HTMLNode] {
        let markdown = MarkdownHTMLRenderer(
            links: context.links, anchorPrefix: anchorPrefix, documentPath: path,
            headingIDs: context.headingIDs[path] ?? [:])
        let code = CodeBlockRenderer(context: context, path: path, anchorPrefix: anchorPrefix)
        let drawCode: (Block, CodeBlock) -> HTMLNode = { code.render($0, $1) }
        var nodes: [HTMLNode] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            guard let list = unit.list else {
                nodes.append(markdown.render(unit.block, code: drawCode))
                index += 1
                continue
            }
            var items: [HTMLNode] = []
            while index < units.count, let other = units[index].list, other.start == list.start {
                items.append(markdown.render(units[index].block, code: drawCode))
                index += 1
            }
            nodes.append(.element(list.ordered ? "ol" : "ul", [], items))
        }
        return nodes
    }
}
