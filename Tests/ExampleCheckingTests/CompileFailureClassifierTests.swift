import AppleUIKitAPI
import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

struct CompileFailureClassifierTests {
    /// The first example of a one-document set.
    func example(_ markdown: String) throws -> Example {
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        return try #require(ExampleSet.extract(from: [document]).0.examples.first)
    }

    func error(_ line: Int, _ column: Int, _ message: String, notes: [Diagnostic.Note] = []) -> Diagnostic {
        compilerError(at: location("Docs/t.en.md", line, column), message, notes: notes)
    }

    static let sceneDelegate = """
        # Scenes

        ```swift
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                print(UIScreen.main.bounds)
            }
        }
        ```
        """

    @Test func onlyUnmodelledNamesIsASkipWithEachNameAtItsFirstUse() throws {
        let example = try example(Self.sceneDelegate)
        let verdict = CompileFailureClassifier().classify(
            [
                error(6, 35, "cannot find type 'UIWindowSceneDelegate' in scope [cannot_find_type_in_scope]"),
                error(8, 25, "cannot find type 'UIScene' in scope [cannot_find_type_in_scope]"),
                error(8, 60, "cannot find type 'UISceneSession' in scope [cannot_find_type_in_scope]"),
                error(9, 41, "cannot find type 'UIWindowScene' in scope [cannot_find_type_in_scope]"),
                error(9, 20, "'nil' requires a contextual type [unresolved_nil_literal]"),
                error(10, 29, "extra argument 'windowScene' in call [extra_argument_named]"),
                error(11, 28, "type 'UIScreen' has no member 'main' [could_not_find_type_member]"),
                error(8, 25, "cannot find type 'UIScene' in scope [cannot_find_type_in_scope]"),
            ], example: example)
        #expect(
            verdict.status
                == .skipped(
                    reason:
                        "uses UIKit API the headless UIKit does not model: UIWindowSceneDelegate, UIScene, UISceneSession, UIWindowScene, UIWindow(windowScene:), UIScreen.main"
                ))
        #expect(verdict.unmodelled.map(\.name).first == "UIWindowSceneDelegate")
        #expect(verdict.unmodelled.first { $0.name == "UIScene" }?.location == location("Docs/t.en.md", 8, 25))
        #expect(verdict.diagnostics.allSatisfy { $0.id == .unmodelledUIKitAPI && $0.severity == .note })
        #expect(verdict.diagnostics.count == 6)
    }

    @Test func realErrorsBesideUnmodelledNamesStillFail() throws {
        let example = try example(Self.sceneDelegate)
        let errors = [
            error(8, 25, "cannot find type 'UIScene' in scope [cannot_find_type_in_scope]"),
            error(7, 17, "cannot find type 'UTableViewController' in scope [cannot_find_type_in_scope]"),
        ]
        let verdict = CompileFailureClassifier().classify(errors, example: example)
        #expect(verdict.status == .failed)
        // The doc's own error is shown as an error; the name the headless UIKit lacks is a note, never an error.
        #expect(
            verdict.diagnostics.map(\.message) == [
                "cannot find type 'UTableViewController' in scope",
                "'UIScene' is UIKit API the headless UIKit does not model",
            ])
        #expect(verdict.diagnostics[0].notes.map(\.message) == ["did you mean 'UITableViewController'?"])
        #expect(verdict.diagnostics[1].severity == .note)
        #expect(verdict.unmodelled.map(\.name) == ["UIScene"])
    }

    /// An error no missing declaration could cause is the doc's, in a statement that uses a name the fragment
    /// never declares too: the signature quoted as a call, `animated: <Bool`.
    @Test func anErrorFromTheCodeAloneIsNoCascadeOfANeed() throws {
        let example = try example(
            "# T\n\n```swift\nsegmentedContol.insertSegment(with: nil, at: 0, animated: <Bool)\n```\n")
        let need = error(4, 1, "cannot find 'segmentedContol' in scope [cannot_find_in_scope]")
        let verdict = CompileFailureClassifier().classify(
            [need, error(4, 57, "'<' is not a prefix unary operator [use_nonmatching_operator]")], example: example)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.filter { $0.severity == .error }.map(\.location?.column) == [57])
        // A contextual error in that statement follows from the missing name.
        let contextual = CompileFailureClassifier().classify(
            [need, error(4, 37, "'nil' requires a contextual type [unresolved_nil_literal]")], example: example)
        #expect(contextual.status.needs == ["segmentedContol"])
    }

    /// Where SwiftParser finds the doc's own code ill-formed, an error no declaration explains is the doc's, on a
    /// line whose needs are named too (prose where the value goes: two names in a row), whatever its words.
    @Test func anErrorWhereTheCodeDoesNotParseIsTheDocs() throws {
        let example = try example("# T\n\n```swift\npageControl.numberOfPages = 데이터의 갯수\n```\n")
        let needs = [
            error(4, 1, "cannot find 'pageControl' in scope [cannot_find_in_scope]"),
            error(4, 29, "cannot find '데이터의' in scope [cannot_find_in_scope]"),
            error(4, 42, "cannot find '갯수' in scope [cannot_find_in_scope]"),
        ]
        for wording in ["consecutive statements on a line must be separated by ';'", "reworded"] {
            let verdict = CompileFailureClassifier().classify(
                needs + [error(4, 41, "\(wording) [statement_same_line_without_semi]")], example: example)
            #expect(verdict.status == .failed)
            #expect(verdict.diagnostics.filter { $0.severity == .error }.map(\.location?.column) == [41])
        }
        // The same names with a value SwiftParser reads: only needs.
        let parsed = try self.example("# T\n\n```swift\npageControl.numberOfPages = 데이터의\n```\n")
        #expect(CompileFailureClassifier().classify(Array(needs.prefix(2)), example: parsed).status.needs.count == 2)
    }

    /// What the compiler says of a call's arguments follows from a member the doc got wrong (a Swift 2 name):
    /// only the member is the doc's error.
    @Test func aCallToAMemberTheDocGotWrongHasNoOtherErrors() throws {
        let example = try example(
            "# T\n\n```swift\nlet alert = UIAlertController()\nself.presentViewController(alert, animated: true, completion: nil)\n```\n"
        )
        let verdict = CompileFailureClassifier().classify(
            [
                error(
                    5, 6,
                    "value of type 'DocgenHostViewController' has no member 'presentViewController' [could_not_find_value_member]"
                ),
                error(5, 63, "'nil' requires a contextual type [unresolved_nil_literal]"),
            ], example: example)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.filter { $0.severity == .error }.map(\.location?.column) == [6])
    }

    /// Apple's class without its prefix (`CollectionViewCell`) is the app's own subclass the fragment never
    /// shows, no typo of `UICollectionViewCell`; the hidden part declares it as that class's subclass.
    @Test func applesClassWithoutItsPrefixIsTheAppsSubclass() throws {
        let example = try example(
            "# T\n\n```swift\nlet cell = UICollectionViewCell() as! CollectionViewCell\n```\n")
        let verdict = CompileFailureClassifier().classify(
            [error(4, 36, "cannot find type 'CollectionViewCell' in scope [cannot_find_type_in_scope]")],
            example: example)
        guard case .incomplete(let needs, let suggestion) = verdict.status else {
            Issue.record("not incomplete: \(verdict.status)")
            return
        }
        #expect(needs == ["CollectionViewCell"])
        #expect(suggestion.contains("class CollectionViewCell: UICollectionViewCell {}"))
    }

    /// A type Apple's UIKit declarations use (`var transform: CGAffineTransform`) is Apple's, of a framework UIKit
    /// builds on: unmodelled when the headless UIKit lacks it, never a declaration the doc forgot.
    @Test func aTypeApplesDeclarationsNameIsUnmodelled() throws {
        let example = try example("# T\n\n```swift\nlet turn: CGAffineTransform = .identity\n```\n")
        let verdict = CompileFailureClassifier().classify(
            [error(4, 11, "cannot find type 'CGAffineTransform' in scope [cannot_find_type_in_scope]")],
            example: example)
        #expect(
            verdict.status == .skipped(reason: "uses UIKit API the headless UIKit does not model: CGAffineTransform"))
    }

    @Test func aNameInNoListIsADocError() throws {
        let example = try example(Self.sceneDelegate)
        let verdict = CompileFailureClassifier().classify(
            [error(7, 17, "cannot find type 'UISearchBarAppearance' in scope [cannot_find_type_in_scope]")],
            example: example)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics[0].notes.map(\.message).first?.contains("has no 'UISearchBarAppearance'") == true)
    }

    @Test func renamedNamesAndMissingMembersAreDocErrors() throws {
        let example = try example(Self.sceneDelegate)
        let renamed = CompileFailureClassifier().classify(
            [error(7, 17, "cannot find type 'UITableViewCellStyle' in scope [cannot_find_type_in_scope]")],
            example: example)
        #expect(renamed.status == .failed)
        #expect(renamed.diagnostics[0].notes.first?.message.hasPrefix("renamed to 'UITableViewCell.CellStyle'") == true)
        let member = CompileFailureClassifier().classify(
            [error(7, 17, "value of type 'UITableView' has no member 'reloadDate' [could_not_find_value_member]")],
            example: example)
        #expect(member.status == .failed)
        #expect(member.diagnostics[0].notes.map(\.message) == ["did you mean 'reloadData'?"])
    }

    @Test func missingDeclarationsMakeAnIncompleteFragmentWithAHiddenPart() throws {
        let example = try example(
            """
            # Fragment

            ```swift
            struct Product { let title: String }

            func setUp() {
                searchController.searchBar.placeholder = "Find"
                let results = ResultsTableController()
                print(filteredProducts.count, results)
            }
            ```
            """)
        let verdict = CompileFailureClassifier().classify(
            [
                error(7, 5, "cannot find 'searchController' in scope [cannot_find_in_scope]"),
                error(8, 19, "cannot find 'ResultsTableController' in scope [cannot_find_in_scope]"),
                error(9, 11, "cannot find 'filteredProducts' in scope [cannot_find_in_scope]"),
                error(7, 5, "cannot find 'searchController' in scope [cannot_find_in_scope]"),
            ], example: example)
        #expect(verdict.status.needs == ["searchController", "ResultsTableController", "filteredProducts"])
        guard case .incomplete(_, let suggestion) = verdict.status else {
            Issue.record("not incomplete: \(verdict.status)")
            return
        }
        #expect(
            suggestion == """
                // snippet.hide
                var searchController: UISearchController!
                class ResultsTableController: UITableViewController {}
                var filteredProducts: [Product] = []
                // snippet.show
                """)
        #expect(verdict.diagnostics.first?.id == .incompleteFragment)
    }

    @Test func aTypoOfAUIKitNameIsNotAMissingDeclaration() throws {
        let example = try example(Self.sceneDelegate)
        let verdict = CompileFailureClassifier().classify(
            [
                error(7, 5, "cannot find 'searchController' in scope [cannot_find_in_scope]"),
                error(8, 5, "cannot find type 'UISearchControler' in scope [cannot_find_type_in_scope]"),
            ], example: example)
        #expect(verdict.status == .failed)
        // The typo is the error; what the fragment needs is the warning beside it, not an error at its line.
        #expect(verdict.diagnostics.map(\.severity) == [.error, .warning])
        #expect(verdict.diagnostics[0].notes.map(\.message) == ["did you mean 'UISearchController'?"])
        #expect(verdict.diagnostics[1].id == .incompleteFragment)
    }

    @Test func errorsItDoesNotKnowStayFailures() throws {
        let example = try example(Self.sceneDelegate)
        let verdict = CompileFailureClassifier().classify(
            [error(7, 5, "type 'A' does not conform to protocol 'UISearchResultsUpdating' [type_does_not_conform]")],
            example: example)
        #expect(verdict.status == .failed)
        #expect(verdict.unmodelled.isEmpty)
    }
}

