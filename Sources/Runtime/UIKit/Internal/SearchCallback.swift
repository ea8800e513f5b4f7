/// One message UIKit sent to an app's search objects, or a change of the search controller's state, as
/// recorded in `UISearchBar.callbackLog`.
///
/// A message is recorded when its receiver (the bar's delegate, the controller's delegate or updater)
/// exists; optional methods the receiver does not implement run their empty default implementations,
/// which Swift cannot tell apart from real ones. The exception is `presentSearchController(_:)`, whose
/// default implementation is the default presentation: it is recorded only when the delegate replaces it.
@_spi(Testing)
public enum SearchCallback: Hashable, Sendable, CustomStringConvertible {
    // MARK: - UISearchBarDelegate

    case searchBarShouldBeginEditing
    case searchBarTextDidBeginEditing
    case searchBarShouldEndEditing
    case searchBarTextDidEndEditing
    /// `searchBar(_:shouldChangeTextIn:replacementText:)`, with the range in UTF-16 units.
    case shouldChangeText(location: Int, length: Int, replacementText: String)
    /// `searchBar(_:textDidChange:)`, with the new text.
    case textDidChange(String)
    case searchBarSearchButtonClicked
    case searchBarCancelButtonClicked
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`, with the new index.
    case selectedScopeButtonIndexDidChange(Int)

    // MARK: - UISearchControllerDelegate

    case presentSearchController
    case willPresentSearchController
    case didPresentSearchController
    case willDismissSearchController
    case didDismissSearchController

    // MARK: - UISearchResultsUpdating

    case updateSearchResults

    // MARK: - State

    /// The search controller's `isActive` changed to the given value.
    case isActiveChanged(Bool)

    /// The callback as it would be written in Swift: the method's name, and its arguments where they vary.
    public var description: String {
        switch self {
        case .searchBarShouldBeginEditing: "searchBarShouldBeginEditing(_:)"
        case .searchBarTextDidBeginEditing: "searchBarTextDidBeginEditing(_:)"
        case .searchBarShouldEndEditing: "searchBarShouldEndEditing(_:)"
        case .searchBarTextDidEndEditing: "searchBarTextDidEndEditing(_:)"
        case .shouldChangeText(let location, let length, let replacementText):
            "searchBar(_:shouldChangeTextIn: {\(location), \(length)}, replacementText: \(quoted(replacementText)))"
        case .textDidChange(let text): "searchBar(_:textDidChange: \(quoted(text)))"
        case .searchBarSearchButtonClicked: "searchBarSearchButtonClicked(_:)"
        case .searchBarCancelButtonClicked: "searchBarCancelButtonClicked(_:)"
        case .selectedScopeButtonIndexDidChange(let index): "searchBar(_:selectedScopeButtonIndexDidChange: \(index))"
        case .presentSearchController: "presentSearchController(_:)"
        case .willPresentSearchController: "willPresentSearchController(_:)"
        case .didPresentSearchController: "didPresentSearchController(_:)"
        case .willDismissSearchController: "willDismissSearchController(_:)"
        case .didDismissSearchController: "didDismissSearchController(_:)"
        case .updateSearchResults: "updateSearchResults(for:)"
        case .isActiveChanged(let isActive): "isActive = \(isActive)"
        }
    }

    /// A string literal for the text, with quotes and backslashes escaped.
    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
