import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// The verdict rules on Apple's data (issue 22): what Apple has and the headless UIKit lacks is never the
/// doc's error, what Apple does not have is, even where the compiler cannot see it; a cascade follows its
/// root; the verdict does not depend on the order of the errors.
struct VerdictRulesTests {
    func example(_ code: String) throws -> Example {
        let document = DocumentParser.parse("# T\n\n```swift\n\(code)\n```\n", path: "Docs/t.en.md").document
        return try #require(ExampleSet.extract(from: [document]).0.examples.first)
    }

    /// An error at a line of the code (1 is the code's first line, line 4 of the document).
    func error(_ line: Int, _ column: Int, _ message: String, notes: [String] = []) -> Diagnostic {
        .error(
            .exampleCompileError, at: location("Docs/t.en.md", line + 3, column), message,
            notes: notes.map { Diagnostic.Note(location: nil, message: $0) })
    }

    func classify(_ errors: [Diagnostic], _ code: String) throws -> CompileFailureClassifier.Verdict {
        CompileFailureClassifier().classify(errors, example: try example(code))
    }

    // MARK: - Unmodelled API beside other errors

    static let button = """
        class ButtonController: UIViewController {
            override func viewDidLoad() {
                let button = UIButton(type: .system)
                button.setTitle("Go", for: .normal)
                view.backgroundColor = .white
                view.addSubviw(button)
            }
        }
        """

