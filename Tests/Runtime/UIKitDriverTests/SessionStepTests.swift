import Foundation
import Testing
import UIKit
import UIKitDriver

/// The session steps beyond search, played on a to-do list written as tutorials write it (a bar button with
/// a selector, an alert with a text field, swipe actions, a refresh control, a pushed detail screen), with
/// `reloadData` after every change.
@Suite @MainActor
struct SessionStepTests {
    class TodoListController: UITableViewController {
        var todos = ["Milk", "Eggs"]
        var selected: [String] = []
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Todos"
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .add, target: self, action: _sel(TodoListController.addTodo))
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Sort", style: .plain, target: self, action: _sel(TodoListController.sort))
            refreshControl = UIRefreshControl()
            refreshControl?.addTarget(self, action: _sel(TodoListController.refresh), for: .valueChanged)
        }

        func addTodo() {
            let alert = UIAlertController(title: "New Todo", message: "What to do?", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Item" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let add = UIAlertAction(title: "Add", style: .default) { [unowned self, unowned alert] _ in
                guard let text = alert.textFields?.first?.text, !text.isEmpty else { return }
                todos.append(text)
                tableView.reloadData()
            }
            alert.addAction(add)
            alert.preferredAction = add
            present(alert, animated: true)
        }

        func sort() {
            todos.sort()
            tableView.reloadData()
        }

        func refresh() {
            todos.append("Fetched")
            tableView.reloadData()
            refreshControl?.endRefreshing()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = todos[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willSelect \(indexPath.row)")
            return todos[indexPath.row] == "Locked" ? nil : indexPath
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            events.append("didSelect \(indexPath.row)")
            let detail = UIViewController()
            detail.title = todos[indexPath.row]
            navigationController?.pushViewController(detail, animated: true)
        }

        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                todos.remove(at: indexPath.row)
                tableView.reloadData()
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                todos[indexPath.row] += " !"
                tableView.reloadData()
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    func play(_ actions: [SessionAction], on controller: UIViewController = TodoListController()) throws -> (
        SimulatedUser, Screen
    ) {
        let user = SimulatedUser(hosting: controller)
        for action in actions { try user.perform(action) }
        return (user, user.readScreen())
    }

    @Test func addingThroughTheBarButtonAndTheAlert() throws {
        let user = SimulatedUser(hosting: TodoListController())
        try user.perform(.tapButton("add"))
        let asked = user.readScreen()
        #expect(asked.alert?.title == "New Todo" && asked.alert?.actions == ["Cancel", "Add"])
        #expect(asked.alert?.textFields == [Screen.Alert.TextField(text: "", placeholder: "Item")])
        #expect(asked.rowTitles == ["Milk", "Eggs"], "the table stays under the alert")
        try user.perform(.alert(title: "New Todo", typing: ["Bread"], tap: "Add"))
        let after = user.readScreen()
        #expect(after.alert == nil && after.rowTitles == ["Milk", "Eggs", "Bread"])
        try user.perform(.tapButton("Add"))
        try user.perform(.alert(title: "New Todo", typing: ["Jam"], tap: "Cancel"))
        #expect(user.readScreen().rowTitles == ["Milk", "Eggs", "Bread"])
    }

    @Test func tappingARowSelectsItThroughTheDelegateAndPushesTheDetail() throws {
        let controller = TodoListController()
        let (user, detail) = try play([.tapRow("Eggs")], on: controller)
        #expect(controller.events == ["willSelect 1", "didSelect 1"])
        #expect(detail.navigationTitle == "Eggs" && detail.depth == 2)
        #expect(detail.navigationBar?.backButton == "Todos" && detail.tableOwner == nil)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        try user.perform(.back)
        let back = user.readScreen()
        #expect(back.navigationTitle == "Todos" && back.rowTitles == ["Milk", "Eggs"] && back.depth == 1)
    }

    @Test func aDelegateThatReturnsNilFromWillSelectCancelsTheTap() throws {
        let controller = TodoListController()
        controller.todos = ["Locked"]
        let (_, screen) = try play([.tapRow("Locked")], on: controller)
        #expect(controller.events == ["willSelect 0"], "\(controller.events)")
        #expect(screen.depth == 1)
    }

    @Test func swipingRunsTheSwipeActionWithThatTitle() throws {
        let (user, flagged) = try play([.swipe(row: "Milk", action: "flag")])
        #expect(flagged.rowTitles == ["Milk !", "Eggs"])
        try user.perform(.swipe(row: "Eggs", action: "delete"))
        try user.perform(.swipe(row: "Milk !", action: "Delete"))
        #expect(user.readScreen().rowTitles == [], "deleting the last row leaves an empty table")
        #expect(user.readScreen().description.hasSuffix("table (host):\n  (none)"))
    }

    @Test func pullingToRefreshSendsValueChangedAndWaitsForTheEnd() throws {
        let (_, screen) = try play([.pullToRefresh])
        #expect(screen.rowTitles == ["Milk", "Eggs", "Fetched"] && screen.isRefreshing == false)
    }

    /// A refresh ended later on the main queue, as Apple's own example does.
    final class LateRefresh: TodoListController {
        override func refresh() {
            DispatchQueue.main.async { [self] in refreshControl?.endRefreshing() }
        }
    }

    @Test func aRefreshEndedLaterIsReadAsStillRefreshing() throws {
        let (_, screen) = try play([.pullToRefresh], on: LateRefresh())
        #expect(screen.rowTitles == ["Milk", "Eggs"] && screen.isRefreshing == true)
        #expect(screen.description.contains("refresh control: refreshing"))
    }

    @Test func theScreenReadsTheNavigationBarAndTheAlert() throws {
        let (_, screen) = try play([.tapButton("add")])
        #expect(
            screen.description == """
                navigation title: "Todos"
                bar buttons: left [Sort], right [Add]
                refresh control: idle
                table (host):
                  - Milk
                  - Eggs
                alert: "New Todo"
                  message: "What to do?"
                  text field: "" (placeholder "Item")
                  buttons: Cancel | [Add]
                """)
    }

    // MARK: - What a person would not find

    @Test func aRowNotOnScreenListsTheRowsThatAre() {
        #expect(throws: DriverError.noRowTitled("Bread", visible: ["Milk", "Eggs"])) { try play([.tapRow("Bread")]) }
        #expect(DriverError.noRowTitled("Bread", visible: ["Milk", "Eggs"]).diagnosticID == "DG0640")
        #expect(
            String(describing: DriverError.noRowTitled("Bread", visible: ["Milk", "Eggs"]))
                == "no row titled \"Bread\" on screen; the table shows \"Milk\", \"Eggs\"")
    }

    @Test func aSwipeActionNotOfferedListsTheOnesThatAre() {
        #expect(throws: DriverError.noSwipeAction("Archive", row: "Milk", available: ["Delete", "Flag"])) {
            try play([.swipe(row: "Milk", action: "Archive")])
        }
    }

    @Test func tappingInAnEmptyTableListsNoRows() {
        #expect(throws: DriverError.noRowTitled("Milk", visible: [])) { try play([.tapRow("Milk")], on: plainTodo()) }
    }

    func plainTodo() -> TodoListController {
        let controller = TodoListController()
        controller.todos = []
        return controller
    }

    @Test func aButtonNotOnScreenListsTheButtons() {
        #expect(throws: DriverError.noButton("Edit", available: ["Sort", "Add"])) { try play([.tapButton("Edit")]) }
    }

    @Test func stepsUnderAnUnansweredAlertFail() {
        #expect(throws: DriverError.alertIsShown("New Todo", actions: ["Cancel", "Add"])) {
            try play([.tapButton("add"), .tapRow("Milk")])
        }
        #expect(throws: DriverError.noAlert("Other", shown: .some("New Todo"))) {
            try play([.tapButton("add"), .alert(title: "Other", typing: [], tap: "OK")])
        }
        #expect(throws: DriverError.noAlert("New Todo", shown: nil)) {
            try play([.alert(title: "New Todo", typing: [], tap: "Add")])
        }
        #expect(throws: DriverError.notEnoughTextFields(alert: "New Todo", needed: 2, available: 1)) {
            try play([.tapButton("add"), .alert(title: "New Todo", typing: ["a", "b"], tap: "Add")])
        }
        #expect(throws: DriverError.noAlertAction("OK", alert: "New Todo", available: ["Cancel", "Add"])) {
            try play([.tapButton("add"), .alert(title: "New Todo", typing: [], tap: "OK")])
        }
    }

    @Test func noRefreshControlAndNoBackButtonAreFailures() {
        #expect(throws: DriverError.noRefreshControl) { try play([.pullToRefresh], on: UITableViewController()) }
        #expect(throws: DriverError.noBackButton) { try play([.back]) }
    }

    @Test func stepsDescribeThemselvesAsTheDocsWriteThem() {
        #expect(
            SessionAction.alert(title: "New Todo", typing: ["Milk"], tap: "Add").description
                == #"alert "New Todo" type "Milk" tap "Add""#)
        #expect(SessionAction.swipe(row: "Milk", action: "delete").description == #"swipe "Milk" "delete""#)
        #expect(SessionAction.tapButton("add").description == #"tap button "add""#)
        #expect(SessionAction.pullToRefresh.description == "pull to refresh")
    }
}

