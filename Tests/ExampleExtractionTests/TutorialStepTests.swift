import DocgenCore
import ExampleExtraction
import Foundation
import Testing

/// Alternatives and tutorial steps: a whole program shown again is an example of its own, a step that
/// replaces a member or continues an earlier section's program is a version of it.
@Suite struct TutorialStepTests {
    static func tab(_ label: String, _ body: String) -> String {
        "```swift fct_label=\"\(label)\"\n//\n//  ViewController.swift\n//\n\nimport UIKit\n\n\(body)\n```\n"
    }

    static let modern = """
        class ViewController: UIViewController {
            private let label = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(label)
            }
        }
        """
    static let swift2 = """
        class ViewController: UIViewController {
            private let label: UILabel = UILabel(frame: CGRectMake(0, 0, 150, 150))
            override func viewDidLoad() {
                super.viewDidLoad()
                self.view.addSubview(label)
            }
            func onChange(sender: UIStepper) {}
        }
        """

    /// FaBo's pages: one program per Swift version, as tabs of one section, each with its imports.
    @Test func tabsOfWholeProgramsAreExamplesOfTheirOwnAtTheirOwnLines() throws {
        let text = "# UIStepper\n\n" + Self.tab("Swift 5.x", Self.modern) + "\n" + Self.tab("Swift 2.3", Self.swift2)
        let (set, diagnostics) = extract(text, path: "Docs/fabo.ja.md")
        #expect(diagnostics.allSatisfy { $0.id != .programVersion })
        try #require(set.examples.count == 2)
        let (first, second) = (set.examples[0], set.examples[1])
        #expect(first.sources[0].location.line == 4 && second.sources[0].location.line == 20)
        #expect(first.version == nil && second.version == nil)
        // Each program holds only its own tab's lines.
        #expect(first.program.lines.compactMap(\.origin).allSatisfy { $0.line < 18 })
        #expect(second.program.lines.compactMap(\.origin).allSatisfy { $0.line > 18 })
        #expect(second.program.text.contains("CGRectMake") && !first.program.text.contains("CGRectMake"))
        #expect(
            second.assemblySteps.first?.action.hasSuffix(
                "(a whole program “Swift 2.3” of its own: it imports UIKit and declares ViewController again)") == true)
        #expect(second.hostType == "ViewController")
    }

    /// Without a label the structure says it: a block that imports and declares the section's class again.
    @Test func aWholeFileAfterStepsInItsSectionIsAnExampleOfItsOwn() {
        let steps = fence("swift", "class ViewController: UIViewController {\n    var items = [String]()\n}")
        let file = fence("swift", "import UIKit\n\n" + Self.modern)
        let (set, _) = extract("## S\n\n" + steps + "\n" + file)
        #expect(set.examples.map(\.id) == ["t__s", "t__s_2"])
        #expect(set.examples[1].program.text.contains("items") == false)
        // With its imports but using the step's `items`, it is the step's continuation.
        let continuing = fence(
            "swift", "import UIKit\n\nclass ViewController: UIViewController {\n    func show() { print(items) }\n}")
        #expect(extract("## S\n\n" + steps + "\n" + continuing).set.examples.map(\.id) == ["t__s"])
    }

    /// The bundled book's pattern: a skeleton, then its `viewDidLoad()` replaced by a step that does not
    /// compile yet.
    @Test func aStepReplacingAMemberInItsSectionIsAVersionWithItsOwnMode() throws {
        let skeleton = """
            import UIKit
            class LocationsTableViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """
        let step = """
            override func viewDidLoad() {
                super.viewDidLoad()
                let searchController = UISearchController(searchResultsController: nil)
                searchController.searchBar.delegate = self
            }
            """
        let text = "## S\n\n" + fence("swift", skeleton) + "\nText.\n\n" + fence("swift compile_fail", step)
        let (set, diagnostics) = extract(text)
        #expect(set.examples.map(\.id) == ["t__s", "t__s_v2"])
        #expect(set.examples.map(\.mode) == [.runnable, .compileFail(expected: nil)])
        #expect(set.examples[0].assemblySteps.count == 1)
        #expect(set.examples[1].version?.baseID == "t__s")
        #expect(set.examples[1].program.text.contains("searchBar.delegate = self"))
        #expect(set.examples[1].program.text.components(separatedBy: "override func viewDidLoad").count == 2)
        #expect(diagnostics.map(\.id) == [.programVersion])
        #expect(diagnostics.first?.location?.line == 15)
    }

    /// A class shown again with a member repeated as it was and a new one adds to the program.
    @Test func aMemberShownAgainUnchangedReplacesNothing() {
        let first = "class VC: UIViewController {\n    var window: UIWindow?\n}"
        let again = "class VC: UIViewController {\n    var window:   UIWindow?\n    func reset() { window = nil }\n}"
        let (set, _) = extract("## S\n\n" + fence("swift", first) + "\n" + fence("swift", again))
        #expect(set.examples.map(\.id) == ["t__s"])
        #expect(set.examples.first?.assembly.contains("added reset()") == true)
    }

    /// itisjoe's swiftgo pages: the properties in one section, the statements that use them in the next.
    @Test func statementsOfALaterSectionUsingTheClassesPropertiesAreItsNextVersion() throws {
        let properties =
            "class ViewController: UIViewController {\n    var myLabel: UILabel!\n    var myStepper: UIStepper!\n}"
        let statements =
            "myStepper = UIStepper()\nmyLabel.text = \"\\(myStepper.value)\"\nself.view.addSubview(myStepper)"
        let text = "# Stepper\n\n" + fence("swift", properties) + "\n## Create\n\n" + fence("swift", statements)
        let (set, _) = extract(text)
        #expect(set.examples.map(\.id) == ["t__stepper", "t__stepper_v2"])
        let version = try #require(set.examples.last)
        #expect(version.hostType == "ViewController")
        #expect(
            version.assemblySteps.last?.description
                == "lines 13-15 statements wrapped in func docgenFragmentAtLine13() of ViewController (version 2 of the program of section “Stepper”: its own section has none; it uses myLabel, myStepper of ViewController)"
        )
    }

    static let createAlert = "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)"
    static let createOK = "let ok = UIAlertAction(title: \"OK\", style: .default)"

    /// A tutorial: one section a step, each titled and with its block.
    static func steps(_ language: String, _ steps: [(title: String, code: String)]) -> String {
        steps.map { "## \($0.title)\n\n" + fence(language, $0.code) }.joined(separator: "\n")
    }

    /// A tutorial's steps, one section each: the value the first step declares is the one the next steps use.
    @Test func statementsOfALaterSectionUsingAValueAnEarlierProgramDeclaresAreItsNextVersion() throws {
        let (set, _) = extract(
            Self.steps(
                "swift",
                [
                    ("Step 1", Self.createAlert), ("Step 2", Self.createOK + "\nalert.addAction(ok)"),
                    ("Step 3", "present(alert, animated: true)"),
                ]))
        #expect(set.examples.map(\.id) == ["t__step_1", "t__step_1_v2", "t__step_1_v3"])
        #expect(
            set.examples[1].assemblySteps.last?.description.hasSuffix(
                "(version 2 of the program of section “Step 1”: its own section has none; it uses alert, which that program declares)"
            ) == true)
    }

    /// A step using the values of two earlier steps, each a program of its own, continues both.
    @Test func statementsUsingValuesOfTwoEarlierStepsTakeBothStepsBlocks() throws {
        let (set, _) = extract(
            Self.steps("swift", [("One", Self.createAlert), ("Two", Self.createOK), ("Three", "alert.addAction(ok)")]))
        #expect(set.examples.map(\.id) == ["t__one", "t__two_v2", "t__two"])
        let joined = try #require(set.examples.first { $0.id == "t__two_v2" })
        #expect(Set(joined.program.lines.compactMap(\.origin?.line)) == [4, 10, 16])
        #expect(
            joined.assemblySteps.last?.description.hasSuffix(
                "(version 2 of the program of section “Two”: its own section has none; it uses ok, which that program declares; and alert, which an earlier program declares)"
            ) == true)
    }

    /// Objective-C steps, one section each: a step using the variables of two earlier steps continues both, in
    /// the document's order; the full code shown again after a step, in its section, is an example of its own.
    @Test func objectiveCStatementsOfALaterSectionContinueTheProgramsThatDeclareWhatTheyUse() throws {
        let create =
            "UIAlertController *alert = [UIAlertController alertControllerWithTitle:@\"T\" message:nil preferredStyle:UIAlertControllerStyleAlert];"
        let action =
            "UIAlertAction *ok = [UIAlertAction actionWithTitle:@\"OK\" style:UIAlertActionStyleDefault handler:nil];"
        let text =
            Self.steps("objc", [("One", create), ("Two", action), ("Three", "[alert addAction:ok];")]) + "\n"
            + fence("objc", create + "\n" + action + "\n[alert addAction:ok];") + "\n"
            + Self.steps("objc", [("Four", "[self presentViewController:alert animated:YES completion:nil];")])
        let (set, _) = extract(text)
        #expect(set.examples.map(\.id) == ["t__one", "t__two_v2", "t__two", "t__three", "t__three_v2"])
        func lines(_ example: Example?) -> [Int] {
            Array(Set(example?.program.lines.compactMap(\.origin?.line) ?? [])).sorted()
        }
        let joined = try #require(set.examples.first { $0.id == "t__two_v2" })
        #expect(lines(joined) == [4, 10, 16])
        #expect(
            joined.assemblySteps.contains {
                $0.description.hasSuffix(
                    "(version 2 of the program of section “Two”: its own section has none; it uses alert, ok, which those programs declare)"
                )
            })
        // The full code declares alert and ok again: its own example, which step four continues.
        let whole = try #require(set.examples.first { $0.id == "t__three" })
        #expect(lines(whole) == [20, 21, 22])
        #expect(lines(set.examples.last) == [20, 21, 22, 28])
    }

    /// An Objective-C method defined again in its section (the first version, then the one that builds
    /// initials): a new version of the section's program without the earlier definition, as a Swift member
    /// replaced; a block with more than the methods it redefines does not version.
    @Test func anObjectiveCMethodDefinedAgainInItsSectionMakesANewVersion() throws {
        let first = "- (NSArray *)titles\n{\n    return @[];\n}"
        let second = "- (NSArray *)titles\n{\n    return @[@\"A\"];\n}"
        let text = "## Titles\n\n" + fence("objc", first) + "\nBetter:\n\n" + fence("objc", second)
        let (set, _) = extract(text)
        #expect(set.examples.map(\.id) == ["t__titles", "t__titles_v2"])
        let lines = { (example: Example) in Set(example.program.lines.compactMap(\.origin?.line)) }
        #expect(lines(set.examples[0]) == [4, 5, 6, 7])
        #expect(lines(set.examples[1]) == [13, 14, 15, 16])
        #expect(
            set.examples[1].assemblySteps.contains {
                $0.description.hasSuffix("(version 2: replaces titles of the step before it in this section)")
            })
    }

    /// A name a nested scope declares (`if let sheet = …`) is not the program's: a later block using it is its own.
    @Test func aNameOnlyANestedScopeDeclaresIsNotContinued() {
        let first =
            "let controller = UIViewController()\nif let sheet = controller.sheetPresentationController {\n    sheet.detents = [.medium()]\n}"
        let (set, _) = extract(
            "## One\n\n" + fence("swift", first) + "\n## Two\n\n" + fence("swift", "sheet.detents = [.large()]"))
        #expect(set.examples.map(\.id) == ["t__one", "t__two"])
    }

    /// `movie.title` is the movie's, not a member the statements take from the class around them.
    @Test func statementsUsingOnlyOtherValuesMembersStartAProgramOfTheirOwn() {
        let model = "class Catalog {\n    var title = \"\"\n}"
        let statements = "let movie = Catalog()\nprint(movie.title)"
        let (set, _) = extract("## One\n\n" + fence("swift", model) + "\n## Two\n\n" + fence("swift", statements))
        #expect(set.examples.map(\.id) == ["t__one", "t__two"])
    }

    /// The extensions continue the program that declares their type, even when another program came after it.
    @Test func extensionsContinueTheProgramDeclaringTheirTypeNotJustTheLatest() throws {
        let text = """
            # Search

            \(fence("swift", "class ViewController: UIViewController {\n    var cities = [\"A\"]\n}"))
            ## Other

            \(fence("swift", "struct Unrelated {}"))
            ## Delegates

            \(fence("swift", "extension ViewController: UISearchResultsUpdating {\n    func updateSearchResults(for searchController: UISearchController) { print(cities) }\n}"))
            """
        let (set, _) = extract(text)
        #expect(set.examples.map(\.id) == ["t__search", "t__search_v2", "t__other"])
        #expect(set.examples[1].program.text.contains("extension ViewController: UISearchResultsUpdating"))
    }

    /// A class shown again in a later section without the properties it uses is that class's next step;
    /// shown again complete, it is a program of its own.
    @Test func aClassShownAgainUsingItsEarlierPropertiesIsItsNextVersion() {
        let first = "class ViewController: UIViewController {\n    var items = [String]()\n}"
        let next =
            "class ViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        print(items)\n    }\n}"
        let complete =
            "class ViewController: UIViewController {\n    var items = [\"A\"]\n    override func viewDidLoad() { print(items) }\n}"
        let (set, _) = extract(Self.steps("swift", [("One", first), ("Two", next), ("Three", complete)]))
        #expect(set.examples.map(\.id) == ["t__one", "t__one_v2", "t__three"])
        #expect(
            set.examples[1].program.text.contains("var items") && set.examples[1].program.text.contains("print(items)"))
    }

    /// "Then, in viewDidLoad()": statements using a local the block before made continue its function;
    /// a block that declares the same local again is another function (an alternative, not a next line).
    @Test func statementsUsingTheLocalsOfTheBlockBeforeContinueItsFunction() throws {
        let controller = "class ViewController: UIViewController {\n    var items = [String]()\n}"
        let layout = "let layout = UICollectionViewFlowLayout()\nlayout.itemSize = CGSize(width: 10, height: 10)"
        let uses = "let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)\nview.addSubview(grid)"
        let again = "let layout = UICollectionViewFlowLayout()\nprint(layout)"
        let text = "## S\n\n" + [controller, layout, uses, again].map { fence("swift", $0) }.joined(separator: "\n")
        let example = try #require(extract(text).set.examples.first)
        #expect(
            example.assemblySteps.dropFirst().map(\.action) == [
                "statements wrapped in func docgenFragmentAtLine10() of ViewController",
                "statements added to func docgenFragmentAtLine10() of ViewController (they use its layout)",
                "statements wrapped in func docgenFragmentAtLine20() of ViewController",
            ])
        let text2 = example.program.text
        #expect(text2.components(separatedBy: "func docgenFragmentAtLine").count == 3)
    }
}

