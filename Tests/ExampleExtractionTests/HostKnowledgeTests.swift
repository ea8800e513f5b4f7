import AppleUIKitAPI
import Testing

@testable import ExampleExtraction

/// What the assembler knows of a view controller is Apple's: the names that call for a hidden host are
/// members of `UITableViewController` (or what it inherits), the protocols a host adopts and their
/// requirements come from Apple's UIKit surface.
struct HostKnowledgeTests {
    let surface = try! UIKitSurface.bundled.get()

    @Test func controllerMembersAreAppleMembersOfATableViewController() {
        let notApple = ProgramAssembler.controllerMembers.subtracting(["self"]).filter {
            surface.members(named: $0, of: "UITableViewController").isEmpty
        }
        #expect(notApple.isEmpty, "not members of Apple's UITableViewController: \(notApple.sorted())")
    }

    @Test func requirementsMapToTheirProtocols() {
        #expect(ProgramAssembler.protocolRequiring("updateSearchResults(for:)") == "UISearchResultsUpdating")
        #expect(ProgramAssembler.protocolRequiring("tableView(_:cellForRowAt:)") == "UITableViewDataSource")
        #expect(ProgramAssembler.protocolRequiring("tableView(_:commit:forRowAt:)") == "UITableViewDataSource")
        #expect(ProgramAssembler.protocolRequiring("tableView(_:didSelectRowAt:)") == "UITableViewDelegate")
        #expect(ProgramAssembler.protocolRequiring("searchBarCancelButtonClicked(_:)") == "UISearchBarDelegate")
        #expect(ProgramAssembler.protocolRequiring("willPresentSearchController(_:)") == "UISearchControllerDelegate")
        #expect(ProgramAssembler.protocolRequiring("viewDidLoad()") == nil)
        #expect(ProgramAssembler.protocolRequiring("searchBarIsEmpty()") == nil)
        for name in ProgramAssembler.adoptableProtocols { #expect(surface.type(name)?.kind == .protocol) }
    }

    @Test func viewControllersAreTheSubclassesApplesUIKitHas() {
        #expect(ProgramAssembler.isUIKitViewController("UITableViewController"))
        #expect(ProgramAssembler.isUIKitViewController("UINavigationController"))
        #expect(!ProgramAssembler.isUIKitViewController("UITableViewCell"))
        #expect(!ProgramAssembler.isUIKitViewController("UIMyViewController"))
    }
}
