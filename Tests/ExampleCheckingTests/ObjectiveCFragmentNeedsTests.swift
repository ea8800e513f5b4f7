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
}
