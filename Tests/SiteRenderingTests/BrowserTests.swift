import DocParsing
import DocgenTestSupport
import Foundation
import Testing

@testable import SiteRendering

/// The site opened in headless Chromium from `file://`: search, side-by-side rows and unsafe input are
/// checked on the DOM after the page's scripts ran.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, Comment(rawValue: Chromium.missingMessage)))
struct BrowserTests {
    /// A search hit as the page shows it.
    struct Hit: Hashable {
        var page: String
        var anchor: String
        var language: String
        var kind: String
    }

    /// The page `name` of the written site, with `#q=query` when a query is given.
    func url(_ name: String, query: String? = nil) throws -> URL {
        let page = try SiteFixture.directory().appendingPathComponent(name)
        guard let query else { return page }
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        return URL(string: page.absoluteString + "#q=" + encoded)!
    }

    /// The hits a search shows, read from the DOM.
    func search(_ query: String, on page: String = "index.html") throws -> (hits: [Hit], dom: String) {
        let dom = try Chromium.dumpDOM(url(page, query: query))
        let hits = dom.components(separatedBy: "<li class=\"search-hit\"").dropFirst().map { item -> Hit in
            func attribute(_ name: String) -> String {
                guard let start = item.range(of: "\(name)=\"") else { return "" }
                return String(item[start.upperBound...].prefix(while: { $0 != "\"" }))
            }
            return Hit(
                page: attribute("data-page"), anchor: attribute("data-anchor"), language: attribute("data-language"),
                kind: attribute("data-kind"))
        }
        return (hits, dom)
    }

    /// The `<body …>` start tag of a DOM dump (where the unsafe input would set `data-pwned`).
    func bodyTag(_ dom: String) -> String {
        guard let start = dom.range(of: "<body") else { return "" }
        return String(dom[start.lowerBound...].prefix(while: { $0 != ">" }))
    }

    /// The anchor of the passage of `file` whose text contains `text`.
    func anchor(of text: String, in file: String) throws -> String {
        let document = try #require(SiteFixture.documents.first { $0.path.hasSuffix(file) })
        let passage = try #require(document.passages.first { $0.plainText.contains(text) })
        return PagePaths.anchor(of: passage)
    }

    // MARK: - Search

    @Test func russianWordFindsTheRussianPassages() throws {
        let (hits, dom) = try search("контроллер поиска")
        let expected = Hit(
            page: "uisearchcontroller-topic.ru.html",
            anchor: try anchor(
                of: "В этом примере используется контроллер поиска для фильтрации данных", in: "topic.ru.md"),
            language: "ru", kind: "paragraph")
        #expect(hits.contains(expected))
        #expect(!hits.isEmpty && hits.allSatisfy { $0.language == "ru" })
        #expect(dom.contains("href=\"uisearchcontroller-topic.ru.html#\(expected.anchor)\""))
        #expect(dom.contains("<input id=\"search-input\""))
    }

    @Test func traditionalChineseWordFindsTheTraditionalPassages() throws {
        let (hits, _) = try search("搜尋欄")
        let heading = Hit(
            page: "uisearchcontroller-topic.zh-Hant.html", anchor: try anchor(of: "導航欄標題中的搜尋欄", in: "zh-Hant.md"),
            language: "zh-Hant", kind: "heading")
        #expect(hits.contains(heading))
        // Index and query are in Simplified script, and OpenCC's Taiwan table makes 搜尋 the mainland
        // 搜索: the Simplified overview's 搜索栏 matches too. Other languages do not.
        #expect(hits.contains { $0.page == "uisearchcontroller-overview.html" && $0.language == "zh-Hans" })
        #expect(hits.allSatisfy { $0.language.hasPrefix("zh") })
    }

    @Test func apiNameFindsProseInEveryLanguageAndCode() throws {
        let (hits, _) = try search("UISearchResultsUpdating")
        let languages = Set(hits.map(\.language))
        #expect(languages.isSuperset(of: ["ru", "en", "zh-Hans", "zh-Hant"]))
        #expect(hits.contains { $0.kind == "code" && $0.page == "uisearchcontroller-topic.zh-Hant.html" })
        #expect(hits.contains { $0.page == "uisearchcontroller-overview.html" && $0.language == "en" })
    }

