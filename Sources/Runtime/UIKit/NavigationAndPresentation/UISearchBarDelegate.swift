/// The object a search bar tells about editing, its buttons and its scope bar (Apple: `UISearchBarDelegate`).
///
/// Every method is optional; the defaults allow every edit and do nothing else.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Whether editing may begin; returning `false` stops the tap (and the presentation it would cause).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool

    /// Sent when editing has begun.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)

    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool

    /// Sent when editing has ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)

    /// Sent after the user changed the text (not when code sets it).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)

    /// Whether the user's edit may replace the text in `range`; returning `false` vetoes it.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool

    /// Sent when the keyboard's Search button is tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)

    /// Sent when the bookmark button is tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)

    /// Sent when the Cancel button is tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)

    /// Sent when the search results list button is tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)

    /// Sent when the user selects another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

// MARK: - Optional methods

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }

    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}

    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }

    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}

    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }

    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}

    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}

    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}

    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
