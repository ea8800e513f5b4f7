/// The object a search controller tells about its presentation and dismissal
/// (Apple: `UISearchControllerDelegate`).
///
/// Every method is optional. The will/did methods belong to the default presentation (Apple: "called
/// just before the search controller is automatically presented"); a delegate that implements
/// `presentSearchController(_:)` replaces that presentation and gets no will/did-present calls.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Presents the search interface; the default implementation is UIKit's default presentation.
    func presentSearchController(_ searchController: UISearchController)

    /// Sent before the default presentation.
    func willPresentSearchController(_ searchController: UISearchController)

    /// Sent after the default presentation.
    func didPresentSearchController(_ searchController: UISearchController)

    /// Sent before the search controller is dismissed.
    func willDismissSearchController(_ searchController: UISearchController)

    /// Sent after the search controller is dismissed.
    func didDismissSearchController(_ searchController: UISearchController)
}

// MARK: - Optional methods

extension UISearchControllerDelegate {
    /// Runs the default presentation, as UIKit does when the delegate does not implement this method.
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.performDefaultPresentation()
    }

    public func willPresentSearchController(_ searchController: UISearchController) {}

    public func didPresentSearchController(_ searchController: UISearchController) {}

    public func willDismissSearchController(_ searchController: UISearchController) {}

    public func didDismissSearchController(_ searchController: UISearchController) {}
}
