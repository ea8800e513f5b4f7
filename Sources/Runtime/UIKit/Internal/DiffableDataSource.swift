/// What Apple's two diffable data sources share, once: the snapshot shown, applying a new one, and items and
/// sections by index path (Apple's API of `UITableViewDiffableDataSource` and
/// `UICollectionViewDiffableDataSource`, which inherit it; Apple's own implementation shares a private class
/// too). Not for apps: they use the two subclasses.
@preconcurrency @MainActor
open class _UIDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// The snapshot shown and its application to the view (which it keeps weakly).
    let applier: DiffableSnapshotApplier<SectionIdentifierType, ItemIdentifierType>

    init(showingIn view: any DiffableDataSourceView) {
        self.applier = DiffableSnapshotApplier(view: view)
        super.init()
    }

    // MARK: - Snapshots

    /// A copy of the snapshot shown (Apple: `snapshot()`).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        applier.current
    }

    /// Shows a snapshot: the view inserts, deletes and reloads the rows or items that differ, asking
    /// the cell provider only for new and reloaded ones (Apple: `apply(_:animatingDifferences:completion:)`); the
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

    /// Shows a snapshot by reloading the whole view, without diffing (Apple:
    /// `applySnapshotUsingReloadData(_:completion:)`, iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        applier.applyUsingReloadData(snapshot, completion: completion)
    }

    /// Shows a snapshot by reloading the whole view (Apple: `applySnapshotUsingReloadData(_:) async`).
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
}
