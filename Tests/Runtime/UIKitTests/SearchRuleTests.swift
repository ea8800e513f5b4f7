import Testing
@_spi(Testing) import UIKit

/// Vetoes, scope indices, weak references, results-controller visibility and custom presentation.
@Suite @MainActor
struct SearchRuleTests {
    let recorder = SearchRecorder()

    @Test func refusingToBeginEditingStopsEverything() {
        recorder.allowsBeginEditing = false
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        #expect(recorder.events == ["shouldBegin text=nil editing=false"])
        #expect(controller.isActive == false)
        #expect(controller.searchBar.isFirstResponder == false)
    }

    @Test func refusingACharacterKeepsTheText() {
        recorder.vetoedReplacements = ["x"]
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        recorder.events = []
        #expect(controller.searchBar.userInsertText("x") == false)
        #expect(controller.searchBar.userInsertText("y"))
        #expect(controller.searchBar.text == "y")
        #expect(recorder.events.first == "shouldChange(0,0,x) text= editing=true")
        #expect(recorder.events.dropFirst().first == "shouldChange(0,0,y) text= editing=true")
    }

    @Test func outOfRangeScopeIndicesAreIgnored() {
        let bar = UISearchBar()
        bar.selectedScopeButtonIndex = 1
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.scopeButtonTitles = ["All", "Chocolate", "Hard", "Other"]
        bar.selectedScopeButtonIndex = 3
        bar.selectedScopeButtonIndex = 4
        bar.selectedScopeButtonIndex = -1
        #expect(bar.selectedScopeButtonIndex == 3)
    }

    @Test func fewerScopeTitlesResetTheSelection() {
        let bar = UISearchBar()
        bar.scopeButtonTitles = ["All", "Chocolate", "Hard"]
        bar.selectedScopeButtonIndex = 2
        bar.scopeButtonTitles = ["All", "Chocolate"]
        #expect(bar.selectedScopeButtonIndex == 0)
    }

    @Test func updaterAndDelegatesAreWeak() {
        let controller = UISearchController(searchResultsController: nil)
        do {
            let recorder = SearchRecorder()
            controller.searchResultsUpdater = recorder
            controller.delegate = recorder
            controller.searchBar.delegate = recorder
            #expect(controller.searchResultsUpdater != nil)
        }
        #expect(controller.searchResultsUpdater == nil)
        #expect(controller.delegate == nil)
        #expect(controller.searchBar.delegate == nil)
    }

    @Test func resultsControllerIsHiddenWhileTheTextIsEmptyAndShownOnceItIsNot() {
        let results = AppearanceRecorder()
        let controller = recorder.makeSearchController(results: results)
        controller.searchBar.userTapTextField()
        #expect(controller.showsSearchResultsController == false)
        #expect(results.events.isEmpty)
        controller.searchBar.userInsertText("a")
        #expect(controller.showsSearchResultsController)
        #expect(results.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        controller.searchBar.userDeleteBackward()
        #expect(controller.showsSearchResultsController == false)
        #expect(results.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func showsSearchResultsControllerForcesItAndTurnsOffTheAutomaticMode() {
        let results = AppearanceRecorder()
        let controller = recorder.makeSearchController(results: results)
        controller.showsSearchResultsController = true
        #expect(controller.automaticallyShowsSearchResultsController == false)
        controller.searchBar.userTapTextField()
        #expect(controller.showsSearchResultsController)
        #expect(results.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        controller.showsSearchResultsController = false
        controller.searchBar.userInsertText("a")
        #expect(controller.showsSearchResultsController == false)
    }

    @Test func scopeBarAndCancelButtonShowWhileActiveWithTwoOrMoreTitles() {
        let controller = recorder.makeSearchController()
        controller.searchBar.scopeButtonTitles = ["All"]
        controller.searchBar.userTapTextField()
        #expect(controller.searchBar.showsCancelButton)
        #expect(controller.searchBar.isScopeBarVisible == false)
        controller.searchBar.scopeButtonTitles = ["All", "Hard"]
        #expect(controller.searchBar.isScopeBarVisible)
        controller.searchBar.userTapCancelButton()
        #expect(controller.searchBar.showsCancelButton == false)
        #expect(controller.searchBar.isScopeBarVisible == false)
    }

    @Test func delegatesPresentSearchControllerReplacesTheDefaultPresentation() {
        let presenter = CustomPresenter()
        let controller = UISearchController(searchResultsController: nil)
        controller.delegate = presenter
        controller.searchBar.userTapTextField()
        #expect(presenter.events == ["present"])
        #expect(controller.isActive)
        #expect(presenter.host.presentedViewController === controller)
        #expect(
            controller.searchBar.callbackLog.map(\.description) == ["presentSearchController(_:)", "isActive = true"])
    }

    @Test func dismissingACustomPresentationStillSendsWillAndDidDismiss() {
        let presenter = CustomPresenter()
        let controller = UISearchController(searchResultsController: nil)
        controller.delegate = presenter
        controller.isActive = true
        controller.isActive = false
        #expect(presenter.events == ["present", "willDismiss", "didDismiss"])
        #expect(presenter.host.presentedViewController == nil)
    }

    @Test func defaultPresentationIsNotLoggedAsPresentSearchController() {
        let controller = recorder.makeSearchController()
        controller.isActive = true
        #expect(!controller.searchBar.callbackLog.contains(.presentSearchController))
    }

    @Test func settingTextFromCodeSendsNoCallbacks() {
        let controller = recorder.makeSearchController()
        controller.searchBar.text = "code"
        #expect(recorder.events.isEmpty)
    }
}

/// A view controller that records its life cycle.
@MainActor
final class AppearanceRecorder: UIViewController {
    var events: [String] = []
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
}
