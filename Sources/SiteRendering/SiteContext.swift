import DocParsing
import DocgenCore

/// Everything a page needs to know about the whole site, built once per render.
struct SiteContext: Sendable {
    /// Where a code block of an example is.
    struct BlockKey: Hashable, Sendable {
        var file: String
        var line: Int
    }

    var documents: [Document]
    var documentsByPath: [String: Document]
    /// Documents sharing a `<name>` (translations of one document), in path order.
    var documentsByName: [String: [Document]]
    /// Alignments by the `<name>` of their documents.
    var alignmentsByName: [String: [SiteTranslations.Alignment]]
    /// Page file name by document path.
    var pages: [String: String]
    var links: LinkSanitizer
    var translations: SiteTranslations
    var examples: [SiteExample]
    var statuses: [String: ExampleStatus]
    /// Highlighted code by `HighlightKey`.
    var highlighted: [HighlightKey: HighlightedCode]
    /// Heading ids (GitHub-style slugs) by document path and heading start.
    var headingIDs: [String: [SourceLocation: String]] = [:]
    /// DocC's `<doc:…>` links between the documents.
    var docLinks = DocLinks()
    /// DocC's block directives hidden from the reader, by document path (documents with none are absent).
    var directives: [String: BlockDirectives] = [:]
    /// The order of the root page's Topics section (empty without one).
    var readingOrder: ReadingOrder
    /// The example a block belongs to, by the block's fence line.
    var exampleByBlock: [BlockKey: Int] = [:]
    /// The example and session a `search-session` block holds, by its first code line.
    var sessionByBlock: [BlockKey: (example: Int, session: Int)] = [:]
    /// The fence line of the last block of each example in each file, for examples without a session.
    var lastBlockOfExample: [BlockKey: Int] = [:]

    init(
        documents: [Document], translations: SiteTranslations, examples: [SiteExample],
        statuses: [String: ExampleStatus], highlighted: [HighlightKey: HighlightedCode],
        images: SiteImages = SiteImages()
    ) {
        self.documents = documents
        self.documentsByPath = Dictionary(documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.documentsByName = Dictionary(grouping: documents, by: \.name)
        self.alignmentsByName = Dictionary(grouping: translations.alignments, by: \.name)
        self.pages = PagePaths.documentPages(for: documents.map(\.path))
        self.links = LinkSanitizer(pages: pages, images: images)
        for document in documents { headingIDs[document.path] = HeadingIDs.ids(for: document).ids }
        self.docLinks = DocLinks(
            documents: documents, alignments: translations.alignments, pages: pages, headingIDs: headingIDs)
        for document in documents {
            let found = BlockDirectives(of: document)
            if !found.isEmpty { directives[document.path] = found }
        }
        self.readingOrder = ReadingOrder(documents: documents)
        self.translations = translations
        self.examples = examples
        self.statuses = statuses
        self.highlighted = highlighted
        for (number, example) in examples.enumerated() {
            for source in example.sources {
                // A later version of a program repeats its first version's blocks: they stay the first's.
                for line in source.blockLines where exampleByBlock[BlockKey(file: source.file, line: line)] == nil {
                    exampleByBlock[BlockKey(file: source.file, line: line)] = number
                }
                if let last = source.blockLines.last {
                    lastBlockOfExample[BlockKey(file: source.file, line: last)] = number
                }
            }
            for (sessionNumber, session) in example.sessions.enumerated() {
                for location in session.locations {
                    sessionByBlock[BlockKey(file: location.file, line: location.line)] = (number, sessionNumber)
                }
            }
        }
    }

    /// The document's title: front matter `title`, else its first heading, else its name.
    static func title(of document: Document) -> String {
        if let title = document.frontMatterValue("title"), !title.isEmpty { return title }
        return document.sections.first?.title ?? document.name
    }

    /// The language of a passage (by its start), else of its document; nil when neither is known.
    func language(of block: Block, in path: String) -> HumanLanguage? {
        translations.passageLanguages[block.range.lowerBound] ?? documentLanguage(path)
    }

    /// The document's language: declared, else detected.
    func documentLanguage(_ path: String) -> HumanLanguage? {
        translations.documentLanguage[path] ?? documentsByPath[path]?.declaredLanguage
    }
}

/// Identifies highlighted code: the same code in the same language is highlighted once per site.
struct HighlightKey: Hashable, Sendable {
    var code: String
    var language: String

    init(_ codeBlock: CodeBlock) {
        code = codeBlock.code
        language = codeBlock.language.description
    }
}
