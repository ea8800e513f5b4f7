import Testing
@_spi(Testing) import UIKit

/// Table editing and batch updates: a to-do list that inserts, deletes, moves and reloads rows as Apple
/// documents (`insertRows(at:with:)`, `performBatchUpdates(_:completion:)`, `setEditing(_:animated:)`,
/// `tableView(_:commit:forRowAt:)`).
@Suite @MainActor
struct TableEditingTests {
    /// A to-do list controller that logs the cells it is asked for.
    final class TodoList: UITableViewController {
        var todos = ["Milk", "Eggs", "Bread"]
        var asked: [Int] = []
        var committed: [String] = []
        var ended: [String] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath.row)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = todos[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            ended.append("\(cell.textLabel?.text ?? "-") at \(indexPath.row)")
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            committed.append(todos[indexPath.row])
            todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    private func titles(_ table: UITableView) -> [String?] {
        table.visibleCells.map { $0.textLabel?.text }
    }

    private func loaded() -> TodoList {
        let list = TodoList()
        _ = list.tableView.visibleCells
        list.asked = []
        return list
    }

    @Test func insertRowsAfterAppendingShowsTheNewRowAndAsksOnlyForIt() {
        let list = loaded()
        list.todos.append("Tea")
        list.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        #expect(titles(list.tableView) == ["Milk", "Eggs", "Bread", "Tea"])
        #expect(list.asked == [3])
        #expect(list.tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test func deleteRowsAfterRemovingKeepsTheOtherCells() {
        let list = loaded()
        let bread = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        list.todos.remove(at: 0)
        list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(titles(list.tableView) == ["Eggs", "Bread"])
        #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === bread)
        #expect(list.asked == [])
        #expect(list.ended == ["Milk at 0"])
        list.tableView.reloadData()
        #expect(list.ended == ["Milk at 0", "Eggs at 0", "Bread at 1"])
    }

    @Test func batchDeletesBeforeInsertsWhateverTheCallOrder() {
        let list = loaded()
        list.todos = ["Tea", "Eggs", "Bread"]
        list.tableView.performBatchUpdates {
            list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        } completion: { finished in
            #expect(finished)
        }
        #expect(titles(list.tableView) == ["Tea", "Eggs", "Bread"])
        #expect(list.asked == [0])
    }

    @Test func beginAndEndUpdatesApplyOnceAtTheOutermostEnd() {
        let list = loaded()
        list.tableView.beginUpdates()
        list.todos.append("Tea")
        list.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(list.tableView.hasUncommittedUpdates)
        list.tableView.beginUpdates()
        list.todos.remove(at: 1)
        list.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        list.tableView.endUpdates()
        #expect(titles(list.tableView) == ["Milk", "Eggs", "Bread"])  // nothing applied yet
        list.tableView.endUpdates()
        #expect(!list.tableView.hasUncommittedUpdates)
        #expect(titles(list.tableView) == ["Milk", "Bread", "Tea"])
    }

    @Test func moveRowKeepsTheCellAndReloadRowsAsksAgain() {
        let list = loaded()
        let milk = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        list.todos = ["Eggs", "Bread", "Milk"]
        list.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === milk)
        #expect(list.asked == [])
        list.todos[0] = "Ham"
        list.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(titles(list.tableView) == ["Ham", "Bread", "Milk"])
        #expect(list.asked == [0])
    }

    @Test func selectionFollowsItsRowThroughUpdates() {
        let list = loaded()
        list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        list.todos.insert("Tea", at: 0)
        list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        list.todos.remove(at: 3)
        list.tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func swipeToDeleteCommitsThroughTheDataSource() throws {
        let list = loaded()
        #expect(list.tableView.displayedRowTitles == [["Milk", "Eggs", "Bread"]])
        #expect(list.tableView.indexPathForRow(titled: "Tea") == nil)
        let milk = try #require(list.tableView.indexPathForRow(titled: "Milk"))
        #expect(list.tableView.userCommitEditing(.delete, forRowAt: milk))
        #expect(list.committed == ["Milk"])
        #expect(titles(list.tableView) == ["Eggs", "Bread"])
    }

    @Test func aDataSourceWithoutCommitOffersNoSwipeToDelete() {
        let source = TableTests.TwoRows()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        #expect(!table.userCommitEditing(.delete, forRowAt: IndexPath(row: 0, section: 0)))
        #expect(table.deleteConfirmationTitle(forRowAt: IndexPath(row: 0, section: 0)) == "Delete")
    }

    @Test func setEditingPutsEveryVisibleCellIntoEditingMode() {
        let list = loaded()
        #expect(!list.isEditing && !list.tableView.isEditing)
        list.setEditing(true, animated: true)
        #expect(list.tableView.isEditing)
        #expect(list.tableView.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
        #expect(list.editButtonItem.title == "Done")
        list.editButtonItem.userTap()
        #expect(!list.isEditing && !list.tableView.isEditing)
        #expect(list.tableView.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
        #expect(list.editButtonItem.title == "Edit")
    }

    @Test func insertSectionsAndDeleteSections() {
        final class Sectioned: NSObject, UITableViewDataSource {
            var sections = [["a"], ["b", "c"]]
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                sections[section].count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = sections[indexPath.section][indexPath.row]
                return cell
            }
        }
        let source = Sectioned()
        let table = UITableView(frame: .zero, style: .grouped)
        table.dataSource = source
        _ = table.visibleCells
        source.sections.insert(["z"], at: 1)
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "z", "b", "c"])
        source.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["z", "b", "c"])
    }
}

/// A data source whose model the test changes without telling the table the right count.
final class ThreeTodos: NSObject, UITableViewDataSource {
    var todos = ["Milk", "Eggs", "Bread"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// Apple's `NSInternalInconsistencyException` for updates whose counts do not add up.
@Suite
struct TableUpdateTrapTests {
    @Test func insertingWithoutChangingTheModelTrapsWithApplesReason() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ThreeTodos()
                let table = UITableView(frame: .zero, style: .plain)
                table.dataSource = source
                _ = table.visibleCells
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let reason: String = """
            'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. \
            The number of rows contained in an existing section after the update (3) must be equal to \
            the number of rows contained in that section before the update (3), plus or minus the \
            number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or \
            minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
            """
        #expect(output.contains(reason))
    }

    @Test func deletingASectionWithoutChangingTheModelTrapsWithTheSectionCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ThreeTodos()
                let table = UITableView(frame: .zero, style: .plain)
                table.dataSource = source
                _ = table.numberOfRows(inSection: 0)
                table.deleteSections(IndexSet(integer: 0), with: .fade)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let reason: String = """
            Invalid update: invalid number of sections. The number of sections contained in the table view \
            after the update (1) must be equal to the number of sections contained in the table view \
            before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, \
            1 deleted).
            """
        #expect(output.contains(reason))
    }
}