struct SwiftUIWithoutImportTests {
    @Test func swiftUICodeIsSkippedWhateverElseTheCompilerSays() throws {
        let document = DocumentParser.parse(
            """
            # Search

            ```swift
            struct ContentView: View {
                @State private var query = ""
                var body: some View {
                    NavigationView { Text("Search \\(query)") }.searchable(text: $query)
                }
            }
            ```
            """, path: "Docs/t.en.md"
        ).document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        func error(_ line: Int, _ message: String) -> Diagnostic {
            compilerError(at: location("Docs/t.en.md", line, 5), message)
        }
        let verdict = CompileFailureClassifier().classify(
            [
                error(4, "cannot find type 'View' in scope [cannot_find_type_in_scope]"),
                error(5, "unknown attribute 'State' [unknown_attr_name]"),
                error(7, "cannot find 'NavigationView' in scope [cannot_find_in_scope]"),
                error(7, "cannot find '$query' in scope [cannot_find_in_scope]"),
                error(
                    9,
                    "cannot infer contextual base in reference to member 'inline' [cannot_infer_base_of_unresolved_member]"
                ),
            ], example: example)
        #expect(
            verdict.status
                == .skipped(
                    reason:
                        "uses SwiftUI (an Apple-only framework that does not exist on Linux): View, State, NavigationView"
                ))
        #expect(verdict.swiftUILocation == location("Docs/t.en.md", 4, 5))
    }

    /// `Section` of a diffable data source, declared in another part of the document, is the sample's type,
    /// not SwiftUI's: a name apps declare too says SwiftUI only beside one that does not.
    @Test func aNameAppsDeclareTooIsNoSwiftUIAlone() throws {
        let document = DocumentParser.parse(
            "```swift\nvar snapshot = NSDiffableDataSourceSnapshot<Section, String>()\nsnapshot.appendSections([.main])\n```\n",
            path: "Docs/t.en.md"
        ).document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let verdict = CompileFailureClassifier().classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 2, 48),
                    "cannot find type 'Section' in scope [cannot_find_type_in_scope]")
            ],
            example: example)
        #expect(verdict.status.needs == ["Section"])
    }

    /// A fragment that is only a SwiftUI modifier chain (no view, no SwiftUI type named) is SwiftUI code too;
    /// a leading-dot member that is not a SwiftUI modifier stays a failure.
    @Test func aSwiftUIModifierChainIsSkipped() throws {
        let document = DocumentParser.parse(
            "```swift\n.onSubmit(of: .search) {\n    print(\"\\(searchQuery)\")\n}\n```\n", path: "Docs/t.en.md"
        ).document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        func error(_ line: Int, _ message: String) -> Diagnostic {
            compilerError(at: location("Docs/t.en.md", line, 1), message)
        }
        let verdict = CompileFailureClassifier().classify(
            [
                error(3, "cannot find 'searchQuery' in scope [cannot_find_in_scope]"),
                error(
                    2,
                    "reference to member 'onSubmit' cannot be resolved without a contextual type [unresolved_member_no_inference]"
                ),
                error(
                    2,
                    "cannot infer contextual base in reference to member 'search' [cannot_infer_base_of_unresolved_member]"
                ),
            ], example: example)
        #expect(
            verdict.status
                == .skipped(reason: "uses SwiftUI (an Apple-only framework that does not exist on Linux): .onSubmit"))
        let other = CompileFailureClassifier().classify(
            [
                error(
                    2,
                    "reference to member 'reloadData' cannot be resolved without a contextual type [unresolved_member_no_inference]"
                )
            ],
            example: example)
        #expect(other.status == .failed)
    }

    /// `searchResultsUpdater = self` in members docgen hosts: the conformance of the fragment's controller is a
    /// declaration of the larger sample (incomplete, with the controller to declare), not an error of the doc;
    /// the same error about the doc's own class stays a failure, unless the doc says elsewhere that its class
    /// adopts the protocol: then the example is read with that (passed, the reading in a note).
    @Test func aConformanceTheHiddenHostLacksIsANeed() throws {
        let code =
            "lazy var searchController: UISearchController = {\n    let controller = UISearchController(searchResultsController: nil)\n    controller.searchResultsUpdater = self\n    return controller\n}()"
        let document = DocumentParser.parse("```swift\n\(code)\n```\n", path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        #expect(example.hostType == "DocgenHostViewController")
        let message =
            "cannot assign value of type 'DocgenHostViewController' to type '(any UISearchResultsUpdating)?' [cannot_convert_assign]"
        let verdict = CompileFailureClassifier().classify(
            [compilerError(at: location("Docs/t.en.md", 4, 39), message)], example: example)
        guard case .incomplete(let needs, let suggestion) = verdict.status else {
            Issue.record("not incomplete: \(verdict.status)")
            return
        }
        #expect(needs == ["conformance to UISearchResultsUpdating"])
        #expect(suggestion.contains("class ViewController: UIViewController, UISearchResultsUpdating {"))
        #expect(suggestion.contains("func updateSearchResults(for searchController: UISearchController) {}"))

        let own =
            "class A: UIViewController {\n    func f() { let c = UISearchController(searchResultsController: nil); c.searchResultsUpdater = self }\n}"
        let ownDocument = DocumentParser.parse("```swift\n\(own)\n```\n", path: "Docs/t.en.md").document
        let ownExample = try #require(ExampleSet.extract(from: [ownDocument]).0.examples.first)
        let failed = CompileFailureClassifier().classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 3, 90),
                    "cannot assign value of type 'A' to type '(any UISearchResultsUpdating)?' [cannot_convert_assign]")
            ], example: ownExample)
        #expect(failed.status == .failed)

        // Unless another block's extension of the class adopts it (`extension A: UISearchResultsUpdating`): read
        // with it, the example compiles, and the note says so.
        var knowing = CompileFailureClassifier()
        knowing.documentConformances = ["Docs/t.en.md": ["A": ["UISearchResultsUpdating", "UISearchBarDelegate"]]]
        let joined = knowing.classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 3, 90),
                    "cannot assign value of type 'A' to type '(any UISearchResultsUpdating)?' [cannot_convert_assign]")
            ], example: ownExample)
        #expect(joined.status == .passed)
        #expect(joined.diagnostics.map(\.id) == [.laterFilesJoined])
        #expect(joined.diagnostics.first?.message.contains("A adopting UISearchResultsUpdating") == true)
        // Another version of the class's declaration that adopts it does not make a class shown whole without
        // it right.
        var versions = CompileFailureClassifier()
        versions.documentDeclaredConformances = ["Docs/t.en.md": ["A": ["UISearchResultsUpdating"]]]
        let whole = [
            compilerError(
                at: location("Docs/t.en.md", 3, 90),
                "cannot assign value of type 'A' to type '(any UISearchResultsUpdating)?' [cannot_convert_assign]")
        ]
        #expect(versions.classify(whole, example: ownExample).status == .failed)
        // But a fragment put in the class (its statements in another block) is read in the class as the doc
        // declares it anywhere.
        let pieces =
            "class A: UIViewController {\n}\n```\n\n```swift\nlet c = UISearchController(searchResultsController: nil); c.searchResultsUpdater = self"
        let piecesDocument = DocumentParser.parse("```swift\n\(pieces)\n```\n", path: "Docs/t.en.md").document
        let piecesExample = try #require(ExampleSet.extract(from: [piecesDocument]).0.examples.first)
        let fragmentError = [
            compilerError(
                at: location("Docs/t.en.md", 7, 58),
                "cannot assign value of type 'A' to type '(any UISearchResultsUpdating)?' [cannot_convert_assign]")
        ]
        #expect(piecesExample.sources.first?.blocks.count == 2)
        #expect(versions.classify(fragmentError, example: piecesExample).status == .passed)
        #expect(CompileFailureClassifier().classify(fragmentError, example: piecesExample).status == .failed)
        // Another protocol it does not say the class adopts stays the doc's error.
        knowing.documentConformances = ["Docs/t.en.md": ["A": ["UISearchBarDelegate"]]]
        #expect(
            knowing.classify(
                [
                    compilerError(
                        at: location("Docs/t.en.md", 3, 90),
                        "cannot assign value of type 'A' to type '(any UISearchResultsUpdating)?' [cannot_convert_assign]"
                    )
                ], example: ownExample
            ).status == .failed)
    }

    @Test func hostMembersAreNotMissingDeclarations() throws {
        let document = DocumentParser.parse("```swift\nnavigationItem.title = \"A\"\n```\n", path: "Docs/t.en.md")
            .document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let verdict = CompileFailureClassifier().classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 2, 1), "cannot find 'navigationItem' in scope [cannot_find_in_scope]")
            ],
            example: example)
        #expect(verdict.status == .failed)
    }
}

