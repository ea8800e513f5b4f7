// Written only against Apple's public UIKit API, in the Swift 5 language mode: this file compiles
// unchanged in an iOS app's test target. Navigation stacks, presentation, segues, refresh controls,
// swipe actions and bar items; each expectation names the Apple documentation it comes from.

import Testing
import UIKit

@MainActor
@Suite struct NavigationConformanceTests {
    final class Appearing: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            events.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            events.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            events.append("didDisappear")
        }
    }

    /// A navigation stack in a key window, as an app shows it.
    func shown(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation)
    }

    /// UINavigationController: "pushViewController(_:animated:)" makes the controller the top one; the old top
    /// disappears, the new one appears (each will before did); "popViewController(animated:)" returns the
    /// popped controller; "popToRootViewController(animated:)" returns the popped controllers.
    @Test func pushingAndPopping() {
        let root = Appearing()
        let (window, navigation) = shown(root)
        root.events.removeAll()
        let pushed = Appearing()
        navigation.pushViewController(pushed, animated: false)
        #expect(navigation.topViewController === pushed && pushed.navigationController === navigation)
        #expect(root.events == ["willDisappear", "didDisappear"] && pushed.events == ["willAppear", "didAppear"])
        #expect(navigation.popViewController(animated: false) === pushed)
        #expect(root.events == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        let third = UIViewController()
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.popToRootViewController(animated: false)?.count == 2)
        #expect(navigation.viewControllers == [root])
        _ = window
    }

    /// "setViewControllers(_:animated:)": "the last item added to the array becomes the top item".
    @Test func settingTheStack() {
        let (window, navigation) = shown(UIViewController())
        let (a, b) = (UIViewController(), UIViewController())
        navigation.setViewControllers([a, b], animated: false)
        #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b)
        #expect(navigation.popToViewController(a, animated: false) == [b])
        _ = window
    }

    /// "show(_:sender:)": a navigation controller pushes the controller.
    @Test func showPushesInANavigationController() {
        let root = UIViewController()
        let (window, navigation) = shown(root)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        _ = window
    }

    /// "present(_:animated:completion:)" sets "presentedViewController" of the controller that called it;
    /// "completion" runs after the presentation; "dismiss(animated:completion:)" on the presented controller
    /// asks its presenter to dismiss it. "modalPresentationStyle" is ".automatic" by default.
    @Test func presentingAndDismissing() {
        let root = UIViewController()
        let (window, _) = shown(root)
        let presented = Appearing()
        #expect(presented.modalPresentationStyle == .automatic)
        var completions = 0
        root.present(presented, animated: false) { completions += 1 }
        #expect(root.presentedViewController === presented && presented.presentingViewController != nil)
        #expect(presented.events == ["willAppear", "didAppear"] && completions == 1)
        presented.dismiss(animated: false) { completions += 1 }
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"] && completions == 2)
        _ = window
    }

    final class SegueSource: UIViewController {
        var identifiers: [String?] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            identifiers.append(segue.identifier)
            #expect(segue.source === self)
        }
    }

    /// UIStoryboardSegue: "identifier", "source", "destination"; "init(identifier:source:destination:
    /// performHandler:)" runs the handler on "perform()". "prepare(for:sender:)" does nothing by default;
    /// "shouldPerformSegue(withIdentifier:sender:)" is true by default ("all segues are performed").
    @Test func segues() {
        let source = SegueSource()
        let destination = UIViewController()
        var performed = false
        let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: destination) {
            performed = true
        }
        #expect(segue.identifier == "detail" && segue.source === source && segue.destination === destination)
        source.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(performed && source.identifiers == ["detail"])
        #expect(UIViewController().shouldPerformSegue(withIdentifier: "x", sender: nil))
    }

    /// UIRefreshControl: "isRefreshing" false until "beginRefreshing()", false again after
    /// "endRefreshing()"; "refreshControl" of a scroll view is nil by default; UITableViewController's
    /// "refreshControl" is its table view's.
    @Test func refreshControl() {
        let control = UIRefreshControl()
        #expect(!control.isRefreshing && control.attributedTitle == nil)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        let controller = UITableViewController(style: .plain)
        #expect(controller.tableView.refreshControl == nil)
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
    }

    /// UIContextualAction: "init(style:title:handler:)" keeps the style and title; the handler gets the
    /// action, the view and a completion handler. UISwipeActionsConfiguration: "actions" in order,
    /// "performsFirstActionWithFullSwipe" true by default.
    @Test func swipeActions() {
        var performed: Bool?
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
        #expect(delete.style == .destructive && delete.title == "Delete")
        delete.handler(delete, UIView()) { performed = $0 }
        #expect(performed == true)
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        #expect(configuration.actions == [delete] && configuration.performsFirstActionWithFullSwipe)
        let old = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
        #expect(old.title == "More" && old.style == .normal)
    }

    /// UIBarButtonItem: "style" is ".plain" by default, "isEnabled" true, "target" and "action" as given;
    /// UINavigationItem: "backBarButtonItem" nil, "hidesBackButton" false, "largeTitleDisplayMode"
    /// ".automatic" by default.
    @Test func barItems() {
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(item.style == .plain && item.isEnabled && item.target == nil && item.action == nil)
        let titled = UIBarButtonItem(title: "Sort", style: .done, target: nil, action: nil)
        #expect(titled.title == "Sort" && titled.style == .done)
        let navigationItem = UINavigationItem(title: "Todos")
        navigationItem.rightBarButtonItem = item
        #expect(navigationItem.rightBarButtonItems == [item])
        #expect(navigationItem.backBarButtonItem == nil && !navigationItem.hidesBackButton)
        #expect(navigationItem.largeTitleDisplayMode == .automatic)
    }
}
