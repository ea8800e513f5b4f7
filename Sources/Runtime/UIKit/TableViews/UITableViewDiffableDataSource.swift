/// A table's data source driven by snapshots of identifiers (Apple: `UITableViewDiffableDataSource`,
/// iOS 13).
///
/// It makes itself the table's data source (Apple: "connect a diffable data source to your table view");
/// the table keeps it weakly, so the app keeps it, as on iOS. Rows come from the applied snapshot and
/// cells from the cell provider; applying a snapshot updates only the rows that changed (see
/// `NSDiffableDataSourceSnapshot.changes(from:)`). Subclasses override the data-source methods it
/// implements (editing, moving, titles) as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: _UIDiffableDataSource<
    SectionIdentifierType, ItemIdentifierType
>, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell of an item (Apple: `UITableViewDiffableDataSource.CellProvider`).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The cell provider.
    private let cellProvider: CellProvider

    /// The animation of inserted, deleted and reloaded rows; `.automatic` by default (Apple's documentation).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for a table, which it becomes the data source of (Apple: `init(tableView:cellProvider:)`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(showingIn: tableView)
        tableView.dataSource = self
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        applier.current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        applier.current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a `nil` cell traps, as UIKit raises an exception for it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        applier.cell(at: indexPath, from: { cellProvider(tableView, indexPath, $0) }) {
            "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self)) "
                + "for row at index path \(indexPath)"
        }
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false` unless a subclass says otherwise: a diffable table's rows are not editable by default (what
    /// UIKit's implementation answers; Apple's pages are silent), so swipe-to-delete needs a subclass.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Not overridden: the table notes it, so a swipe offers no Delete button.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.commitWasUnimplemented = true
    }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the snapshot shown, as UIKit's implementation does after a user's reorder.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        applier.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
