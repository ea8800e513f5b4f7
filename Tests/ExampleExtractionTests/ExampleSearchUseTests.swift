import DocParsing
import Testing

@testable import ExampleExtraction

/// Which checks fit an example: the search oracles only where it uses search, the Cancel step only where
/// the bar can show Cancel.
struct ExampleSearchUseTests {
    func example(_ code: String) throws -> Example {
        let document = DocumentParser.parse("# A\n\n```swift\n\(code)\n```\n", path: "Docs/t.en.md").document
        return try #require(ExampleSet.extract(from: [document]).0.examples.first)
    }

    @Test func searchIsANameOfUIKitsSearchAPIInTheCode() throws {
        #expect(try example("let controller = UISearchController(searchResultsController: nil)").usesSearch)
        #expect(try example("class A: UIViewController, UISearchResultsUpdating {}").usesSearch)
        #expect(try example("let table = UITableView()").usesSearch == false)
        #expect(try example("let s = \"UISearchBar\" // UISearchBar").usesSearch == false)
    }

    @Test func onlyASearchControllerOrShowsCancelButtonShowsCancel() throws {
        #expect(try example("let controller = UISearchController(searchResultsController: nil)").mayShowCancelButton)
        #expect(try example("let bar = UISearchBar()\nbar.showsCancelButton = true").mayShowCancelButton)
        #expect(
            try example("let bar = UISearchBar()\nbar.setShowsCancelButton(true, animated: true)").mayShowCancelButton)
        #expect(try example("let bar = UISearchBar()").mayShowCancelButton == false)
    }
}
