import DocParsing
import DocgenCore
import Mustache

/// The template contexts of the site's pages. Values are plain text (the templates escape them) except
/// `rows`, which is `HTMLSerializer` output.
enum PageModels {
    // MARK: - Index

    static func index(_ context: SiteContext) -> MustacheValue {
        let groups = Dictionary(grouping: context.documents, by: \.name)
        var counts: [String: Int] = ["passed": 0, "failed": 0, "skipped": 0, "incomplete": 0, "not-checked": 0]
        for example in context.examples {
            // A pass with nothing observed (compiled only, compile_fail) still counts as passed here.
            let tag = example.status(in: context.statuses).tag
            counts[tag == "unobserved" ? "passed" : tag, default: 0] += 1
        }
        let languages = Set(context.translations.documentLanguages.values.flatMap { $0 })
            .union(context.documents.compactMap(\.declaredLanguage))
        let exampleCounts = Dictionary(grouping: context.examples.flatMap { $0.sources.map(\.file) }, by: { $0 })
            .mapValues(\.count)
        func group(_ name: String, level: Int) -> MustacheValue {
            let members = groups[name]!
            let title =
                members.lazy.compactMap { $0.frontMatterValue("title") }.first ?? SiteContext.title(of: members[0])
            let documents: [MustacheValue] = members.map { document in
                let language = context.documentLanguage(document.path)
                let present = context.translations.documentLanguages[document.path] ?? []
                return [
                    "page": .string(context.pages[document.path]!),
                    "file": .string(document.path),
                    "language": .string(language.tag),
                    "languageName": .string(language.nativeName),
                    "title": .string(SiteContext.title(of: document)),
                    "mixedLanguages": present.count > 1
                        ? .string(present.map(\.rawValue).joined(separator: " + ")) : .null,
                    "exampleCount": .int(exampleCounts[document.path] ?? 0),
                    "examplesLabel": .string(
                        (exampleCounts[document.path] ?? 0) == 1 ? "code example" : "code examples"),
                ]
            }
            let comparisons = comparisonLinks(name: name, context)
            return [
                "name": .string(name), "title": .string(title), "level": .int(level), "documents": .array(documents),
                "comparisons": .array(comparisons), "hasComparisons": .bool(!comparisons.isEmpty),
            ]
        }
        let sections: [MustacheValue] = indexSections(context.readingOrder, names: groups.keys.sorted()).map {
            (title: String?, names: [String]) -> MustacheValue in
            let level = context.readingOrder.isEmpty ? 2 : 3
            return [
                "title": title.map(MustacheValue.string) ?? .null, "hasTitle": .bool(title != nil),
                "groups": .array(names.map { group($0, level: level) }),
            ]
        }
        return [
            "lang": "en",
            "documentCount": .int(context.documents.count),
            "languageCount": .int(languages.count),
            "statusCounts": [
                "passed": .int(counts["passed"]!), "failed": .int(counts["failed"]!),
                "skipped": .int(counts["skipped"]!), "incomplete": .int(counts["incomplete"]!),
                "notChecked": .int(counts["not-checked"]!),
            ],
            "sections": .array(sections),
        ]
    }

    /// The index's sections: the root page, then a section per Topics group and one of the documents no
    /// group lists; without a Topics section, one untitled section of every name.
    private static func indexSections(_ order: ReadingOrder, names: [String]) -> [(title: String?, names: [String])] {
        guard let root = order.rootName else { return [(nil, names)] }
        var sections: [(title: String?, names: [String])] = [(nil, [root])]
        for group in order.groups { sections.append((group.title ?? "Topics", group.names)) }
        let listed = Set(order.groups.flatMap(\.names)).union([root])
        let others = names.filter { !listed.contains($0) }
        if !others.isEmpty { sections.append(("Other documents", others)) }
        return sections
    }

    // MARK: - Document

