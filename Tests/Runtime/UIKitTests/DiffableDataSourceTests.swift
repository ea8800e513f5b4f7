import Testing
@_spi(Testing) import UIKit

/// Snapshots and diffable data sources, with Apple's rules (`NSDiffableDataSourceSnapshot`,
/// `UITableViewDiffableDataSource`, `UICollectionViewDiffableDataSource`).
@Suite @MainActor
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, done }

    /// Milk, Ham, Eggs in `.main`; Tea, Jam in `.done`.
    static func groceries() -> NSDiffableDataSourceSnapshot<Section, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .done])
        snapshot.appendItems(["Milk", "Eggs"], toSection: .main)
        snapshot.appendItems(["Tea"])
        snapshot.insertItems(["Ham"], beforeItem: "Eggs")
        snapshot.insertItems(["Jam"], afterItem: "Tea")
        return snapshot
    }

    @Test func snapshotKeepsSectionsAndItemsInOrder() {
        let snapshot = Self.groceries()
        #expect(snapshot.itemIdentifiers == ["Milk", "Ham", "Eggs", "Tea", "Jam"])
        #expect(snapshot.itemIdentifiers(inSection: .done) == ["Tea", "Jam"])
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: .main) == 3)
        #expect(snapshot.indexOfItem("Tea") == 3)
        #expect(snapshot.indexOfSection(.done) == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "Ham") == .main)
    }

    @Test func snapshotItemsMoveReloadAndGo() {
        var snapshot = Self.groceries()
        snapshot.moveItem("Milk", afterItem: "Jam")
        #expect(snapshot.itemIdentifiers(inSection: .done) == ["Tea", "Jam", "Milk"])
        snapshot.deleteItems(["Ham", "Nope"])
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["Eggs"])
        snapshot.appendItems(["Eggs"], toSection: .done)  // an existing item moves (iOS 15)
        #expect(snapshot.itemIdentifiers(inSection: .main) == [])
        #expect(snapshot.itemIdentifiers(inSection: .done).last == "Eggs")
        snapshot.reloadItems(["Tea"])
        snapshot.reconfigureItems(["Jam"])
        #expect(snapshot.reloadedItemIdentifiers == ["Tea"] && snapshot.reconfiguredItemIdentifiers == ["Jam"])
        snapshot.deleteSections([.main])
        #expect(snapshot.sectionIdentifiers == [.done])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @MainActor final class Host: NSObject {
        let table = UITableView(frame: .zero, style: .plain)
        var asked: [String] = []
        lazy var dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) {
            [unowned self] tableView, indexPath, item in
            self.asked.append(item)
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
    }

    /// A reload of everything applies the snapshot's reload marks: the snapshot kept is unmarked, as after
    /// `apply`, so that the next apply does not reload those items again.
    @Test func reloadingEverythingKeepsNoReloadMarks() {
        let host = Host()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk", "Eggs"])
        snapshot.reloadItems(["Milk"])
        host.dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(host.dataSource.snapshot().itemIdentifiers == ["Milk", "Eggs"])
        #expect(host.dataSource.snapshot().reloadedItemIdentifiers == [])
    }

    @Test func applyingASnapshotShowsItsRows() {
        let host = Host()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk", "Eggs"])
        var completed = false
        host.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(host.table.dataSource === host.dataSource)
        #expect(host.table.visibleCells.map(\.displayedTitle) == ["Milk", "Eggs"])
        #expect(host.asked == ["Milk", "Eggs"])
    }

    @Test func applyingASnapshotAgainAsksOnlyForNewRows() {
        let host = Host()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk", "Eggs"])
        host.dataSource.apply(snapshot, animatingDifferences: false)
        _ = host.table.visibleCells  // laid out: Milk and Eggs asked for
        snapshot.appendItems(["Tea"])
        snapshot.deleteItems(["Milk"])
        host.dataSource.apply(snapshot)
        #expect(host.table.visibleCells.map(\.displayedTitle) == ["Eggs", "Tea"])
        #expect(host.asked == ["Milk", "Eggs", "Tea"])
        #expect(host.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Tea")
        #expect(host.dataSource.indexPath(for: "Eggs") == IndexPath(row: 0, section: 0))
        #expect(host.dataSource.snapshot().itemIdentifiers == ["Eggs", "Tea"])
        #expect(host.dataSource.defaultRowAnimation == .automatic)
        var reload = host.dataSource.snapshot()
        reload.reloadItems(["Eggs"])
        host.dataSource.apply(reload)
        #expect(host.asked.last == "Eggs")
        #expect(host.dataSource.snapshot().reloadedItemIdentifiers == [])
    }

    @Test func aDiffableTableIsNotEditableUnlessASubclassSaysSo() {
        let host = Host()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk"])
        host.dataSource.apply(snapshot)
        #expect(!host.table.userCommitEditing(.delete, forRowAt: IndexPath(row: 0, section: 0)))
    }

    @Test func collectionViewDiffableDataSourceWithCellRegistration() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk", "Eggs"])
        dataSource.apply(snapshot)
        let texts = collection.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["Milk", "Eggs"])
        #expect(collection.visibleCells.allSatisfy { $0 is UICollectionViewListCell })
        snapshot.insertItems(["Tea"], beforeItem: "Milk")
        dataSource.apply(snapshot)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        let labels = collection.visibleCells.map { $0.contentView.subviews.compactMap { ($0 as? UILabel)?.text } }
        #expect(labels == [["Tea"], ["Milk"], ["Eggs"]])
    }

    @MainActor final class SelectionLog: NSObject, UICollectionViewDelegate {
        var log: [String] = []
        var refuse: Set<Int> = []
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            !refuse.contains(indexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.item)")
        }
    }

    @Test func tappingItemsSelectsThemThroughTheDelegate() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { _, _, _ in
            UICollectionViewCell(frame: .zero)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        let delegate = SelectionLog()
        delegate.refuse = [2]
        collection.delegate = delegate
        #expect(collection.userTapItem(at: IndexPath(item: 0, section: 0)))
        #expect(collection.userTapItem(at: IndexPath(item: 1, section: 0)))
        #expect(!collection.userTapItem(at: IndexPath(item: 2, section: 0)))
        #expect(!collection.userTapItem(at: IndexPath(item: 7, section: 0)))
        #expect(delegate.log == ["didSelect 0", "didDeselect 0", "didSelect 1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        collection.allowsMultipleSelection = true
        #expect(!collection.userTapItem(at: IndexPath(item: 1, section: 0)))
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func listHeadersComeFromTheSupplementaryViewProvider() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { _, _, _ in
            UICollectionViewListCell(frame: .zero)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .done])
        snapshot.appendItems(["Milk"], toSection: .main)
        dataSource.apply(snapshot)
        #expect(collection.displayedHeaderTitle(forSection: 1) == "Section 1")
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
        let flow = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        flow.dataSource = dataSource
        #expect(flow.displayedHeaderTitle(forSection: 0) == nil)  // no header reference size: no header
    }

    @Test func compositionalLayoutRemembersItsParts() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        #expect(layout.layoutSection(at: 3) === section)
        #expect(item.layoutSize.widthDimension.isFractionalWidth && item.layoutSize.widthDimension.dimension == 0.5)
        #expect(group.subitems == [item] && group.interItemSpacing?.isFixed == true)
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(list.showsSeparators && list.headerMode == .none)
        list.headerMode = .supplementary
        let provided = UICollectionViewCompositionalLayout { index, environment in
            NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }
        #expect(provided.layoutSection(at: 0) != nil)
    }
}

/// Apple's exceptions for identifiers that are not unique.
@Suite
struct SnapshotTrapTests {
    @Test func duplicateItemIdentifiersTrapWithApplesReason() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Milk", "Milk"])
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("))
        #expect(output.contains("Milk"))
    }

    @Test func itemsWithoutASectionTrapWithApplesReason() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(["Milk"])
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("There are currently no sections in the data source. Please add a section first."))
    }
}
