import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// API a UIKit class inherits from outside UIKit (NSObject's key-value coding: `UISearchBar` → `UIView` →
/// `UIResponder` → `NSObject`) or that UIKit adds to Foundation's types (`NSAttributedString.Key.font`) is
/// Apple's: where the headless UIKit lacks it, the example is skipped, never failed. A near miss or a Swift 2
/// name of it is still the doc's error.
struct InheritedAppleAPITests {
    static let document = """
        # Search bar

        ```swift
        import UIKit

        let searchBar = UISearchBar()
        searchBar.setValue("취소", forKey: "cancelButtonText")
        let title = NSAttributedString(string: "Find", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        searchBar.performSelector(#selector(UIView.layoutSubviews), withObject: nil, afterDelay: 1)
        let cancel = searchBar.valueForKey("cancelButtonText")
        ```
        """

    func classify(_ printed: String, line: Int, column: Int) throws -> CompileFailureClassifier.Verdict {
        let document = DocumentParser.parse(Self.document, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        return CompileFailureClassifier().classify(
            [compilerError(at: location("Docs/t.en.md", line, column), printed)], example: example)
    }

    @Test func keyValueCodingOfAUIKitClassIsNSObjectsAndUnmodelled() throws {
        let verdict = try classify(
            "value of type 'UISearchBar' has no member 'setValue' [could_not_find_value_member]", line: 7, column: 11)
        #expect(verdict.status.reason?.hasPrefix("uses UIKit API the headless UIKit does not model") == true)
        #expect(verdict.unmodelled.map(\.name) == ["NSObject.setValue"])
    }

    @Test func uikitsAttributeKeysOnFoundationsTypeAreUnmodelled() throws {
        let verdict = try classify(
            "type 'NSAttributedString.Key' has no member 'font' [could_not_find_type_member]", line: 8, column: 61)
        #expect(verdict.unmodelled.map(\.name) == ["NSAttributedString.Key.font"])
        #expect(verdict.status != .failed)
    }

    @Test func aNearMissOfAnInheritedMemberStillFails() throws {
        let verdict = try classify(
            "value of type 'UISearchBar' has no member 'setValu' [could_not_find_value_member]", line: 7, column: 11)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.first?.notes.map(\.message) == ["did you mean 'setValue'?"])
        let key = try classify(
            "type 'NSAttributedString.Key' has no member 'fnt' [could_not_find_type_member]", line: 8, column: 61)
        #expect(key.status == .failed)
        #expect(key.diagnostics.first?.notes.map(\.message) == ["did you mean 'font'?"])
    }

    @Test func aSwiftTwoNameOfAnInheritedMethodStillFails() throws {
        let verdict = try classify(
            "value of type 'UISearchBar' has no member 'valueForKey' [could_not_find_value_member]", line: 10,
            column: 24)
        #expect(verdict.status == .failed)
        #expect(verdict.unmodelled.isEmpty)
        // NSObject has `performSelector(inBackground:with:)`; Swift 2's `performSelector(_:withObject:afterDelay:)`
        // is Swift 3's `perform(_:with:afterDelay:)`.
        let perform = try classify(
            "value of type 'UISearchBar' has no member 'performSelector' [could_not_find_value_member]", line: 9,
            column: 11)
        #expect(perform.status == .failed)
        #expect(perform.unmodelled.isEmpty)
    }
}

/// An override of what a UIKit class inherits from NSObject (key-value observing) is Apple's API too.
struct InheritedOverrideTests {
    static let document = """
        # Observing

        ```swift
        import UIKit

        class PlayerViewController: UIViewController {
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                context: UnsafeMutableRawPointer?
            ) {}
            override func observeValu(forKeyPath keyPath: String?) {}
        }
        ```
        """

    func classify(line: Int, column: Int) throws -> CompileFailureClassifier.Verdict {
        let document = DocumentParser.parse(Self.document, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let error = compilerError(
            at: location("Docs/t.en.md", line, column),
            "method does not override any method from its superclass [method_does_not_override]")
        return CompileFailureClassifier().classify([error], example: example)
    }

    @Test func anOverrideOfKeyValueObservingIsUnmodelled() throws {
        let verdict = try classify(line: 7, column: 19)
        #expect(verdict.unmodelled.map(\.name) == ["NSObject.observeValue"])
        #expect(verdict.status.reason?.hasPrefix("uses UIKit API the headless UIKit does not model") == true)
    }

    @Test func anOverrideOfANearMissFails() throws {
        let verdict = try classify(line: 11, column: 19)
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.first?.notes.map(\.message) == ["did you mean 'observeValue'?"])
    }
}

/// A member of Apple's UIViewController on the hidden host docgen put a fragment in (`self.storyboard` in an
/// `@IBAction` shown alone) is Apple's API the headless UIKit lacks, not a property the doc never shows.
struct HiddenHostInheritedAPITests {
    static let document = """
        # Login

        ```swift
        @IBAction func login(_ sender: UIButton) {
            let next = self.storyboard?.instantiateViewController(withIdentifier: "Next")
            print(next as Any)
        }
        ```
        """

    @Test func aMemberOfTheHostsUIKitSuperclassIsUnmodelled() throws {
        let document = DocumentParser.parse(Self.document, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        #expect(example.hostType == "DocgenHostViewController")
        let verdict = CompileFailureClassifier().classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 5, 21),
                    "value of type 'DocgenHostViewController' has no member 'storyboard' [could_not_find_value_member]")
            ], example: example)
        #expect(verdict.unmodelled.map(\.name) == ["UIViewController.storyboard"])
        #expect(verdict.status.reason != nil)
    }
}

/// An initializer Apple's class has by Swift's initializer inheritance (NSObject's `init()` of a class with
/// only convenience initializers) is Apple's API the headless UIKit lacks, never the doc's error; a member
/// the doc's own extension adds to an unmodelled type is the doc's.
struct InheritedInitializerTests {
    static let document = """
        # Swipe

        ```swift
        let empty = UISwipeActionsConfiguration()
        let dark = UITraitCollection.isDarkMode
        let light = UITraitCollection.isLightMod

        extension UITraitCollection {
            static var isDarkMode: Bool { false }
        }
        ```
        """

    static func example() throws -> Example {
        let document = DocumentParser.parse(Self.document, path: "Docs/t.en.md").document
        return try #require(ExampleSet.extract(from: [document]).0.examples.first)
    }

    @Test func nsObjectsInitOfAConvenienceOnlyClassIsUnmodelled() throws {
        let verdict = CompileFailureClassifier().classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 4, 41),
                    "missing argument for parameter 'actions' in call [missing_argument_named]")
            ], example: try Self.example())
        #expect(verdict.unmodelled.map(\.name) == ["UISwipeActionsConfiguration()"])
    }

    @Test func aMemberTheDocsExtensionAddsIsNotAnErrorOfTheUnmodelledType() throws {
        let example = try Self.example()
        let errors = UnmodelledAPIAudit(surface: AppleUIKitSymbols.shared.surface).errors(
            in: ProgramSyntax(example.program), unmodelled: ["UITraitCollection"])
        #expect(errors.map(\.location?.line) == [6])
    }
}
