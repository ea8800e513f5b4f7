/// A collection view's data source driven by snapshots of identifiers (Apple:
/// `UICollectionViewDiffableDataSource`, iOS 13).
///
/// It makes itself the collection view's data source; the collection view keeps it weakly, so the app
/// keeps it, as on iOS. Items come from the applied snapshot and cells from the cell provider; applying a
/// snapshot inserts, deletes and reloads only the items that changed (see
/// `NSDiffableDataSourceSnapshot.changes(from:)`).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell of an item (Apple: `UICollectionViewDiffableDataSource.CellProvider`).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Makes a supplementary view of a kind (Apple: `SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The cell provider.
    private let cellProvider: CellProvider
    /// The snapshot shown and its application to the collection view (which it keeps weakly).
    private let applier: DiffableSnapshotApplier<UICollectionView, SectionIdentifierType, ItemIdentifierType>

    /// Makes headers, footers and other supplementary views; `nil` by default (Apple's documentation).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for a collection view, which it becomes the data source of (Apple:
    /// `init(collectionView:cellProvider:)`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.applier = DiffableSnapshotApplier(view: collectionView)
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot shown (Apple: `snapshot()`).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        applier.current
    }

    /// Shows a snapshot: the collection view inserts, deletes and reloads the items that differ (Apple:
    /// `apply(_:animatingDifferences:completion:)`); the completion runs when done (headless, before this
    /// returns).
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

    /// Shows a snapshot by reloading everything (Apple: `applySnapshotUsingReloadData(_:completion:)`, iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        applier.applyUsingReloadData(snapshot, completion: completion)
    }

    /// Shows a snapshot by reloading everything (Apple: `applySnapshotUsingReloadData(_:) async`).
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

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        applier.current.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        applier.current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a `nil` cell traps, as UIKit raises an exception for it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        applier.cell(at: indexPath, from: { cellProvider(collectionView, indexPath, $0) }) {
            "the collection view's data source did not return a valid cell from "
                + "-collectionView:cellForItemAtIndexPath: for index path \(indexPath)"
        }
    }

    /// The supplementary view provider's view; traps without a provider or when it gives none, as UIKit
    /// raises an exception when the layout asks for a view nobody supplies.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            UICollectionView.missingSupplementaryView(kind: kind, at: indexPath, dataSource: self)
        }
        return view
    }
}
