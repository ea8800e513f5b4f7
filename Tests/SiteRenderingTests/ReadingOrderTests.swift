import DocParsing
import DocgenCore
import Testing

@testable import SiteRendering

/// The root page's Topics order the index and each page's previous and next links; documents it does
/// not list come after, by name; a Topics section never makes the order repeat or loop.
@Suite struct ReadingOrderTests {
    @Test func topicsGiveTheOrderAndTheGroups() {
        let order = ReadingOrder(documents: DocCBook.documents)
        #expect(order.rootName == "Book")
        let titles: [String?] = order.groups.map(\.title)
        let names: [[String]] = order.groups.map(\.names)
        let expectedNames: [[String]] = [["Intro", "Enumerations"], ["Loops", "Extra"]]
        let everyName: [String] = ["Book", "Intro", "Enumerations", "Loops", "Extra", "Appendix"]
        #expect(titles == ["Basics", "Advanced"])
        // The Chinese root adds `Extra` after the entry before it there.
        #expect(names == expectedNames)
        #expect(order.names == everyName)
    }

    @Test func repeatedAndMissingEntriesAreWarningsAtTheirPlace() {
        let order = ReadingOrder(documents: DocCBook.documents)
        let path = "Docs/Book.en.md"
        let ids: [DiagnosticID] = order.diagnostics.map(\.id)
        let locations: [DocgenCore.SourceLocation?] = order.diagnostics.map(\.location)
        #expect(ids == [.topicsEntryRepeated, .topicsEntryRepeated, .topicsEntryUnknown])
        #expect(locations == [DocCBook.location(path, 0), DocCBook.location(path, 1), DocCBook.location(path, 2)])
        // Each is reported once: as an entry, not again as a broken link.
        let all = SiteRenderer.diagnostics(documents: DocCBook.documents).filter { $0.location?.file == path }
        #expect(all.map(\.id) == ids)
    }

    @Test func theIndexListsTheGroupsInOrder() throws {
        let index = try DocCBook.page("index.html")
        let headings = [
            "My Book", "Basics", "Introduction", "Enumerations", "Advanced", "Loops", "额外", "Other documents",
        ]
        var position = index.startIndex
        for heading in headings {
            let found = try #require(index.range(of: ">\(heading)</h", range: position..<index.endIndex), "\(heading)")
            position = found.upperBound
        }
        #expect(index.contains("<h2 class=\"topic-title\">Other documents</h2>"))
    }

    @Test func pagesLinkTheirNeighboursInTheirLanguage() throws {
        func pager(_ page: String) throws -> String {
            let html = try DocCBook.page(page)
            guard let start = html.range(of: "<nav class=\"pager\""),
                let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
            else { return "" }
            return String(html[start.lowerBound..<end.upperBound])
        }
        let intro = try pager("Intro.en.html")
        #expect(intro.contains("rel=\"prev\" href=\"Book.en.html\">← My Book</a>"))
        #expect(intro.contains("rel=\"next\" href=\"Enumerations.en.html\">Enumerations →</a>"))
        // The English sequence skips the chapter only Chinese has; the Chinese one the chapter only English has.
        #expect(try pager("Loops.en.html").contains("rel=\"next\" href=\"Appendix.en.html\""))
        let extra = try pager("Extra.zh-Hans.html")
        #expect(extra.contains("rel=\"prev\" href=\"Enumerations.zh-Hans.html\">← 枚举</a>"))
        #expect(!extra.contains("rel=\"next\""))
        #expect(!(try pager("Book.en.html")).contains("rel=\"prev\""))
    }

    @Test func withoutTopicsTheOrderIsByNameAndPagesHaveNoPager() throws {
        let documents = ["Docs/b.en.md", "Docs/a.en.md"].map { (path: String) -> Document in
            DocumentParser.parse("# Title\n\n## Topics\n\nText, no links.\n", path: path).document
        }
        let order = ReadingOrder(documents: documents)
        #expect(order.isEmpty)
        #expect(order.names == ["a", "b"])
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(documents: documents)
        #expect(!(files["a.en.html"] ?? "").contains("class=\"pager\""))
        #expect(!(files["index.html"] ?? "").contains("topic-title"))
    }

    @Test func aRootListingOnlyItselfAndALoopOrderNothingTwice() {
        let documents = [
            DocumentParser.parse("# A\n\n## Topics\n\n- <doc:A>\n- <doc:B>\n- <doc:B>\n", path: "Docs/A.en.md")
                .document,
            DocumentParser.parse("# B\n\n## Topics\n\n- <doc:A>\n", path: "Docs/B.en.md").document,
        ]
        let order = ReadingOrder(documents: documents)
        #expect(order.rootName == "A")
        #expect(order.names == ["A", "B"])
        #expect(order.diagnostics.map(\.id) == [.topicsEntryRepeated, .topicsEntryRepeated])
    }

    @Test func theTechnologyRootIsTheRoot() {
        let documents = [
            DocumentParser.parse("# A\n\n## Topics\n\n- <doc:B>\n", path: "Docs/A.en.md").document,
            DocumentParser.parse(
                "# Root\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n- <doc:B>\n- <doc:A>\n",
                path: "Docs/Root.en.md"
            ).document,
            DocumentParser.parse("# B\n", path: "Docs/B.en.md").document,
        ]
        #expect(ReadingOrder(documents: documents).names == ["Root", "B", "A"])
    }

    @Test func aLongTopicsListInATranslationStaysLinear() {
        let count = 20_000
        var names: [String] = []
        for number in 0..<count { names.append("C\(number)") }
        let english = "# R\n\n## Topics\n\n### G\n\n- <doc:C0>\n"
        let chinese = "# R\n\n## Topics\n\n" + names.map { (name: String) -> String in "- <doc:\(name)>\n" }.joined()
        var documents: [Document] = [
            DocumentParser.parse(english, path: "Docs/R.en.md").document,
            DocumentParser.parse(chinese, path: "Docs/R.zh-Hans.md").document,
        ]
        for name in names { documents.append(DocumentParser.parse("# \(name)\n", path: "Docs/\(name).en.md").document) }
        let clock = ContinuousClock()
        var order = ReadingOrder(documents: [])
        let elapsed = clock.measure { order = ReadingOrder(documents: documents) }
        #expect(order.names == ["R"] + names)
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}
