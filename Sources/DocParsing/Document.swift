import DocgenCore

/// One Markdown file of the docs corpus, as plain Swift values.
///
/// Parsing never fails: problems found while parsing are `Diagnostic`s beside the document.
public struct Document: Hashable, Sendable {
    /// The path as given (e.g. `Docs/uisearchcontroller-topic.ru.md`); every location uses it.
    public var path: String
    /// `<name>` of `<name>.<lang>.md`: files sharing it are translations of one document.
    public var name: String
    /// The language the file name (or front matter `lang:`) declares; nil for a mixed document.
    public var declaredLanguage: HumanLanguage?
    /// Whether the file name says Chinese without a variant (`x.zh.md`): `declaredLanguage` is nil, and
    /// the translations stage decides Simplified or Traditional from the text.
    public var declaresChineseWithoutVariant = false
    /// `key: value` lines of the front matter, in order.
    public var frontMatter: [FrontMatterEntry]
    /// Top-level blocks in document order; list items and quotes hold their children.
    public var blocks: [Block]
    /// Sections opened by headings, in order. Content before the first heading is in no section.
    public var sections: [Section]

    public init(
        path: String, name: String, declaredLanguage: HumanLanguage?, frontMatter: [FrontMatterEntry],
        blocks: [Block], sections: [Section]
    ) {
        self.path = path
        self.name = name
        self.declaredLanguage = declaredLanguage
        self.frontMatter = frontMatter
        self.blocks = blocks
        self.sections = sections
    }

    /// The value of a front-matter key, if present.
    public func frontMatterValue(_ key: String) -> String? {
        frontMatter.first { $0.key == key }?.value
    }

    /// Every block, depth first, in document order (a list item before its paragraphs).
    public var allBlocks: [Block] {
        var result: [Block] = []
        forEachBlock { result.append($0) }
        return result
    }

    /// Calls `body` with every block, in the order of `allBlocks`, without copying the tree (by index: a
    /// `for … in` would copy each block it hands out).
    public func forEachBlock(_ body: (Block) -> Void) {
        func visit(_ block: Block) {
            body(block)
            for index in block.children.indices { visit(block.children[index]) }
        }
        for index in blocks.indices { visit(blocks[index]) }
    }

    /// Every code block, in document order.
    public var codeBlocks: [CodeBlock] {
        var result: [CodeBlock] = []
        forEachBlock { if let code = $0.codeBlock { result.append(code) } }
        return result
    }

    /// The prose units a reader or translator deals with, in document order: headings, paragraphs,
    /// list items, block quotes and table cells. A paragraph inside a list item or quote is part of that
    /// passage.
    public var passages: [Block] {
        var result: [Block] = []
        forEachPassage { result.append($0) }
        return result
    }

    /// Calls `body` with every passage, in the order of `passages`, without copying the tree.
    public func forEachPassage(_ body: (Block) -> Void) {
        func visit(_ block: Block) {
            switch block.kind {
            case .heading, .paragraph, .listItem, .blockQuote, .tableCell:
                body(block)
            case .list, .table, .tableRow:
                for index in block.children.indices { visit(block.children[index]) }
            case .codeBlock, .thematicBreak, .htmlBlock:
                break
            }
        }
        for index in blocks.indices { visit(blocks[index]) }
    }
}

/// One `key: value` line of front matter.
public struct FrontMatterEntry: Hashable, Sendable, Codable {
    public var key: String
    public var value: String
    public var location: SourceLocation

    public init(key: String, value: String, location: SourceLocation) {
        self.key = key
        self.value = value
        self.location = location
    }
}

/// A heading and the blocks up to the next heading of the same or a higher level.
public struct Section: Hashable, Sendable {
    /// Position in `Document.sections`.
    public var index: Int
    public var title: String
    public var level: Int
    /// The heading's range.
    public var headingRange: SourceRange
    /// The enclosing section's index (a `##` inside a `#`), if any.
    public var parent: Int?

    public init(index: Int, title: String, level: Int, headingRange: SourceRange, parent: Int?) {
        self.index = index
        self.title = title
        self.level = level
        self.headingRange = headingRange
        self.parent = parent
    }

    public var line: Int { headingRange.lowerBound.line }
}
