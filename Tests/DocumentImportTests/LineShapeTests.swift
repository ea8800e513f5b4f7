import Testing

@testable import DocumentImport

@Suite struct LineShapeTests {
    @Test(arguments: [
        "override func viewDidLoad() {", "super.viewDidLoad()", "}", "let x = 1", "return match != nil",
        "searchController.searchBar.delegate = self", "import UIKit", "- (void)searchBarConfiguration",
        "[self.view addGestureRecognizer:self.tapGestureRecognizer];",
        "@property (strong, nonatomic) UISearchController *sc;",
        "(title: \"Intermediate\", image: \"blue_square\"),", "Int) > Int {", "class A: UITableViewController {}",
    ])
    func codeLines(_ line: String) {
        #expect(LineShape.classify(line) == .code)
    }

    @Test(arguments: [
        "Откройте файл LocationsTableViewController.swift и удалите весь код.",
        "A view controller that manages the display of search results based on interactions with a search bar.",
        "使用init(searchResultsController:)来传递显示结果的控制器",
        "You pass the second view controller to the init(searchResultsController:) method when you initialize it.",
        "• UISearchController (searchResultsController: UIViewController?) // Передача nil",
        "Delegate: UISearchBarDelegate, UISearchControllerDelegate, UISearchBarDelegate",
        "for the search bar, and then return to the list.",
    ])
    func proseLines(_ line: String) {
        #expect(LineShape.classify(line) == .prose)
    }

    @Test func commentsFragmentsAndBlanks() {
        #expect(LineShape.classify("    // MARK: - Table") == .comment)
        #expect(LineShape.classify("viewDidLoad") == .fragment)
        #expect(LineShape.classify(":") == .fragment)
        #expect(LineShape.classify(".map(\\.name)") == .fragment)
        #expect(LineShape.classify("That is all.") == .prose)
        #expect(LineShape.classify(" \u{00A0} ") == .blank)
    }
}
