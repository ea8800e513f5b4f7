/// The object that supplies a table view's rows (Apple: `UITableViewDataSource`).
///
/// Optional methods have the default implementations Apple documents.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections; optional, 1 by default (Apple's documentation).
    func numberOfSections(in tableView: UITableView) -> Int

    /// The header title of a section; optional, `nil` by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The footer title of a section; optional, `nil` by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Whether a row can be edited; optional, `true` by default (Apple's documentation).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Commits the user's insertion or deletion of a row: the data source updates its model and calls
    /// `insertRows(at:with:)` or `deleteRows(at:with:)` (Apple's documentation); optional. Implementing it
    /// enables swipe-to-delete.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)

    /// Whether a row shows a reorder control in editing mode; optional, `true` by default when the data
    /// source implements `tableView(_:moveRowAt:to:)` (Apple's documentation), `false` here otherwise.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Moves a row of the model after the user dragged it (Apple: `tableView(_:moveRowAt:to:)`); optional.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the section index at the trailing edge; optional, `nil` (no index) by default.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// The section an index title scrolls to; optional, the title's index by default (our choice; Apple
    /// documents no default).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

// MARK: - Optional methods

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Not implemented: the table notes it, so a swipe offers no Delete button (Apple's documentation).
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.commitWasUnimplemented = true
    }

    /// Not implemented: no reorder control (Apple shows it only when `tableView(_:moveRowAt:to:)` exists, which
    /// a headless table cannot see; so an implementer of that method also implements this one here).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
