import DocgenCore
import Testing

@testable import ExampleChecking

/// A name that is Apple's class name without its two-letter prefix is named after the class, as Apple's
/// conventions and Xcode's templates name variables and the app's own classes: clang's "did you mean" is no typo.
struct ObjectiveCFragmentNeedsTests {
    @Test(arguments: [
        ("tableView", "UITableView"), ("indexPath", "NSIndexPath"), ("ViewController", "UIViewController"),
        ("NavigationController", "UINavigationController"),
    ])
    func namedAfterItsClass(name: String, type: String) {
        #expect(ObjectiveCFragmentNeeds.isNamedAfterItsClass(name, type))
    }

    @Test(arguments: [("UITablView", "UITableView"), ("ViewControler", "UIViewController"), ("View", "MyView")])
    func notNamedAfterItsClass(name: String, type: String) {
        #expect(!ObjectiveCFragmentNeeds.isNamedAfterItsClass(name, type))
    }

    /// A method or property not found on a class whose members the doc does not show (the hidden host, a class
    /// whose `@interface` it shows in part) is a need; on a class the doc shows whole, an error.
    @Test func aMemberNotFoundIsANeedOnlyOnAClassTheDocShowsInPart() throws {
        let location = DocgenCore.SourceLocation(file: "Docs/a.md", line: 15, column: 11)
        // The messages are clang's words; the facts are what docgen reads.
        var method = Diagnostic.error(.exampleCompileError, at: location, "x")
        method.compiler =
            ClangFact(kind: .selectorNotInInterface, name: "animateTextField:up:", type: "YourViewController")
            .compilerFact
        var property = Diagnostic.error(.exampleCompileError, at: location, "x")
        property.compiler =
            ClangFact(kind: .propertyNotFound, name: "mnemonicField", type: "YourViewController")
            .compilerFact
        #expect(ObjectiveCFragmentNeeds(errors: [method]) == nil)
        #expect(ObjectiveCFragmentNeeds(errors: [property]) == nil)
        let open: Set<String> = [ObjectiveCFragmentNeeds.hostName, "YourViewController"]
        let needs = try #require(ObjectiveCFragmentNeeds(errors: [method, property], classes: open))
        #expect(needs.needs.map(\.name) == ["animateTextField:up:", "mnemonicField"])
        #expect(needs.needs.map(\.kind) == [.method, .property])
    }
}