    @Test func aQueryMatchingNothingSaysSo() throws {
        let (hits, dom) = try search("zzqxnothing")
        #expect(hits.isEmpty)
        #expect(dom.contains("No results for “zzqxnothing”"))
    }

    // MARK: - Side by side

    @Test func translationRowsPairTheExpectedPassages() throws {
        let dom = try Chromium.dumpDOM(url("uisearchcontroller-topic.ru-zh-Hant.html"))
        let rows = dom.components(separatedBy: "<div class=\"pair-row\"").dropFirst()
        let pairs: [(String, String)] = [
            ("Панель поиска в заголовке панели навигации", "導航欄標題中的搜尋欄"),
            ("В этом примере используется контроллер поиска для фильтрации данных", "此示例使用搜尋控制器過濾表檢視控制器內的資料"),
            (
                "Вставьте UITableViewController в UINavigationController чтобы получить",
                "將 UITableViewController 嵌入 UINavigationController"
            ),
        ]
        for (russian, chinese) in pairs {
            let row = rows.first { $0.contains(russian) }
            #expect(row?.contains(chinese) == true, "row of “\(russian)”")
            #expect(row?.contains("lang=\"ru\"") == true && row?.contains("lang=\"zh-Hant\"") == true)
        }
        #expect(dom.contains("class=\"view-toggle\""))
    }

    // MARK: - Safety

    @Test func unsafeDocumentRunsNothing() throws {
        let dom = try Chromium.dumpDOM(url("unsafe-input.en.html"))
        #expect(dom.contains("<title>Unsafe input · docgen</title>"))
        #expect(!dom.contains("pwned</p>") && !dom.contains("id=\"pwned\""))
        #expect(bodyTag(dom) == "<body class=\"page document-page\" data-view=\"both\"")
        #expect(!dom.contains("<iframe"))
        #expect(dom.components(separatedBy: "<script").count == 3, "only the site's two scripts")
        #expect(!dom.lowercased().contains("href=\"javascript:") && !dom.lowercased().contains("href=\" javascript:"))
        #expect(!dom.contains("document.title = \"pwned\""))
        #expect(dom.contains("<img src=\"missing.png\">"), "the image is kept, its handler is not")
    }

    @Test func searchResultsShowUnsafeTextAsText() throws {
        let (hits, dom) = try search("markup", on: "unsafe-input.en.html")
        #expect(hits.contains { $0.page == "unsafe-input.en.html" })
        #expect(!dom.contains("onerror"))
        #expect(!bodyTag(dom).contains("data-pwned"))
        let (corpusHits, corpusDOM) = try search("xxs link", on: "xss-corpus.en.html")
        #expect(!corpusHits.isEmpty)
        #expect(!bodyTag(corpusDOM).contains("data-pwned"))
    }

    /// Start tags of a DOM dump with their quoted attribute values removed (what is left are names).
    func tagSkeletons(_ dom: String) -> [String] {
        dom.components(separatedBy: "<").dropFirst().compactMap { part -> String? in
            guard let first = part.first, first.isLetter else { return nil }
            var skeleton = ""
            var inQuotes = false
            for character in part.prefix(while: { $0 != ">" || inQuotes }) {
                if character == "\"" {
                    inQuotes.toggle()
                } else if !inQuotes {
                    skeleton.append(character)
                }
            }
            return skeleton.lowercased()
        }
    }

    static let forbiddenElements: Set<String> = [
        "script", "iframe", "object", "embed", "form", "style", "base", "meta", "link", "frame", "frameset", "svg",
        "math", "input", "button", "video", "audio", "source", "marquee", "textarea", "template", "noscript",
        "xmp", "body", "title",
    ]

