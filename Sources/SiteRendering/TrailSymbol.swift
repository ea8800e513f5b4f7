/// The images of the docs' example rows, drawn as inline SVG: the ski-trail difficulty symbols, and a
/// neutral placeholder for any other image name.
enum TrailSymbol: String, CaseIterable, Sendable {
    case greenCircle = "green_circle"
    case blueSquare = "blue_square"
    case blackDiamond = "black_diamond"
    case doubleBlackDiamond = "double_black_diamond"

    /// The symbol's name for people (`aria-label`).
    var label: String {
        switch self {
        case .greenCircle: return "green circle"
        case .blueSquare: return "blue square"
        case .blackDiamond: return "black diamond"
        case .doubleBlackDiamond: return "double black diamond"
        }
    }

    /// An `<svg>` of the image named `name` (an unknown or missing name gets the placeholder).
    static func icon(named name: String?) -> HTMLNode {
        guard let name, let symbol = TrailSymbol(rawValue: name) else {
            return svg(
                label: name.map { "image \($0)" } ?? "no image", name: "unknown",
                [
                    shape(
                        "rect",
                        [
                            ("x", "1.5"), ("y", "1.5"), ("width", "17"), ("height", "17"), ("rx", "3"),
                            ("fill", "#e4e6eb"), ("stroke", "#9aa0a6"), ("stroke-dasharray", "3 2"),
                        ]),
                    .element(
                        "text",
                        [
                            ("x", "10"), ("y", "14.5"), ("text-anchor", "middle"), ("font-size", "11"),
                            ("fill", "#6b7077"),
                        ], text: "?"),
                ])
        }
        switch symbol {
        case .greenCircle:
            return svg(
                label: symbol.label, name: symbol.rawValue,
                [shape("circle", [("cx", "10"), ("cy", "10"), ("r", "8.5"), ("fill", "#1e9e3e")])])
        case .blueSquare:
            return svg(
                label: symbol.label, name: symbol.rawValue,
                [shape("rect", [("x", "2"), ("y", "2"), ("width", "16"), ("height", "16"), ("fill", "#1d5fd1")])])
        case .blackDiamond:
            return svg(
                label: symbol.label, name: symbol.rawValue,
                [shape("polygon", [("points", "10,0.5 19.5,10 10,19.5 0.5,10"), ("fill", "#111")])])
        case .doubleBlackDiamond:
            return svg(
                label: symbol.label, name: symbol.rawValue, width: 34,
                [
                    shape("polygon", [("points", "8,1.5 15,10 8,18.5 1,10"), ("fill", "#111")]),
                    shape("polygon", [("points", "26,1.5 33,10 26,18.5 19,10"), ("fill", "#111")]),
                ])
        }
    }

    // MARK: - Drawing

    private static func svg(label: String, name: String, width: Int = 20, _ children: [HTMLNode]) -> HTMLNode {
        .element(
            "svg",
            [
                ("class", "trail-symbol"), ("data-image", name), ("role", "img"), ("aria-label", label),
                ("viewBox", "0 0 \(width) 20"), ("width", "\(width)"), ("height", "20"),
                ("xmlns", "http://www.w3.org/2000/svg"),
            ],
            [.element("title", text: label)] + children)
    }

    private static func shape(_ name: String, _ attributes: [(String, String?)]) -> HTMLNode {
        .element(name, attributes)
    }
}
