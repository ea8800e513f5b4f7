/// Code split into lines of classified tokens, ready to draw: hidden lines already left out.
struct HighlightedCode: Hashable, Sendable {
    /// The kind of a token, which becomes its CSS class (`tok-keyword`, …).
    enum TokenKind: String, Hashable, Sendable {
        case keyword, string, comment, type, number, attribute, preprocessor, label, placeholder
    }

    /// A run of text with one kind (nil: plain text).
    struct Token: Hashable, Sendable {
        var text: String
        var kind: TokenKind?
    }

    /// The visible lines, each a list of tokens without the line break.
    var lines: [[Token]]
    /// How many lines were hidden (`// snippet.hide` … `// snippet.show`, markers included).
    var hiddenLineCount: Int

    /// The code a reader sees and the copy button copies.
    var visibleText: String { lines.map { $0.map(\.text).joined() }.joined(separator: "\n") }

    // MARK: - Drawing

    /// `<pre><code>` with a span per classified token and a line break after each line.
    var node: HTMLNode {
        var children: [HTMLNode] = []
        children.reserveCapacity(lines.count * 4)
        for (index, line) in lines.enumerated() {
            if index > 0 { children.append(.text("\n")) }
            for token in line {
                if let kind = token.kind {
                    children.append(
                        .element(
                            "span", attributes: [HTMLAttribute("class", "tok-" + kind.rawValue)],
                            children: [.text(token.text)]))
                } else {
                    children.append(.text(token.text))
                }
            }
        }
        return .element("pre", attributes: [], children: [.element("code", attributes: [], children: children)])
    }
}
