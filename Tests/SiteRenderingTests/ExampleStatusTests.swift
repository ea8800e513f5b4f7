import Testing

@testable import SiteRendering

struct ExampleStatusTests {
    @Test func anIncompleteFragmentShowsItsNeedsAndTheHiddenPart() throws {
        let status = ExampleStatus.incomplete(
            needs: ["searchController"],
            suggestion: "// snippet.hide\nvar searchController: UISearchController!\n// snippet.show")
        #expect(status.tag == "incomplete")
        #expect(status.label == "incomplete")
        #expect(status.detail?.contains("needs searchController") == true)
        #expect(status.detail?.hasSuffix("var searchController: UISearchController!\n// snippet.show") == true)
    }

    @Test func theSiteRendersTheIncompleteBadge() throws {
        let example = SiteFixture.failingExample
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(
            documents: SiteFixture.documents,
            statuses: [example.id: .incomplete(needs: ["products"], suggestion: "var products: [String] = []")])
        let page = try #require(files["uisearchcontroller-topic.ru.html"])
        let figure = try #require(page.components(separatedBy: "data-example=\"\(example.id)\"").dropFirst().first)
        #expect(figure.contains("class=\"badge status-incomplete\""))
        #expect(figure.contains("var products: [String] = []"))
        #expect(files["index.html"]!.contains("1 incomplete"))
    }

    @Test func aPassWithNothingObservedSaysSoOnItsBadge() throws {
        let status = ExampleStatus.passedUnobserved(label: "compiled only", detail: "nothing was observed running")
        #expect(status.tag == "unobserved")
        #expect(status.label == "compiled only")
        #expect(status.detail?.contains("nothing was observed") == true)
        let example = SiteFixture.failingExample
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(
            documents: SiteFixture.documents, statuses: [example.id: status])
        let page = try #require(files["uisearchcontroller-topic.ru.html"])
        let figure = try #require(page.components(separatedBy: "data-example=\"\(example.id)\"").dropFirst().first)
        #expect(figure.contains("class=\"badge status-unobserved\" data-status=\"unobserved\""))
        #expect(figure.contains(">compiled only</span>"))
        #expect(!figure.contains("status-passed"))
        #expect(files["index.html"]!.contains("1 passed"))
    }
}
