import Ccmark
import DocgenCore

/// The one place that talks to libcmark: parses Markdown, walks the C tree once, turns every node into
/// plain Swift values and frees every C object before returning. No pointer escapes.
///
/// The walk is iterative (cmark's own iterator), so no input can exhaust the stack here; and the model it
/// builds is at most `maximumContainerDepth` containers and `maximumInlineDepth` inlines deep, so no
/// later stage that recurses over blocks or inlines can either. Content nested deeper is kept, flattened
/// into the deepest container (or inline) that is allowed, and each place is reported.
enum CommonMarkConverter {
    /// Block quotes, lists and list items open at once, at most (a list and its item count as two).
    static let maximumContainerDepth = 32
    /// Emphasis, strong emphasis, links and images open at once inside one paragraph or heading, at most.
    static let maximumInlineDepth = 32

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

    /// A position in cmark's terms: 1-based line and UTF-8 byte column.
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// The converted blocks and the places where nesting was flattened.
    struct Conversion {
        var blocks: [RawBlock]
        /// Start of each outermost container that was nested too deep (its content was kept, one level up).
        var flattenedContainers: [Position] = []
        /// Start of each paragraph or heading whose inline markup was nested too deep (its text was kept).
        var flattenedInlines: [Position] = []
    }

    /// Parses `markdown` (front matter already blanked out) into raw blocks with cmark's positions.
    static func parse(_ markdown: String) -> Conversion {
        parse(Array(markdown.utf8))
    }

    /// `parse` of the text's UTF-8 bytes (valid UTF-8, as `DocumentLoader` admits only such text).
    static func parse(_ markdown: [UInt8]) -> Conversion {
        // An empty text has no blocks (and an empty array no buffer address to give cmark).
        guard !markdown.isEmpty else { return Conversion(blocks: []) }
        let root: OpaquePointer? = markdown.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let root else { return Conversion(blocks: []) }
        defer { cmark_node_free(root) }
        return convert(root)
    }

    // MARK: - The walk

    /// An open node of the walk. A transparent frame is a node dropped for being nested too deep: its
    /// content goes to `target`, the nearest frame that is kept. What a frame collects is kept apart, in
    /// `Content`, so that reading a frame never shares (and so never copies) the arrays being appended to.
    private struct Frame {
        enum Role {
            case root
            case container(RawBlock.Kind)
            /// A paragraph or heading: collects inlines.
            case textBlock(RawBlock.Kind)
            case inline
            case transparent
        }

        var role: Role
        var node: OpaquePointer
        /// Index in the stack of the frame that collects this frame's content (itself unless transparent).
        var target: Int
        /// Containers kept, from the root to this frame.
        var depth: Int
        /// Inlines kept, from the enclosing paragraph or heading to this frame.
        var inlineDepth: Int
        /// The innermost paragraph or heading (for locating flattened inlines).
        var textBlock: OpaquePointer?

        var isTransparent: Bool {
            if case .transparent = role { return true }
            return false
        }
    }

    /// The blocks and inlines collected by the open frames, index for index.
    private struct Content {
        var blocks: [[RawBlock]] = []
        var inlines: [[Inline]] = []

        mutating func push() {
            blocks.append([])
            inlines.append([])
        }

        mutating func pop() -> (blocks: [RawBlock], inlines: [Inline]) {
            (blocks.removeLast(), inlines.removeLast())
        }
    }

