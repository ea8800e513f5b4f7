import DocParsing
import DocgenCore

/// The order of the site's documents that the root page's `## Topics` section gives, as DocC reads it:
/// `### Group` headings, each followed by a list of `- <doc:Name>` entries.
///
/// The root page is the document with a `## Topics` section of `doc:` links, the one marked
/// `@TechnologyRoot` first. Each of its translations may list entries of its own (a chapter only one
/// language has): they join the order after the entry they follow there. Documents no Topics section
/// lists come after, by name. An entry naming no document, the root itself or a document listed before
/// is reported and left out, so the order never repeats a document.
struct ReadingOrder: Sendable {
    /// A `### Group` of the Topics section and the document names it lists, in order.
    struct Group: Hashable, Sendable {
        /// The group's heading (in the first translation of the root page); nil for entries before any.
        var title: String?
        var names: [String]
    }

    /// The root page's `<name>`; nil when no document has a Topics section.
    var rootName: String?
    var groups: [Group] = []
    /// Every document name: the root, the Topics entries in order, then the others by name.
    var names: [String] = []
    var diagnostics: [Diagnostic] = []

    /// Whether a Topics section gives the order.
    var isEmpty: Bool { rootName == nil }

    /// The order of `documents`.
    init(documents: [Document]) {
        let documents = documents.sorted { $0.path < $1.path }
        let known = Set(documents.map(\.name))
        let withTopics = documents.compactMap { document -> (Document, [Entry])? in
            let entries = Self.entries(of: document)
            return entries.isEmpty ? nil : (document, entries)
        }
        let root = withTopics.first { Self.isTechnologyRoot($0.0) } ?? withTopics.first
        guard let rootName = root?.0.name else {
            names = Array(known).sorted()
            return
        }
        self.rootName = rootName
        var merge = Merge()
        for (document, entries) in withTopics where document.name == rootName {
            merge.add(entries, known: known, rootName: rootName)
        }
        groups = merge.finished()
        diagnostics = merge.diagnostics
        let listed = Set(groups.flatMap(\.names)).union([rootName])
        names = [rootName] + groups.flatMap(\.names) + known.subtracting(listed).sorted()
    }

    /// The names in the order of a translation's sequence: the documents of `language` (nil: the documents
    /// with no declared language), one per name.
    func sequence(of documentsByName: [String: [Document]], language: HumanLanguage?) -> [Document] {
        names.compactMap { name in documentsByName[name]?.first { $0.declaredLanguage == language } }
    }

    // MARK: - Entries

    /// One `<doc:Name>` of a Topics list.
    struct Entry: Hashable, Sendable {
        var group: String?
        var name: String
        var location: SourceLocation
    }

    /// The `doc:` entries of the document's `## Topics` section (and its subsections), in order.
    static func entries(of document: Document) -> [Entry] {
        guard let topics = document.sections.first(where: { $0.level == 2 && $0.title == "Topics" }) else {
            return []
        }
        func isInTopics(_ section: Int?) -> Bool {
            var current = section
            while let index = current {
                if index == topics.index { return true }
                current = document.sections[index].parent
            }
            return false
        }
        var entries: [Entry] = []
        var group: String?
        for block in document.blocks where isInTopics(block.section) {
            switch block.kind {
            case .heading:
                if let section = block.section, section != topics.index { group = document.sections[section].title }
            case .list:
                for item in block.children {
                    for paragraph in item.children where paragraph.kind == .paragraph {
                        for (destination, location) in zip(
                            paragraph.inlines.linkDestinations, paragraph.linkLocations)
                        {
                            guard let (name, _) = DocLinks.parse(destination), !name.isEmpty else { continue }
                            entries.append(Entry(group: group, name: name, location: location))
                        }
                    }
                }
            default:
                continue
            }
        }
        return entries
    }

    /// Whether the document says `@TechnologyRoot` (in its `@Metadata`).
    static func isTechnologyRoot(_ document: Document) -> Bool {
        document.blocks.contains { $0.kind == .paragraph && $0.plainText.contains("@TechnologyRoot") }
    }

    /// The Topics of the root's translations merged: the first translation's entries make the groups; a
    /// later one's entry not listed yet goes after the entry before it in that translation (first in the
    /// first group if none). Linear in the entries: later entries are chained after the one they follow
    /// and the chains unrolled at the end.
    private struct Merge {
        var groups: [Group] = []
        var diagnostics: [Diagnostic] = []
        /// Every name placed, in a group or after another name.
        var placed: Set<String> = []
        /// Names a later translation lists after a name, in the order met.
        var after: [String: [String]] = [:]
        /// Names a later translation lists before any placed one.
        var leading: [String] = []

        mutating func add(_ entries: [Entry], known: Set<String>, rootName: String) {
            let isFirst = groups.isEmpty
            var seen: Set<String> = []
            var previous: String?
            for entry in entries {
                guard known.contains(entry.name) else {
                    diagnostics.append(
                        .warning(
                            .topicsEntryUnknown, at: entry.location,
                            "Topics lists '\(entry.name.excerpt())', which is no document of the site; it is left out of the reading order"
                        ))
                    continue
                }
                guard entry.name != rootName, !seen.contains(entry.name) else {
                    let what = entry.name == rootName ? "the root page itself" : "a document it lists before"
                    diagnostics.append(
                        .warning(
                            .topicsEntryRepeated, at: entry.location,
                            "Topics lists '\(entry.name.excerpt())', \(what); only its first place counts"))
                    continue
                }
                seen.insert(entry.name)
                defer { previous = entry.name }
                guard placed.insert(entry.name).inserted else { continue }
                if isFirst {
                    if groups.isEmpty || groups[groups.count - 1].title != entry.group {
                        groups.append(Group(title: entry.group, names: []))
                    }
                    groups[groups.count - 1].names.append(entry.name)
                } else if let previous {
                    after[previous, default: []].append(entry.name)
                } else {
                    leading.append(entry.name)
                }
            }
        }

        /// The groups with every chained name unrolled after the one it follows.
        func finished() -> [Group] {
            var result = groups
            guard !result.isEmpty else { return result }
            result[0].names = leading + result[0].names
            for index in result.indices {
                var names: [String] = []
                // Depth first, with a stack: a chain may be as long as the entries.
                var stack: [String] = result[index].names.reversed()
                while let name = stack.popLast() {
                    names.append(name)
                    stack += (after[name] ?? []).reversed()
                }
                result[index].names = names
            }
            return result
        }
    }
}
