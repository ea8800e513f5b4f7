import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// Conventions of real docs decided before compiling: elided code, `**` emphasis, API listings.
struct ConventionVerdictTests {
    func verdict(_ code: String) throws -> ConventionVerdict? {
        let markdown = "# Topic\n\n```swift\n\(code)\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        return ConventionVerdict.of(example)
    }

    /// The (line, column) of each diagnostic; the code starts on line 4.
    func places(_ verdict: ConventionVerdict?) -> [[Int]] {
        (verdict?.diagnostics ?? []).map { [$0.location?.line ?? 0, $0.location?.column ?? 0] }
    }

    // MARK: - A brace the block lost

    /// A block that lost its last `}` fails at its end, the `{` it leaves open as a note; with elided code
    /// it is a sketch (the hole may hold the brace), and a class shown in pieces is whole.
    @Test func aBlockThatLostItsClosingBraceFailsAtItsEnd() throws {
        let unclosed = try #require(
            try verdict(
                """
                class FirstViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                    }
                """))
        #expect(unclosed.status == .failed)
        #expect(unclosed.diagnostics.map(\.id) == [.unclosedBrace])
        #expect(places(unclosed) == [[7, 5]])
        #expect(unclosed.diagnostics[0].notes.map(\.location?.line) == [4])
        // The final `}` deleted, its line left blank: the error is on that line, where the brace was.
        let lost = try #require(try verdict("struct Song {\n    var name: String\n\n    "))
        #expect(places(lost) == [[7, 1]])
        // An inner block's `}` lost: the class's `}`, less indented than the method's line, closes the method;
        // the error is where the method's brace was (its blank line), not at the block's end.
        let inner = try #require(
            try verdict(
                """
                class FirstViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()

                    func refresh() {}
                }
                """))
        #expect(inner.status == .failed)
        #expect(places(inner) == [[7, 5]])
        #expect(inner.diagnostics[0].notes.map(\.location?.line) == [5])
        let sketch = try verdict("class FirstViewController: UIViewController {\n    ...")
        #expect(sketch?.status == .incomplete(needs: ["elided code at line 5"], suggestion: ""))
        #expect(sketch?.hole == nil)
        #expect(try verdict("class A {\n    func f() {}\n}") == nil)
        // A `{` that ends a continued line closes at its declaration's first line; with every brace closed, a
        // syntax error elsewhere (a Swift 2 `tableView(tableView:…)` left half-written) is no lost brace.
        let continued = try verdict(
            """
            class ViewController: UIViewController,
              UITableViewDelegate, UITableViewDataSource {
              // omitted
            }
            let x = (1,
            """)
        #expect(continued?.hole != nil)
        let shown = try verdict(
            """
            class ViewController: UIViewController,
              UITableViewDelegate, UITableViewDataSource {
              var rows = 0
            }
            let x = (1,
            """)
        #expect(shown?.diagnostics.map(\.id).contains(.unclosedBrace) != true)
    }

    // MARK: - Elided code

    @Test(arguments: [
        ("override func viewDidLoad() {\n    super.viewDidLoad()\n    ...\n}", 6, 5),
        ("override func viewDidLoad() {\n    super.viewDidLoad()\n    …\n}", 6, 5),
        ("override func viewDidLoad() {\n    // ...\n}", 5, 5),
        ("override func viewDidLoad() { … }", 4, 31),
        ("let cell = <#cell#>", 4, 12),
        ("let title = \"…\"\nfunc f() {\n    /* ... */\n}", 6, 5),
    ])
    func elidedCodeIsIncompleteAtItsLine(code: String, line: Int, column: Int) throws {
        let verdict = try #require(try verdict(code))
        #expect(verdict.status == .incomplete(needs: ["elided code at line \(line)"], suggestion: ""))
        #expect(places(verdict) == [[line, column]])
        #expect(verdict.diagnostics.first?.id == .elidedCode)
    }

    /// An elision is a hole, not a verdict (issue 31): a misspelt UIKit name is the doc's error whatever the
    /// hole leaves out, with Xcode's fix-it from Apple's data; Apple's names, declared names and names Apple
    /// renamed (which need the compiler's context) leave the example incomplete.
    @Test func aMisspeltUIKitNameBesideAnElisionFails() throws {
        let code = """
            class SearchViewController: UIViewContoller {
                let table = UITableView()
                // ...
            }
            """
        let elided = try #require(try verdict(code))
        #expect(elided.status == .failed)
        #expect(places(elided) == [[4, 29], [6, 5]])
        #expect(elided.diagnostics.map(\.id) == [.notInAppleUIKit, .elidedCode])
        #expect(elided.diagnostics[0].message == "cannot find type 'UIViewContoller' in scope")
        #expect(elided.diagnostics[0].notes.map(\.message) == ["did you mean 'UIViewController'?"])
        for right in [
            code.replacingOccurrences(of: "UIViewContoller", with: "UIViewController"),
            "class UIViewContoller {}\n" + code,
        ] {
            #expect(try verdict(right)?.status.needs.first?.hasPrefix("elided code") == true)
        }
    }

    @Test func anElisionCommentIsProseWhenTheDocSuppliesAHiddenPart() throws {
        let code = """
            // snippet.hide
            class A {
                var items: [String] = []
            // snippet.show
                // ...
                func add() { items.append("x") }
            // snippet.hide
            }
            """
        #expect(try verdict(code) == nil)
        #expect(try verdict(code.replacingOccurrences(of: "// ...", with: "...")) != nil)
    }

    @Test func multilineStringsAreText() throws {
        let code = #"""
            let message = """
                Loading…
                ...
                **bold**
                """
            """#
        #expect(try verdict(code) == nil)
    }

    @Test func rangesEllipsesInStringsAndPlainCommentsAreNotElisions() throws {
        #expect(try verdict("let r = 0...5\nlet s = \"... …\"\n// see below\nfunc f(_ xs: Int...) {}") == nil)
    }

    // MARK: - Emphasis

    @Test func boldInCodeIsOneLocatedError() throws {
        let verdict = try #require(
            try verdict(
                "override func viewDidLoad() {\n    **navigationItem.searchController = searchController**\n    **definesPresentationContext = true**\n}"
            ))
        #expect(verdict.status == .failed)
        #expect(places(verdict) == [[5, 5]])
        #expect(verdict.diagnostics.first?.message.contains("Markdown emphasis") == true)
        #expect(verdict.diagnostics.first?.message.contains("on 2 lines") == true)
    }

    @Test func docCommentsAreNeitherEmphasisNorElision() throws {
        let code = """
            func f() {
                /** Search presents a view controller …
                    This means ... it moves up the hierarchy.
                */
                /* **not bold** */ let x = 1 /* … */
            }
            """
        #expect(try verdict(code) == nil)
    }

    @Test func aDeclaredPowerOperatorOrAStarInAStringIsNotEmphasis() throws {
        #expect(try verdict("infix operator **\nfunc ** (a: Int, b: Int) -> Int { a * b }\nlet x = 2 ** 3") == nil)
        #expect(try verdict("let s = \"**bold**\"") == nil)
    }

    // MARK: - Listings

    @Test func aProtocolCopiedFromUIKitIsAListingOfApplesDeclarations() throws {
        let verdict = try #require(
            try verdict(
                """
                protocol UITableViewDataSource {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                    optional func numberOfSections(in tableView: UITableView) -> Int
                }
                """))
        #expect(verdict.status == .passed)
        #expect(verdict.evidence == .listing)
    }

    @Test func bareDeclarationsAreFoundAcrossUIKit() throws {
        let verdict = try #require(
            try verdict(
                """
                var title: String? { get set }
                func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
                func tableView(_:cellForRowAt:)
                """))
        #expect(verdict.status == .passed)
        #expect(verdict.evidence == .listing)
    }

    @Test func aMisspelledListedMemberFailsWithDidYouMean() throws {
        let verdict = try #require(
            try verdict(
                """
                protocol UITableViewDataSource {
                    func tableView(_ tableView: UITableView, cellForRow indexPath: IndexPath) -> UITableViewCell
                }
                """))
        #expect(verdict.status == .failed)
        #expect(places(verdict) == [[5, 5]])
        let message = try #require(verdict.diagnostics.first?.message)
        #expect(message.contains("type 'UITableViewDataSource' has no member 'tableView(_:cellForRow:)'"))
        #expect(message.contains("did you mean 'tableView(_:cellForRowAt:)'"))
    }

    @Test func aListingOfAnotherLibrarysAPIIsAFragmentNotAPass() throws {
        // A kit's own factory, listed without a body: nothing in UIKit is named or near it.
        let verdict = try verdict(
            """
            public static func create(
                tableView: UITableView,
                enableLogging: Bool = false
            ) -> BaseReorderableDiffableDataSource<Section, Item>
            """)
        #expect(verdict?.status == .incomplete(needs: ["create(tableView:enableLogging:)"], suggestion: ""))
        #expect(places(verdict) == [[4, 1]])
        #expect(verdict?.evidence == nil)
    }

    @Test func aMisspelledUIKitTypeInAnotherLibrarysDeclarationIsTheDocsError() throws {
        // The declaration is no UIKit member (the labels of a table view's, in a collection view's data source),
        // which Apple's data cannot judge; the type `UICollecionView` UIKit does not have, one letter from its
        // `UICollectionView`, is the doc's typo as Xcode would report it.
        let verdict = try #require(
            try verdict(
                """
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
                func collectionView(_ collectionView: UICollecionView, cellForRowAt indexPath: IndexPath) -> UICollectionViewCell
                """))
        #expect(verdict.status == .failed)
        #expect(places(verdict) == [[5, 39]])
        #expect(verdict.diagnostics.first?.notes.first?.message == "did you mean 'UICollectionView'?")
    }

    @Test func aSwift2NameIsMatchedToItsShorterLabels() throws {
        let code = """
            protocol UITableViewDelegate {
                optional func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath)
            }
            """
        let verdict = try #require(try verdict(code))
        #expect(verdict.diagnostics.first?.message.hasSuffix("did you mean 'tableView(_:didSelectRowAt:)'?") == true)
    }

    @Test func aWrongSignatureFailsWithApplesDeclaration() throws {
        let verdict = try #require(try verdict("func insertRows(at indexPaths: [IndexPath], with animation: Int)"))
        #expect(verdict.status == .failed)
        #expect(places(verdict) == [[4, 1]])
        #expect(verdict.diagnostics.first?.message.contains("Apple declares it 'func insertRows(at") == true)
    }

    @Test func aBareSelectorFormNameIsLookedUp() throws {
        let verdict = try #require(try verdict("func tableView(_:cellForRowAtt:)"))
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.first?.message.contains("did you mean 'tableView(_:cellForRowAt:)'") == true)
    }

    @Test func programsAndTheDocsOwnProtocolsAreNotListings() throws {
        #expect(try verdict("protocol TodoStore {\n    func add(_ title: String)\n}") == nil)
        #expect(
            try verdict(
                "class A: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}")
                == nil)
        #expect(try verdict("let x = 1\nprint(x)") == nil)
    }

    @Test func aClassOfTheDocsOwnListsMembersOfWhatItInherits() throws {
        let verdict = try #require(
            try verdict(
                "class ViewController: UIViewController {\n    func viewDidLoad()\n    func viewWillAppear(_ animated: Bool)\n}"
            ))
        #expect(verdict.status == .passed)
        #expect(verdict.evidence == .listing)
    }
}
