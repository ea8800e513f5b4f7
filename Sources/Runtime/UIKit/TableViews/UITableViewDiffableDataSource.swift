/// A table's data source driven by snapshots of identifiers (Apple: `UITableViewDiffableDataSource`,
/// iOS 13).
///
/// It makes itself the table's data source (Apple: "connect a diffable data source to your table view");
/// the table keeps it weakly, so the app keeps it, as on iOS. Rows come from the applied snapshot and
/// cells from the cell provider; applying a snapshot updates only the rows that changed (see
/// `NSDiffableDataSourceSnapshot.changes(from:)`). Subclasses override the data-source methods it
/// implements (editing, moving, titles) as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell of an item (Apple: `UITableViewDiffableDataSource.CellProvider`).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The cell provider.
    private let cellProvider: CellProvider
    /// The snapshot shown and its application to the table (which it keeps weakly).
    private let applier: DiffableSnapshotApplier<UITableView, SectionIdentifierType, ItemIdentifierType>

    /// The animation of inserted, deleted and reloaded rows; `.automatic` by default (Apple's documentation).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for a table, which it becomes the data source of (Apple: `init(tableView:cellProvider:)`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.applier = DiffableSnapshotApplier(view: tableView)
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot shown (Apple: `snapshot()`).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        applier.current
    }

    /// Shows a snapshot: the table inserts, deletes and reloads the rows that differ, asking the cell
    /// provider only for new and reloaded rows (Apple: `apply(_:animatingDifferences:completion:)`); the
    /// completion runs when the update is done (headless, before this returns).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        applier.apply(snapshot, completion: completion)
    }

    /// Shows a snapshot, returning when the update is done (Apple: `apply(_:animatingDifferences:) async`).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows a snapshot by reloading the whole table, without diffing (Apple:
    /// `applySnapshotUsingReloadData(_:completion:)`, iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        applier.applyUsingReloadData(snapshot, completion: completion)
    }

    /// Shows a snapshot by reloading the whole table (Apple: `applySnapshotUsingReloadData(_:) async`).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: - Identifiers and index paths

    /// The item at an index path, or `nil` (Apple: `itemIdentifier(for:)`).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        applier.current.item(at: indexPath)
    }

    /// The index path of an item, or `nil` (Apple: `indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        applier.current.indexPath(of: itemIdentifier)
    }

    /// The section at an index, or `nil` (Apple: `sectionIdentifier(for:)`, iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        applier.current.section(at: index)
    }

    /// The index of a section, or `nil` (Apple: `index(for:)`, iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        applier.current.indexOfSection(sectionIdentifier)
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
