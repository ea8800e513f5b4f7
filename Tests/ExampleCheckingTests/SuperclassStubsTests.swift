import AppleUIKitAPI
import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// A class whose UIKit superclass the headless UIKit lacks is read with that superclass declared as Apple's
/// data has it, so that the compiler checks the doc's class (issue 31).
struct SuperclassStubsTests {
    func example(_ code: String) throws -> Example {
        let markdown = "# Tabs\n\n```swift\n\(code)\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        return try #require(ExampleSet.extract(from: [document]).0.examples.first)
    }

    @Test func anUnmodelledSuperclassIsDeclaredAsApplesDataHasIt() throws {
        let surface = try UIKitSurface.bundled.get()
        let example = try example(
            """
            class TabsController: UITabBarController {
                override func viewDidAppear(animated: Bool) {}
            }
            """)
        let unmodelled = [UnmodelledUse(name: "UITabBarController", location: nil)]
        let stubs = SuperclassStubs.stubs(for: example, unmodelled: unmodelled, surface: surface)
        #expect(stubs == ["class UITabBarController: UIViewController {}"])
        let read = SuperclassStubs.reading(example, stubs: stubs)
        #expect(read.program.lines.last?.text == stubs[0])
        #expect(read.program.lines.last?.isHidden == true)
        #expect(read.program.lines.dropLast() == example.program.lines[...])
    }

    /// A UIKit class the doc only uses (not inherits from), a member, a type Apple does not have: no stub.
    @Test func onlyAnInheritedClassIsDeclared() throws {
        let surface = try UIKitSurface.bundled.get()
        let example = try example("let tabs = UITabBarController()")
        let unmodelled = [
            UnmodelledUse(name: "UITabBarController", location: nil),
            UnmodelledUse(name: "UIViewController.tabBarItem", location: nil),
        ]
        #expect(SuperclassStubs.stubs(for: example, unmodelled: unmodelled, surface: surface).isEmpty)
    }
}
