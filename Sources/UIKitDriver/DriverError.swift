/// Why the simulated user could not do what a test asked: what a real user would not find on screen.
public enum DriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The hosted controller shows no search bar anywhere the driver looks.
    case noSearchBar(host: String)
    /// Typing, deleting or tapping Search needs the bar to be editing.
    case searchBarNotEditing
    /// The clear button shows only while there is text.
    case noClearButton
    /// The scope bar is not shown.
    case noScopeBar
    /// No scope button has this title.
    case noScopeTitled(String, available: [String])
    /// No scope button has this index.
    case scopeIndexOutOfRange(Int, count: Int)
    /// The Cancel button is not shown.
    case noCancelButton

    public var description: String {
        switch self {
        case .noSearchBar(let host):
            "\(host) shows no search bar; put one in navigationItem.searchController, navigationItem.titleView "
                + "or tableView.tableHeaderView"
        case .searchBarNotEditing: "the search bar is not editing; tap it first"
        case .noClearButton: "the clear button is not shown; the search text is empty"
        case .noScopeBar: "the scope bar is not shown; give the bar at least two scopeButtonTitles and activate search"
        case .noScopeTitled(let title, let available):
            "no scope button titled \"\(title)\"; the scope bar has \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .scopeIndexOutOfRange(let index, let count):
            "no scope button at index \(index); the scope bar has \(count)"
        case .noCancelButton: "the Cancel button is not shown"
        }
    }
}
