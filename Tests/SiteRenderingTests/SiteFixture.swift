import DocParsing
import DocgenTestSupport
import ExampleExtraction
import Foundation
import Mustache
import SiteRendering

/// The site of the repository's `Docs/` plus a hostile test document, rendered once and written to a
/// temporary directory for the tests that read files or open pages in a browser.
enum SiteFixture {
    /// A document whose raw HTML and `javascript:` links must not run. If anything ran, the page's title
    /// would change or an element with id `pwned` / an attribute `data-pwned` would appear.
    static let unsafeMarkdown = """
        # Unsafe input

        <script>document.title = "pwned"; document.body.insertAdjacentHTML("beforeend", "<p id='pwned'>pwned</p>")</script>

        Click [this link](javascript:document.body.setAttribute('data-pwned','link')) or [that one]( JaVaScRiPt:alert(1) ).

        Inline <img src="missing.png" onerror="document.body.setAttribute('data-pwned','img')"> markup in a paragraph.

        <iframe src="data:text/html,<script>parent.document.title='pwned'</script>"></iframe>

        """

    /// A document of GitHub Flavored Markdown: a table, a task list, an image link in raw HTML and a
    /// local image, written with its image to a temporary docs folder.
    static let gfmMarkdown = """
        # GFM features

        A table as GitHub renders it, with alignment, an escaped pipe and inline content:

        | Компонент | Тип / Класс | Назначение |
        |:---|:---:|---:|
        | Строка поиска | `UISearchBar` | Ввод ~~запроса~~ текста |
        | Контроллер \\| поиск | **`UISearchController`** | Показывает результаты |

        - [x] Tables
        - [ ] Everything else

        <a href="https://developer.apple.com/documentation/uikit/uisearchcontroller"><img src="graph/addsearchbar.svg" alt="Add a search bar" width="240"></a>

        ![Search bar diagram](graph/addsearchbar.svg)

        See the [Russian topic](uisearchcontroller-topic.ru.md).

        """

    /// A search bar drawn as SVG: the local image of the GFM document.
    static let searchBarSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">
        <rect x="2" y="2" width="236" height="56" rx="12" fill="#e5e5ea" stroke="#8e8e93" stroke-width="2"/>
        <circle cx="28" cy="28" r="9" fill="none" stroke="#3c3c43" stroke-width="3"/>
        <line x1="35" y1="35" x2="43" y2="43" stroke="#3c3c43" stroke-width="3"/>
        <text x="56" y="37" font-family="sans-serif" font-size="20" fill="#3c3c43">Search</text>
        </svg>
        """

    /// The temporary docs folder of the GFM document and its image.
    static let gfmFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-gfm-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(
            at: folder.appendingPathComponent("graph"), withIntermediateDirectories: true)
        try? Data(searchBarSVG.utf8).write(to: folder.appendingPathComponent("graph/addsearchbar.svg"))
        try? Data(gfmMarkdown.utf8).write(to: folder.appendingPathComponent("gfm-features.en.md"))
        return folder
    }()

    /// The hostile corpus (`XSSCorpus`) in every context Markdown offers: HTML blocks, paragraphs, list
    /// items, table cells and quotes.
    static var xssMarkdown: String {
        var text = "# XSS corpus\n\n"
        for (number, vector) in XSSCorpus.vectors.enumerated() {
            let cell = vector.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            text += "## Vector \(number + 1)\n\n\(vector)\n\nText \(vector) end.\n\n- item \(vector)\n\n"
            text += "| a | b |\n|---|---|\n| \(cell) | x |\n\n> \(vector)\n\n"
        }
        return text
    }

    /// The Markdown files rendered: `Docs/`, the unsafe document, the GFM document and the XSS corpus.
    static let documents: [Document] = {
        let docs = DocumentLoader.load(paths: [repositoryRoot.appendingPathComponent("Docs").path]).documents
        let unsafe = DocumentParser.parse(unsafeMarkdown, path: "Tests/unsafe-input.en.md").document
        let gfm = DocumentParser.parse(
            gfmMarkdown, path: gfmFolder.appendingPathComponent("gfm-features.en.md").path
        ).document
        let xss = DocumentParser.parse(xssMarkdown, path: "Tests/xss-corpus.en.md").document
        return docs + [unsafe, gfm, xss]
    }()

    /// The local images of the documents (the GFM document's), inside its folder.
    static let images = SiteImages.resolve(documents: documents, root: gfmFolder)

    /// The site templates of the repository.
    static func templates() throws -> MustacheLibrary {
        try MustacheLibrary(directory: repositoryRoot.appendingPathComponent("Templates"))
    }

    /// The docs' examples.
    static let examples: [Example] = ExampleSet.extract(from: documents).0.examples

    /// The example shared by the Russian and Traditional Chinese documents: given status `passed`.
    static var sharedExample: Example { examples.first { $0.sources.count > 1 }! }

    /// Another runnable example of the Russian document: given status `failed`.
    static var failingExample: Example {
        examples.first {
            $0.id != sharedExample.id && $0.mode == .runnable && $0.sources[0].file.hasSuffix("topic.ru.md")
        }!
    }

    static let failure = "cannot find 'searchController' in scope"

    /// The statuses the tests give: passed, failed, and the rest not checked.
    static var statuses: [String: ExampleStatus] {
        [
            sharedExample.id: .passed,
            failingExample.id: .failed(message: failure, location: failingExample.sources[0].location),
        ]
    }

    /// The rendered files, rendered once.
    private static let rendered = Result {
        try SiteRenderer(templates: templates()).render(documents: documents, statuses: statuses, images: images)
    }

    /// The rendered files; throws the rendering error to every test that needs them.
    static func files() throws -> SiteFiles { try rendered.get() }

    /// The site written to a fresh temporary directory, once.
    private static let written = Result { () throws -> URL in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-site-tests-\(UUID().uuidString)")
        _ = try SiteWriter.write(try files(), images: images.contents().files, to: directory).get()
        return directory
    }

    /// The directory holding the written site.
    static func directory() throws -> URL { try written.get() }
}