struct GeneratedCodeErrorTests {
    static let document = DocumentParser.parse(
        "```swift\nclass D: UIResponder, UIWindowSceneDelegate {}\n```\n", path: "Docs/t.en.md"
    ).document

    /// `makeHost: { D() }` in the entry point docgen generated, reported at the example's first line.
    static let generated = ExampleCompileError(
        diagnostic: compilerError(
            at: location("Docs/t.en.md", 1, 1),
            "cannot convert value of type 'D' to closure result type 'UIViewController' [cannot_convert_closure_result]"
        ),
        generatedLocation: location("Sources/DocgenExamples/t__d.swift", 40, 22))

    @Test func anErrorInGeneratedCodeFollowsFromUnmodelledNames() throws {
        let example = try #require(ExampleSet.extract(from: [Self.document]).0.examples.first)
        let unmodelled = compilerError(
            at: location("Docs/t.en.md", 2, 23),
            "cannot find type 'UIWindowSceneDelegate' in scope [cannot_find_type_in_scope]")
        let skipped = CompileFailureClassifier().classify([.doc(unmodelled), Self.generated], example: example)
        #expect(skipped.status.reason?.hasPrefix("uses UIKit API the headless UIKit does not model") == true)
        #expect(!skipped.isDocgenError)
    }

