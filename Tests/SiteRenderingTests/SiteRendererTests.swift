import DocgenCore
import Foundation
import Mustache
import Testing

@testable import SiteRendering

@Suite struct SiteRendererTests {
    let files: SiteFiles

    init() throws {
        files = try SiteFixture.files()
    }

    /// The page's grid rows of two cells, as HTML.
    func pairRows(_ page: String) -> [String] {
        Array((files[page] ?? "").components(separatedBy: "<div class=\"pair-row\"").dropFirst())
    }

    /// Attribute values of every `name="…"` in `html`.
    func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { part in
            String(part.prefix(while: { $0 != "\"" }))
        }
    }

    @Test func writesAnIndexAPagePerDocumentAComparePageAndAssets() {
        let expected = [
            "index.html", "assets/site.css", "assets/site.js", "assets/search-index.js", "assets/han-script.js",
            "uisearchcontroller-topic.ru.html", "uisearchcontroller-topic.zh-Hant.html",
            "uisearchcontroller-overview.html",
            "uisearchcontroller-notes.zh-Hans.html", "book-search-in-the-web.ru.html", "unsafe-input.en.html",
            "gfm-features.en.html", "xss-corpus.en.html",
            "uisearchcontroller-topic.ru-zh-Hant.html",
        ]
        #expect(Set(files.keys) == Set(expected))
        let index = files["index.html"]!
        for page in expected where page.hasSuffix(".html") && page != "index.html" {
            #expect(index.contains("href=\"\(page)\""), "index links \(page)")
        }
    }

    @Test func translatedSectionsSitInOneRowEach() {
        let rows = pairRows("uisearchcontroller-topic.ru-zh-Hant.html")
        let heading = rows.filter { $0.contains("Панель поиска в заголовке панели навигации") }
        #expect(heading.count == 1)
        #expect(heading.first?.contains("導航欄標題中的搜尋欄") == true)
        let paragraph = rows.first {
            $0.contains("В этом примере используется контроллер поиска для фильтрации данных")
        }
        #expect(paragraph?.contains("此示例使用搜尋控制器過濾表檢視控制器內的資料") == true)
        #expect(paragraph?.contains("data-pair=\"aligned\"") == true)
        // Russian sections the translation does not cover have an empty right cell.
        let syntax = rows.first { $0.contains("Синтаксис") }
        #expect(syntax?.contains("cell side-right empty") == true)
    }

    @Test func inlinePairsOfAMixedDocumentSitSideBySide() {
        let rows = pairRows("uisearchcontroller-overview.html")
        let first = rows.first { $0.contains("A view controller that manages the display of search results") }
        #expect(first?.contains("视图控制器，用于根据与搜索栏的交互来管理搜索结果的显示。") == true)
        #expect(first?.contains("class=\"cell side-left\" lang=\"en\"") == true)
        #expect(first?.contains("class=\"cell side-right\" lang=\"zh-Hans\"") == true)
        #expect(files["uisearchcontroller-overview.html"]!.contains("class=\"view-toggle\""))
    }

    @Test func everyCellAndRowHasALanguage() {
        for (path, html) in files where path.hasSuffix(".html") {
            let cells =
                html.components(separatedBy: "<div class=\"cell ").dropFirst()
                + html.components(separatedBy: "<div class=\"full-row\"").dropFirst()
            for cell in cells {
                let tag = cell.prefix(while: { $0 != ">" })
                #expect(tag.contains(" lang=\""), "\(path): \(tag)")
            }
        }
    }

    @Test func examplesShowTheirStatusAndLinkTheirOtherSources() throws {
        let shared = SiteFixture.sharedExample
        let ru = files["uisearchcontroller-topic.ru.html"]!
        let zh = files["uisearchcontroller-topic.zh-Hant.html"]!
        for (page, other) in [(ru, "uisearchcontroller-topic.zh-Hant.html"), (zh, "uisearchcontroller-topic.ru.html")] {
            let figure = try #require(page.components(separatedBy: "data-example=\"\(shared.id)\"").dropFirst().first)
            #expect(figure.contains("class=\"badge status-passed\" data-status=\"passed\""))
            #expect(figure.contains("href=\"\(other)#L"))
        }
        let failing = SiteFixture.failingExample
        let figure = try #require(ru.components(separatedBy: "data-example=\"\(failing.id)\"").dropFirst().first)
        #expect(figure.contains("class=\"badge status-failed\""))
        #expect(
            figure.contains(SiteFixture.failure.replacingOccurrences(of: "'", with: "&#39;"))
                || figure.contains(SiteFixture.failure))
        #expect(ru.contains("class=\"badge status-not-checked\""))
        #expect(files["index.html"]!.contains("1 passed"))
        #expect(files["index.html"]!.contains("1 failed"))
    }

    @Test func runnableExamplesWithASessionGetScreenPreviews() {
        let zh = files["uisearchcontroller-topic.zh-Hant.html"]!
        #expect(zh.contains("class=\"screens\""))
        for symbol in TrailSymbol.allCases { #expect(zh.contains("data-image=\"\(symbol.rawValue)\"")) }
        #expect(zh.contains("data-rows=\"Intermediate\""))
        #expect(zh.contains("data-rows=\"Easiest|Intermediate|Advanced|Expert Only\""))
        #expect(zh.contains("<span class=\"phone-field\">ex</span>"))
    }

    @Test func codeIsHighlightedWithACopyButton() {
        let zh = files["uisearchcontroller-topic.zh-Hant.html"]!
        #expect(zh.contains("<span class=\"tok-keyword\">class</span>"))
        #expect(zh.contains("<span class=\"tok-type\">UITableViewController</span>"))
        #expect(
            zh.contains("<span class=\"tok-string\">&quot;Easiest&quot;</span>")
                || zh.contains("<span class=\"tok-string\">\"Easiest\"</span>"))
        #expect(zh.contains("class=\"copy-button\""))
    }

    @Test func nothingFromTheUnsafeDocumentBecomesMarkup() {
        let page = files["unsafe-input.en.html"]!
        let body = page.components(separatedBy: "<div class=\"rows\">").last!
        #expect(!body.contains("<script"))
        #expect(!body.contains("<iframe"))
        #expect(!body.contains("onerror"))
        #expect(body.contains("<img src=\"missing.png\">"))
        #expect(!page.lowercased().contains("javascript:document"))
        #expect(!page.lowercased().contains("href=\" javascript") && !page.lowercased().contains("href=\"javascript"))
        #expect(!body.contains("document.title"))
        #expect(body.contains("<span class=\"blocked-link\" title=\"link removed: unsafe scheme\">this link</span>"))
    }

    /// What a page loads: every `src`, and the `href` of `<link>` elements (an `<a href>` loads nothing until
    /// the reader follows it: a doc's link or autolink to another site is just that, as on GitHub).
    @Test func pagesLoadOnlyLocalFiles() {
        for (path, html) in files where path.hasSuffix(".html") {
            let links = html.components(separatedBy: "<link ").dropFirst().map { $0.prefix { $0 != ">" } }
            for url in values(of: "src", in: html) + links.flatMap({ values(of: "href", in: " " + $0) }) {
                #expect(!url.contains("//"), "\(path) loads \(url)")
            }
            #expect(html.contains("<script src=\"assets/search-index.js\" defer></script>"))
        }
    }

    @Test func searchIndexCoversPassagesAndCodeInEveryLanguage() throws {
        let script = try #require(files["assets/search-index.js"])
        #expect(script.contains("window.DOCGEN_SEARCH = {\"documents\":"))
        // Han terms are in Simplified script: the Traditional 搜尋 is indexed as 搜索.
        for term in ["\"搜索\":", "\"поиска\":", "\"uisearchresultsupdating\":", "\"视图\":", "\"searchbar\":"] {
            #expect(script.contains(term), "index has \(term)")
        }
        #expect(script.contains("\"uisearchcontroller-topic.zh-Hant.html\",\"導航欄標題中的搜尋欄\",\"zh-Hant\""))
    }

    @Test func renderingIsDeterministic() throws {
        let again = try SiteRenderer(templates: SiteFixture.templates())
            .render(documents: SiteFixture.documents, statuses: SiteFixture.statuses, images: SiteFixture.images)
        #expect(again == files)
    }

    @Test func aMissingTemplateIsNamed() {
        #expect(throws: SiteRenderingError.self) {
            try SiteRenderer(templates: MustacheLibrary()).render(documents: [])
        }
        let error = SiteRenderingError.missingTemplate(name: "site/layout")
        #expect(error.description == "site template 'site/layout' is missing; restore Templates/site/layout.mustache")
    }

    @Test func writerCreatesFolders() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try SiteWriter.write(["a/b/c.html": "<p>x</p>", "index.html": "i"], to: directory).get()
        #expect(try String(contentsOf: directory.appendingPathComponent("a/b/c.html"), encoding: .utf8) == "<p>x</p>")
    }
}
