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

    /// The table shown.
    private weak var tableView: UITableView?
    /// The cell provider.
    private let cellProvider: CellProvider
    /// The snapshot applied last.
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of inserted, deleted and reloaded rows; `.automatic` by default (Apple's documentation).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for a table, which it becomes the data source of (Apple: `init(tableView:cellProvider:)`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot shown (Apple: `snapshot()`).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows a snapshot: the table inserts, deletes and reloads the rows that differ, asking the cell
    /// provider only for new and reloaded rows (Apple: `apply(_:animatingDifferences:completion:)`); the
    /// completion runs when the update is done (headless, before this returns).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot.withoutMarks()
        if let tableView { DiffableApplier.apply(snapshot.changes(from: old), to: tableView) }
        completion?()
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
        current = snapshot.withoutMarks()
        tableView?.reloadData()
        completion?()
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
        current.item(at: indexPath)
    }

    /// The index path of an item, or `nil` (Apple: `indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at an index, or `nil` (Apple: `sectionIdentifier(for:)`, iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of a section, or `nil` (Apple: `index(for:)`, iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a `nil` cell traps, as UIKit raises an exception for it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>.raise(
                "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self)) "
                    + "for row at index path \(indexPath)")
        }
        return cell
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
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

// MARK: - Applying changes to a view

/// Applies a snapshot's changes to a table or collection view: a batch update, or a reload when the
/// changes are `nil` or the view has not asked for its counts yet (it will ask the new snapshot).
@MainActor
enum DiffableApplier {
    static func apply(_ update: CellStoreUpdate?, to tableView: UITableView) {
        guard let update, tableView.cellStore.hasCounts else { return tableView.reloadData() }
        guard !update.isEmpty else { return }
        tableView.performUpdate(update)
    }

    static func apply(_ update: CellStoreUpdate?, to collectionView: UICollectionView) {
        guard let update, collectionView.cellStore.hasCounts else { return collectionView.reloadData() }
        guard !update.isEmpty else { return }
        collectionView.performUpdate(update)
    }
}

// MARK: - Index paths of a snapshot

extension NSDiffableDataSourceSnapshot {
    /// The item at an index path (section index, item index), or `nil`.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let sectionItems = items[sections[indexPath[0]]] ?? []
        return sectionItems.indices.contains(indexPath[1]) ? sectionItems[indexPath[1]] : nil
    }

    /// The section at an index, or `nil`.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items of the section at an index; 0 for an index with no section.
    func numberOfItems(inSectionAt index: Int) -> Int {
        section(at: index).map { items[$0]?.count ?? 0 } ?? 0
    }

    /// The index path of an item, or `nil`.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem(item), let sectionIndex = sections.firstIndex(of: section),
            let row = items[section]?.firstIndex(of: item)
        else { return nil }
        return IndexPath(indexes: [sectionIndex, row])
    }

    /// The snapshot with no item or section marked for reloading or reconfiguring: what a data source keeps
    /// once it applied the marks.
    func withoutMarks() -> Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    /// Moves the item at one index path to another, as a user's reorder does.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = item(at: source), sections.indices.contains(destination[0]) else { return }
        deleteItems([item])
        let section = sections[destination[0]]
        let sectionItems = items[section] ?? []
        if sectionItems.indices.contains(destination[1]) {
            insertItems([item], beforeItem: sectionItems[destination[1]])
        } else {
            appendItems([item], toSection: section)
        }
    }

    private func sectionOfItem(_ item: ItemIdentifierType) -> SectionIdentifierType? {
        sectionIdentifier(containingItem: item)
    }
}
