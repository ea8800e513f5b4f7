/// Turns `HTMLNode` trees into HTML text: the one place where escaping happens.
///
/// Text escapes `&`, `<` and `>`; attribute values also escape `"` and `'`. Void elements (`br`, `img`,
/// `input`, `meta`, `link`, `hr`, …) have no end tag. `.trusted` markup is written unchanged.
public enum HTMLSerializer {
    /// Elements that never have children or an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// The HTML text of `nodes`.
    public static func serialize(_ nodes: [HTMLNode]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        for node in nodes { write(node, into: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The HTML text of one node.
    public static func serialize(_ node: HTMLNode) -> String { serialize([node]) }

    /// Serialized markup, as trusted HTML to embed in another tree or a template.
    static func trusted(_ nodes: [HTMLNode]) -> TrustedHTML { TrustedHTML(serialize(nodes)) }

    // MARK: - Writing

    private static func write(_ node: HTMLNode, into output: inout [UInt8]) {
        switch node {
        case .text(let text):
            appendEscaped(text, into: &output, attribute: false)
        case .trusted(let html):
            output += html.markup.utf8
        case .fragment(let children):
            for child in children { write(child, into: &output) }
        case .element(let name, let attributes, let children):
            output.append(UInt8(ascii: "<"))
            output += name.utf8
            for attribute in attributes {
                output.append(UInt8(ascii: " "))
                output += attribute.name.utf8
                output += "=\"".utf8
                appendEscaped(attribute.value, into: &output, attribute: true)
                output.append(UInt8(ascii: "\""))
            }
            output.append(UInt8(ascii: ">"))
            guard !voidElements.contains(name) else { return }
            for child in children { write(child, into: &output) }
            output += "</".utf8
            output += name.utf8
            output.append(UInt8(ascii: ">"))
        }
    }

    /// Appends `text` with the characters that are special in HTML replaced by character references.
    private static func appendEscaped(_ text: String, into output: inout [UInt8], attribute: Bool) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            case UInt8(ascii: "\"") where attribute: output += "&quot;".utf8
            case UInt8(ascii: "'") where attribute: output += "&#39;".utf8
            default: output.append(byte)
            }
        }
    }
}
