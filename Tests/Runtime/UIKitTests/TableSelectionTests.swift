import Testing
@_spi(Testing) import UIKit

/// Selection, headers and footers, row heights and content configurations of a table, as Apple documents
/// them.
@Suite @MainActor
struct TableSelectionTests {
    /// A controller logging its selection messages; it can veto or redirect selections.
    final class Logged: UITableViewController {
        var rows = ["Milk", "Eggs", "Bread"]
        var log: [String] = []
        var redirect: [Int: Int?] = [:]

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            content.secondaryText = "#\(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Groceries"
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            if let target = redirect[indexPath.row] { return target.map { IndexPath(row: $0, section: 0) } }
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.row)")
        }
    }

    @Test func tappingARowSelectsItThroughTheDelegate() {
        let list = Logged()
        #expect(list.tableView.userTapRow(at: IndexPath(row: 0, section: 0)) == IndexPath(row: 0, section: 0))
        #expect(list.tableView.userTapRow(at: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
        #expect(
            list.log == [
                "willSelect 0", "didSelect 0", "willSelect 2", "willDeselect 0", "didDeselect 0", "didSelect 2",
            ])
        #expect(list.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test func willSelectCanVetoOrRedirect() {
        let list = Logged()
        list.redirect = [0: nil, 1: 2]
        #expect(list.tableView.userTapRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(list.tableView.userTapRow(at: IndexPath(row: 1, section: 0)) == IndexPath(row: 2, section: 0))
        #expect(list.log == ["willSelect 0", "willSelect 1", "didSelect 2"])
    }

    @Test func multipleSelectionTogglesRows() {
        let list = Logged()
        list.tableView.allowsMultipleSelection = true
        list.tableView.userTapRow(at: IndexPath(row: 0, section: 0))
        list.tableView.userTapRow(at: IndexPath(row: 1, section: 0))
        #expect(list.tableView.indexPathsForSelectedRows?.count == 2)
        list.tableView.userTapRow(at: IndexPath(row: 0, section: 0))
        #expect(list.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(list.log.suffix(2) == ["willDeselect 0", "didDeselect 0"])
    }

    @Test func selectionCanBeTurnedOffAndCodeSelectsSilently() {
        let list = Logged()
        list.tableView.allowsSelection = false
        #expect(list.tableView.userTapRow(at: IndexPath(row: 0, section: 0)) == nil)
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(list.log == [])
        #expect(list.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func aListContentConfigurationReplacesTheContentViewAndIsRead() throws {
        let list = Logged()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.contentView is UIListContentView)
        #expect(cell.displayedTitle == "Eggs")
        #expect(cell.displayedDetail == "#1")
        #expect(cell.textLabel?.text == nil)
        let labels = cell.contentView.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(labels == ["Eggs", "#1"])
        #expect(list.tableView.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIListContentView))
        #expect(cell.displayedTitle == nil)
    }

    @Test func applyingACompatibleConfigurationKeepsTheContentView() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let view = cell.contentView
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView === view)
        #expect(cell.displayedTitle == "Two")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Two")
    }

    @Test func headersComeFromTheTitleOrTheDelegatesView() {
        let list = Logged()
        #expect(list.tableView.headerView(forSection: 0)?.textLabel?.text == "Groceries")
        #expect(list.tableView.displayedHeaderTitle(forSection: 0) == "Groceries")
        #expect(list.tableView.footerView(forSection: 0) == nil)
        #expect(list.tableView.headerView(forSection: 1) == nil)
    }

    final class CustomHeaders: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            var content = header?.defaultContentConfiguration()
            content?.text = "Section \(section)"
            header?.contentConfiguration = content
            return header
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }
        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
            -> Int
        {
            1 - index
        }
    }

    @Test func registeredHeaderViewsAreDequeuedAndRead() {
        let controller = CustomHeaders()
        #expect(controller.tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
        controller.tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        #expect(controller.tableView.displayedHeaderTitle(forSection: 1) == "Section 1")
        #expect(controller.tableView.headerView(forSection: 0)?.reuseIdentifier == "Header")
        #expect(controller.tableView.displayedSectionIndexTitles == ["A", "B"])
        #expect(controller.tableView.userTapSectionIndexTitle(at: 0) == 1)
    }

    @Test func rowHeightsDefaultToAutomaticAndRectsStackRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        let source = TableTests.TwoRows()
        table.dataSource = source
        table.rowHeight = 60
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
    }

    @Test func cellDefaults() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.selectionStyle == .default)
        #expect(!cell.isSelected && !cell.isHighlighted && !cell.isEditing)
        #expect(cell.editingStyle == .none)
        #expect(cell.contentConfiguration == nil)
        cell.setHighlighted(true, animated: true)
        #expect(cell.configurationState.isHighlighted)
    }
}
