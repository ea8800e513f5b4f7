import DocParsing
import DocgenCore
import Foundation

/// DocC's links between documents, `<doc:Name>` and `<doc:Name#Heading>`, resolved to the page (and
/// heading) of that document in the site.
///
/// `Name` is a document's `<name>`; the link goes to the translation in the linking document's language,
/// else the first by path. `Heading` is a heading as DocC writes it in a URL (its words joined by `-`,
/// `Raw-Values`), matched against the headings of that translation first (exactly, then ignoring case
/// and punctuation), then against the other translations' headings: a heading found only there leads to
/// the heading aligned with it in the linking document's language (by the Translations stage's alignment,
/// else by position when both translations have the same headings), else to the heading where it was
/// found. The link's text, for a link written as `<doc:…>`, is what DocC shows: the heading's text, or
/// the document's title (its first level-1 heading).
struct DocLinks: Sendable {
    /// Where a link leads.
    struct Target: Hashable, Sendable {
        /// The document's path.
        var path: String
        /// The heading's start, for a link to a heading.
        var heading: SourceLocation?
        /// What DocC shows as the link's text.
        var title: String
    }

    /// Why a link leads nowhere.
    enum Problem: Error, Hashable, Sendable {
        /// `doc:` with no name.
        case empty
        case unknownDocument(name: String)
        case unknownHeading(name: String, heading: String)
    }

    /// A document's headings in order: start, level, text.
    private struct Heading: Sendable {
        var start: SourceLocation
        var level: Int
        var title: String
    }

    private var documentsByName: [String: [Document]] = [:]
    private var languages: [String: HumanLanguage] = [:]
    /// Page file names by document path.
    private var pages: [String: String] = [:]
    /// Heading ids on the pages, by document path and heading start.
    private var headingIDs: [String: [SourceLocation: String]] = [:]
    private var headings: [String: [Heading]] = [:]
    /// Each document's first heading by its DocC URL form, and by that form's `loose` text.
    private var headingsByFragment: [String: [String: Heading]] = [:]
    private var headingsByLooseFragment: [String: [String: Heading]] = [:]
    /// Each heading's place in `headings`, by document path and start.
    private var headingNumbers: [String: [SourceLocation: Int]] = [:]
    /// Translations (either way round) whose headings have the same levels in the same order.
    private var sameHeadingLevels: Set<PathPair> = []
    /// Where each aligned block is in its alignment's beads, by the two paths (as `alignments`).
    private var beadIndex: [PathPair: [SourceLocation: Int]] = [:]
    /// Alignments by the two paths they align (each alignment under both orders).
    private var alignments: [PathPair: SiteTranslations.Alignment] = [:]

    private struct PathPair: Hashable, Sendable {
        var from: String
        var to: String
    }

    init() {}

    /// The links between `documents` (in path order); `alignments` place a heading found in another
    /// translation in the linking document's language; `pages` and `headingIDs` make the `href`s.
    init(
        documents: [Document], alignments: [SiteTranslations.Alignment] = [], pages: [String: String] = [:],
        headingIDs: [String: [SourceLocation: String]] = [:]
    ) {
        documentsByName = Dictionary(grouping: documents, by: \.name)
        self.pages = pages
        self.headingIDs = headingIDs
        for document in documents {
            languages[document.path] = document.declaredLanguage
            let all = document.sections.map { (section: Section) -> Heading in
                Heading(start: section.headingRange.lowerBound, level: section.level, title: section.title)
            }
            headings[document.path] = all
            var exact: [String: Heading] = [:]
            var loose: [String: Heading] = [:]
            for heading in all {
                let fragment = Self.fragment(of: heading.title)
                if exact[fragment] == nil { exact[fragment] = heading }
                let looseFragment = Self.loose(fragment)
                if !looseFragment.isEmpty, loose[looseFragment] == nil { loose[looseFragment] = heading }
            }
            headingsByFragment[document.path] = exact
            headingsByLooseFragment[document.path] = loose
            headingNumbers[document.path] = Dictionary(
                all.enumerated().map { (number: Int, heading: Heading) -> (SourceLocation, Int) in
                    (heading.start, number)
                }, uniquingKeysWith: { (first: Int, _: Int) -> Int in first })
        }
        for translations in documentsByName.values {
            for one in translations {
                let levels = (headings[one.path] ?? []).map(\.level)
                for other in translations where other.path != one.path {
                    guard (headings[other.path] ?? []).map(\.level) == levels else { continue }
                    sameHeadingLevels.insert(PathPair(from: one.path, to: other.path))
                }
            }
        }
        for alignment in alignments {
            let forward = PathPair(from: alignment.sourcePath, to: alignment.targetPath)
            let backward = PathPair(from: alignment.targetPath, to: alignment.sourcePath)
            self.alignments[forward] = alignment
            self.alignments[backward] = alignment
            var sourceIndex: [SourceLocation: Int] = [:]
            var targetIndex: [SourceLocation: Int] = [:]
            for (number, bead) in alignment.beads.enumerated() {
                for location in bead.source where sourceIndex[location] == nil { sourceIndex[location] = number }
                for location in bead.target where targetIndex[location] == nil { targetIndex[location] = number }
            }
            beadIndex[forward] = sourceIndex
            beadIndex[backward] = targetIndex
        }
    }