    private static func convert(_ root: OpaquePointer) -> Conversion {
        guard let iterator = cmark_iter_new(root) else { return Conversion(blocks: []) }
        defer { cmark_iter_free(iterator) }
        var conversion = Conversion(blocks: [])
        var stack: [Frame] = []
        var content = Content()
        var lastFlattenedTextBlock: OpaquePointer?

        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                guard let frame = stack.popLast() else { continue }
                let collected = content.pop()
                if stack.isEmpty {
                    conversion.blocks = collected.blocks
                } else {
                    close(frame, collected, into: &content, target: stack[stack.count - 1].target)
                }
                continue
            }
            let type = cmark_node_get_type(node)
            guard let top = stack.last else {
                stack.append(Frame(role: .root, node: node, target: 0, depth: 0, inlineDepth: 0))
                content.push()
                continue
            }
            let index = stack.count
            let target = top.target
            // Leaves: no exit event follows.
            if let leaf = leafBlock(node, type: type) {
                content.blocks[target].append(leaf)
                continue
            }
            if let leaf = leafInline(node, type: type) {
                content.inlines[target].append(leaf)
                continue
            }
            var frame = Frame(
                role: .transparent, node: node, target: target, depth: top.depth, inlineDepth: top.inlineDepth,
                textBlock: top.textBlock)
            switch type {
            case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM:
                let kind: RawBlock.Kind
                let room: Int
                switch type {
                case CMARK_NODE_BLOCK_QUOTE: (kind, room) = (.blockQuote, 1)
                // A list keeps room for its items: a list's children are always items.
                case CMARK_NODE_LIST:
                    (kind, room) = (.list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST), 2)
                default: (kind, room) = (.item, 1)
                }
                let parentIsKeptList: Bool
                if case .container(.list) = top.role { parentIsKeptList = true } else { parentIsKeptList = false }
                let kept = type == CMARK_NODE_ITEM ? parentIsKeptList : top.depth + room <= maximumContainerDepth
                if kept {
                    frame.role = .container(kind)
                    frame.target = index
                    frame.depth = top.depth + 1
                } else if !top.isTransparent {
                    conversion.flattenedContainers.append(position(node))
                }
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                frame.role = .textBlock(
                    type == CMARK_NODE_HEADING ? .heading(level: Int(cmark_node_get_heading_level(node))) : .paragraph)
                frame.target = index
                frame.inlineDepth = 0
                frame.textBlock = node
            case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if top.inlineDepth < maximumInlineDepth {
                    frame.role = .inline
                    frame.target = index
                    frame.inlineDepth = top.inlineDepth + 1
                } else if let textBlock = top.textBlock, textBlock != lastFlattenedTextBlock {
                    lastFlattenedTextBlock = textBlock
                    conversion.flattenedInlines.append(position(textBlock))
                }
            default:
                break  // Anything else (custom nodes) is transparent: its content is kept, the node is not.
            }
            stack.append(frame)
            content.push()
        }
        return conversion
    }

    /// Turns a finished frame into its node and hands it to the frame that collects it.
    private static func close(
        _ frame: Frame, _ collected: (blocks: [RawBlock], inlines: [Inline]), into content: inout Content, target: Int
    ) {
        switch frame.role {
        case .root, .transparent:
            break  // A transparent frame's content already went to its target.
        case .container(let kind), .textBlock(let kind):
            content.blocks[target].append(
                rawBlock(frame.node, kind: kind, inlines: collected.inlines, children: collected.blocks))
        case .inline:
            let node = frame.node
            let children = collected.inlines
            let inline: Inline
            switch cmark_node_get_type(node) {
            case CMARK_NODE_EMPH: inline = .emphasis(children)
            case CMARK_NODE_STRONG: inline = .strong(children)
            case CMARK_NODE_LINK:
                inline = .link(
                    destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)), children)
            default:
                inline = .image(
                    source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)), alt: children)
            }
            content.inlines[target].append(inline)
        }
    }

    // MARK: - Nodes

    private static func leafBlock(_ node: OpaquePointer, type: cmark_node_type) -> RawBlock? {
        let kind: RawBlock.Kind
        switch type {
        case CMARK_NODE_CODE_BLOCK:
            kind = .codeBlock(
                literal: string(cmark_node_get_literal(node)), info: string(cmark_node_get_fence_info(node)))
        case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
        case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock(literal: string(cmark_node_get_literal(node)))
        default: return nil
        }
        return rawBlock(node, kind: kind, inlines: [], children: [])
    }

    private static func leafInline(_ node: OpaquePointer, type: cmark_node_type) -> Inline? {
        switch type {
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)), range: nil)
        case CMARK_NODE_HTML_INLINE: return .html(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        default: return nil
        }
    }

    private static func rawBlock(_ node: OpaquePointer, kind: RawBlock.Kind, inlines: [Inline], children: [RawBlock])
        -> RawBlock
    {
        RawBlock(
            kind: kind,
            startLine: Int(cmark_node_get_start_line(node)), startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)), endColumn: Int(cmark_node_get_end_column(node)),
            inlines: inlines, children: children)
    }

    private static func position(_ node: OpaquePointer) -> Position {
        Position(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
