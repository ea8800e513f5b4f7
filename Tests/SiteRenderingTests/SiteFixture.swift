import DocParsing
import ExampleExtraction
import Foundation
import Mustache
import SiteRendering

/// The site of the repository's `Docs/` plus a hostile test document, rendered once and written to a
/// temporary directory for the tests that read files or open pages in a browser.
enum SiteFixture {
    /// The repository's root (this file is `Tests/SiteRenderingTests/SiteFixture.swift`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A document whose raw HTML and `javascript:` links must not run. If anything ran, the page's title
    /// would change or an element with id `pwned` / an attribute `data-pwned` would appear.
    static let unsafeMarkdown = """
        # Unsafe input

        <script>document.title = "pwned"; document.body.insertAdjacentHTML("beforeend", "<p id='pwned'>pwned</p>")</script>

        Click [this link](javascript:document.body.setAttribute('data-pwned','link')) or [that one]( JaVaScRiPt:alert(1) ).

        Inline <img src="missing.png" onerror="document.body.setAttribute('data-pwned','img')"> markup in a paragraph.

        <iframe src="data:text/html,<script>parent.document.title='pwned'</script>"></iframe>

        """

    /// The Markdown files rendered: `Docs/` and the unsafe document.
    static let documents: [Document] = {
        let docs = DocumentLoader.load(paths: [repositoryRoot.appendingPathComponent("Docs").path]).documents
        let unsafe = DocumentParser.parse(unsafeMarkdown, path: "Tests/unsafe-input.en.md").document
        return docs + [unsafe]
    }()

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
        try SiteRenderer(templates: templates()).render(documents: documents, statuses: statuses)
    }

    /// The rendered files; throws the rendering error to every test that needs them.
    static func files() throws -> SiteFiles { try rendered.get() }

    /// The site written to a fresh temporary directory, once.
    private static let written = Result { () throws -> URL in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-site-tests-\(UUID().uuidString)")
        try SiteWriter.write(try files(), to: directory)
        return directory
    }

    /// The directory holding the written site.
    static func directory() throws -> URL { try written.get() }
}
