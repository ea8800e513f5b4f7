import Testing
@_spi(Testing) import UIKit

/// Every documented default of the search stack (Apple's documentation; ARCHITECTURE.md).
@Suite @MainActor
struct DefaultsTests {
    let controller = UISearchController(searchResultsController: nil)

    @Test func searchControllerIsInactive() { #expect(controller.isActive == false) }
    @Test func navigationBarHidesDuringPresentation() { #expect(controller.hidesNavigationBarDuringPresentation) }
    @Test func backgroundIsNotObscured() { #expect(controller.obscuresBackgroundDuringPresentation == false) }
    @Test func cancelButtonShowsAutomatically() { #expect(controller.automaticallyShowsCancelButton) }
    @Test func scopeBarShowsAutomatically() { #expect(controller.automaticallyShowsScopeBar) }
    @Test func resultsControllerShowsAutomatically() { #expect(controller.automaticallyShowsSearchResultsController) }
    @Test func resultsControllerIsNotShown() { #expect(controller.showsSearchResultsController == false) }
    @Test func noUpdaterOrDelegate() {
        #expect(controller.searchResultsUpdater == nil)
        #expect(controller.delegate == nil)
    }

    @Test func nilResultsControllerMeansTheHostShowsResults() {
        #expect(controller.searchResultsController == nil)
        let results = UIViewController()
        #expect(UISearchController(searchResultsController: results).searchResultsController === results)
    }

    @Test func dimsBackgroundIsTheDeprecatedAliasOfObscures() {
        let dimming: any DimmingBackground = controller
        #expect(dimming.dimsBackgroundDuringPresentation == false)
        dimming.dimsBackgroundDuringPresentation = true
        #expect(controller.obscuresBackgroundDuringPresentation)
    }

    @Test func searchBarTextPlaceholderAndPromptAreNil() {
        #expect(controller.searchBar.text == nil)
        #expect(controller.searchBar.placeholder == nil)
        #expect(controller.searchBar.prompt == nil)
    }

    @Test func searchBarHasNoScopeTitlesAndSelectsZero() {
        #expect(controller.searchBar.scopeButtonTitles == nil)
        #expect(controller.searchBar.selectedScopeButtonIndex == 0)
    }

    @Test func searchBarShowsNeitherScopeBarNorCancelButton() {
        #expect(controller.searchBar.showsScopeBar == false)
        #expect(controller.searchBar.showsCancelButton == false)
    }

    @Test func navigationItemHasNoSearchControllerAndHidesItWhenScrolling() {
        let item = UINavigationItem(title: "Title")
        #expect(item.searchController == nil)
        #expect(item.hidesSearchBarWhenScrolling)
    }

    @Test func settingShowsCancelButtonTurnsOffTheAutomaticCancelButton() {
        controller.searchBar.showsCancelButton = false
        #expect(controller.automaticallyShowsCancelButton == false)
    }

    @Test func settingShowsScopeBarTurnsOffTheAutomaticScopeBar() {
        controller.searchBar.showsScopeBar = false
        #expect(controller.automaticallyShowsScopeBar == false)
    }

    @Test func availabilityChecksForIOSAreTrueOnLinux() {
        var branch = "none"
        if #available(iOS 11.0, *) { branch = "iOS 11 and later" } else { branch = "earlier" }
        #expect(branch == "iOS 11 and later")
    }
}
