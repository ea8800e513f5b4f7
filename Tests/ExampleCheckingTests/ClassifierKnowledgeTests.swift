import AppleUIKitAPI
import Testing

@testable import ExampleChecking

/// The names the classifier takes for a hidden host's are Apple's members of a view controller.
struct ClassifierKnowledgeTests {
    let surface = try! UIKitSurface.bundled.get()

    @Test func hostMembersAreAppleMembersOfAViewController() {
        let controllers = ["UITableViewController", "UICollectionViewController"]
        let notApple = CompileFailureClassifier.hostMembers.subtracting(["self", "super"]).filter { name in
            controllers.allSatisfy { surface.members(named: name, of: $0).isEmpty }
        }
        #expect(notApple.isEmpty, "not members of Apple's view controllers: \(notApple.sorted())")
    }
}
