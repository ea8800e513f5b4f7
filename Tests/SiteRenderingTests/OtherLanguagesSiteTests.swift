import DocParsing
import ExampleExtraction
import Foundation
import Testing

@testable import SiteRendering

/// Documents in languages beyond the four of Docs/ are rendered, labelled with their own language.
@Suite struct OtherLanguagesSiteTests {
    @Test func koreanAndJapaneseDocumentsAreRenderedWithTheirLanguage() throws {
        let documents = [
            DocumentParser.parse(
                "# 검색\n\n검색 컨트롤러를 사용합니다.\n\n```swift\nprint(\"검색\")\n```\n", path: "Docs/search.ko.md"
            ).document,
            DocumentParser.parse("# 検索\n\n検索コントローラーを使います。\n", path: "Docs/search.ja.md").document,
            DocumentParser.parse("# 搜尋\n\n這個範例說明如何使用搜尋控制器。\n", path: "Docs/search.zh.md").document,
        ]
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(documents: documents, statuses: [:])
        let korean = try #require(files["search.ko.html"])
        #expect(korean.contains("lang=\"ko\""))
        #expect(korean.contains("검색 컨트롤러를 사용합니다."))
        let japanese = try #require(files["search.ja.html"])
        #expect(japanese.contains("lang=\"ja\""))
        #expect(files.keys.contains { $0.hasPrefix("search") && $0.contains("zh") || $0 == "search.html" })
    }

    @Test func eachBlockShowsTheFirstVersionItBelongsTo() throws {
        let markdown = """
            # Doc

            ## Setup

            ```swift
            class ViewController: UIViewController {
                override func viewDidLoad() {}
            }
            ```

            ## Improvements

            ```swift
            override func viewDidLoad() { print(2) }
            ```
            """
        let document = DocumentParser.parse(markdown, path: "Docs/doc.en.md").document
        let examples = ExampleSet.extract(from: [document]).0.examples
        #expect(examples.map(\.id) == ["doc__setup", "doc__setup_v2"])
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(documents: [document])
        let page = try #require(files["doc.en.html"])
        let ids = page.components(separatedBy: "<span class=\"example-id\" title=\"example id\">").dropFirst().map {
            String($0.prefix { $0 != "<" })
        }
        #expect(ids == ["doc__setup", "doc__setup_v2"])
    }
}
