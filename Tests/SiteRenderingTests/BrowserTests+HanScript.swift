import DocgenTestSupport
import Foundation
import Testing

@testable import SiteRendering

/// The 简/繁 control and search across scripts, in headless Chromium.
extension BrowserTests {
    /// A copy of the site's page `name`, written beside it as `test-<tag>-<name>`, with `head` added
    /// before the site's scripts, `content` at the start of the rows and `script` run once the page
    /// has loaded (after the site's own scripts).
    func testPage(_ name: String, tag: String, head: String = "", content: String = "", script: String = "") throws
        -> URL
    {
        let directory = try SiteFixture.directory()
        var html = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        html = html.replacingOccurrences(of: "<link rel=\"stylesheet\"", with: head + "<link rel=\"stylesheet\"")
        html = html.replacingOccurrences(of: "<div class=\"rows\">", with: "<div class=\"rows\">" + content)
        html = html.replacingOccurrences(
            of: "</body>", with: "<script>window.addEventListener(\"load\", function () {\(script)});</script></body>")
        let page = directory.appendingPathComponent("test-\(tag)-\(name)")
        try html.write(to: page, atomically: true, encoding: .utf8)
        return page
    }

    /// Chinese prose and a code block holding Chinese, for checking that code is never converted.
    static let chineseCodeSample =
        "<div class=\"test-sample\" lang=\"zh-Hant\"><p id=\"test-prose\">過濾表</p>"
        + "<pre><code id=\"test-code\">let title = \"搜尋欄\"</code></pre></div>"

    /// The text of the element with `id` in a DOM dump.
    func text(ofID id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "id=\"\(id)\"") else { return nil }
        let rest = dom[start.upperBound...]
        guard let open = rest.firstIndex(of: ">"), let close = rest.range(of: "</") else { return nil }
        return String(rest[rest.index(after: open)..<close.lowerBound])
    }

    // MARK: - Search across scripts

    @Test func simplifiedQueryFindsTraditionalText() throws {
        let (hits, _) = try search("过滤表")
        let passage = try anchor(of: "此示例使用搜尋控制器過濾表檢視控制器內的資料", in: "zh-Hant.md")
        #expect(hits.contains { $0.page == "uisearchcontroller-topic.zh-Hant.html" && $0.anchor == passage })
        let (traditionalHits, _) = try search("過濾表")
        #expect(Set(traditionalHits) == Set(hits))
    }

    // MARK: - 简/繁 control

    @Test func simplifiedButtonConvertsATraditionalPageButNotItsCode() throws {
        let page = try testPage(
            "uisearchcontroller-topic.zh-Hant.html", tag: "hans", content: Self.chineseCodeSample,
            script: """
                document.querySelector('.han-script-toggle button[data-script="hans"]').click();
                document.body.setAttribute("data-stored", String(localStorage.getItem("docgen.hanScript")));
                """)
        let dom = try Chromium.dumpDOM(page)
        #expect(dom.contains("导航栏标题中的搜索栏"))
        // OpenCC's Taiwan table also makes 檢視 the mainland 查看.
        #expect(dom.contains("此示例使用搜索控制器过滤表查看控制器内的数据"))
        #expect(!dom.contains("此示例使用搜尋控制器過濾表"))
        #expect(text(ofID: "test-prose", in: dom) == "过滤表")
        #expect(text(ofID: "test-code", in: dom) == "let title = \"搜尋欄\"")
        #expect(dom.contains("class=\"test-sample\" lang=\"zh-Hans\""))
        #expect(dom.contains("data-stored=\"hans\""))
        #expect(dom.contains("data-han-script=\"hans\""))
        #expect(
            dom.contains(
                "<button type=\"button\" data-script=\"hans\" lang=\"zh-Hans\" title=\"简体 · Simplified\" "
                    + "aria-pressed=\"true\">简</button>"))

        let folder = repositoryRoot.appendingPathComponent(".build/site-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shot = folder.appendingPathComponent("han-script-simplified.png")
        try Chromium.screenshot(page, to: shot, width: 1280, height: 1000)
        #expect(try Data(contentsOf: shot).count > 5_000)
    }

    @Test func pressingTheChosenScriptAgainRestoresTheOriginal() throws {
        let page = try testPage(
            "uisearchcontroller-topic.zh-Hant.html", tag: "original", content: Self.chineseCodeSample,
            script: """
                var button = document.querySelector('.han-script-toggle button[data-script="hans"]');
                button.click();
                button.click();
                document.body.setAttribute("data-stored", String(localStorage.getItem("docgen.hanScript")));
                """)
        let dom = try Chromium.dumpDOM(page)
        #expect(text(ofID: "test-prose", in: dom) == "過濾表")
        #expect(dom.contains("導航欄標題中的搜尋欄"))
        #expect(dom.contains("class=\"test-sample\" lang=\"zh-Hant\""))
        #expect(dom.contains("data-stored=\"null\""))
    }

    @Test func aRememberedChoiceConvertsAPageWhenItOpens() throws {
        // A Simplified page, opened with 繁 chosen earlier.
        let page = try testPage(
            "uisearchcontroller-notes.zh-Hans.html", tag: "remembered",
            head: "<script>localStorage.setItem(\"docgen.hanScript\", \"hant\");</script>",
            content: Self.chineseCodeSample.replacingOccurrences(of: "過濾表", with: "过滤表"))
        let dom = try Chromium.dumpDOM(page)
        #expect(text(ofID: "test-prose", in: dom) == "過濾表")
        #expect(text(ofID: "test-code", in: dom) == "let title = \"搜尋欄\"")
        #expect(dom.contains("data-han-script=\"hant\""))
    }

    @Test func pagesWithoutChineseHaveNoControl() throws {
        let dom = try Chromium.dumpDOM(url("unsafe-input.en.html"))
        #expect(!dom.contains("han-script-toggle"))
        let chinese = try Chromium.dumpDOM(url("uisearchcontroller-topic.zh-Hant.html"))
        #expect(chinese.contains("class=\"han-script-toggle\""))
        // Nothing chosen: the page shows its own text.
        #expect(chinese.contains("導航欄標題中的搜尋欄") && chinese.contains("data-han-script") == false)
    }
}
