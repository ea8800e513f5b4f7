/// A document with one searchable table view controller, written as real docs write it (the search bar in
/// the table header, a filter on the titles), and its session: typing the first title's first two letters
/// shows that row, Cancel shows both. The end-to-end check tests build their documents on it.
///
/// - Parameters:
///   - heading: the section heading (the example's id is the document's name and this heading).
///   - controller: the controller's class name.
///   - entries: the two entries' titles.
///   - body: a line put after the entries (nil: none).
public func searchControllerDocument(
    heading: String, controller: String, entries: (String, String), body: String? = nil
) -> String {
    let (first, second) = entries
    let bodyLine = body.map { "\($0)\n" } ?? ""
    return """
        # \(heading)

        ```swift
        import UIKit

        class \(controller): UITableViewController, UISearchResultsUpdating {
            let entries = [(title: "\(first)", image: "green_circle"), (title: "\(second)", image: "black_diamond")]
        \(bodyLine)    var results: [(title: String, image: String)] = []
            let searchController = UISearchController(searchResultsController: nil)

            override func viewDidLoad() {
                super.viewDidLoad()
                searchController.searchResultsUpdater = self
                tableView.tableHeaderView = searchController.searchBar
            }

            func updateSearchResults(for searchController: UISearchController) {
                let text = searchController.searchBar.text ?? ""
                results = entries.filter { $0.title.range(of: text, options: .caseInsensitive) != nil }
                tableView.reloadData()
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                searchController.isActive ? results.count : entries.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let entry = searchController.isActive ? results[indexPath.row] : entries[indexPath.row]
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = entry.title
                cell.imageView?.image = UIImage(named: entry.image)
                return cell
            }
        }
        ```

        ```search-session
        type "\(first.prefix(2).lowercased())" → \(first)
        cancel    → \(first), \(second)
        ```
        """
}
