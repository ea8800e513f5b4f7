import DocParsing
import DocgenCore
import ExampleExtraction
import Foundation
import Mustache
import Translations

/// The site's files: contents by path relative to the site's root (`index.html`, `assets/site.css`, …).
public typealias SiteFiles = [String: String]

/// Renders the static bilingual HTML site: an index, a page per document, a side-by-side page per pair
/// of translations, highlighted code with status badges and screen previews, and a search index.
///
/// Pure: it reads nothing and writes nothing (see `SiteWriter`). Every page works from `file://`: links
/// are relative, styles and scripts are local files, the search index is a script.
///
/// ```swift
/// let templates = try MustacheLibrary(directory: URL(fileURLWithPath: "Templates"))
/// let files = try SiteRenderer(templates: templates)
///     .render(documents: documents, translations: report, examples: examples, statuses: statuses)
/// let outcome = SiteWriter.write(files, to: URL(fileURLWithPath: "site"))  // through GeneratedTree
/// ```
public struct SiteRenderer: Sendable {
    /// The templates the site needs, by name (`site/…` below the templates directory).
    public static let requiredTemplates = [
        "site/layout", "site/index", "site/document", "site/compare", "site/view-toggle", "site/assets/site.css",
        "site/assets/site.js",
    ]

    public var templates: MustacheLibrary

    /// - Parameter templates: A library holding `requiredTemplates`, e.g. loaded from `Templates/`.
    public init(templates: MustacheLibrary) {
        self.templates = templates
    }

    // MARK: - Rendering

    /// The site of `documents`, with the translation and example stages run here.
    public func render(
        documents: [Document], statuses: [String: ExampleStatus] = [:], images: SiteImages = SiteImages()
    ) throws(SiteRenderingError) -> SiteFiles {
        let report = TranslationAnalyzer().analyze(documents)
        let (examples, _) = ExampleSet.extract(from: documents)
        return try render(
            documents: documents, translations: report, examples: examples, statuses: statuses, images: images)
    }

    /// The site of `documents`.
    ///
    /// - Parameters:
    ///   - translations: The Translations stage's report for the same documents.
    ///   - examples: The examples extracted from the same documents.
    ///   - statuses: The last check's result per example id; missing ids are "not checked yet".
    ///   - images: The documents' local images (`SiteImages.resolve`); their `src` points at the copies,
    ///     which the caller writes.
    public func render(
        documents: [Document], translations: TranslationReport, examples: ExampleSet,
        statuses: [String: ExampleStatus] = [:], images: SiteImages = SiteImages()
    ) throws(SiteRenderingError) -> SiteFiles {
        for name in Self.requiredTemplates where templates[name] == nil { throw .missingTemplate(name: name) }
        let documents = documents.sorted { $0.path < $1.path }
        let context = SiteContext(
            documents: documents, translations: SiteTranslations(translations),
            examples: examples.examples.map(SiteExample.init),
            statuses: statuses, highlighted: Self.highlightAll(documents), images: images)

        let jobs: [PageJob] =
            [.index] + documents.indices.map(PageJob.document)
            + context.translations.alignments.indices.map(PageJob.compare)
        let results = ParallelResults<Result<(String, String), SiteRenderingError>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { number in
            do throws(SiteRenderingError) {
                results[number] = .success(try render(jobs[number], context))
            } catch {
                results[number] = .failure(error)
            }
        }
        var files: SiteFiles = [:]
        for result in results.values {
            let (path, text) = try result.get()
            files[path] = text
        }
        files[PagePaths.stylesheet] = try renderTemplate("site/assets/site.css", [:])
        files[PagePaths.script] = try renderTemplate("site/assets/site.js", [:])
        files[PagePaths.searchIndex] = Self.searchIndex(context).script()
        files[PagePaths.hanScript] = HanScriptAsset.script()
        return files
    }

    // MARK: - Pages

    /// One page to render.
    private enum PageJob: Sendable {
        case index
        case document(Int)
        case compare(Int)
    }

