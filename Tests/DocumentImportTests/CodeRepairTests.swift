import Testing

@testable import DocumentImport

/// Item 3: code found by shape and SwiftParser, fenced, re-indented, and repaired only where that helps.
@Suite struct CodeRepairTests {
    static let flattenedBookCode = """
        Replace the class with this code:
        class ListController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) >
        Int {
        return 1
        }
        func sorted(_ names: [String]) > [String] {
        return names.sorted { (a: String, b: String) > Bool in
        return a > b
        }
        }
        }
        The comparison a > b is the author's.
        """

    @Test func arrowsAreRepairedInSignaturesAndClosuresOnly() {
        let result = Imported(Self.flattenedBookCode)
        #expect(
            result.code == [
                """
                class ListController: UITableViewController {
                    override func numberOfSections(in tableView: UITableView) -> Int {
                        return 1
                    }
                    func sorted(_ names: [String]) -> [String] {
                        return names.sorted { (a: String, b: String) -> Bool in
                            return a > b
                        }
                    }
                }
                """
            ])
        #expect(result.repairs(.arrow).count == 3)
        #expect(result.repairs(.lineWrap).map(\.sourceLines) == [3...4])
        #expect(result.repairs(.indentation).count == 1)
        #expect(result.paragraphs == ["Replace the class with this code:", "The comparison a > b is the author's."])
    }

    @Test func indentedCodeKeepsItsIndentationWithoutTheCommonMargin() {
        let result = Imported(
            """
            Code:

                    if ready {
                        start()
                    }

            Done.
            """)
        #expect(result.code == ["if ready {\n    start()\n}"])
        #expect(result.repairs(.indentation).isEmpty)
    }

    @Test func identifiersSplitBySpaceAreRejoinedFromUIKitButAuthorsTyposStay() {
        let result = Imported(
            """
            设置scope

                searchController.searchBar.scopeButton s = [\\"All\\", \\"Hard\\"]
                class MyTableViewController: UTableViewController {}
            """)
        #expect(
            result.code == [
                "searchController.searchBar.scopeButtonTitles = [\"All\", \"Hard\"]\nclass MyTableViewController: UTableViewController {}"
            ])
        #expect(result.repairs(.spacedIdentifier).map(\.replacement) == ["scopeButtonTitles"])
        #expect(result.repairs(.escapedQuotes).count == 1)
    }

    @Test func aNameSpacedByJustificationIsRejoined() {
        let result = Imported(
            "Code:\n\noverride func viewDid Load() {\n    navigationItem.hidesSearchBarWhen Scrolling = false\n}\n")
        #expect(
            result.code == ["override func viewDidLoad() {\n    navigationItem.hidesSearchBarWhenScrolling = false\n}"])
    }

    @Test func aSpacedNameWithNoEvidenceIsLeftAlone() {
        let result = Imported("Code:\n\nfunc f() {\nlet a = frobnicateWidget s\n}\n")
        #expect(result.code == ["func f() {\n    let a = frobnicateWidget s\n}"])
        #expect(result.repairs(.spacedIdentifier).isEmpty)
    }

    @Test func identifiersSplitAcrossCodeLinesAreRejoinedWhenTheDocumentUsesThem() {
        let result = Imported(
            """
            Call it:

            let cell = tableView.dequeueReusable
            Cell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "x"
            """)
        #expect(
            result.code.first?.contains("tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)")
                == true)
        #expect(result.repairs(.splitIdentifier).map(\.replacement) == ["dequeueReusableCell"])
    }

    @Test func objectiveCIsFencedAsObjc() {
        let result = Imported(
            """
            In Objective-C:

            @property (strong, nonatomic) UISearchController *searchController;

            - (void)configure
            {
                self.searchController.searchBar.delegate = self;
            }
            """)
        #expect(result.languages == ["objc"])
        #expect(result.code.first?.hasPrefix("@property") == true)
    }

    @Test func flattenedCallsWithTrailingClosuresAreNotJoined() {
        let result = Imported(
            """
            Animate it:
            func fade() {
            UIView.animate(withDuration: 0.3, animations: {
            self.view.alpha = 0
            }, completion: { _ in
            self.done()
            })
            }
            Then call fade().
            """)
        #expect(
            result.code == [
                """
                func fade() {
                    UIView.animate(withDuration: 0.3, animations: {
                        self.view.alpha = 0
                    }, completion: { _ in
                        self.done()
                    })
                }
                """
            ])
        #expect(result.repairs(.lineWrap).isEmpty)
    }

    @Test func pdfCharacterDamageIsUndoneInCode() {
        let result = Imported(
            """
            Listing 2 shows it:
            1 override func viewDidLoad() {
            2     super.viewDidLoad()
            3     tableView.register(UITableViewCell.self, forCellReuseIdentifier: “Cell”)
            4     self.deﬁnesPresentationContext = true
            5 }
            6 func count() → Int { return 0 }
            The numbers are the listing's.
            """)
        #expect(
            result.code == [
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                    self.definesPresentationContext = true
                }
                func count() -> Int { return 0 }
                """
            ])
        #expect(result.repairs(.listingNumbers).map(\.sourceLines) == [2...7])
        #expect(result.repairs(.typographicQuotes).count == 1)
        #expect(result.repairs(.ligatures).count == 1)
        #expect(result.repairs(.arrow).count == 1)
    }

    @Test func aCodeListingBrokenByAPageBreakStaysOneBlock() {
        let result = Imported(
            """
            The class:
            class A: UIViewController {
            override func viewDidLoad() {
            super.viewDidLoad()
            \u{0C}Chapter 4 Searching 87
            view.backgroundColor = .white
            }
            }
            That is all.
            """)
        #expect(result.code.count == 1)
        #expect(result.code.first?.contains("        view.backgroundColor = .white") == true)
        #expect(!result.document.markdown.contains("Chapter 4"))
    }

    @Test func aNameInARunningSentenceIsProseAndTypesSplitAcrossLinesRejoin() {
        let text = [
            "Добавьте метод\u{A0}", "tableView(_:cellForRowAt:)", ":",
            "override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Index",
            "Path) > UITableViewCell {", "return UITableViewCell()", "}",
        ].joined(separator: "\n")
        let result = Imported(text)
        #expect(result.paragraphs == ["Добавьте метод tableView(_:cellForRowAt:):"])
        #expect(
            result.code == [
                """
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    return UITableViewCell()
                }
                """
            ])
    }

    @Test func swiftAndObjectiveCListingsWithNothingBetweenAreTwoBlocks() {
        let result = Imported(
            """
            Both languages:

            let controller = UISearchController(searchResultsController: nil)
            controller.searchBar.delegate = self

            self.controller = [[UISearchController alloc] initWithSearchResultsController:nil];
            self.controller.searchBar.delegate = self;
            """)
        #expect(result.languages == ["swift", "objc"])
    }

    @Test func pageWidthWrapsInsideFlattenedCodeAreJoined() {
        let result = Imported(
            """
            Add this:
            override func viewDidLoad() {
            super.viewDidLoad()
            // Источник данных для табличного
            представления
            let controller =
            UISearchController(searchResultsController: nil)
            controller.searchBar.place-
            holder = "Search"
            }
            Done.
            """)
        #expect(
            result.code == [
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // Источник данных для табличного представления
                    let controller = UISearchController(searchResultsController: nil)
                    controller.searchBar.placeholder = "Search"
                }
                """
            ])
    }

    @Test func layoutModeProseWithAMarginIsNotCode() {
        let result = Imported(
            """
                Set the updater:
                    searchController.searchResultsUpdater = self
                    navigationItem.searchController = searchController
                Then the search bar shows in the navigation bar, and the
                results appear in the table as the user types.
            """)
        #expect(
            result.code == [
                "searchController.searchResultsUpdater = self\nnavigationItem.searchController = searchController"
            ])
        #expect(
            result.paragraphs.last
                == "Then the search bar shows in the navigation bar, and the results appear in the table as the user types."
        )
    }

    @Test func textThatIsAllCodeIsOneBlock() {
        let result = Imported("import UIKit\n\nclass A: UIViewController {\n    var x = 1\n}\n")
        #expect(result.code == ["import UIKit\n\nclass A: UIViewController {\n    var x = 1\n}"])
        #expect(result.paragraphs.isEmpty)
    }

    @Test func aSentenceWithCodeWordsIsNotCode() {
        let result = Imported("Notes\n\nReturn the value when the view is loaded.\nUse let and var for names.\n")
        #expect(result.code.isEmpty)
    }
}
