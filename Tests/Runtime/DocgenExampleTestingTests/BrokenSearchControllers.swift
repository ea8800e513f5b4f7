import UIKit

/// A table of the four trail entries with a search controller in the navigation item; subclasses decide
/// which rows a search shows.
class TrailsController: UITableViewController, UISearchResultsUpdating {
    let entries = ["Easiest", "Intermediate", "Advanced", "Expert Only"]
    let searchController = UISearchController(searchResultsController: nil)
    var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = entries
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = searchController.isActive ? entries.filter { $0.localizedCaseInsensitiveContains(text) } : entries
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

/// Ignores the search text: every entry, whatever is typed.
final class IgnoresTheTextController: TrailsController {
    override func updateSearchResults(for searchController: UISearchController) {}
}

/// Filters even once search is dismissed, so Cancel (which empties the text) leaves no row.
final class KeepsFilteringController: TrailsController {
    override func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = entries.filter { !text.isEmpty && $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }
}

/// A plain `UISearchBar` as the table's header, filtering as the text changes; it shows Cancel only when
/// `showsCancel` sets `showsCancelButton` (Apple's default is false).
final class PlainSearchBarController: UITableViewController, UISearchBarDelegate {
    let entries = ["Easiest", "Intermediate", "Advanced", "Expert Only"]
    let searchBar = UISearchBar()
    var shown: [String] = []
    var showsCancel = false

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = entries
        searchBar.delegate = self
        searchBar.showsCancelButton = showsCancel
        tableView.tableHeaderView = searchBar
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        shown = searchText.isEmpty ? entries : entries.filter { $0.localizedCaseInsensitiveContains(searchText) }
        tableView.reloadData()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        shown = []
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}
