import Foundation
import Testing
@_spi(Testing) import UIKit

/// Refresh controls, swipe actions, bar button items and navigation items: defaults from Apple's pages and
/// what a user's pull, tap or swipe does.
@Suite @MainActor
struct RefreshSwipeAndBarItemTests {
    @MainActor final class Target: NSObject {
        var calls: [String] = []
        func refresh(_ sender: UIRefreshControl) { calls.append("refresh refreshing=\(sender.isRefreshing)") }
        func add() { calls.append("add") }
    }

    @Test func aPullSendsValueChangedOnceUntilTheRefreshEnds() {
        let control = UIRefreshControl()
        #expect(!control.isRefreshing && control.attributedTitle == nil)
        let target = Target()
        control.addTarget(target, action: _sel(Target.refresh(_:)), for: .valueChanged)
        control.userPull()
        control.userPull()
        #expect(target.calls == ["refresh refreshing=true"], "a pull while refreshing sends nothing")
        control.endRefreshing()
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing && target.calls.count == 1, "beginRefreshing sends no event")
    }

    @Test func aScrollViewKeepsItsRefreshControlAsASubview() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.refreshControl == nil)
        let first = UIRefreshControl()
        table.refreshControl = first
        #expect(table.refreshControl === first && first.superview === table)
        let second = UIRefreshControl()
        table.refreshControl = second
        #expect(table.refreshControl === second && first.superview == nil)
        table.refreshControl = nil
        #expect(table.refreshControl == nil)

        let controller = UITableViewController(style: .plain)
        controller.refreshControl = first
        #expect(controller.tableView.refreshControl === first)
    }

    @Test func aContextualActionsHandlerGetsTheActionTheViewAndACompletion() {
        var seen: [String] = []
        let action = UIContextualAction(style: .destructive, title: "Delete") { action, view, done in
            seen.append("\(action.title ?? "") \(type(of: view))")
            done(true)
        }
        #expect(action.style == .destructive && action.image == nil)
        #expect(action.userPerform(sourceView: UITableViewCell()) == true)
        #expect(seen == ["Delete UITableViewCell"])
        let configuration = UISwipeActionsConfiguration(actions: [action])
        #expect(configuration.actions == [action] && configuration.performsFirstActionWithFullSwipe)
        let silent = UIContextualAction(style: .normal, title: "Later") { _, _, _ in }
        #expect(silent.userPerform(sourceView: UIView()) == nil, "a handler that never completes")
    }

    @Test func aRowActionsHandlerGetsTheRowsIndexPath() {
        var rows: [IndexPath] = []
        let action = UITableViewRowAction(style: .destructive, title: "Delete") { _, indexPath in rows.append(indexPath)
        }
        #expect(action.style == .default, "Apple: .destructive is .default")
        action.userPerform(at: IndexPath(row: 2, section: 0))
        #expect(rows == [IndexPath(row: 2, section: 0)])
    }

    @Test func barButtonItemsShowTheirTitleOrTheSystemItemsName() {
        let target = Target()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: target, action: _sel(Target.add))
        #expect(add.displayedTitle == "Add" && add.systemItem == .add && add.style == .plain)
        add.userTap()
        #expect(target.calls == ["add"])
        add.isEnabled = false
        add.userTap()
        #expect(target.calls == ["add"], "a disabled item sends nothing")
        #expect(
            UIBarButtonItem(barButtonSystemItem: .fastForward, target: nil, action: nil).displayedTitle
                == "Fast Forward")
        #expect(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil).displayedTitle == nil)
        #expect(UIBarButtonItem(title: "Sort", style: .done, target: nil, action: nil).displayedTitle == "Sort")
        let custom = UIBarButtonItem(customView: UIView())
        #expect(custom.customView != nil && custom.width == 0 && custom.possibleTitles == nil)
    }

    @Test func navigationItemDefaults() {
        let item = UINavigationItem(title: "Todos")
        #expect(item.backBarButtonItem == nil && item.backButtonTitle == nil && !item.hidesBackButton)
        #expect(item.largeTitleDisplayMode == .automatic && item.backButtonDisplayMode == .default)
        #expect(!item.leftItemsSupplementBackButton && item.prompt == nil)
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
    }

    @Test func modalStylesHaveApplesRawValues() {
        #expect(UIModalPresentationStyle.automatic.rawValue == -2 && UIModalPresentationStyle.fullScreen.rawValue == 0)
        #expect(UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIViewController().modalTransitionStyle == .coverVertical)
    }
}
