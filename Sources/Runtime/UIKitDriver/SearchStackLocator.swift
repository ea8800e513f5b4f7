@_spi(Testing) import UIKit

/// Finds the search bar and the visible table of a hosted view controller, wherever the example put them.
@MainActor
enum SearchStackLocator {
    /// The search bar the host shows: its navigation item's search controller's bar, else a bar used as the
    /// navigation item's title view, else the table header's bar, else the first bar in its view hierarchy.
    static func searchBar(of host: UIViewController) -> UISearchBar? {
        if let controller = host.navigationItem.searchController { return controller.searchBar }
        if let titleBar = host.navigationItem.titleView?.firstSearchBar { return titleBar }
        if let headerBar = table(of: host)?.tableHeaderView?.firstSearchBar { return headerBar }
        return host.view.firstSearchBar
    }

    /// The table a controller shows: a table view controller's table, else the first table in its view.
    static func table(of controller: UIViewController) -> UITableView? {
        if let tableController = controller as? UITableViewController { return tableController.tableView }
        return controller.view.first(UITableView.self)
    }

    /// The list a controller shows: a table view controller's table, a collection view controller's
    /// collection view, else the first table or collection view in its view, depth first.
    static func list(of controller: UIViewController) -> List? {
        if let tableController = controller as? UITableViewController {
            return tableController.tableView.map(List.table)
        }
        if let collectionController = controller as? UICollectionViewController {
            return collectionController.collectionView.map(List.collection)
        }
        return controller.view.firstList
    }

    /// A table or a collection view: both are read row by row (a collection item is a row).
    enum List {
        case table(UITableView)
        case collection(UICollectionView)

        /// The table or collection view as a scroll view (its refresh control).
        var scrollView: UIScrollView {
            switch self {
            case .table(let table): table
            case .collection(let collection): collection
            }
        }
    }

    /// The controller whose table is on screen: the search controller's results controller while it shows,
    /// else the host.
    static func tableOwner(host: UIViewController, searchBar: UISearchBar?) -> (UIViewController, isResults: Bool) {
        if let controller = searchBar?.owningSearchController, controller.isActive,
            controller.showsSearchResultsController, let results = controller.searchResultsController
        {
            return (results, true)
        }
        return (host, false)
    }
}

// MARK: - Searching view hierarchies

extension SearchStackLocator {
    /// The first text field of the controller's own view, depth first: not a search bar's, not in a cell.
    static func textField(of controller: UIViewController) -> UITextField? {
        controller.viewIfLoaded?.firstOwnTextField
    }
}

extension UIView {
    fileprivate var firstOwnTextField: UITextField? {
        if self is UISearchBar || self is UITableViewCell || self is UICollectionViewCell { return nil }
        if let field = self as? UITextField { return field }
        for subview in subviews {
            if let match = subview.firstOwnTextField { return match }
        }
        return nil
    }

    /// The first search bar in this view's subtree, this view included.
    fileprivate var firstSearchBar: UISearchBar? { first(UISearchBar.self) }

    /// The first table or collection view in this view's subtree, depth first, this view included.
    fileprivate var firstList: SearchStackLocator.List? {
        if let table = self as? UITableView { return .table(table) }
        if let collection = self as? UICollectionView { return .collection(collection) }
        for subview in subviews {
            if let match = subview.firstList { return match }
        }
        return nil
    }

    /// The first view of a type in this view's subtree, depth first, this view included.
    fileprivate func first<View: UIView>(_ type: View.Type) -> View? {
        if let match = self as? View { return match }
        for subview in subviews {
            if let match = subview.first(type) { return match }
        }
        return nil
    }
}
