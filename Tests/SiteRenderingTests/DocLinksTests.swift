import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

@testable import SiteRendering

/// `<doc:…>` links reach their page and heading, in the linking document's language, with DocC's text;
/// a link that leads nowhere is plain text and a warning at its place.
@Suite struct DocLinksTests {
    @Test func aChapterLinkShowsTheChapterTitle() throws {
        let intro = try DocCBook.page("Intro.en.html")
        #expect(intro.contains("<a href=\"Enumerations.en.html#raw-values\" class=\"doc-link\">Raw Values</a>"))
        // A link to itself, and a link written with its own text, which it keeps.
        #expect(intro.contains("<a href=\"Intro.en.html\" class=\"doc-link\">Introduction</a>"))
        #expect(intro.contains("<a href=\"Loops.en.html\" class=\"doc-link\">loops</a>"))
        let loops = try DocCBook.page("Loops.en.html")
        #expect(loops.contains("<a href=\"Intro.en.html#introduction\" class=\"doc-link\">Introduction</a>"))
    }

    @Test func aTranslationLinksToHeadingsOfItsOwnLanguage() throws {
        let intro = try DocCBook.page("Intro.zh-Hans.html")
        let rawValues = "<a href=\"Enumerations.zh-Hans.html#原始值\" class=\"doc-link\">原始值</a>"
        // Its own heading, and the original's heading written as the original writes it.
        #expect(intro.components(separatedBy: rawValues).count == 3, "\(intro)")
        #expect(intro.contains("<a href=\"Enumerations.zh-Hans.html#关联值\" class=\"doc-link\">关联值</a>"))
    }

    @Test func brokenLinksAreTextAndWarningsAtTheirPlace() throws {
        let intro = try DocCBook.page("Intro.en.html")
        #expect(intro.contains("<span class=\"unresolved-link\">doc:</span>"))
        #expect(intro.contains("<span class=\"unresolved-link\">doc:Loops#Nowhere</span>"))
        #expect(intro.contains("<span class=\"unresolved-link\">doc:Nothing</span>"))
        #expect(!intro.contains("href=\"doc:"))
        let warnings = SiteRenderer.diagnostics(documents: DocCBook.documents).filter {
            $0.location?.file == "Docs/Intro.en.md"
        }
        let path = "Docs/Intro.en.md"
        let expected: [(DiagnosticID, DocgenCore.SourceLocation)] = [
            (.emptyDocLink, DocCBook.location(path, 0)),
            (.docLinkToUnknownHeading, DocCBook.location(path, 1)),
            (.docLinkToUnknownDocument, DocCBook.location(path, 2)),
        ]
        let ids: [DiagnosticID] = warnings.map(\.id)
        let locations: [DocgenCore.SourceLocation?] = warnings.map(\.location)
        typealias Expected = (DiagnosticID, DocgenCore.SourceLocation)
        #expect(ids == expected.map { (pair: Expected) -> DiagnosticID in pair.0 })
        #expect(locations == expected.map { (pair: Expected) -> DocgenCore.SourceLocation? in pair.1 })
        #expect(warnings.allSatisfy { $0.severity == .warning })
    }

    @Test func searchFindsALinkByWhatThePageShows() throws {
        let index = try #require(try DocCBook.files()["assets/search-index.js"])
        #expect(index.contains("See Raw Values, Introduction, loops and doc:."))
    }

    @Test func aHostileDestinationIsTextOnly() throws {
        // cmark reads `<doc:T#">` as an autolink, then `<img …>` as raw HTML (sanitized).
        let markdown = "# T\n\n[x](doc:a%22%3E%3Cscript%3E) <doc:T#\"><img src=x onerror=alert(1)>\n"
        let document = DocumentParser.parse(markdown, path: "Docs/T.en.md").document
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(documents: [document])
        let page = try #require(files["T.en.html"])
        let paragraph =
            "<p id=\"L3\"><span class=\"unresolved-link\">x</span> "
            + "<span class=\"unresolved-link\">doc:T#\"</span><img src=\"x\"></p>"
        #expect(page.contains(paragraph))
        #expect(!page.contains("onerror") && !page.contains("%3Cscript"))
        let ids: [DiagnosticID] = SiteRenderer.diagnostics(documents: [document]).map(\.id)
        #expect(ids == [.docLinkToUnknownDocument, .docLinkToUnknownHeading])
    }

    @Test func aTitleIsEscaped() throws {
        let appendix = try DocCBook.page("Appendix.en.html")
        #expect(appendix.contains("class=\"doc-link\">Appendix &lt;b&gt;&amp;&lt;/b&gt; more</a>"))
    }

    @Test func destinationsAreReadAsDocCWritesThem() {
        let parsed: [(String, String?)?] = [
            "doc:Intro", "doc:Intro#Raw-Values", "doc:Book/Intro", "doc://org.swift.book/documentation/Intro#A",
            "DOC:Intro#", "doc:", "https://example.com",
        ].map { (destination: String) -> (String, String?)? in DocLinks.parse(destination) }
        let names: [String?] = parsed.map { $0?.0 }
        let headings: [String?] = parsed.map { $0?.1 }
        #expect(names == ["Intro", "Intro", "Intro", "Intro", "Intro", "", nil])
        #expect(headings == [nil, "Raw-Values", nil, "A", nil, nil, nil])
    }

    @Test func aHeadingMatchesInDocCFormThenLoosely() throws {
        let links = DocLinks(documents: DocCBook.documents)
        let exact = try #require(try links.resolve("doc:Enumerations#Raw-Values", from: "Docs/Intro.en.md")?.get())
        let loose = try #require(try links.resolve("doc:Enumerations#raw_values", from: "Docs/Intro.en.md")?.get())
        #expect(exact == loose)
        #expect(exact.title == "Raw Values")
        #expect(DocLinks.fragment(of: "Raw  Values\tHere") == "Raw-Values-Here")
    }

    @Test func manyHeadingsAndLinksResolveQuickly() {
        let count = 5_000
        var english = "# Big\n\n"
        var chinese = "# 大\n\n"
        for number in 0..<count {
            english += "## Heading \(number)\n\nSee <doc:Big#Heading-\(count - 1 - number)>.\n\n"
            chinese += "## 标题 \(number)\n\n参见 <doc:Big#Heading-\(count - 1 - number)>。\n\n"
        }
        let documents = [
            DocumentParser.parse(english, path: "Docs/Big.en.md").document,
            DocumentParser.parse(chinese, path: "Docs/Big.zh-Hans.md").document,
        ]
        let clock = ContinuousClock()
        var warnings: [Diagnostic] = []
        let elapsed = clock.measure { warnings = SiteRenderer.diagnostics(documents: documents) }
        #expect(warnings.isEmpty)
        let links = DocLinks(documents: documents)
        let target = try? links.resolve("doc:Big#Heading-7", from: "Docs/Big.zh-Hans.md")?.get()
        // The Chinese headings are in the same places: the link stays in Chinese.
        #expect(target?.path == "Docs/Big.zh-Hans.md")
        #expect(target?.title == "标题 7")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}