/// Methods shown with no type around them go into the class the example's code names as their owner.
@Suite struct NamedOwnerTests {
    static let statements =
        "let tap = UITapGestureRecognizer(target: self, action: #selector(ViewController.hide))\nview.addGestureRecognizer(tap)"
    static let method = "@objc func hide() {\n    field.resignFirstResponder()\n}"
    static let controller = "class ViewController: UIViewController {\n    var field = UITextField()\n}"

    @Test func methodsTheCodeNamesAsAClassesGoIntoAnExtensionOfIt() throws {
        let text =
            "## Tap\n\n" + fence("swift", Self.statements) + "\n" + fence("swift", Self.method)
            + "\n## The controller\n\n" + fence("swift", Self.controller)
        let (set, _) = extract(text)
        let example = try #require(set.examples.first)
        #expect(
            example.assemblySteps[1].action
                == "members of ViewController, which the example names (ViewController.hide): in an extension of it")
        #expect(example.program.text.contains("extension ViewController {\n@objc func hide()"))
    }

    /// An override cannot be in an extension: such methods stay in the hidden host.
    @Test func anOverrideStaysInTheHiddenHost() throws {
        let text =
            "## Tap\n\n" + fence("swift", Self.statements) + "\n"
            + fence("swift", "override func viewDidLoad() {}\n@objc func hide() {}")
            + "\n## The controller\n\n" + fence("swift", Self.controller)
        let (set, _) = extract(text)
        let example = try #require(set.examples.first)
        #expect(example.assemblySteps[1].action.hasPrefix("members added to the hidden host"))
    }
}

/// A member that can only be a member (`override`) in a block beside an extension goes into the host, not to
/// the top level.
@Suite struct MixedBlockMemberTests {
    @Test func anOverrideBesideAnExtensionGoesIntoTheHiddenHost() throws {
        let code =
            "override func viewWillAppear(_ animated: Bool) {\n    super.viewWillAppear(animated)\n}\n\nextension UIColor {\n    static var brand: UIColor { .red }\n}"
        let (set, _) = extract("## Mixed\n\n" + fence("swift", code))
        let example = try #require(set.examples.first)
        #expect(
            example.assemblySteps.first?.action.hasPrefix("viewWillAppear(_:) into DocgenHostViewController") == true)
    }
}
