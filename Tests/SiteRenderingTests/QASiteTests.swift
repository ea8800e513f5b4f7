import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation
import Testing
import Translations

@testable import SiteRendering

/// The side-by-side view marks a pair with a translation QA finding and links the finding's two places.
@Suite struct QASiteTests {
    /// The bundled docs, with `zh-Hant` edited as given (in memory; the repository's files are untouched).
    static func site(zhHant edit: (old: String, new: String)? = nil) throws -> SiteFiles {
        var documents = DocumentLoader.load(paths: [repositoryRoot.appendingPathComponent("Docs").path]).documents
        if let edit,
            let index = documents.firstIndex(where: { $0.path.hasSuffix("uisearchcontroller-topic.zh-Hant.md") })
        {
            let path = documents[index].path
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
                of: edit.old, with: edit.new)
            documents[index] = DocumentParser.parse(text, path: path).document
        }
        return try SiteRenderer(templates: SiteFixture.templates()).render(documents: documents)
    }

    /// Rows of a page that carry `data-qa`, as HTML.
    static func markedRows(_ html: String) -> [String] {
        html.components(separatedBy: "<div class=\"pair-row\"").dropFirst().filter {
            $0.hasPrefix(" data-pair=\"") && $0.contains("data-qa=\"")
        }
    }

    @Test func anInlinePairWithAFindingIsMarkedAndLinksBothParagraphs() throws {
        let files = try Self.site()
        let rows = Self.markedRows(files["uisearchcontroller-overview.html"] ?? "")
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row.contains("data-qa=\"DG0408\""))
        #expect(row.contains("<div class=\"qa-note\" role=\"note\"><span class=\"qa-id\">DG0408</span>"))
        #expect(row.contains("<a class=\"qa-place\" href=\"#L24\">uisearchcontroller-overview.md:24</a>"))
        #expect(row.contains("<a class=\"qa-place\" href=\"#L22\">uisearchcontroller-overview.md:22</a>"))
        // The untouched aligned pair has no finding.
        #expect(Self.markedRows(files["uisearchcontroller-topic.ru-zh-Hant.html"] ?? "").isEmpty)
    }

    @Test func anAlignedPairWithAFindingLinksTheTwoColumns() throws {
        let files = try Self.site(zhHant: ("並採用 UISearchResultsUpdating 協議", "並採用 UISearchResultUpdating 協議"))
        let rows = Self.markedRows(files["uisearchcontroller-topic.ru-zh-Hant.html"] ?? "")
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row.contains("UISearchResultUpdating"))
        #expect(row.contains("href=\"#b-L13\">uisearchcontroller-topic.zh-Hant.md:13</a>"))
        #expect(row.contains("href=\"#a-L24\">uisearchcontroller-topic.ru.md:24</a>"))
        // Both places exist on the page.
        let page = files["uisearchcontroller-topic.ru-zh-Hant.html"] ?? ""
        #expect(page.contains("id=\"b-L13\"") && page.contains("id=\"a-L24\""))
    }
}
