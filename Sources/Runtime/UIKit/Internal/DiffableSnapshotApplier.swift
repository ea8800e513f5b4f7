/// A view a diffable data source shows its snapshots in: `UITableView` and `UICollectionView`.
@MainActor
protocol DiffableDataSourceView: CellStoreHost {
    /// Discards the counts and cells; the view asks its data source again when next laid out or read.
    func reloadData()
    /// Applies a batch update: new counts, kept cells in their new places, new cells for new rows or items.
    func performUpdate(_ update: CellStoreUpdate)
}

extension UITableView: DiffableDataSourceView {}
extension UICollectionView: DiffableDataSourceView {}

/// The snapshot a diffable data source shows and how a new one reaches its view, for
/// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` alike: they keep Apple's API
/// and leave the work to this one engine.
///
/// A class, not a value: applying a snapshot asks the view for its counts and cells, and the view asks the
/// data source, which reads `current` while the application is under way.
@MainActor
final class DiffableSnapshotApplier<SectionIdentifierType, ItemIdentifierType>
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The view shown, kept weakly: the view keeps its data source weakly and the app keeps the data source.
    private weak var view: (any DiffableDataSourceView)?
    /// The snapshot applied last, without its marks (they were applied).
    private(set) var current = Snapshot()

    init(view: any DiffableDataSourceView) {
        self.view = view
    }

    /// Shows `snapshot`: the view inserts, deletes and reloads what differs from the snapshot shown (see
    /// `NSDiffableDataSourceSnapshot.changes(from:)`), asking for new and reloaded cells only; it reloads
    /// everything when the changes are no batch or it has not asked for its counts yet (it will ask the new
    /// snapshot). The completion runs when the update is done (headless, before this returns).
    func apply(_ snapshot: Snapshot, completion: (() -> Void)?) {
        let old = current
        current = snapshot.withoutMarks()
        if let view { Self.show(snapshot.changes(from: old), in: view) }
        completion?()
    }

    /// A batch update, or a reload when the changes are `nil` or the view has not asked for its counts yet.
    private static func show(_ update: CellStoreUpdate?, in view: some DiffableDataSourceView) {
        guard let update, view.cellStore.hasCounts else { return view.reloadData() }
        guard !update.isEmpty else { return }
        view.performUpdate(update)
    }

    /// Shows `snapshot` by reloading the whole view, without diffing; the snapshot kept has no marks, as after
    /// `apply(_:completion:)`, so that the next application does not reload those items again.
    func applyUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)?) {
        current = snapshot.withoutMarks()
        view?.reloadData()
        completion?()
    }

    /// Moves the item at one index path to another, as a user's reorder does.
    func moveItem(from source: IndexPath, to destination: IndexPath) {
        current.moveItem(from: source, to: destination)
    }

    /// The provider's cell for the item at `indexPath`; traps when there is no such item or the provider
    /// gives none, as UIKit raises an exception for it (with `reason`, UIKit's words for the view).
    func cell<Cell>(
        at indexPath: IndexPath, from provider: (ItemIdentifierType) -> Cell?, orRaise reason: () -> String
    ) -> Cell {
        guard let item = current.item(at: indexPath), let cell = provider(item) else { Snapshot.raise(reason()) }
        return cell
    }
}
