import Testing
@_spi(Testing) import UIKit

/// The documented callback orders (ARCHITECTURE.md, "Headless UIKit: defaults and callback order"), seen by one recorder that is the
/// bar's delegate, the controller's delegate and its updater.
@Suite @MainActor
struct CallbackOrderTests {
    let recorder = SearchRecorder()

    @Test func tapIntoTheBarBeginsEditingThenPresentsAndUpdatesBeforeDidPresent() {
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        #expect(
            recorder.events == [
                "shouldBegin text=nil editing=false",
                "didBegin text= editing=true",
                "willPresent text= editing=true active=false",
                "update text= editing=true active=true",
                "didPresent text= editing=true active=true",
            ])
    }

    @Test func eachTypedCharacterAsksChangesNotifiesAndUpdates() {
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        recorder.events = []
        controller.searchBar.userInsertText("a")
        #expect(
            recorder.events == [
                "shouldChange(0,0,a) text= editing=true",
                "textDidChange(a) text=a editing=true",
                "update text=a editing=true active=true",
            ])
    }

    @Test func deletingAndClearingAreEditsToo() {
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        controller.searchBar.userInsertText("a")
        controller.searchBar.userInsertText("b")
        recorder.events = []
        controller.searchBar.userDeleteBackward()
        controller.searchBar.userTapClearButton()
        #expect(
            recorder.events == [
                "shouldChange(1,1,) text=ab editing=true",
                "textDidChange(a) text=a editing=true",
                "update text=a editing=true active=true",
                "shouldChange(0,1,) text=a editing=true",
                "textDidChange() text= editing=true",
                "update text= editing=true active=true",
            ])
    }

    @Test func scopeTapNotifiesThenUpdates() {
        let controller = recorder.makeSearchController()
        controller.searchBar.scopeButtonTitles = ["All", "Hard"]
        controller.searchBar.userTapTextField()
        recorder.events = []
        controller.searchBar.userTapScopeButton(at: 1)
        #expect(recorder.events == ["scope(1) text= editing=true", "update text= editing=true active=true"])
        #expect(controller.searchBar.selectedScopeButtonIndex == 1)
    }

    @Test func cancelClearsTheTextThenDismissesAndUpdatesWhileInactive() {
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        controller.searchBar.userInsertText("a")
        recorder.events = []
        controller.searchBar.userTapCancelButton()
        #expect(
            recorder.events == [
                "cancel text=a editing=true",
                "didEnd text= editing=false",
                "willDismiss text= editing=false active=true",
                "update text= editing=false active=false",
                "didDismiss text= editing=false active=false",
            ])
    }

    @Test func activatingFromCodePresentsWithoutFirstResponderOrUpdate() {
        let controller = recorder.makeSearchController()
        controller.isActive = true
        #expect(controller.isActive)
        #expect(controller.searchBar.isFirstResponder == false)
        #expect(
            recorder.events == [
                "willPresent text=nil editing=false active=false",
                "didPresent text= editing=false active=true",
            ])
    }

    @Test func becomingFirstResponderInDidPresentUpdatesTheResults() {
        recorder.focusesBarAfterPresenting = true
        let controller = recorder.makeSearchController()
        controller.isActive = true
        #expect(
            recorder.events == [
                "willPresent text=nil editing=false active=false",
                "didPresent text= editing=false active=true",
                "shouldBegin text= editing=false",
                "didBegin text= editing=true",
                "update text= editing=true active=true",
            ])
    }

    @Test func deactivatingFromCodeEndsEditingAndDismisses() {
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        recorder.events = []
        controller.isActive = false
        #expect(
            recorder.events == [
                "didEnd text= editing=false",
                "willDismiss text= editing=false active=true",
                "update text= editing=false active=false",
                "didDismiss text= editing=false active=false",
            ])
    }

    @Test func theCallbackLogRecordsMessagesAndStateInOrder() {
        let controller = recorder.makeSearchController()
        controller.searchBar.userTapTextField()
        controller.searchBar.userInsertText("x")
        controller.searchBar.userTapCancelButton()
        #expect(
            controller.searchBar.callbackLog.map(\.description) == [
                "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)",
                "willPresentSearchController(_:)", "isActive = true", "updateSearchResults(for:)",
                "didPresentSearchController(_:)",
                "searchBar(_:shouldChangeTextIn: {0, 0}, replacementText: \"x\")", "searchBar(_:textDidChange: \"x\")",
                "updateSearchResults(for:)",
                "searchBarCancelButtonClicked(_:)", "searchBarShouldEndEditing(_:)", "searchBarTextDidEndEditing(_:)",
                "willDismissSearchController(_:)", "isActive = false", "updateSearchResults(for:)",
                "didDismissSearchController(_:)",
            ])
    }
}