    // MARK: - Resolving

    /// `(name, heading)` of a `doc:` destination (`doc:Name#Heading`, `doc:Bundle/Name`,
    /// `doc://bundle/documentation/Name`), the heading nil when there is none; nil for another scheme.
    static func parse(_ destination: String) -> (name: String, heading: String?)? {
        guard destination.count >= 4, destination.prefix(4).lowercased() == "doc:" else { return nil }
        let rest = destination.dropFirst(4)
        let hash = rest.firstIndex(of: "#")
        let path = hash.map { rest[..<$0] } ?? rest
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        let heading = hash.map { String(rest[rest.index(after: $0)...]) }
        return (name.removingPercentEncoding ?? name, heading.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Where the `doc:` link `destination` of the document at `path` leads, or why it leads nowhere; nil
    /// when `destination` is no `doc:` link.
    func resolve(_ destination: String, from path: String) -> Result<Target, Problem>? {
        guard let (name, heading) = Self.parse(destination) else { return nil }
        guard !name.isEmpty else { return .failure(.empty) }
        guard let candidates = documentsByName[name], let first = candidates.first else {
            return .failure(.unknownDocument(name: name))
        }
        let language = languages[path]
        let document = candidates.first { $0.declaredLanguage == language } ?? first
        guard let heading else {
            return .success(Target(path: document.path, heading: nil, title: Self.title(of: document)))
        }
        let fragment = heading.removingPercentEncoding ?? heading
        if let found = match(fragment, in: document.path) {
            return .success(Target(path: document.path, heading: found.start, title: found.title))
        }
        for other in candidates where other.path != document.path {
            guard let found = match(fragment, in: other.path) else { continue }
            if let aligned = counterpart(of: found, in: other.path, at: document.path) {
                return .success(Target(path: document.path, heading: aligned.start, title: aligned.title))
            }
            return .success(Target(path: other.path, heading: found.start, title: found.title))
        }
        return .failure(.unknownHeading(name: name, heading: heading))
    }

    /// The `href` of a target: its page, and the heading's id there.
    func href(_ target: Target) -> String {
        let page = pages[target.path] ?? ""
        guard let heading = target.heading, let id = headingIDs[target.path]?[heading] else { return page }
        return page + "#" + id
    }

    /// `block` and its children with each `<doc:…>` that leads somewhere saying what the page shows (its
    /// title), for the search index.
    func titled(_ block: Block, from path: String) -> Block {
        var block = block
        block.inlines = titled(block.inlines, from: path)
        block.children = block.children.map { (child: Block) -> Block in titled(child, from: path) }
        return block
    }

    private func titled(_ inlines: [Inline], from path: String) -> [Inline] {
        inlines.map { (inline: Inline) -> Inline in
            switch inline {
            case .link(let destination, let title, let children):
                if children == [.text(destination)], case .success(let target)? = resolve(destination, from: path) {
                    return .link(destination: destination, title: title, [.text(target.title)])
                }
                return .link(destination: destination, title: title, titled(children, from: path))
            case .emphasis(let children): return .emphasis(titled(children, from: path))
            case .strong(let children): return .strong(titled(children, from: path))
            case .strikethrough(let children): return .strikethrough(titled(children, from: path))
            default: return inline
            }
        }
    }

    /// The title DocC shows for a document: its first level-1 heading, else the site's title for it.
    static func title(of document: Document) -> String {
        document.sections.first { $0.level == 1 }?.title ?? SiteContext.title(of: document)
    }

    /// DocC's URL form of a heading: its words joined by `-`.
    static func fragment(of title: String) -> String {
        title.split(whereSeparator: { $0.isWhitespace }).joined(separator: "-")
    }

    /// `text` lowercased with only its letters and digits.
    private static func loose(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The heading of the document at `path` that `fragment` names: exactly, else ignoring case and
    /// punctuation.
    private func match(_ fragment: String, in path: String) -> Heading? {
        if let exact = headingsByFragment[path]?[fragment] { return exact }
        let wanted = Self.loose(fragment)
        guard !wanted.isEmpty else { return nil }
        return headingsByLooseFragment[path]?[wanted]
    }

    /// The heading of the document at `target` that translates `heading` of the document at `source`: the
    /// one aligned with it, else the one in its place when both have headings of the same levels.
    private func counterpart(of heading: Heading, in source: String, at target: String) -> Heading? {
        let targetHeadings = headings[target] ?? []
        let pair = PathPair(from: source, to: target)
        if let alignment = alignments[pair], let number = beadIndex[pair]?[heading.start] {
            let bead = alignment.beads[number]
            let theirs = (alignment.sourcePath == source ? bead.target : bead.source).sorted()
            for location in theirs {
                if let index = headingNumbers[target]?[location] { return targetHeadings[index] }
            }
        }
        guard sameHeadingLevels.contains(pair), let index = headingNumbers[source]?[heading.start] else { return nil }
        return targetHeadings[index]
    }
}
