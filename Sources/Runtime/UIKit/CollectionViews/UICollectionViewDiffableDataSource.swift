/// A collection view's data source driven by snapshots of identifiers (Apple:
/// `UICollectionViewDiffableDataSource`, iOS 13).
///
/// It makes itself the collection view's data source; the collection view keeps it weakly, so the app
/// keeps it, as on iOS. Items come from the applied snapshot and cells from the cell provider; applying a
/// snapshot inserts, deletes and reloads only the items that changed (see
/// `NSDiffableDataSourceSnapshot.changes(from:)`).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: _UIDiffableDataSource<
    SectionIdentifierType, ItemIdentifierType
>,
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

    /// Makes headers, footers and other supplementary views; `nil` by default (Apple's documentation).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for a collection view, which it becomes the data source of (Apple:
    /// `init(collectionView:cellProvider:)`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(showingIn: collectionView)
        collectionView.dataSource = self
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
