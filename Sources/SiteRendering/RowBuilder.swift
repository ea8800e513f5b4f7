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

    /// A grid row of two cells; with the QA findings of its passages, marked and followed by a note per
    /// finding that links the two places (`anchor` gives a passage's anchor on this page).
    func pairRow(
        _ left: HTMLNode, _ right: HTMLNode, kind: String, passages: [SourceLocation] = [],
        anchor: (SourceLocation) -> String = { PagePaths.anchor(line: $0.line) }
    ) -> HTMLNode {
        var seen: Set<SiteTranslations.QAMark> = []
        let marks = passages.flatMap { context.translations.qaMarks[$0] ?? [] }.filter { seen.insert($0).inserted }
        guard !marks.isEmpty else {
            return .element("div", [("class", "pair-row"), ("data-pair", kind)], [left, right])
        }
        let ids = Array(Set(marks.map(\.id))).sorted().joined(separator: " ")
        return .element(
            "div", [("class", "pair-row"), ("data-pair", kind), ("data-qa", ids)],
            [left, right] + marks.map { qaNote($0, anchor: anchor) })
    }

    /// `DG0408 message — x.ru.md:24 ↔ x.en.md:22`, each place a link to its passage.
    private func qaNote(_ mark: SiteTranslations.QAMark, anchor: (SourceLocation) -> String) -> HTMLNode {
        func place(_ location: SourceLocation, _ passage: SourceLocation) -> HTMLNode {
            let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
            return .element(
                "a", [("class", "qa-place"), ("href", "#" + anchor(passage))], text: "\(file):\(location.line)")
        }
        return .element(
            "div", [("class", "qa-note"), ("role", "note")],
            [
                .element("span", [("class", "qa-id")], text: mark.id), .text(" " + mark.message + " — "),
                place(mark.location, mark.passage), .text(" ↔ "), place(mark.otherLocation, mark.otherPassage),
            ])
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
            headingIDs: context.headingIDs[path] ?? [:], docLinks: context.docLinks)
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
