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
        let groupValues: [MustacheValue] = groups.keys.sorted().map { name in
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
                "name": .string(name), "title": .string(title), "documents": .array(documents),
                "comparisons": .array(comparisons), "hasComparisons": .bool(!comparisons.isEmpty),
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
            "groups": .array(groupValues),
        ]
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
        return [
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