/// The deprecated row actions and a table with no swipe actions at all.
@Suite @MainActor
struct RowActionStepTests {
    final class OldStyle: SessionStepTests.TodoListController {
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }

        override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
            -> [UITableViewRowAction]?
        {
            [
                UITableViewRowAction(style: .destructive, title: "Remove") { [unowned self] _, indexPath in
                    todos.remove(at: indexPath.row)
                    tableView.reloadData()
                }
            ]
        }
    }

    final class NoActions: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Milk"
            return cell
        }
    }

    @Test func theDeprecatedRowActionsAreOfferedWhenNoConfigurationIs() throws {
        let user = SimulatedUser(hosting: OldStyle())
        try user.perform(.swipe(row: "Eggs", action: "remove"))
        #expect(user.readScreen().rowTitles == ["Milk"])
        #expect(throws: DriverError.noSwipeAction("Delete", row: "Milk", available: ["Remove"])) {
            try user.perform(.swipe(row: "Milk", action: "Delete"))
        }
    }

    @Test func aTableWithoutSwipeActionsOffersNone() {
        let user = SimulatedUser(hosting: NoActions())
        #expect(throws: DriverError.noSwipeAction("delete", row: "Milk", available: [])) {
            try user.perform(.swipe(row: "Milk", action: "delete"))
        }
    }
}

/// A screen presented modally in its own navigation controller is the screen read and driven.
@Suite @MainActor
struct PresentedScreenTests {
    final class Editor: UIViewController {
        var saved = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Edit"
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .save, target: self, action: _sel(Editor.save))
        }
        func save() {
            saved += 1
            dismiss(animated: true)
        }
    }

    final class Host: UIViewController {
        let editor = Editor()
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Home"
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Open", style: .plain, target: self, action: _sel(Host.open))
        }
        func open() {
            present(UINavigationController(rootViewController: editor), animated: true)
        }
    }

    @Test func aPresentedNavigationControllersTopIsTheScreen() throws {
        let host = Host()
        let user = SimulatedUser(hosting: host)
        try user.perform(.tapButton("Open"))
        let editing = user.readScreen()
        #expect(editing.navigationTitle == "Edit" && editing.navigationBar?.rightButtons == ["Save"])
        #expect(editing.navigationBar?.backButton == nil && editing.depth == 1)
        #expect(throws: DriverError.noBackButton) { try user.perform(.back) }
        try user.perform(.tapButton("save"))
        #expect(host.editor.saved == 1 && user.readScreen().navigationTitle == "Home")
    }
}