    @Test func anErrorInGeneratedCodeIsShownBesideTheDocsOwnErrors() throws {
        let example = try #require(ExampleSet.extract(from: [Self.document]).0.examples.first)
        let own = compilerError(at: location("Docs/t.en.md", 2, 7), "expected '{'")
        let verdict = CompileFailureClassifier().classify([.doc(own), Self.generated], example: example)
        #expect(verdict.status == .failed)
        #expect(!verdict.isDocgenError)
        #expect(verdict.diagnostics.map(\.id) == [.exampleCompileError, .exampleCompileError])
        let generated = verdict.diagnostics.first { $0.message == Self.generated.diagnostic.message }
        #expect(generated?.notes.map(\.message) == [CompileFailureClassifier.generatedCodeNote])
    }

    /// Alone, it is docgen's bug: never the doc's failure, its own id, and the example is not checked.
    @Test func anErrorInGeneratedCodeAloneIsDocgensInternalError() throws {
        let example = try #require(ExampleSet.extract(from: [Self.document]).0.examples.first)
        let alone = CompileFailureClassifier().classify([Self.generated], example: example)
        #expect(alone.status == .skipped(reason: CompileFailureClassifier.docgenErrorReason))
        #expect(alone.isDocgenError)
        #expect(alone.diagnostics.map(\.id) == [.generatedCodeCompileError])
        #expect(
            alone.diagnostics[0].message
                == "docgen generated code that does not compile (internal error) — please report: cannot convert value of type 'D' to closure result type 'UIViewController'"
        )
        #expect(
            alone.diagnostics[0].notes.map(\.message) == [
                "on line 40 of the generated Sources/DocgenExamples/t__d.swift, not on a line of the doc"
            ])
    }

    /// An assignment the doc leaves without a value: the compiler reads the generated `}` after it as the
    /// value, and reports the error there. SwiftParser finds it in the doc's lines alone: the doc's error, at
    /// the place right after the `=`, not docgen's.
    @Test func aStatementTheDocLeavesOpenIsTheDocsSyntaxError() throws {
        let example = try CompileFailureClassifierTests().example(
            "```swift\nself.navigationController?.navigationBar.tintColor =  // the colour you want\n```\n")
        let atGeneratedBrace = ExampleCompileError(
            diagnostic: compilerError(
                at: location("Docs/t.en.md", 2, 1), "expected expression in assignment [expected_expr_assignment]"),
            generatedLocation: location("Sources/DocgenExamples/t__d.swift", 10, 1))
        let verdict = CompileFailureClassifier().classify([atGeneratedBrace], example: example)
        #expect(verdict.status == .failed)
        #expect(!verdict.isDocgenError)
        #expect(verdict.diagnostics.map(\.id) == [.docSyntaxError])
        #expect(verdict.diagnostics.first?.location == location("Docs/t.en.md", 2, 53))
        // Doc lines that parse alone leave the generated code's error docgen's own.
        let whole = try #require(ExampleSet.extract(from: [Self.document]).0.examples.first)
        #expect(CompileFailureClassifier().classify([atGeneratedBrace], example: whole).isDocgenError)
    }

    /// What marks an error as docgen's is where it is, never what it says: the same message on a doc line is
    /// the doc's.
    @Test func theSameMessageOnADocLineIsTheDocs() throws {
        let example = try #require(ExampleSet.extract(from: [Self.document]).0.examples.first)
        let verdict = CompileFailureClassifier().classify([.doc(Self.generated.diagnostic)], example: example)
        #expect(verdict.status == .failed)
        #expect(!verdict.isDocgenError)
    }
}

