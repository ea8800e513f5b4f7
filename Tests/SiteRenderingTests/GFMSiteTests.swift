import DocParsing
import Foundation
import Testing

@testable import SiteRendering

/// The GFM document of the site fixture: its table, task list, image link and local image on the page,
/// and its cells and alt text in the search index.
@Suite struct GFMSiteTests {
    let page: String
    let searchIndex: String

    init() throws {
        let files = try SiteFixture.files()
        page = try #require(files["gfm-features.en.html"])
        searchIndex = try #require(files["assets/search-index.js"])
    }

    @Test func tableTaskListAndImagesAreOnThePage() {
        #expect(
            page.contains(
                "<table id=\"L5\"><thead><tr><th align=\"left\">Компонент</th><th align=\"center\">Тип / Класс</th>"))
        #expect(
            page.contains(
                "<td align=\"left\">Контроллер | поиск</td><td align=\"center\"><strong><code>UISearchController</code></strong></td>"
            ))
        #expect(page.contains("Ввод <del>запроса</del> текста"))
        #expect(page.contains("<input type=\"checkbox\" disabled=\"\" checked=\"\"> Tables"))
        #expect(
            page.contains(
                "<a href=\"https://developer.apple.com/documentation/uikit/uisearchcontroller\"><img src=\"images/graph/addsearchbar.svg\" alt=\"Add a search bar\" width=\"240\"></a>"
            ))
        #expect(
            page.contains("<img src=\"images/graph/addsearchbar.svg\" alt=\"Search bar diagram\" loading=\"lazy\">"))
        #expect(page.contains("<a href=\"uisearchcontroller-topic.ru.html\">Russian topic</a>"))
        #expect(SiteFixture.images.images.map(\.sitePath) == ["images/graph/addsearchbar.svg"])
    }

    /// The GFM document's number in the search index (documents follow their paths, which depend on where
    /// the repository and the temporary folder are).
    func gfmDocumentNumber() throws -> Int {
        let start = try #require(searchIndex.firstIndex(of: "{"))
        let end = try #require(searchIndex.lastIndex(of: "}"))
        let object = try JSONSerialization.jsonObject(with: Data(searchIndex[start...end].utf8)) as? [String: Any]
        let documents = try #require(object?["documents"] as? [[Any]])
        return try #require(documents.firstIndex { ($0.first as? String) == "gfm-features.en.html" })
    }

    @Test func searchSeesTableCellsAndAltText() throws {
        let gfm = try gfmDocumentNumber()
        #expect(searchIndex.contains("[\(gfm),\"L7\",\"ru\",\"tableCell\",\"Строка поиска\"]"))
        #expect(searchIndex.contains("[\(gfm),\"L8\",\"ru\",\"tableCell\",\"Контроллер | поиск\"]"))
        #expect(searchIndex.contains("[\(gfm),\"L13\",\"en\",\"paragraph\",\"Add a search bar\"]"))
        #expect(searchIndex.contains("[\(gfm),\"L15\",\"en\",\"paragraph\",\"Search bar diagram\"]"))
        for term in ["\"строка\":", "\"diagram\":", "\"назначение\":"] {
            #expect(searchIndex.contains(term), "index has \(term)")
        }
    }

    @Test func rawHTMLBlocksAreSearchedByTheirVisibleText() {
        let document = DocumentParser.parse(
            "<p align=\"center\"><img src=\"a.png\" alt=\"Logo of the app\" onerror=\"x()\"> Welcome</p>\n",
            path: "Docs/t.en.md"
        ).document
        #expect(SearchText.of(document.blocks[0]) == "Logo of the app Welcome")
    }
}

/// Two translations with a table: the side-by-side page draws both tables in one aligned row.
@Suite struct TranslatedTableSiteTests {
    @Test func translatedTablesSitSideBySide() throws {
        let english =
            "# Search components\n\nThe classes a search screen uses, in a table.\n\n| Component | Class |\n|---|---|\n| Search bar | `UISearchBar` |\n| Results list | `UITableViewController` |\n"
        let russian =
            "# Компоненты поиска\n\nКлассы, которые использует экран поиска, в таблице.\n\n| Компонент | Класс |\n|---|---|\n| Строка поиска | `UISearchBar` |\n| Список результатов | `UITableViewController` |\n"
        let documents = [
            DocumentParser.parse(english, path: "Docs/components.en.md").document,
            DocumentParser.parse(russian, path: "Docs/components.ru.md").document,
        ]
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(documents: documents)
        let page = try #require(
            files.first {
                $0.key == "components.en-ru.html" || $0.key == "components.ru-en.html"
            }?.value)
        let rows = page.components(separatedBy: "<div class=\"pair-row\"").dropFirst()
        let tableRow = try #require(rows.first { $0.contains("<table") })
        #expect(tableRow.contains("data-pair=\"aligned\""))
        #expect(tableRow.contains("<td>Search bar</td>") && tableRow.contains("<td>Строка поиска</td>"))
        #expect(tableRow.components(separatedBy: "<table").count == 3, "both tables in the one row")
        #expect(!page.contains("left-only") && !page.contains("right-only"))
    }
}