    @Test func hostileCorpusRunsNothingInChromium() throws {
        let dom = try Chromium.dumpDOM(url("xss-corpus.en.html"))
        #expect(dom.contains("<title>XSS corpus · docgen</title>"))
        #expect(!bodyTag(dom).contains("data-pwned"), "a vector ran")
        #expect(dom.components(separatedBy: "<script").count == 3, "only the site's two scripts")
        // The document's rows: everything the corpus could have added.
        let rows = try #require(dom.components(separatedBy: "<div class=\"rows\">").last)
        let skeletons = tagSkeletons(rows)
        #expect(skeletons.count > 500)
        for skeleton in skeletons {
            let names = skeleton.split(whereSeparator: { $0 == " " || $0 == "=" || $0 == "/" })
            #expect(!names.dropFirst().contains { $0.hasPrefix("on") }, "event handler survived: <\(skeleton)>")
            #expect(!names.dropFirst().contains("style"), "style attribute survived: <\(skeleton)>")
            let element = names.first.map(String.init) ?? ""
            #expect(!Self.forbiddenElements.contains(element), "element survived: <\(skeleton)>")
        }
        let lowered = dom.lowercased()
        for scheme in ["href=\"javascript", "src=\"javascript", "href=\"vbscript", "src=\"data:", "href=\"data:"] {
            #expect(!lowered.contains(scheme), "\(scheme) survived")
        }
    }

    // MARK: - GitHub Flavored Markdown

    @Test func gfmTableIsAnHTMLTable() throws {
        let dom = try Chromium.dumpDOM(url("gfm-features.en.html"))
        #expect(dom.contains("<table id=\"L5\"><thead><tr><th align=\"left\">Компонент</th>"))
        #expect(dom.contains("<td align=\"center\"><code>UISearchBar</code></td>"))
        #expect(dom.contains("<td align=\"left\">Контроллер | поиск</td>"))
        #expect(dom.contains("<del>запроса</del>"))
        #expect(dom.components(separatedBy: "<tr").count == 4, "a header row and two body rows")
    }

    @Test func imageLinkIsAnImageLink() throws {
        let dom = try Chromium.dumpDOM(url("gfm-features.en.html"))
        #expect(
            dom.contains(
                "<a href=\"https://developer.apple.com/documentation/uikit/uisearchcontroller\"><img src=\"images/graph/addsearchbar.svg\" alt=\"Add a search bar\" width=\"240\"></a>"
            ))
        let image = try SiteFixture.directory().appendingPathComponent("images/graph/addsearchbar.svg")
        #expect(FileManager.default.fileExists(atPath: image.path), "the local image is copied into the site")
    }

    // MARK: - Screenshots

    /// One screenshot per page type, kept under `.build/site-screenshots/` as a build artifact.
    @Test func screenshotsOfEveryPageType() throws {
        let folder = repositoryRoot.appendingPathComponent(".build/site-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shots: [(String, URL, Int, Int)] = [
            ("index", try url("index.html"), 1280, 1000),
            ("document-with-previews", try url("uisearchcontroller-topic.zh-Hant.html"), 1280, 2600),
            ("document-inline-pairs", try url("uisearchcontroller-overview.html"), 1280, 1600),
            ("side-by-side", try url("uisearchcontroller-topic.ru-zh-Hant.html"), 1280, 1600),
            ("side-by-side-narrow", try url("uisearchcontroller-topic.ru-zh-Hant.html"), 420, 1600),
            ("search-results", try url("index.html", query: "搜尋欄"), 1280, 900),
            ("unsafe-input", try url("unsafe-input.en.html"), 1280, 900),
            ("gfm-table-and-image-link", try url("gfm-features.en.html"), 1280, 900),
            ("xss-corpus", try url("xss-corpus.en.html"), 1280, 1600),
        ]
        for (name, page, width, height) in shots {
            let file = folder.appendingPathComponent("\(name).png")
            try Chromium.screenshot(page, to: file, width: width, height: height)
            let data = try Data(contentsOf: file)
            #expect(data.count > 5_000, "\(name).png is \(data.count) bytes")
            #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(name).png is a PNG")
        }
    }
}
