import DocgenCore

/// Inline content of a heading or paragraph.
public indirect enum Inline: Hashable, Sendable {
    case text(String)
    /// A code span with its exact range (backticks included).
    case code(String, range: SourceRange?)
    case emphasis([Inline])
    case strong([Inline])
    /// GFM strikethrough (`~~text~~`).
    case strikethrough([Inline])
    case link(destination: String, title: String, [Inline])
    case image(source: String, title: String, alt: [Inline])
    /// Raw inline HTML: kept as text, never executed.
    case html(String)
    case softBreak
    case lineBreak

    public var children: [Inline] {
        switch self {
        case .emphasis(let children), .strong(let children), .strikethrough(let children), .link(_, _, let children):
            return children
        case .image(_, _, let alt): return alt
        default: return []
        }
    }
}

extension Array where Element == Inline {
    /// The text a reader sees: markup removed, code spans as their code, breaks as spaces/newlines.
    public var plainText: String {
        var result = ""
        for inline in self {
            switch inline {
            case .text(let text), .html(let text): result += text
            case .code(let code, _): result += code
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                .link(_, _, let children):
                result += children.plainText
            case .image(_, _, let alt): result += alt.plainText
            case .softBreak: result += " "
            case .lineBreak: result += "\n"
            }
        }
        return result
    }

    /// The destinations of the links, depth first in order (a link before the links in its text); see
    /// `Block.linkLocations` for where each is written.
    public var linkDestinations: [String] {
        flatMap { inline -> [String] in
            if case .link(let destination, _, let children) = inline {
                return [destination] + children.linkDestinations
            }
            return inline.children.linkDestinations
        }
    }

    /// The code spans, in order.
    public var codeSpans: [String] {
        flatMap { inline -> [String] in
            if case .code(let code, _) = inline { return [code] }
            return inline.children.codeSpans
        }
    }
}
