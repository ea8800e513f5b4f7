// Fixture: a results-controller + scope-bar program in the style of the zh-Hans notes
// (Tests/Fixtures/seeds/004_54bfcd3704989be2.txt): a master list of candies, a separate results table, scope
// titles ["All", "Chocolate", "Hard", "Other"], and the search bar placed by `#available(iOS 11.0, *)`.
// It uses only Apple's API, so it compiles unchanged against the real UIKit too.

import UIKit

/// A candy and its category, as in the tutorial the notes follow.
struct Candy {
    let category: String
    let name: String
}

/// The list that shows matching candies while searching.
class ResultsTableController: UITableViewController {
    var filteredCandies = [Candy]()

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return filteredCandies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let candy = filteredCandies[indexPath.row]
        cell.textLabel?.text = candy.name
        cell.imageView?.image = UIImage(named: candy.category)
        return cell
    }
}

/// The searchable list of every candy.
class MasterViewController: UITableViewController {
    let candies = [
        Candy(category: "Chocolate", name: "Chocolate Bar"),
        Candy(category: "Chocolate", name: "Chocolate Chip"),
        Candy(category: "Chocolate", name: "Dark Chocolate"),
        Candy(category: "Hard", name: "Lollipop"),
        Candy(category: "Hard", name: "Candy Cane"),
        Candy(category: "Hard", name: "Jaw Breaker"),
        Candy(category: "Other", name: "Caramel"),
        Candy(category: "Other", name: "Sour Chew"),
        Candy(category: "Other", name: "Gummi Bear"),
    ]
    var filteredCandies = [Candy]()

    var searchController: UISearchController!
    var resultsTableController: ResultsTableController!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Candy Search"

        resultsTableController = ResultsTableController()

        resultsTableController.tableView.delegate = self

        searchController = UISearchController(searchResultsController: resultsTableController)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"

        if #available(iOS 11.0, *) {
            // For iOS 11 and later, place the search bar in the navigation bar.
            navigationItem.searchController = searchController

            // Make the search bar always visible.
            navigationItem.hidesSearchBarWhenScrolling = false
        } else {
            // For iOS 10 and earlier, place the search controller's search bar in the table view's header.
            tableView.tableHeaderView = searchController.searchBar
        }

        definesPresentationContext = true

        // Setup the Scope Bar
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard", "Other"]
        searchController.searchBar.delegate = self
    }

    func filterContentForSearchText(_ searchText: String, scope: String = "All") {
        filteredCandies = candies.filter({ (candy: Candy) -> Bool in
            let doesCategoryMatch = (scope == "All") || (candy.category == scope)
            if searchText.isEmpty {
                return doesCategoryMatch
            }
            return doesCategoryMatch && candy.name.lowercased().contains(searchText.lowercased())
        })
        resultsTableController.filteredCandies = filteredCandies
        resultsTableController.tableView.reloadData()
    }

    // MARK: - Table View

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return candies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let candy = candies[indexPath.row]
        cell.textLabel!.text = candy.name
        cell.imageView?.image = UIImage(named: candy.category)
        return cell
    }
}

extension MasterViewController: UISearchResultsUpdating {

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let scope = searchBar.scopeButtonTitles![searchBar.selectedScopeButtonIndex]
        filterContentForSearchText(searchController.searchBar.text!, scope: scope)
    }

}

extension MasterViewController: UISearchBarDelegate {
    // MARK: - UISearchBar Delegate
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterContentForSearchText(searchBar.text!, scope: searchBar.scopeButtonTitles![selectedScope])
    }
}
