import Testing
@_spi(Testing) import UIKit

/// Table view and table view controller rules.
@Suite @MainActor
struct TableTests {
    /// A data source that implements only the required methods.
    final class TwoRows: NSObject, UITableViewDataSource {
        var titles = ["a", "b"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    @Test func numberOfSectionsDefaultsToOne() {
        let source = TwoRows()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func rowsStayUntilReloadData() {
        let source = TwoRows()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b"])
        source.titles = ["c"]
        #expect(table.visibleCells.count == 2)
        table.reloadData()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c"])
    }

    @Test func tableViewControllerIsItsTablesDataSourceAndDelegate() {
        let controller = UITableViewController(style: .plain)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.view === controller.tableView)
    }

    @Test func tableViewControllerRegistersCell() {
        let controller = UITableViewController()
        let cell = controller.tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Cell")
        #expect(controller.tableView.dequeueReusableCell(withIdentifier: "Other") == nil)
    }

    @Test func dequeueingAnUnknownIdentifierTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UITableView(frame: .zero).dequeueReusableCell(
                    withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            }
        }
    }

    @Test func dequeueingTwiceGivesTwoCells() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let first = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        #expect(first !== table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 1, section: 0)))
    }

    @Test func cellStylesHaveTheirLabels() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).textLabel != nil)
    }

    @Test func indexPathHasRowAndSection() {
        let indexPath = IndexPath(row: 3, section: 1)
        #expect(indexPath.row == 3)
        #expect(indexPath.section == 1)
    }

    @Test func imagesRememberTheirNames() {
        #expect(UIImage(named: "green_circle")?.name == "green_circle")
    }
}
