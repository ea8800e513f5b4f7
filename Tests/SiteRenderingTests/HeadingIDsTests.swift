import DocParsing
import DocgenCore
import Testing

@testable import SiteRendering

@Suite struct HeadingIDsTests {
    func ids(_ markdown: String) -> ([String], [Diagnostic]) {
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let (ids, diagnostics) = HeadingIDs.ids(for: document)
        return (document.sections.map { ids[$0.headingRange.lowerBound] ?? "?" }, diagnostics)
    }

    @Test func slugsFollowGitHub() {
        #expect(HeadingIDs.slug("Example searching a table") == "example-searching-a-table")
        #expect(
            HeadingIDs.slug("UISearchController: `init(searchResultsController:)`!")
                == "uisearchcontroller-initsearchresultscontroller")
        #expect(HeadingIDs.slug("Панель поиска в заголовке") == "панель-поиска-в-заголовке")
        #expect(HeadingIDs.slug("導航欄標題中的搜尋欄") == "導航欄標題中的搜尋欄")
        #expect(HeadingIDs.slug("!!!") == "section")
    }

    @Test func repeatsAreNumberedInDocumentOrder() {
        let (list, diagnostics) = ids("# A\n\n## B\n\n## A\n\n## B\n\n## A\n")
        #expect(list == ["a", "b", "a-1", "b-1", "a-2"])
        #expect(diagnostics.isEmpty)
    }

    @Test func aHeadingLikeANumberedRepeatStaysDistinct() {
        let (list, _) = ids("# A\n\n# A 1\n\n# A\n")
        #expect(list == ["a", "a-1", "a-2"])
    }

    @Test func idsTheSiteUsesAreReportedAndNotShared() {
        let (list, diagnostics) = ids("# Search results\n\n# L12\n\n# Content\n")
        #expect(list == ["search-results-1", "l12-1", "content-1"])
        #expect(diagnostics.map(\.id) == [.headingIDCollision, .headingIDCollision, .headingIDCollision])
        #expect(diagnostics[0].location == SourceLocation(file: "Docs/t.en.md", line: 1, column: 1))
        #expect(diagnostics[0].message.contains("'search-results'"))
    }

    @Test func samePageNameInTwoFoldersIsReported() {
        let documents = ["Docs/a/x.en.md", "Docs/b/x.en.md", "Docs/y.en.md"].map {
            DocumentParser.parse("# T\n", path: $0).document
        }
        let diagnostics = SiteRenderer.diagnostics(documents: documents)
        #expect(diagnostics.map(\.id) == [.pageNameCollision])
        #expect(diagnostics.first?.location?.file == "Docs/b/x.en.md")
        #expect(diagnostics.first?.message.contains("x.en-2.html") == true)
    }

    @Test func linksToUnknownDocumentsAreReported() {
        let documents = [
            DocumentParser.parse("# T\n\nSee [other](other.ru.md#x) and [gone](gone.md).\n", path: "Docs/t.en.md")
                .document,
            DocumentParser.parse("# O\n", path: "Docs/other.ru.md").document,
        ]
        let diagnostics = SiteRenderer.diagnostics(documents: documents)
        #expect(diagnostics.map(\.id) == [.linkToUnknownDocument])
        #expect(diagnostics.first?.message.contains("'gone.md'") == true)
        #expect(diagnostics.first?.location?.line == 3)
    }
}
