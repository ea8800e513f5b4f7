import Ccmark
import DocgenCore

/// The one place that talks to libcmark: parses Markdown, walks the C tree once, turns every node into
/// plain Swift values and frees every C object before returning. No pointer escapes.
enum CommonMarkConverter {
    /// A node as cmark reports it, before docgen interprets code blocks and sections.
    struct RawBlock {
        enum Kind {
            case heading(level: Int)
            case paragraph
            case list(ordered: Bool)
            case item
            case blockQuote
            /// cmark 0.30 does not say whether a block was fenced; the parser reads that from the source.
            case codeBlock(literal: String, info: String)
            case thematicBreak
            case htmlBlock(literal: String)
        }

        var kind: Kind
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
        var inlines: [Inline]
        var children: [RawBlock]
    }

    /// Parses `markdown` (front matter already blanked out) into raw blocks with cmark's positions.
    static func parse(_ markdown: String) -> [RawBlock] {
        var text = markdown
        let root: OpaquePointer? = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let root else { return [] }
        defer { cmark_node_free(root) }
        return children(of: root)
    }

    // MARK: - Blocks

    private static func children(of node: OpaquePointer) -> [RawBlock] {
        var result: [RawBlock] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let block = block(current) { result.append(block) }
            child = cmark_node_next(current)
        }
        return result
    }

    private static func block(_ node: OpaquePointer) -> RawBlock? {
        let kind: RawBlock.Kind
        var inlines: [Inline] = []
        var kids: [RawBlock] = []
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)))
            inlines = inlineChildren(of: node)
        case CMARK_NODE_PARAGRAPH:
            kind = .paragraph
            inlines = inlineChildren(of: node)
        case CMARK_NODE_LIST:
            kind = .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
            kids = children(of: node)
        case CMARK_NODE_ITEM:
            kind = .item
            kids = children(of: node)
        case CMARK_NODE_BLOCK_QUOTE:
            kind = .blockQuote
            kids = children(of: node)
        case CMARK_NODE_CODE_BLOCK:
            kind = .codeBlock(
                literal: string(cmark_node_get_literal(node)), info: string(cmark_node_get_fence_info(node)))
        case CMARK_NODE_THEMATIC_BREAK:
            kind = .thematicBreak
        case CMARK_NODE_HTML_BLOCK:
            kind = .htmlBlock(literal: string(cmark_node_get_literal(node)))
        default:
            return nil
        }
        return RawBlock(
            kind: kind,
            startLine: Int(cmark_node_get_start_line(node)), startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)), endColumn: Int(cmark_node_get_end_column(node)),
            inlines: inlines, children: kids)
    }

    // MARK: - Inlines

    private static func inlineChildren(of node: OpaquePointer) -> [Inline] {
        var result: [Inline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let inline = inline(current) { result.append(inline) }
            child = cmark_node_next(current)
        }
        return result
    }

    private static func inline(_ node: OpaquePointer) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)), range: nil)
        case CMARK_NODE_EMPH: return .emphasis(inlineChildren(of: node))
        case CMARK_NODE_STRONG: return .strong(inlineChildren(of: node))
        case CMARK_NODE_LINK:
            return .link(
                destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                inlineChildren(of: node))
        case CMARK_NODE_IMAGE:
            return .image(
                source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                alt: inlineChildren(of: node))
        case CMARK_NODE_HTML_INLINE: return .html(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        default: return nil
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
