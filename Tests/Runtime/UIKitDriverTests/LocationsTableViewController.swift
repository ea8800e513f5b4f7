// Fixture: the book's controller (Tests/Fixtures/seeds/003_0fcf12b99207e9a8.txt) after its second step, with the
// PDF extraction repaired (`>` back to `->`, split identifiers joined) and the compiler error the book
// leaves "for now" fixed the way the book goes on to: conformance to UISearchBarDelegate.

import UIKit

class LocationsTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let searchController = UISearchController(searchResultsController: nil)
        searchController.searchBar.delegate = self
        searchController.searchBar.placeholder = "Search Locations by Country"
        searchController.obscuresBackgroundDuringPresentation = false
        definesPresentationContext = true
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    // Источник данных для табличного представления
    override func numberOfSections(in tableView: UITableView) -> Int {
        // #warning Неполная реализация, должна вернуть число разделов
        return 0
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        // #warning Неполная реализация, должна вернуть число записей
        return 0
    }
}

extension LocationsTableViewController: UISearchBarDelegate {}