    private func render(_ job: PageJob, _ context: SiteContext) throws(SiteRenderingError) -> (String, String) {
        switch job {
        case .index:
            return (PagePaths.index, try renderTemplate("site/index", PageModels.index(context)))
        case .document(let number):
            let document = context.documents[number]
            let (rows, pairLanguages) = DocumentPageBuilder(context: context, document: document).rows()
            let model = PageModels.document(
                document, rows: HTMLSerializer.serialize(rows), pairLanguages: pairLanguages, context)
            return (context.pages[document.path]!, try renderTemplate("site/document", model))
        case .compare(let number):
            let alignment = context.translations.alignments[number]
            guard let source = context.documentsByPath[alignment.sourcePath],
                let target = context.documentsByPath[alignment.targetPath]
            else { return (PagePaths.comparePage(for: alignment), "") }
            let rows = ComparePageBuilder(context: context, alignment: alignment, source: source, target: target).rows()
            let model = PageModels.compare(
                alignment, source: source, target: target, rows: HTMLSerializer.serialize(rows), context)
            return (PagePaths.comparePage(for: alignment), try renderTemplate("site/compare", model))
        }
    }

    private func renderTemplate(_ name: String, _ model: MustacheValue) throws(SiteRenderingError) -> String {
        do {
            return try templates.render(name, model)
        } catch {
            throw .template(error)
        }
    }

    // MARK: - Code and search

    /// Every distinct code block highlighted once, on all cores.
    private static func highlightAll(_ documents: [Document]) -> [HighlightKey: HighlightedCode] {
        var blocks: [HighlightKey: CodeBlock] = [:]
        for document in documents {
            for block in document.codeBlocks { blocks[HighlightKey(block)] = block }
        }
        let unique = Array(blocks)
        let results = ParallelResults<HighlightedCode>(count: unique.count)
        DispatchQueue.concurrentPerform(iterations: unique.count) { index in
            let block = unique[index].value
            results[index] = CodeHighlighter.highlight(block.code, language: block.language)
        }
        var highlighted: [HighlightKey: HighlightedCode] = [:]
        for (index, value) in results.values.enumerated() { highlighted[unique[index].key] = value }
        return highlighted
    }

    /// The search index: every passage (by its language) and every code block (its visible code).
    private static func searchIndex(_ context: SiteContext) -> SearchIndexBuilder {
        var builder = SearchIndexBuilder()
        for document in context.documents {
            let language = context.documentLanguage(document.path)
            let number = builder.addDocument(
                page: context.pages[document.path]!, title: SiteContext.title(of: document), language: language.tag)
            let directives = context.directives[document.path] ?? BlockDirectives()
            for block in document.passages where !directives.hides(block.range.lowerBound) {
                let passageLanguage = context.translations.passageLanguages[block.range.lowerBound]
                builder.add(
                    SearchIndexBuilder.Entry(
                        document: number, anchor: PagePaths.anchor(of: block),
                        language: (passageLanguage ?? language).tag, kind: block.kindName,
                        text: SearchText.of(context.docLinks.titled(block, from: document.path))))
            }
            for block in document.allBlocks where !directives.hides(block.range.lowerBound) {
                guard case .htmlBlock = block.kind else { continue }
                let text = SearchText.of(block)
                guard !text.allSatisfy(\.isWhitespace) else { continue }
                builder.add(
                    SearchIndexBuilder.Entry(
                        document: number, anchor: PagePaths.anchor(of: block), language: language.tag, kind: "html",
                        text: text))
            }
            for block in document.allBlocks where !directives.hides(block.range.lowerBound) {
                guard let code = block.codeBlock else { continue }
                let visible = context.highlighted[HighlightKey(code)]?.visibleText ?? code.code
                builder.add(
                    SearchIndexBuilder.Entry(
                        document: number, anchor: PagePaths.anchor(of: block), language: code.language.description,
                        kind: "code", text: visible))
            }
        }
        return builder
    }
}
