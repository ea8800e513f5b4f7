import Testing
import UIKit
import UIKitDriver

/// Hosting, finding the bar, and the actions a user could not do.
@Suite @MainActor
struct SimulatedUserTests {
    /// A controller that records its life cycle.
    final class LifeCycleRecorder: UITableViewController {
        var events: [String] = []
        override func loadView() {
            events.append("loadView")
            super.loadView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            events.append("viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            events.append("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("viewDidAppear")
        }
    }

    @Test func hostingRunsTheLifeCycleInANavigationController() {
        let controller = LifeCycleRecorder()
        let user = SimulatedUser(hosting: controller)
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(controller.navigationController === user.navigationController)
        #expect(user.window.isKeyWindow)
    }

    @Test func findsTheNavigationItemsSearchController() {
        let user = SimulatedUser(hosting: LocationsTableViewController())
        #expect(user.searchBar === user.viewController.navigationItem.searchController?.searchBar)
        #expect(user.readScreen().searchBar?.placeholder == "Search Locations by Country")
    }

    @Test func withoutASearchBarActionsThrow() {
        let user = SimulatedUser(hosting: LifeCycleRecorder())
        #expect(user.searchBar == nil)
        #expect(throws: DriverError.noSearchBar(host: "LifeCycleRecorder")) { try user.tapSearchBar() }
    }

    @Test func typingBeforeTappingThrows() {
        let user = SimulatedUser(hosting: LocationsTableViewController())
        #expect(throws: DriverError.searchBarNotEditing) { try user.type("x") }
        #expect(throws: DriverError.searchBarNotEditing) { try user.tapSearch() }
        #expect(throws: DriverError.noCancelButton) { try user.tapCancel() }
    }

    @Test func clearingAnEmptyFieldThrows() throws {
        let user = SimulatedUser(hosting: LocationsTableViewController())
        try user.tapSearchBar()
        #expect(throws: DriverError.noClearButton) { try user.clearText() }
    }

    @Test func tapSearchSendsTheSearchButtonMessageAndKeepsEditing() throws {
        let user = SimulatedUser(hosting: LocationsTableViewController())
        try user.tapSearchBar()
        user.clearCallbackLog()
        try user.tapSearch()
        #expect(user.callbackLog == ["searchBarSearchButtonClicked(_:)"])
        #expect(user.readScreen().searchBar?.isEditing == true)
    }

    @Test func logsTheTapIntoTheBar() throws {
        let user = SimulatedUser(hosting: LocationsTableViewController())
        try user.tapSearchBar()
        #expect(
            user.callbackLog == [
                "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)", "isActive = true",
            ])
    }
}
