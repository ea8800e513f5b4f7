import DocParsing

/// What a passage says, split into prose (which a translation rewrites) and the tokens a translation must
/// keep unchanged: inline code, numbers, URLs and identifiers.
public struct PassageContent: Hashable, Sendable {
    /// The text a reader sees, with code spans and link destinations removed.
    public var prose: String
    /// Code spans, in order.
    public var codeSpans: [String]
    /// Link destinations and bare URLs, in order.
    public var urls: [String]
    /// Numbers written in the prose (`11`, `2.5`), in order; digits inside identifiers are not numbers.
    public var numbers: [String]
    /// Latin identifiers in the prose (`UISearchBar`, `searchResultsUpdater`, `init(searchResultsController:)`).
    public var identifiers: [String]
    /// Letters of each script in the prose, identifiers excluded.
    public var profile: ScriptProfile

    /// Reads a passage block (heading, paragraph, list item, block quote); code blocks inside it are skipped.
    public init(block: Block) {
        var walker = ProseWalker(Collector())
        walker.add(block)
        let collector = walker.reader
        self.init(prose: collector.prose, codeSpans: collector.codeSpans, urls: collector.urls)
    }

    /// Analyzes prose given directly (code spans and URLs already separated out).
    public init(prose: String, codeSpans: [String] = [], urls: [String] = []) {
        self.prose = prose
        self.codeSpans = codeSpans
        var urls = urls
        var numbers: [String] = []
        var identifiers: [String] = []
        var profile = ScriptProfile()
        for token in ProseTokenizer.tokens(in: prose) {
            switch token {
            case .url(let url): if !urls.contains(url) { urls.append(url) }
            case .number(let number): numbers.append(number)
            case .identifier(let identifier): identifiers.append(identifier)
            case .word(let word): profile.count(word: word)
            case .han(let scalar): profile.count(han: scalar)
            }
        }
        self.urls = urls
        self.numbers = numbers
        self.identifiers = identifiers
        self.profile = profile
    }

    /// Tokens that survive translation unchanged, tagged by kind: `code:x`, `number:1`, `url:…`, `id:Name`.
    /// The aligner rewards passages that share them.
    public var invariantTokens: [String] {
        codeSpans.map { "code:" + $0 } + numbers.map { "number:" + $0 } + urls.map { "url:" + Self.page(of: $0) }
            + identifiers.map { "id:" + $0 }
    }

    /// A link's page without its fragment (`doc:Generics#Generic-Functions` and `doc:Generics#泛型函数` link
    /// one page): a translation translates its headings, and the anchors made from them with them.
    static func page(of url: String) -> String {
        guard let hash = url.firstIndex(of: "#"), hash != url.startIndex else { return url }
        return String(url[..<hash])
    }

    /// Prose length in characters, whitespace excluded (the aligner's length measure).
    public var length: Int {
        prose.reduce(0) { TextClasses.isWhitespace($1) ? $0 : $0 + 1 }
    }

    // MARK: - Walking the block

    /// Collects prose, code spans and link destinations from a block's inlines and children.
    private struct Collector: ProseReader {
        var prose = ""
        var codeSpans: [String] = []
        var urls: [String] = []

        mutating func readText(_ text: String) { prose += text }

        mutating func codeSpan(_ code: String) {
            codeSpans.append(code)
            prose += " "
        }

        mutating func destination(_ destination: String, autolinkText: String?) { urls.append(destination) }

        mutating func lineBreak() { prose += "\n" }

        mutating func childBlock() {
            if !prose.isEmpty, prose.last != "\n" { prose += "\n" }
        }
    }
}