    @Test func anUnmodelledTypeBesideADocErrorIsNotShownAsAnErrorNorAreItsCascades() throws {
        let verdict = try classify(
            [
                error(3, 22, "cannot find 'UIButton' in scope"),
                error(4, 35, "cannot infer contextual base in reference to member 'normal'"),
                error(6, 14, "value of type 'UIView' has no member 'addSubviw'"),
            ], Self.button)
        #expect(verdict.status == .failed)
        let errors = verdict.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["value of type 'UIView' has no member 'addSubviw'"])
        #expect(errors.first?.notes.contains { $0.message == "did you mean 'addSubview'?" } == true)
        #expect(verdict.unmodelled.map(\.name) == ["UIButton"])
        #expect(verdict.diagnostics.contains { $0.id == .unmodelledUIKitAPI && $0.severity == .note })
    }

    @Test func anUnmodelledTypeWithOnlyItsCascadesIsSkipped() throws {
        let verdict = try classify(
            [
                error(3, 22, "cannot find 'UIButton' in scope"),
                error(4, 35, "cannot infer contextual base in reference to member 'normal'"),
            ], Self.button)
        #expect(verdict.status == .skipped(reason: CompileFailureClassifier.unmodelledReason(["UIButton"])))
        #expect(verdict.diagnostics.allSatisfy { $0.severity == .note })
    }

    // MARK: - What the compiler cannot see

    @Test func aSwiftTwoMemberOfAnUnmodelledTypeIsTheDocsErrorInXcodesWords() throws {
        let verdict = try classify(
            [error(1, 22, "cannot find 'UIScreen' in scope")],
            "let fullScreenSize = UIScreen.mainScreen().bounds.size")
        #expect(verdict.status == .failed)
        let renamed = try #require(verdict.diagnostics.first { $0.severity == .error })
        #expect(renamed.message == "'mainScreen()' has been renamed to 'main'")
        #expect(renamed.id == .notInAppleUIKit)
        #expect(renamed.location == location("Docs/t.en.md", 4, 31))
        // Apple's own name is no error.
        let modern = try classify(
            [error(1, 22, "cannot find 'UIScreen' in scope")], "let fullScreenSize = UIScreen.main.bounds.size")
        #expect(modern.status == .skipped(reason: CompileFailureClassifier.unmodelledReason(["UIScreen"])))
    }

    @Test func aSwiftTwoCaseInAnInitializerOfAnUnmodelledTypeIsTheDocsError() throws {
        let verdict = try classify(
            [
                error(1, 14, "cannot find 'UIButton' in scope"),
                error(1, 30, "cannot infer contextual base in reference to member 'ContactAdd'"),
            ], "let button = UIButton(type: .ContactAdd)")
        #expect(verdict.status == .failed)
        #expect(
            verdict.diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["'ContactAdd' has been renamed to 'contactAdd'"])
        let modern = try classify(
            [error(1, 14, "cannot find 'UIButton' in scope")], "let button = UIButton(type: .contactAdd)")
        #expect(modern.status == .skipped(reason: CompileFailureClassifier.unmodelledReason(["UIButton"])))
    }

    @Test func aSwiftTwoCaseAssignedToAnUnmodelledMemberIsTheDocsError() throws {
        let code = "let imageView = UIImageView(image: nil)\nimageView.contentMode = .ScaleAspectFit"
        let verdict = try classify([error(2, 11, "value of type 'UIImageView' has no member 'contentMode'")], code)
        #expect(verdict.status == .failed)
        #expect(
            verdict.diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["'ScaleAspectFit' has been renamed to 'scaleAspectFit'"])
    }

    @Test func aSwiftTwoNameOfAModelledTypeIsSaidInXcodesWords() throws {
        let verdict = try classify(
            [error(1, 76, "type 'UIAlertController.Style' has no member 'Alert'")],
            "let alert = UIAlertController(title: \"A\", message: \"B\", preferredStyle: .Alert)")
        #expect(verdict.diagnostics.map(\.message) == ["'Alert' has been renamed to 'alert'"])
    }

    @Test func aSwiftTwoCallOnAValueOfAnUnmodelledTypeIsTheDocsError() throws {
        let code = """
            var myButton = UIButton(type: .system)
            myButton.setTitle("Go", forState: .normal)
            """
        let unmodelled = error(1, 16, "cannot find 'UIButton' in scope")
        let verdict = try classify([unmodelled], code)
        #expect(verdict.status == .failed)
        #expect(
            verdict.diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["'setTitle(_:forState:)' has been renamed to 'setTitle(_:for:)'"])
        let typo = try classify(
            [unmodelled], code.replacingOccurrences(of: "forState:", with: "fr:"))
        #expect(
            typo.diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["incorrect argument labels in call (have '_:fr:', expected '_:for:')"])
        let misspelt = try classify(
            [unmodelled], code.replacingOccurrences(of: "setTitle(\"Go\", forState:", with: "setTitel(\"Go\", for:"))
        #expect(misspelt.status == .failed)
        let modern = try classify([unmodelled], code.replacingOccurrences(of: "forState:", with: "for:"))
        #expect(modern.status == .skipped(reason: CompileFailureClassifier.unmodelledReason(["UIButton"])))
        // What Apple's pages leave out (NSObject's methods) is no error without a near name.
        let inherited = try classify(
            [unmodelled], "var myButton = UIButton(type: .system)\nprint(myButton.isKind(of: NSObject.self))")
        #expect(inherited.status == .skipped(reason: CompileFailureClassifier.unmodelledReason(["UIButton"])))
    }

    // MARK: - Messages

    @Test func aMemberAppleHasOnAnOptionalMustBeUnwrapped() throws {
        let code = """
            class SheetController: UIViewController {
                func lock() {
                    navigationController.isModalInPresentation = true
                }
            }
            """
        let verdict = try classify(
            [
                error(
                    3, 30,
                    "value of optional type 'UINavigationController?' has no member 'isModalInPresentation'")
            ], code)
        #expect(verdict.status == .failed)
        #expect(
            verdict.diagnostics.map(\.message) == [
                "value of optional type 'UINavigationController?' must be unwrapped to refer to member 'isModalInPresentation' of wrapped base type 'UINavigationController'"
            ])
    }

    // MARK: - Incomplete, not a typo

    @Test func aTypeIsNoTypoOfAValueTheCompilerSuggests() throws {
        let code = """
            func reconfigure(_ item: Item) {
                var snapshot = dataSource.snapshot()
                snapshot.reconfigureItems([item])
            }
            """
        let verdict = try classify(
            [
                error(1, 26, "cannot find type 'Item' in scope", notes: ["did you mean 'item'?"]),
                error(2, 20, "cannot find 'dataSource' in scope"),
            ], code)
        #expect(verdict.status.needs == ["Item", "dataSource"])
    }

    @Test func theLocalAnInitializerNamesIsNoTypoOfItsType() throws {
        let verdict = try classify(
            [error(1, 22, "cannot find 'ViewController' in scope", notes: ["did you mean 'viewController'?"])],
            "let viewController = ViewController()")
        #expect(verdict.status.needs == ["ViewController"])
    }

    @Test func errorsThatFollowFromAnUndeclaredNameAreItsCascade() throws {
        let code = """
            let buttonWidth = previewButton.frame.width
            let imageWidth = previewButton.imageView?.frame.width ?? .zero
            let insets = UIEdgeInsets(top: 0, left: buttonWidth - imageWidth, bottom: 0, right: 0)
            """
        let verdict = try classify(
            [
                error(1, 19, "cannot find 'previewButton' in scope"),
                error(2, 18, "cannot find 'previewButton' in scope"),
                error(
                    3, 52, "cannot convert value of type 'Float16' to expected argument type 'CGFloat'"),
            ], code)
        #expect(verdict.status.needs == ["previewButton"])
    }

    @Test func aTypoOfTheDocsOwnVariableStillFails() throws {
        let code = """
            let entries = ["Alpha", "Beta"]
            let shown = entrie.filter { $0.hasPrefix("A") }
            """
        let verdict = try classify([error(2, 13, "cannot find 'entrie' in scope")], code)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.first?.notes.contains { $0.message == "did you mean 'entries'?" } == true)
    }

    // MARK: - More of Apple's API the headless UIKit lacks

    @Test func anOverrideOfAMethodAppleHasIsUnmodelledAndATypoOfOneFails() throws {
        let code = """
            class LayoutController: UIViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                }
            }
            """
        let verdict = try classify(
            [
                error(2, 19, "method does not override any method from its superclass"),
                error(3, 15, "value of type 'UIViewController' has no member 'viewWillLayoutSubviews'"),
            ], code)
        #expect(
            verdict.status
                == .skipped(
                    reason: CompileFailureClassifier.unmodelledReason(["UIViewController.viewWillLayoutSubviews"])))
        let typo = try classify(
            [error(2, 19, "method does not override any method from its superclass")],
            code.replacingOccurrences(
                of: "override func viewWillLayoutSubviews", with: "override func viewWillLayoutSubview"))
        #expect(typo.status == .failed)
    }

    @Test func anInitializerAppleHasWithTheCompilersLabelsIsUnmodelled() throws {
        let code = """
            class SceneDelegate: UIResponder {
                var window: UIWindow?
                func connect(_ windowScene: AnyObject) {
                    window = UIWindow(windowScene: windowScene)
                }
            }
            """
        let notes = [
            "incorrect labels for candidate (have: '(windowScene:)', expected: '(frame:)')",
            "incorrect labels for candidate (have: '(windowScene:)', expected: '(coder:)')",
        ]
        let verdict = try classify([error(4, 18, "no exact matches in call to initializer ", notes: notes)], code)
        #expect(
            verdict.status == .skipped(reason: CompileFailureClassifier.unmodelledReason(["UIWindow(windowScene:)"])))
        let wrong = try classify(
            [
                error(
                    4, 18, "no exact matches in call to initializer ",
                    notes: ["incorrect labels for candidate (have: '(windowScne:)', expected: '(frame:)')"])
            ], code.replacingOccurrences(of: "windowScene: windowScene", with: "windowScne: windowScene"))
        #expect(wrong.status == .failed)
    }

    @Test func whatIsReadFromAnUnmodelledMemberIsItsCascadeButAMemberOfSelfIsANeed() throws {
        let code = """
            let controller = UIViewController()
            if let sheetController = controller.sheetPresentationController {
                sheetController.detents = [.medium(), .large()]
            }
            self.window = controller.view.window
            """
        let verdict = try classify(
            [
                error(2, 37, "value of type 'UIViewController' has no member 'sheetPresentationController'"),
                error(3, 33, "type 'Any' has no member 'medium'"),
                error(3, 44, "type 'Any' has no member 'large'"),
                error(5, 6, "value of type 'DocgenHostViewController' has no member 'window'"),
            ], code)
        #expect(verdict.status.needs == ["window"])
        #expect(verdict.unmodelled.map(\.name) == ["UIViewController.sheetPresentationController"])
    }

    @Test func anUnknownMemberOfAnArrayIsTheDocsErrorNotANeed() throws {
        let code = "let entries = [\"Alpha\", \"Beta\"]\nlet count = entries.countOf()"
        let verdict = try classify([error(2, 21, "value of type '[String]' has no member 'countOf'")], code)
        #expect(verdict.status == .failed)
    }

    // MARK: - Determinism

    @Test func theVerdictIsTheSameWhateverOrderTheErrorsCameIn() throws {
        let errors = [
            error(3, 22, "cannot find 'UIButton' in scope"),
            error(4, 35, "cannot infer contextual base in reference to member 'normal'"),
            error(5, 9, "cannot find 'view' in scope"),
            error(6, 14, "value of type 'UIView' has no member 'addSubviw'"),
        ]
        let example = try example(Self.button)
        let first = CompileFailureClassifier().classify(errors, example: example)
        for permutation in Self.permutations(errors) {
            #expect(CompileFailureClassifier().classify(permutation, example: example) == first)
        }
    }

    static func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[T]] in
            var rest = items
            let item = rest.remove(at: index)
            return permutations(rest).map { [item] + $0 }
        }
    }
}
