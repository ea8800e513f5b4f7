import DocParsing
import Foundation

/// The text search finds in a block: what a reader sees, with raw HTML read as the page shows it (its
/// text and its images' alt text, never its tags or attributes).
enum SearchText {
    static func of(_ block: Block) -> String {
        switch block.kind {
        case .htmlBlock:
            return readable(RawHTMLSanitizer.sanitize(block.inlines.plainText))
                .trimmingCharacters(in: .whitespacesAndNewlines)
        case .codeBlock:
            return block.plainText
        case .heading, .paragraph, .tableCell:
            return of(block.inlines)
        case .tableRow:
            return block.children.map(of).joined(separator: "\t")
        default:
            return block.children.map(of).joined(separator: "\n")
        }
    }

    static func of(_ inlines: [Inline]) -> String {
        guard inlines.contains(where: { if case .html = $0 { true } else { false } }) else {
            return inlines.plainText
        }
        var sanitizer = RawHTMLSanitizer()
        for inline in inlines {
            if case .html(let html) = inline {
                sanitizer.add(html: html)
            } else {
                sanitizer.add(node: .text([inline].plainText))
            }
        }
        return readable(sanitizer.finish())
    }

    /// Text nodes and `img` alt text, in order.
    static func readable(_ nodes: [HTMLNode]) -> String {
        nodes.map { node -> String in
            switch node {
            case .text(let text): return text
            case .trusted: return ""
            case .fragment(let children): return readable(children)
            case .element(let name, let attributes, let children):
                if name == "img" { return attributes.first { $0.name == "alt" }?.value ?? "" }
                return readable(children)
            }
        }.joined()
    }
}
