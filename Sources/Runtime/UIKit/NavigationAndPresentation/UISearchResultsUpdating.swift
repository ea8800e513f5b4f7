/// The object that updates search results as the user searches (Apple: `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Sent when the search bar becomes first responder, on every change of its text or scope, and once on
    /// dismissal with `isActive` already `false` (Apple's documentation and ARCHITECTURE.md).
    func updateSearchResults(for searchController: UISearchController)
}