/// The rule for `incomplete`: a name the compiler cannot find is a missing declaration only when it is no near
/// miss of a name the program declares or of a member Apple's UIKit declares on the types the program's
/// types inherit from; a near miss is the doc's typo (failed, "did you mean" at the error).
struct NearMissVerdictTests {
    static let controller = """
        # Search

        ```swift
        class ViewController: UITableViewController, UISearchResultsUpdating {
            let entries = ["Easiest", "Expert Only"]
            var searchResults: [String] = []

            func filterContent(for searchText: String) {
                searchResults = entrie.filter { $0.contains(searchText) }
            }

            func updateSearchResults(for searchController: UISearchController) {
                filterContnt(for: searchController.searchBar.text ?? "")
                definesPresentationContxt = true
                print(self.searchResult, products)
            }
        }
        ```
        """

    /// A list with the members these tests use (the committed one may change).
    static let symbols = symbols([
        "UISearchController", "UISearchController.searchResultsUpdater", "UISearchResultsUpdating",
        "UITableViewController", "UIViewController", "UIViewController.definesPresentationContext",
    ])

    /// The bundled surface cut down to `names` (full or base names: `UISearchController.searchResultsUpdater`).
    static func symbols(_ names: [String]) -> AppleUIKitSymbols {
        let bundled = (try? UIKitSurface.bundled.get())?.symbols ?? []
        let kept = bundled.filter { names.contains(String($0.name.split(separator: "(")[0])) }
        return AppleUIKitSymbols(surface: UIKitSurface(symbols: kept))
    }

