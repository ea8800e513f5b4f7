@_spi(Testing) import UIKit

/// A delegate of the bar and the controller, and the results updater, that records each callback with
/// the state it saw: `name text=… active=… editing=…`.
@MainActor
final class SearchRecorder: NSObject, UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var events: [String] = []
    var allowsBeginEditing = true
    var vetoedReplacements: Set<String> = []
    /// Makes the bar first responder from `didPresentSearchController(_:)`, as examples do.
    var focusesBarAfterPresenting = false

    private func record(_ name: String, _ searchBar: UISearchBar, active: Bool? = nil) {
        var line = "\(name) text=\(searchBar.text ?? "nil") editing=\(searchBar.isFirstResponder)"
        if let active { line += " active=\(active)" }
        events.append(line)
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        record("shouldBegin", searchBar)
        return allowsBeginEditing
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { record("didBegin", searchBar) }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { record("didEnd", searchBar) }

    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        record("shouldChange(\(range.location),\(range.length),\(text))", searchBar)
        return !vetoedReplacements.contains(text)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        record("textDidChange(\(searchText))", searchBar)
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { record("cancel", searchBar) }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        record("scope(\(selectedScope))", searchBar)
    }

    func willPresentSearchController(_ searchController: UISearchController) {
        record("willPresent", searchController.searchBar, active: searchController.isActive)
    }

    func didPresentSearchController(_ searchController: UISearchController) {
        record("didPresent", searchController.searchBar, active: searchController.isActive)
        if focusesBarAfterPresenting { searchController.searchBar.becomeFirstResponder() }
    }

    func willDismissSearchController(_ searchController: UISearchController) {
        record("willDismiss", searchController.searchBar, active: searchController.isActive)
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        record("didDismiss", searchController.searchBar, active: searchController.isActive)
    }

    func updateSearchResults(for searchController: UISearchController) {
        record("update", searchController.searchBar, active: searchController.isActive)
    }

    /// A search controller whose bar delegate, delegate and updater are this recorder.
    func makeSearchController(results: UIViewController? = nil) -> UISearchController {
        let controller = UISearchController(searchResultsController: results)
        controller.searchBar.delegate = self
        controller.delegate = self
        controller.searchResultsUpdater = self
        return controller
    }
}

/// A search-controller delegate that presents the controller itself, replacing the default presentation.
@MainActor
final class CustomPresenter: NSObject, UISearchControllerDelegate {
    let host = UIViewController()
    var events: [String] = []

    func presentSearchController(_ searchController: UISearchController) {
        events.append("present")
        host.present(searchController, animated: true)
    }

    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

/// Reads the deprecated `dimsBackgroundDuringPresentation` through a protocol, so the test that checks
/// the alias compiles without a deprecation warning of its own.
@MainActor
protocol DimmingBackground: AnyObject {
    var dimsBackgroundDuringPresentation: Bool { get set }
}

extension UISearchController: DimmingBackground {}