    static func document(
        _ document: Document, rows: String, pairLanguages: (left: HumanLanguage?, right: HumanLanguage?)?,
        _ context: SiteContext
    ) -> MustacheValue {
        let language = context.documentLanguage(document.path)
        let present = context.translations.documentLanguages[document.path] ?? []
        let others: [MustacheValue] = (context.documentsByName[document.name] ?? []).filter { $0.path != document.path }
            .map { other in
                let otherLanguage = context.documentLanguage(other.path)
                return [
                    "page": .string(context.pages[other.path]!), "language": .string(otherLanguage.tag),
                    "languageName": .string(otherLanguage.nativeName),
                ]
            }
        let comparisons = comparisonLinks(name: document.name, context)
        let title = SiteContext.title(of: document)
        let (previous, next) = neighbours(of: document, context)
        return [
            "previous": previous, "next": next, "hasPager": .bool(previous != .null || next != .null),
            "lang": .string(language.tag),
            "title": .string(title),
            "file": .string(document.path),
            "languageName": .string(
                present.count > 1 ? present.map(\.nativeName).joined(separator: " + ") : language.nativeName),
            "otherVersions": .array(others), "hasOtherVersions": .bool(!others.isEmpty),
            "comparisons": .array(comparisons), "hasComparisons": .bool(!comparisons.isEmpty),
            "hasPairs": .bool(pairLanguages != nil),
            "showTitle": .bool(!startsWithTitle(document, title: title)),
            "leftName": .string((pairLanguages?.left).nativeName),
            "rightName": .string((pairLanguages?.right).nativeName),
            "rows": .string(rows), "hasChinese": .bool(hasChinese(language: language.tag, rows: rows)),
        ]
    }

    /// The documents before and after `document` in the Topics order, in its language (null without a
    /// Topics section, or at either end).
    private static func neighbours(of document: Document, _ context: SiteContext) -> (MustacheValue, MustacheValue) {
        guard !context.readingOrder.isEmpty else { return (.null, .null) }
        let sequence = context.readingOrder.sequence(
            of: context.documentsByName, language: document.declaredLanguage)
        guard let index = sequence.firstIndex(where: { $0.path == document.path }) else { return (.null, .null) }
        func link(_ position: Int) -> MustacheValue {
            guard sequence.indices.contains(position) else { return .null }
            let other = sequence[position]
            return ["page": .string(context.pages[other.path]!), "title": .string(SiteContext.title(of: other))]
        }
        return (link(index - 1), link(index + 1))
    }

    /// Whether the document opens with a heading that serves as the page's title: a level-1 heading, or
    /// any heading saying the title.
    private static func startsWithTitle(_ document: Document, title: String) -> Bool {
        guard let first = document.blocks.first, case .heading(let level) = first.kind else { return false }
        return level == 1 || first.plainText == title
    }

    // MARK: - Side by side

    static func compare(
        _ alignment: SiteTranslations.Alignment, source: Document, target: Document, rows: String,
        _ context: SiteContext
    ) -> MustacheValue {
        [
            "lang": .string(alignment.sourceLanguage.tag),
            "title": .string(SiteContext.title(of: source)),
            "leftPage": .string(context.pages[source.path]!), "rightPage": .string(context.pages[target.path]!),
            "leftLang": .string(alignment.sourceLanguage.tag), "rightLang": .string(alignment.targetLanguage.tag),
            "leftName": .string(alignment.sourceLanguage.nativeName),
            "rightName": .string(alignment.targetLanguage.nativeName),
            "leftFile": .string(source.path), "rightFile": .string(target.path),
            "scope": MustacheValue(alignment.scopeTitle),
            "rows": .string(rows), "hasChinese": .bool(hasChinese(language: alignment.sourceLanguage.tag, rows: rows)),
        ]
    }

    /// Links to the side-by-side pages of the translations named `name`.
    private static func comparisonLinks(name: String, _ context: SiteContext) -> [MustacheValue] {
        (context.alignmentsByName[name] ?? []).map { alignment in
            [
                "page": .string(PagePaths.comparePage(for: alignment)),
                "label": .string("\(alignment.sourceLanguage.nativeName) ⇄ \(alignment.targetLanguage.nativeName)"),
            ]
        }
    }
}