    func classify(_ errors: [Diagnostic]) throws -> CompileFailureClassifier.Verdict {
        let document = DocumentParser.parse(Self.controller, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        return CompileFailureClassifier(symbols: Self.symbols).classify(errors, example: example)
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        compilerError(at: location("Docs/t.en.md", line, column), message)
    }

    @Test func aTypoOfTheProgramsOwnVariableFails() throws {
        let verdict = try classify([error(9, 25, "cannot find 'entrie' in scope [cannot_find_in_scope]")])
        #expect(verdict.status == .failed)
        #expect(
            verdict.diagnostics[0].notes == [
                .init(location: location("Docs/t.en.md", 9, 25), message: "did you mean 'entries'?")
            ])
    }

    @Test func aTypoOfTheProgramsOwnMethodFailsWithItsLabels() throws {
        let verdict = try classify([error(13, 9, "cannot find 'filterContnt' in scope [cannot_find_in_scope]")])
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics[0].notes.map(\.message) == ["did you mean 'filterContent(for:)'?"])
    }

    @Test func aTypoOfAMemberOfTheProgramsOwnTypeFails() throws {
        let verdict = try classify([
            error(15, 20, "value of type 'ViewController' has no member 'searchResult' [could_not_find_value_member]")
        ])
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics[0].notes.map(\.message) == ["did you mean 'searchResults'?"])
    }

    @Test func aTypoOfAUIKitMemberTheControllerInheritsFails() throws {
        let verdict = try classify([
            error(14, 9, "cannot find 'definesPresentationContxt' in scope [cannot_find_in_scope]")
        ])
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics[0].notes.map(\.message) == ["did you mean 'definesPresentationContext'?"])
    }

    @Test func aNameNearNothingDeclaredIsStillANeed() throws {
        let verdict = try classify([error(15, 34, "cannot find 'products' in scope [cannot_find_in_scope]")])
        #expect(verdict.status.needs == ["products"])
    }

    /// The plural of a UIKit member the controller inherits is no typo of it either (`titles`, `title`).
    @Test func thePluralOfAnInheritedMemberIsStillANeed() throws {
        let symbols = Self.symbols(["UITableViewController", "UIViewController", "UIViewController.title"])
        let document = DocumentParser.parse(Self.controller, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let verdict = CompileFailureClassifier(symbols: symbols).classify(
            [error(15, 34, "cannot find 'titles' in scope [cannot_find_in_scope]")], example: example)
        #expect(verdict.status.needs == ["titles"])
        let typo = CompileFailureClassifier(symbols: symbols).classify(
            [error(15, 34, "cannot find 'tittle' in scope [cannot_find_in_scope]")], example: example)
        #expect(typo.status == .failed)
    }

    /// Two names neither declared, one a near miss of the other used more often: an outlet the doc does not
    /// show, and its typo (`titleLable` beside `titleLabel`). The typo is the doc's error; the other a need.
    @Test func aNearMissOfAnotherNeedIsATypo() throws {
        let markdown = """
            # Cell

            ```swift
            titleLabel.text = "One"
            titleLabel.textColor = .red
            titleLable.text = "Two"
            ```
            """
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let classifier = CompileFailureClassifier(symbols: Self.symbols)
        let errors = [
            error(4, 1, "cannot find 'titleLabel' in scope [cannot_find_in_scope]"),
            error(5, 1, "cannot find 'titleLabel' in scope [cannot_find_in_scope]"),
            error(6, 1, "cannot find 'titleLable' in scope [cannot_find_in_scope]"),
        ]
        let verdict = classifier.classify(errors, example: example)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.filter { $0.severity == .error }.map(\.location?.line) == [6])
        #expect(verdict.diagnostics.first?.notes.map(\.message) == ["did you mean 'titleLabel'?"])
        // Written as often, the later first use is the typo.
        let once = classifier.classify([errors[0], errors[2]], example: example)
        #expect(once.diagnostics.filter { $0.severity == .error }.map(\.location?.line) == [6])
    }

    /// A near miss of a name another block of the document declares is a typo of it, not a need.
    @Test func aNearMissOfANameTheDocumentDeclaresElsewhereIsATypo() throws {
        var classifier = CompileFailureClassifier(symbols: Self.symbols)
        classifier.documentNames = ["Docs/t.en.md": [DeclaredNames.Name(name: "products", spelling: "products")]]
        let document = DocumentParser.parse(Self.controller, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let verdict = classifier.classify(
            [error(15, 34, "cannot find 'prodcts' in scope [cannot_find_in_scope]")], example: example)
        #expect(verdict.status == .failed)
        let need = classifier.classify(
            [error(15, 34, "cannot find 'orders' in scope [cannot_find_in_scope]")], example: example)
        #expect(need.status.needs == ["orders"])
    }

    /// A member of an Apple type that another example of the document adds in its extension is the doc's own,
    /// shown there: a need of this example, never a member Apple's type lacks.
    @Test func aMemberTheDocumentsExtensionAddsElsewhereIsANeed() throws {
        let markdown = "# Colours\n\n```swift\nlet view = UIView()\nview.backgroundColor = UIColor.brandBlue\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let missing = error(5, 32, "type 'UIColor' has no member 'brandBlue' [could_not_find_type_member]")
        var classifier = CompileFailureClassifier(symbols: Self.symbols)
        #expect(classifier.classify([missing], example: example).status == .failed)
        classifier.documentExtensionMembers = ["Docs/t.en.md": ["UIColor": ["brandBlue"]]]
        #expect(classifier.classify([missing], example: example).status.needs == ["brandBlue"])
        // Another type's extension, or another member, is no excuse.
        classifier.documentExtensionMembers = ["Docs/t.en.md": ["UIFont": ["brandBlue"], "UIColor": ["brandRed"]]]
        #expect(classifier.classify([missing], example: example).status == .failed)
    }

    @Test func oneTypoAmongNeedsFailsTheExample() throws {
        let verdict = try classify([
            error(15, 34, "cannot find 'products' in scope [cannot_find_in_scope]"),
            error(9, 25, "cannot find 'entrie' in scope [cannot_find_in_scope]"),
        ])
        #expect(verdict.status == .failed)
        // The doc's error at its line; what the fragment needs as the fragment's warning, never an error.
        #expect(
            verdict.diagnostics.map(\.message) == [
                "cannot find 'entrie' in scope",
                "a fragment of a larger sample: needs 'products', which it never declares; declare them in a hidden part (// snippet.hide … // snippet.show)",
            ])
        #expect(verdict.diagnostics.map(\.severity) == [.error, .warning])
    }

    /// The verdict on `code` (a block whose class is on line 2) that the compiler says does not conform, with
    /// its note of what the protocol requires, as the compiler prints them.
    static func conformanceVerdict(_ code: String, _ message: String, requires requirement: String) throws
        -> CompileFailureClassifier.Verdict
    {
        let document = DocumentParser.parse("```swift\n\(code)\n```\n", path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let conformance = compilerError(
            at: location("Docs/t.en.md", 2, 7), message + " [type_does_not_conform]",
            notes: [
                compilerNote(
                    at: location("/p/Sources/UIKit/Protocols.swift", 6, 10),
                    "protocol requires \(requirement) [no_witnesses]")
            ])
        return CompileFailureClassifier(symbols: symbols).classify([conformance], example: example)
    }

    /// The compiler puts a conformance error on the type; the typo is at the method that nearly matches.
    @Test func aMisspeltRequirementGetsANoteAtTheMethod() throws {
        let verdict = try Self.conformanceVerdict(
            """
            class ViewController: UIViewController, UISearchResultsUpdating {
                func updateSearchResult(for searchController: UISearchController) {}
            }
            """, "type 'ViewController' does not conform to protocol 'UISearchResultsUpdating'",
            requires: "function 'updateSearchResults(for:)' with type '(UISearchController) -> ()'")
        #expect(verdict.status == .failed)
        // The error is at the line to change, the method; the compiler's place, the type, is a note.
        #expect(verdict.diagnostics[0].location == location("Docs/t.en.md", 3, 10))
        #expect(
            Array(verdict.diagnostics[0].notes.suffix(2)) == [
                .init(
                    location: location("Docs/t.en.md", 3, 10),
                    message:
                        "'updateSearchResult(for:)' nearly matches 'updateSearchResults(for:)', which 'UISearchResultsUpdating' requires; did you mean 'updateSearchResults(for:)'?"
                ),
                .init(location: location("Docs/t.en.md", 2, 7), message: "the compiler reports it here"),
            ])
    }

    /// Swift 3 cut the words that repeat a type from Objective-C names and labelled the first argument: the
    /// Swift 2 spelling of a requirement is the doc's error at the method, for any protocol.
    @Test func aSwift2SpellingOfARequirementFailsAtTheMethod() throws {
        #expect(
            CompileFailureClassifier.isSwift2Spelling(
                "numberOfComponentsInPickerView(pickerView:)", of: "numberOfComponents(in:)"))
        #expect(
            CompileFailureClassifier.isSwift2Spelling(
                "tableView(tableView:cellForRowAtIndexPath:)", of: "tableView(_:cellForRowAt:)"))
        #expect(
            !CompileFailureClassifier.isSwift2Spelling(
                "pickerView(_:titleForRow:forComponent:)", of: "pickerView(_:numberOfRowsInComponent:)"))
        #expect(!CompileFailureClassifier.isSwift2Spelling("numberOfComponents(in:)", of: "numberOfComponents(in:)"))
        let verdict = try Self.conformanceVerdict(
            """
            class Picker: UIViewController, UIPickerViewDataSource {
                func numberOfComponentsInPickerView(pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            }
            """, "type 'Picker' does not conform to protocol 'UIPickerViewDataSource'",
            requires: "function 'numberOfComponents(in:)' with type '(UIPickerView) -> Int'")
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics[0].location == location("Docs/t.en.md", 3, 10))
        #expect(verdict.diagnostics[0].notes.contains { $0.message.contains("is the Swift 2 spelling of") })
    }

    /// A misspelt label of an initializer that exists is the doc's typo, not an initializer the headless
    /// UIKit lacks; labels that are no near miss stay what they were (unmodelled, when Apple's type has
    /// initializers).
    @Test func aMisspeltLabelIsATypoNotUnmodelledAPI() throws {
        let verdict = try classify([
            error(
                9, 25,
                "incorrect argument label in call (have 'searchResultsControler:', expected 'searchResultsController:') [wrong_argument_labels]"
            )
        ])
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics[0].notes.map(\.message) == ["did you mean 'searchResultsController:'?"])
        let classifier = CompileFailureClassifier(symbols: Self.symbols)
        #expect(classifier.misspeltLabels(have: "_:frme:", expected: "_:frame:") == "_:frame:")
        #expect(classifier.misspeltLabels(have: "windowScene:", expected: "frame:") == nil)
    }

    /// The reverse: the doc declares the misspelt name and calls the right one.
    @Test func aCallOfTheRightNameWhenTheDeclarationIsMisspeltFails() throws {
        let document = DocumentParser.parse(
            "```swift\nfunc filterContnt(for text: String) {}\nfunc update() { filterContent(for: \"a\") }\n```\n",
            path: "Docs/t.en.md"
        ).document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let verdict = CompileFailureClassifier(symbols: Self.symbols).classify(
            [error(3, 17, "cannot find 'filterContent' in scope [cannot_find_in_scope]")], example: example)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics[0].notes.map(\.message) == ["did you mean 'filterContnt(for:)'?"])
    }
}
