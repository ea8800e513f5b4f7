/// A view controller that embeds a search controller's interface (Apple: `UISearchContainerViewController`).
@preconcurrency @MainActor
open class UISearchContainerViewController: UIViewController {
    /// The embedded search controller (Apple: `searchController`).
    open private(set) var searchController: UISearchController

    /// A container for the given search controller, which becomes its child
    /// (Apple: `init(searchController:)`).
    public init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(nibName: nil, bundle: nil)
        addChild(searchController)
        searchController.didMove(toParent: self)
    }

    /// A container decoded from a storyboard, with a search controller that shows results in place.
    public required init?(coder: NSCoder) {
        searchController = UISearchController(searchResultsController: nil)
        super.init(coder: coder)
        addChild(searchController)
        searchController.didMove(toParent: self)
    }
}
