import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// An example compiled with the app's later files (`Example.laterFiles`) is judged on its own lines: their
/// errors are their own example's, never reported twice; a typo of a later file's type still fails.
@Suite struct LaterFilesVerdictTests {
    static let path = "Docs/t.en.md"

    /// An app delegate (the first block, line 6) that makes `type`, then a later section's controller.
    static func app(creating type: String, controller: String = "FirstViewController") -> String {
        """
        # App

        ## AppDelegate.swift

        ```swift
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func applicationDidFinishLaunching(_ application: UIApplication) {
                window?.rootViewController = \(type)()
            }
        }
        ```

        ## \(controller).swift

        ```swift
        import UIKit

        class \(controller): UIViewController {
            override func viewDidLoad() {
                view.backgroundColor = UIColor.cyanColor()
            }
        }
        ```
        """
    }

    static func examples(_ markdown: String) -> ExampleSet {
        ExampleSet.extract(from: [DocumentParser.parse(markdown, path: path).document]).0
    }

    /// An error as swiftc prints it with `-debug-diagnostic-names` (`message [identifier]`).
    func error(_ line: Int, _ column: Int, _ printed: String) -> CompilerDiagnostic {
        let (message, identifier, _) = CompilerFact.splitTags(printed)
        return CompilerDiagnostic(
            severity: .error, location: location(Self.path, line, column), message: message, identifier: identifier)
    }

    /// Line 11 is the delegate's `window?.rootViewController = …`; line 23 the controller's `cyanColor()`.
    static let ownLine = 11
    static let laterLine = 23

    @Test func anErrorOnALaterFilesLineIsTheirsAndPointsAtBoth() throws {
        let set = Self.examples(Self.app(creating: "FirstViewController"))
        let (delegate, controller) = (set.examples[0], set.examples[1])
        #expect(delegate.laterFiles?.map(\.exampleID) == [controller.id])
        let later = error(Self.laterLine, 38, "type 'UIColor' has no member 'cyanColor' [could_not_find_type_member]")
        let attributed = ExampleChecker.attribute([later], toExample: delegate.id, in: set)
        #expect(attributed.map(\.isInLaterFile) == [true])
        #expect(ExampleChecker.attribute([later], toExample: controller.id, in: set).map(\.isInLaterFile) == [false])
        // The build's error points at the later file's example and at the one compiled with it.
        #expect(BuildBlame.examples(at: later.location!, in: set) == [delegate.id, controller.id].sorted())
    }

    @Test func onlyTheLaterFilesErrorsIsAPassCompiledOnlyNamingThem() throws {
        let set = Self.examples(Self.app(creating: "FirstViewController"))
        let (delegate, controller) = (set.examples[0], set.examples[1])
        let errors = ExampleChecker.attribute(
            [error(Self.laterLine, 38, "type 'UIColor' has no member 'cyanColor' [could_not_find_type_member]")],
            toExample: delegate.id, in: set)
        let verdict = CompileFailureClassifier().classify(errors, example: delegate)
        #expect(verdict.status == .passed)
        #expect(verdict.diagnostics.map(\.id) == [.laterFileDoesNotCompile])
        #expect(verdict.diagnostics.first?.severity == .note)
        #expect(verdict.diagnostics.first?.message.contains(controller.id) == true)
        // The later file's own example fails for it.
        let own = CompileFailureClassifier().classify(
            ExampleChecker.attribute(
                [error(Self.laterLine, 38, "type 'UIColor' has no member 'cyanColor' [could_not_find_type_member]")],
                toExample: controller.id,
                in: set), example: controller)
        #expect(own.status == .failed)
    }

    /// An extension that adds a conformance the joined later file's class already declares: the two are versions
    /// of the class, not files of one app; the block needs the class it extends, never fails for the join.
    @Test func aConformanceTheLaterFileAlsoDeclaresIsANeedOfTheClass() throws {
        let markdown = """
            # Keyboard

            ## Return

            ```swift
            extension ViewController: UITextFieldDelegate {
                func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
            }
            ```

            ## Full code

            ```swift
            import UIKit

            class ViewController: UIViewController, UITextFieldDelegate {
            }
            ```
            """
        let set = Self.examples(markdown)
        let fragment = try #require(set.examples.first)
        try #require(fragment.laterFiles?.isEmpty == false)
        let redundant = error(
            6, 27,
            "redundant conformance of 'ViewController' to protocol 'UITextFieldDelegate' [redundant_conformance]")
        let verdict = CompileFailureClassifier().classify(
            ExampleChecker.attribute([redundant], toExample: fragment.id, in: set), example: fragment)
        #expect(verdict.status.needs == ["ViewController"])
    }

    @Test func anOwnErrorFailsAloneWithoutTheLaterFilesErrors() throws {
        let set = Self.examples(Self.app(creating: "FirstViewController"))
        let delegate = set.examples[0]
        let errors = ExampleChecker.attribute(
            [
                error(
                    Self.ownLine, 9, "value of type 'AppDelegate' has no member 'windw' [could_not_find_value_member]"),
                error(Self.laterLine, 38, "type 'UIColor' has no member 'cyanColor' [could_not_find_type_member]"),
            ], toExample: delegate.id, in: set)
        let verdict = CompileFailureClassifier().classify(errors, example: delegate)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.filter { $0.severity == .error }.map(\.location?.line) == [Self.ownLine])
    }

    /// `FirstViewControler()` where the later file declares `FirstViewController`: compiled beside it, a typo.
    @Test func aNearMissOfALaterFilesTypeStillFails() throws {
        let set = Self.examples(Self.app(creating: "FirstViewControler"))
        let delegate = set.examples[0]
        #expect(delegate.laterFiles?.count == 1)
        let verdict = CompileFailureClassifier().classify(
            ExampleChecker.attribute(
                [error(Self.ownLine, 37, "cannot find 'FirstViewControler' in scope [cannot_find_in_scope]")],
                toExample: delegate.id,
                in: set), example: delegate)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.contains { $0.notes.contains { $0.message.contains("'FirstViewController'") } })
    }

    /// Elided code (`...`) in a later file is its own example's incompleteness, not the one compiled with it.
    @Test func theConventionsReadTheExamplesOwnLines() throws {
        let markdown = Self.app(creating: "FirstViewController").replacingOccurrences(
            of: "view.backgroundColor = UIColor.cyanColor()", with: "...")
        let set = Self.examples(markdown)
        let (delegate, controller) = (set.examples[0], set.examples[1])
        #expect(delegate.laterFiles?.count == 1)
        #expect(delegate.program.text.contains("..."))
        #expect(!delegate.ownProgram.text.contains("..."))
        #expect(ConventionVerdict.of(delegate) == nil)
        #expect(
            ConventionVerdict.of(controller)?.status == .incomplete(needs: ["elided code at line 23"], suggestion: ""))
    }

    /// A type no block declares (the later file declares another) is still a need: incomplete.
    @Test func aTypeNoLaterBlockDeclaresStaysIncomplete() throws {
        let set = Self.examples(Self.app(creating: "DetailViewController", controller: "ListViewController"))
        let delegate = set.examples[0]
        #expect(delegate.laterFiles == nil)
        let verdict = CompileFailureClassifier().classify(
            ExampleChecker.attribute(
                [error(Self.ownLine, 37, "cannot find 'DetailViewController' in scope [cannot_find_in_scope]")],
                toExample: delegate.id,
                in: set), example: delegate)
        guard case .incomplete(let needs, _) = verdict.status else {
            Issue.record("expected incomplete, got \(verdict.status)")
            return
        }
        #expect(needs == ["DetailViewController"])
    }
}
