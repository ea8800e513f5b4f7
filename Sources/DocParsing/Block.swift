import DocgenCore

/// A block of a Markdown document with its exact source range.
public struct Block: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case heading(level: Int)
        case paragraph
        /// A list (`-`, `*`, `+` or numbered); its children are `.listItem`s.
        case list(ordered: Bool)
        case listItem
        case blockQuote
        case codeBlock(CodeBlock)
        case thematicBreak
        /// Raw HTML: kept as its source; the site lets only allowlisted markup through.
        case htmlBlock
        /// A GFM table: children are `.tableRow`s (the header row first); one alignment per column.
        case table(columns: [TableAlignment])
        /// A row of a table; its children are `.tableCell`s, one per column.
        case tableRow(header: Bool)
        /// A cell of a table row: a passage of its own, with inline content.
        case tableCell(TableAlignment)
    }

    public var kind: Kind
    public var range: SourceRange
    /// Inline content (headings and paragraphs); empty for containers and code.
    public var inlines: [Inline]
    /// Child blocks (list items, block quotes, lists).
    public var children: [Block]
    /// Index of the innermost section the block is in (`Document.sections`), nil before the first heading.
    public var section: Int?
    /// How the passage is marked as a bullet: a Markdown list item, or a paragraph starting with "• "
    /// (the translation-line convention of mixed documents). Nil for anything else.
    public var bullet: Bullet?
    /// For a GFM task list item (`- [ ]`, `- [x]`): whether it is checked. Nil for anything else.
    public var checked: Bool?
    /// Where each link of `inlines` is written (the start of its destination), one per
    /// `inlines.linkDestinations`, in order; the block's start for a destination not written as such.
    public var linkLocations: [SourceLocation] = []

    public init(
        kind: Kind, range: SourceRange, inlines: [Inline] = [], children: [Block] = [], section: Int? = nil,
        bullet: Bullet? = nil, checked: Bool? = nil
    ) {
        self.kind = kind
        self.range = range
        self.inlines = inlines
        self.children = children
        self.section = section
        self.bullet = bullet
        self.checked = checked
    }

    public var codeBlock: CodeBlock? {
        if case .codeBlock(let code) = kind { return code }
        return nil
    }

    /// The block's text as a reader sees it: inline markup removed, code spans kept as their code,
    /// soft breaks as spaces; children joined with newlines.
    public var plainText: String {
        switch kind {
        case .codeBlock(let code): return code.code
        case .heading, .paragraph, .htmlBlock, .tableCell: return inlines.plainText
        case .tableRow: return children.map(\.plainText).joined(separator: "\t")
        default: return children.map(\.plainText).joined(separator: "\n")
        }
    }

    /// Every inline of this block and its children, depth first.
    public var allInlines: [Inline] {
        var result: [Inline] = []
        func visit(_ inline: Inline) {
            result.append(inline)
            inline.children.forEach(visit)
        }
        inlines.forEach(visit)
        for child in children { result += child.allInlines }
        return result
    }

    /// A short name for dumps and JSON: `heading`, `paragraph`, `listItem`, …
    public var kindName: String {
        switch kind {
        case .heading: return "heading"
        case .paragraph: return "paragraph"
        case .list: return "list"
        case .listItem: return "listItem"
        case .blockQuote: return "blockQuote"
        case .codeBlock: return "codeBlock"
        case .thematicBreak: return "thematicBreak"
        case .htmlBlock: return "htmlBlock"
        case .table: return "table"
        case .tableRow: return "tableRow"
        case .tableCell: return "tableCell"
        }
    }
}

/// How a table column's cells are aligned, from the delimiter row (`:--`, `:-:`, `--:`).
public enum TableAlignment: String, Hashable, Sendable, Codable {
    case none, left, center, right
}

/// How a passage is marked as a bullet.
public enum Bullet: Hashable, Sendable, Codable {
    /// A Markdown list item with this marker (`-`, `*`, `+`, or `1.` style as `"."`/`")"`).
    case listMarker(String)
    /// A paragraph whose text starts with this bullet character (e.g. `•`), not a Markdown list.
    case leadingCharacter(Character)

    enum CodingKeys: String, CodingKey { case listMarker, leadingCharacter }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let marker = try container.decodeIfPresent(String.self, forKey: .listMarker) {
            self = .listMarker(marker)
        } else {
            let text = try container.decode(String.self, forKey: .leadingCharacter)
            self = .leadingCharacter(text.first ?? "•")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .listMarker(let marker): try container.encode(marker, forKey: .listMarker)
        case .leadingCharacter(let character): try container.encode(String(character), forKey: .leadingCharacter)
        }
    }
}
