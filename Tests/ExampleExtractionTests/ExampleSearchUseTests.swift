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

    /// The text-field filter check fits a table answering typing into a field, never search (its own oracles).
    @Test func aTableFilteredFromATextFieldIsTypedInto() throws {
        let delegate =
            "func textField(_ f: UITextField, shouldChangeCharactersIn r: NSRange, replacementString s: String) -> Bool { true }"
        #expect(try example("let table = UITableView()\n\(delegate)").filtersFromATextField)
        #expect(
            try example("let table = UITableView()\nfield.addTarget(self, action: #selector(f), for: .editingChanged)")
                .filtersFromATextField)
        #expect(try example("let table = UITableView()\nlet field = UITextField()").filtersFromATextField == false)
        #expect(try example(delegate).filtersFromATextField == false)
        #expect(
            try example("let table = UITableView()\nlet bar = UISearchBar()\n\(delegate)").filtersFromATextField
                == false)
    }
}
