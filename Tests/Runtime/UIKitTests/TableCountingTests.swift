import Testing
@_spi(Testing) import UIKit

/// A table asks its data source for counts to count rows, and for cells only to show them (Apple's
/// `numberOfSections` documentation: the value comes from the data source and is cached).
@Suite @MainActor
struct TableCountingTests {
    /// A data source that logs every question it is asked.
    final class LoggingSource: NSObject, UITableViewDataSource {
        var log: [String] = []
        var titles = ["a", "b", "c"]
        func numberOfSections(in tableView: UITableView) -> Int {
            log.append("sections")
            return 1
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            log.append("rows(\(section))")
            return titles.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            log.append("cell(\(indexPath.row))")
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    /// A controller that reports rows but has no `cellForRowAt` yet: UIKit would not ask for a cell to count.
    final class CountsOnlyController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    }

    @Test func countingAsksForCountsOnly() {
        let source = LoggingSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.indexPathsForVisibleRows?.count == 3)
        #expect(source.log == ["sections", "rows(0)"])
    }

    @Test func countingAControllerWithoutCellsDoesNotTrap() {
        let controller = CountsOnlyController(style: .plain)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test(arguments: ["layoutIfNeeded", "visibleCells", "cellForRow"])
    func readingRowsAsksForCells(reader: String) {
        let source = LoggingSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        _ = table.numberOfRows(inSection: 0)
        switch reader {
        case "layoutIfNeeded": table.layoutIfNeeded()
        case "visibleCells": _ = table.visibleCells
        default: #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "b")
        }
        #expect(source.log == ["sections", "rows(0)", "cell(0)", "cell(1)", "cell(2)"])
    }

    @Test func reloadDataAsksAgainWhenNeeded() {
        let source = LoggingSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        _ = table.visibleCells
        source.log = []
        source.titles = ["x"]
        #expect(table.numberOfRows(inSection: 0) == 3)  // cached until reloadData()
        table.reloadData()
        #expect(source.log == [])  // reloadData() asks nothing by itself
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(source.log == ["sections", "rows(0)"])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["x"])
    }
}
