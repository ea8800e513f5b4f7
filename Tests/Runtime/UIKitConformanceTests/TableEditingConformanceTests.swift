// Written only against Apple's public UIKit API, in the Swift 5 language mode: this file compiles
// unchanged in an iOS app's test target. It checks table editing, batch updates, selection, headers,
// content configurations, diffable data sources and compositional layouts; each expectation names the
// Apple documentation it comes from.

import Testing
import UIKit

@MainActor
@Suite struct TableEditingConformanceTests {
    final class Todos: UITableViewController {
        var todos = ["Milk", "Eggs", "Bread"]
        var events: [String] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            events.append("cell \(indexPath.row)")
            let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
            cell.textLabel?.text = todos[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "To do" }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            events.append("didSelect \(indexPath.row)")
        }
    }

    private func shown(_ table: UITableView) -> [String?] {
        table.layoutIfNeeded()
        return (0..<table.numberOfRows(inSection: 0)).map {
            table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
    }

    /// UITableView "insertRows(at:with:)" ("calls the relevant delegate and data source methods
    /// immediately afterward to get the cells"), "deleteRows(at:with:)", "moveRow(at:to:)".
    @Test func insertDeleteAndMoveRows() {
        let controller = Todos()
        #expect(shown(controller.tableView) == ["Milk", "Eggs", "Bread"])
        controller.todos.append("Tea")
        controller.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Tea")
        controller.todos.remove(at: 0)
        controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(shown(controller.tableView) == ["Eggs", "Bread", "Tea"])
        controller.todos = ["Bread", "Tea", "Eggs"]
        controller.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(shown(controller.tableView) == ["Bread", "Tea", "Eggs"])
    }

    /// UITableView "performBatchUpdates(_:completion:)": "Deletes are processed before inserts in batch
    /// operations".
    @Test func batchUpdatesProcessDeletesFirst() {
        let controller = Todos()
        _ = shown(controller.tableView)
        controller.todos = ["Tea", "Eggs", "Bread"]
        var finished = false
        controller.tableView.performBatchUpdates(
            {
                controller.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
                controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .right)
            }, completion: { finished = $0 })
        #expect(shown(controller.tableView) == ["Tea", "Eggs", "Bread"])
        #expect(finished)
    }

    /// UITableView "isEditing" (false by default), "setEditing(_:animated:)" (calls setEditing on each
    /// visible cell); UITableViewDelegate "tableView(_:editingStyleForRowAt:)" (.delete when not implemented).
    @Test func editingMode() {
        let controller = Todos()
        _ = shown(controller.tableView)
        #expect(!controller.tableView.isEditing)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isEditing == true)
        #expect(cell?.editingStyle == .delete)
        controller.tableView.isEditing = false
        #expect(cell?.isEditing == false)
        #expect(UITableViewCell.EditingStyle.delete.rawValue == 1 && UITableViewCell.EditingStyle.insert.rawValue == 2)
    }

    /// UITableView "allowsSelection" (true), "allowsMultipleSelection" (false), "indexPathsForSelectedRows"
    /// (nil if none), "selectRow(at:animated:scrollPosition:)" and "deselectRow(at:animated:)" (no delegate
    /// message).
    @Test func selection() {
        let controller = Todos()
        let table = controller.tableView!
        _ = shown(table)
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(!controller.events.contains { $0.hasPrefix("didSelect") })
    }

    /// UITableView "rowHeight", "estimatedRowHeight", "sectionHeaderHeight" (automaticDimension by default);
    /// "headerView(forSection:)"; UITableViewCell "selectionStyle" (.default), "defaultContentConfiguration()".
    @Test func heightsHeadersAndCells() {
        let controller = Todos()
        let table = controller.tableView!
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "To do")
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(cell.selectionStyle == .default)
        var content = cell.defaultContentConfiguration()
        #expect(content.text == nil && content.secondaryText == nil && content.image == nil)
        content.text = "Favorites"
        content.image = UIImage(systemName: "star")
        content.imageProperties.tintColor = .purple
        cell.contentConfiguration = content
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Favorites")
        #expect(cell.contentView is UIListContentView)
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        #expect(header.reuseIdentifier == "Header")
        #expect(header.textLabel != nil)
    }

    /// UIScrollView "isScrollEnabled", "bounces", "showsVerticalScrollIndicator" (true), "isPagingEnabled",
    /// "alwaysBounceVertical" (false), "contentInset" (zero), "keyboardDismissMode" (.none).
    @Test func scrollViewDefaults() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.isScrollEnabled && scroll.bounces)
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
        #expect(!scroll.isPagingEnabled && !scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.keyboardDismissMode == .none)
    }

    // MARK: - Diffable data sources

    enum Section: Hashable { case main }

    /// NSDiffableDataSourceSnapshot "appendSections(_:)", "appendItems(_:toSection:)", "insertItems(_:beforeItem:)",
    /// "deleteItems(_:)", "moveItem(_:afterItem:)", "itemIdentifiers", "numberOfItems", "indexOfItem(_:)".
    @Test func snapshots() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        #expect(snapshot.numberOfSections == 0)
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk", "Bread"], toSection: .main)
        snapshot.insertItems(["Eggs"], beforeItem: "Bread")
        #expect(snapshot.itemIdentifiers == ["Milk", "Eggs", "Bread"])
        snapshot.moveItem("Milk", afterItem: "Bread")
        snapshot.deleteItems(["Eggs"])
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["Bread", "Milk"])
        #expect(snapshot.numberOfItems == 2 && snapshot.indexOfItem("Milk") == 1)
    }

    /// UITableViewDiffableDataSource "init(tableView:cellProvider:)", "apply(_:animatingDifferences:completion:)",
    /// "snapshot()", "itemIdentifier(for:)", "indexPath(for:)".
    @Test func tableDiffableDataSource() {
        let table = UITableView(frame: .zero, style: .plain)
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk", "Eggs"])
        dataSource.apply(snapshot, animatingDifferences: true)
        #expect(shown(table) == ["Milk", "Eggs"])
        snapshot.deleteItems(["Milk"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(shown(table) == ["Eggs"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Eggs")
        #expect(dataSource.indexPath(for: "Milk") == nil)
        #expect(dataSource.snapshot().numberOfItems == 1)
    }

    /// UICollectionViewCompositionalLayout "list(using:)", UICollectionLayoutListConfiguration
    /// "init(appearance:)", UICollectionView.CellRegistration "init(handler:)",
    /// "dequeueConfiguredReusableCell(using:for:item:)", UICollectionViewDiffableDataSource.
    @Test func collectionListWithRegistrations() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Milk"])
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell is UICollectionViewListCell)
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Milk")
    }

    /// NSCollectionLayoutSize, NSCollectionLayoutItem, NSCollectionLayoutGroup, NSCollectionLayoutSection.
    @Test func compositionalLayoutParts() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        _ = UICollectionViewCompositionalLayout(section: section)
        #expect(size.heightDimension.dimension == 44)
        #expect(item.layoutSize === size)
        #expect(section.interGroupSpacing == 8)
    }
}
