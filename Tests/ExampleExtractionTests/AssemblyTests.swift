import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Testing

/// Automatic fragment assembly: what goes where, and where every line comes from.
@Suite struct AssemblyTests {
    /// `file:line:col<TAB>text` lines, as in the golden dump.
    func dump(_ example: Example?) -> [String] {
        example?.program.dump.split(separator: "\n").map(String.init) ?? []
    }

    @Test func membersGoIntoTheTypeReplacingTheSameSignature() throws {
        let text = """
            ## S

            ```swift
            class A: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            ```

            ```swift
            override func viewDidLoad() {
                print("new")
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            ```
            """
        let (set, diagnostics) = extract(text)
        // Replacing a member is the program's next step: the step before is checked as it was.
        #expect(diagnostics.map(\.id) == [.programVersion])
        #expect(set.examples.map(\.id) == ["t__s", "t__s_v2"])
        #expect(set.examples.first?.assembly == "1 block: lines 4-9 declares class A; import UIKit added")
        let example = try #require(set.examples.last)
        #expect(
            example.assemblySteps.map(\.description) == [
                "lines 4-9 declares class A",
                "lines 13-16 members added to A (added tableView(_:cellForRowAt:); replaced viewDidLoad()) (version 2: replaces viewDidLoad() of the step before it in this section)",
            ])
        #expect(
            dump(example) == [
                "+\timport UIKit",
                "Docs/t.md:4:1\tclass A: UITableViewController {",
                "Docs/t.md:13:1\toverride func viewDidLoad() {",
                "Docs/t.md:14:1\t    print(\"new\")",
                "Docs/t.md:15:1\t}",
                "Docs/t.md:8:1\t    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }",
                "Docs/t.md:16:1\toverride func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }",
                "Docs/t.md:9:1\t}",
            ])
        #expect(example.hostType == "A")
    }

    /// The Russian "Реализация" section: `{}` class, a redeclaration with the author's typo, two bare
    /// members (one with the Swift 2 name). The typo and the name stay, at their Markdown lines.
    @Test func redeclaredTypeMergesWithItsHeaderAndMembersWinning() throws {
        let marked = MarkedSource(
            """
            ## Реализация

            ```swift
            class MyTableViewController: UITableViewController, UISearchResultsUpdating {‸}
            ```

            ```swift
            class MyTableViewController: ‸UTableViewController, UISearchResultsUpdating {
                let searchController = UISearchController(searchResultsController: nil)
            }
            ```

            ```swift
            override func viewDidLoad() {
                super.viewDidLoad()
            }
            ```

            ```swift
            func updateSearchResultsForSearchController(searchController: UISearchController) {

            }
            ```
            """)
        let (set, _) = extract(marked.text, path: "Docs/topic.ru.md")
        let example = try #require(set.examples.first)
        #expect(set.examples.count == 1)
        #expect(example.id == "topic__realizatsiia")
        #expect(
            example.assembly
                == "4 blocks: line 4 declares class MyTableViewController; lines 8-10 redeclares class MyTableViewController, merged (header from this block; added var searchController); lines 14-16 members added to MyTableViewController (added viewDidLoad()); lines 20-22 members added to MyTableViewController (added updateSearchResultsForSearchController(searchController:)); import UIKit added"
        )
        let program = example.program
        #expect(program.text.contains("class MyTableViewController: UTableViewController, UISearchResultsUpdating {"))
        #expect(!program.text.contains("UISearchResultsUpdating {}"))
        #expect(program.lines.last?.text == "}")
        #expect(program.lines.last?.origin?.line == 10)
        // The typo's column: a compiler error at column c of line 2 maps to origin.column + c - 1.
        let header = try #require(program.lines.first { $0.text.hasPrefix("class") })
        let typo = marked.location(1, file: "Docs/topic.ru.md")
        let typoColumn = header.text.utf8.count - header.text.drop(while: { $0 != "U" }).utf8.count + 1
        #expect(
            header.origin.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column + typoColumn - 1) }
                == typo)
        #expect(example.hostType == "MyTableViewController")
    }

    /// A section of UIKit code: the document is not plain Swift, and its fragments are assembled as UIKit
    /// code is (a plain-Swift document's listings are each an example of its own: `ExampleScript`).
    static let uikitSection = "\n## U\n\n" + fence("swift", "let v = UIView()")

    @Test func membersInsertedIntoAOneLineTypeSplitItsLineWithExactColumns() throws {
        let text =
            "## S\n\n" + fence("swift", "struct S: Equatable { }") + "\n" + fence("swift", "var x = 1")
            + Self.uikitSection
        let (set, _) = extract(text)
        #expect(
            dump(set.examples.first) == [
                "Docs/t.md:4:1\tstruct S: Equatable {",
                "Docs/t.md:8:1\tvar x = 1",
                "Docs/t.md:4:23\t}",
            ])
    }

    @Test func statementsAreWrappedInAFunctionOfTheHostType() throws {
        let text = """
            ## S

            ```swift
            class Results: UITableViewController {}
            class Host: UIViewController, UISearchResultsUpdating {
                func updateSearchResults(for searchController: UISearchController) {}
            }
            ```

            ```swift
            let scopes = ["All", "Hard"]
            print(scopes)
            ```
            """
        let (set, _) = extract(text)
        let example = try #require(set.examples.first)
        #expect(example.hostType == "Host")
        #expect(example.assembly.contains("lines 11-12 statements wrapped in func docgenFragmentAtLine11() of Host"))
        #expect(
            dump(example).suffix(5) == [
                "+\t    func docgenFragmentAtLine11() {",
                "Docs/t.md:11:1\tlet scopes = [\"All\", \"Hard\"]",
                "Docs/t.md:12:1\tprint(scopes)",
                "+\t    }",
                "Docs/t.md:7:1\t}",
            ])
    }

    /// A class Apple's UIKit declares, quoted from its interface, is no type of the app's: the members of the
    /// next block go to the host they need, never into the quote.
    @Test func membersAfterAQuotedUIKitClassAreNotItsMembers() throws {
        let text =
            "## S\n\n"
            + fence(
                "swift",
                "open class UICollectionViewCompositionalLayout: UICollectionViewLayout {\n    public init(section: NSCollectionLayoutSection)\n}"
            )
            + "\n"
            + fence(
                "swift",
                "func configLayout() -> UICollectionViewLayout {\n    view.backgroundColor = .white\n    return UICollectionViewFlowLayout()\n}"
            )
        let (set, _) = extract(text)
        let example = try #require(set.examples.first)
        #expect(example.assembly.contains("declares class UICollectionViewCompositionalLayout"))
        #expect(!example.assembly.contains("members added to UICollectionViewCompositionalLayout"))
    }

    @Test func uikitStatementsWithoutAnyTypeBecomeATopLevelFunction() throws {
        let (set, _) = extract("## S\n\n" + fence("swift", "let a = UIView()\nprint(a)"))
        let example = try #require(set.examples.first)
        #expect(
            example.assembly.hasPrefix(
                "1 block: lines 4-5 statements wrapped in top-level func docgenFragmentAtLine4()"))
        #expect(
            example.program.lines.contains {
                $0.text == "@MainActor func docgenFragmentAtLine4() {" && $0.isSynthesized
            })
        #expect(example.hostType == nil)
        #expect(set.scripts.isEmpty)
    }

    @Test func plainStatementsAreTopLevelCodeOfTheDocumentsScript() throws {
        let (set, _) = extract(
            "## S\n\n" + fence("swift", "let a = 1\nprint(a)") + "\n## T\n\n" + fence("swift", "print(a + 1)"))
        let example = try #require(set.examples.first)
        #expect(example.assembly == "1 block: lines 4-5 top-level statements")
        #expect(example.program.lines.map(\.text) == ["let a = 1", "print(a)"])
        #expect(example.program.lines.allSatisfy { !$0.isSynthesized })
        #expect(example.hostType == nil)
        #expect(set.scripts.map(\.exampleIDs) == [set.examples.map(\.id)])
    }

    @Test func aFragmentInASectionWithoutAProgramMakesANewVersionOfTheDocumentsLatestProgram() throws {
        let text = """
            ## First

            \(fence("swift", "class A: UIViewController {\n    override func viewDidLoad() {}\n}"))
            ## Second

            \(fence("swift", "override func viewDidLoad() {\n    super.viewDidLoad()\n}"))
            """
        let (set, _) = extract(text)
        #expect(set.examples.map(\.id) == ["t__first", "t__first_v2"])
        #expect(set.examples.first?.assemblySteps.count == 1)
        #expect(
            set.examples.last?.assemblySteps.last?.description
                == "lines 12-14 members added to A (replaced viewDidLoad()) (version 2 of the program of section “First”: its own section has none)"
        )
    }

    @Test func aTypeOfTheSameNameInAnotherSectionIsANewExample() {
        let code = fence("swift", "class ViewController: UITableViewController {}")
        let (set, _) = extract(
            "## One\n\n" + code + "\n## Two\n\n" + fence("swift", "class ViewController: UIViewController {}"))
        #expect(set.examples.map(\.id) == ["t__one", "t__two"])
    }

    @Test func aTypeShownAgainWithItsMembersLeftOutIsTheNextVersion() {
        // `{ // 省略 }`: the class of section One again, to adopt a protocol; its members are left out.
        let first = fence("swift", "class ViewController: UIViewController {\n    var info = [\"a\"]\n}")
        let again = fence(
            "swift", "class ViewController: UIViewController, UITableViewDataSource {\n    // 省略\n}")
        let (set, _) = extract("## One\n\n" + first + "\n## Two\n\n" + again)
        #expect(set.examples.map(\.id) == ["t__one", "t__one_v2"])
    }

    @Test func aSecondTypeInTheSameSectionStartsAnotherExample() {
        let text =
            "## S\n\n" + fence("swift", "class A {}") + "\n" + fence("swift", "class B {}") + "\n"
            + fence("swift", "func f() {}") + Self.uikitSection
        let (set, _) = extract(text)
        #expect(set.examples.map(\.id) == ["t__s", "t__s_2", "t__u"])
        #expect(set.examples[1].assembly == "2 blocks: line 8 declares class B; line 12 members added to B (added f())")
    }

    @Test func membersWithNoTypeAnywhereGoIntoAHiddenHostWithANote() throws {
        let (set, diagnostics) = extract("## S\n\n" + fence("swift", "override func viewDidLoad() {}"))
        #expect(
            set.examples.first?.assembly
                == "1 block: line 4 members added to the hidden host DocgenHostViewController (added viewDidLoad()); import UIKit added"
        )
        #expect(diagnostics.map(\.id) == [.synthesizedHost])
        #expect(diagnostics.first?.location == SourceLocation(file: "Docs/t.md", line: 4, column: 1))
    }

    @Test func importUIKitIsSynthesizedOnlyWhenUIKitIsUsedAndMissing() {
        let uses = extract("## S\n\n" + fence("swift", "let p = CGPoint(x: 0, y: 0)")).set.examples.first
        #expect(uses?.program.lines.first == ProgramLine(text: "import UIKit", origin: nil))
        let imports = extract("## S\n\n" + fence("swift", "import UIKit\nprint(UIView())")).set.examples.first
        #expect(
            imports?.program.lines.filter(\.isSynthesized).map(\.text) == [
                "@MainActor func docgenFragmentAtLine5() {", "}",
            ])
        let plain = extract("## S\n\n" + fence("swift", "struct UIish { let UInt8Value = 1 }")).set.examples.first
        #expect(plain?.program.lines.allSatisfy { !$0.isSynthesized } == true)
    }

    @Test func hostTypeIsTheSearchingViewControllerEvenThroughOwnSuperclasses() {
        let code = """
            class Base: UITableViewController {}
            class Results: UITableViewController {}
            class Main: Base {
                let searchController = UISearchController(searchResultsController: nil)
            }
            """
        #expect(extract("## S\n\n" + fence("swift", code)).set.examples.first?.hostType == "Main")
        // A model class is not a screen; a typo of a controller's name or the author's own base class is.
        #expect(extract("## S\n\n" + fence("swift", "struct S {}\nclass Model {}")).set.examples.first?.hostType == nil)
        #expect(
            extract("## S\n\n" + fence("swift", "class A: UTableViewController {}")).set.examples.first?.hostType == "A"
        )
    }

    /// A property or function with an attribute only a class's member may have (`@IBOutlet`, `@IBAction`,
    /// `@objc`) is a member, shown alone: in the hidden host, never at the top level, where Swift rejects it.
    @Test(arguments: [
        "@IBOutlet var cityTableView: UITableView!", "@IBAction func tapped(_ sender: UIButton) {}",
        "@objc func refresh() {}",
    ])
    func aDeclarationWithAMemberOnlyAttributeIsHosted(_ code: String) throws {
        let example = try #require(extract("## S\n\n" + fence("swift", code)).set.examples.first)
        #expect(example.hostType == "DocgenHostViewController")
        let plain = try #require(extract("## S\n\n" + fence("swift", "var count = 0")).set.examples.first)
        #expect(plain.hostType == nil)
    }

    /// A function a body cannot declare, after the statements whose `#selector` names it, is the host's member
    /// beside the function docgen wraps them in.
    @Test func anObjcFunctionAfterStatementsIsAMemberBesideThem() throws {
        let code =
            "let button = UIButton(type: .system)\nbutton.addTarget(self, action: #selector(tapped), for: .touchUpInside)\nview.addSubview(button)\n\n@objc func tapped(sender: UIButton) {\n    print(\"tapped\")\n}"
        let example = try #require(extract("## S\n\n" + fence("swift", code)).set.examples.first)
        #expect(example.hostType == "DocgenHostViewController")
        #expect(
            example.assemblySteps.last?.action
                == "statements wrapped in func docgenFragmentAtLine4() of DocgenHostViewController, tapped(sender:) into DocgenHostViewController"
        )
    }

    /// A controller's statements after a cell class go into the hidden controller, not into the cell.
    @Test func controllerStatementsAfterACellGoIntoTheHiddenHost() throws {
        let cell = "class MyCell: UITableViewCell {\n    let badge = UILabel()\n}"
        let statements = "tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")"
        let example = try #require(
            extract("## S\n\n" + fence("swift", cell) + "\n" + fence("swift", statements)).set.examples.first)
        #expect(example.hostType == "DocgenHostViewController")
        #expect(
            example.assemblySteps.last?.action
                == "statements wrapped in func docgenFragmentAtLine10() of DocgenHostViewController")
    }

    /// Cells, views, app delegates and model classes are never the screen, whatever comes first.
    @Test(arguments: [
        "class MyCell: UITableViewCell {}", "class Card: UICollectionViewCell {}", "class Badge: UIView {}",
        "class AppDelegate: UIResponder, UIApplicationDelegate {}", "class Item: NSObject {}",
        "class Presenter: UIPresentationController {}",
    ])
    func aClassThatIsNoControllerIsNeverTheHost(declaration: String) {
        #expect(extract("## S\n\n" + fence("swift", declaration)).set.examples.first?.hostType == nil)
        let withController = declaration + "\nclass Screen: UIViewController {}"
        #expect(extract("## S\n\n" + fence("swift", withController)).set.examples.first?.hostType == "Screen")
    }
}
