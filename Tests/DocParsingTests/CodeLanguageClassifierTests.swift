import DocParsing
import Testing

@Suite struct CodeLanguageClassifierTests {
    @Test(arguments: [
        (
            "class ViewController: UITableViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}\n",
            CodeLanguage.swift as CodeLanguage?
        ),
        ("func updateSearchResults(for searchController: UISearchController) {\n}\n", .swift),
        ("@property (strong, nonatomic)  UISearchController *searchController;\n", .objectiveC),
        ("- (void)resetSearchbarAndTableView{\n// Reload\n}\n", .objectiveC),
        ("self.searchController = [[UISearchController alloc] initWithSearchResultsController:nil];\n", .objectiveC),
        ("activate → (none)\n", nil),
        ("", nil),
    ])
    func infersTheLanguage(code: String, expected: CodeLanguage?) {
        #expect(CodeLanguageClassifier.infer(code) == expected)
    }

    @Test(arguments: [
        ("objc", CodeLanguage.objectiveC), ("Objective-C", .objectiveC), ("swift", .swift), ("txt", .text),
        ("json", .other("json")),
    ])
    func fenceWords(word: String, language: CodeLanguage) {
        #expect(CodeLanguage(fenceWord: word) == language)
    }
}
