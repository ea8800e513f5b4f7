@_spi(Testing) import UIKit

/// What is on screen now, found from the window's root view controller: the controller whose content shows
/// (the top of the visible navigation stack, or a presented controller), that navigation controller, and
/// an alert presented over it.
///
/// A presented `UISearchController` is the search UI of the controller under it, not a screen of its own;
/// an alert covers the screen but leaves it visible underneath.
@MainActor
struct VisibleScreen {
    /// The controller whose content is on screen.
    var content: UIViewController
    /// The navigation controller `content` is the top of, if any.
    var navigation: UINavigationController?
    /// The alert or action sheet shown over the screen, if any.
    var alert: UIAlertController?

    /// The screen under `root` (the window's root view controller). The walk follows each presentation
    /// once, so a presentation chain of any length is read in a loop.
    init(root: UIViewController) {
        var content = root
        var navigation: UINavigationController?
        var alert: UIAlertController?
        var seen = Set<ObjectIdentifier>()
        while seen.insert(ObjectIdentifier(content)).inserted {
            let container = content
            if let stack = container as? UINavigationController, let top = stack.topViewController {
                navigation = stack
                content = top
            }
            let presented = [container.presentedViewController, content.presentedViewController]
                .compactMap { $0 }.first { !($0 is UISearchController) }
            guard let presented else { break }
            if let presentedAlert = presented as? UIAlertController {
                alert = presentedAlert
                break
            }
            navigation = nil
            content = presented
        }
        self.content = content
        self.navigation = navigation
        self.alert = alert
    }

    /// The bar button items on screen, leading then trailing; none when the navigation bar is hidden or
    /// there is no navigation controller.
    var barButtonItems: (left: [UIBarButtonItem], right: [UIBarButtonItem]) {
        guard let navigation, !navigation.isNavigationBarHidden else { return ([], []) }
        let item = content.navigationItem
        return (item.leftBarButtonItems ?? [], item.rightBarButtonItems ?? [])
    }

    /// The back button's title: the item below the top one gives it (its `backBarButtonItem`'s title, else
    /// its `backButtonTitle`, else its title, else "Back", as UIKit derives it); nil on the root screen, when
    /// the top item hides it, or when left items replace it (`leftItemsSupplementBackButton` false).
    var backButtonTitle: String? {
        guard let navigation, !navigation.isNavigationBarHidden, navigation.viewControllers.count > 1 else {
            return nil
        }
        let item = content.navigationItem
        if item.hidesBackButton { return nil }
        if !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton { return nil }
        let below = navigation.viewControllers[navigation.viewControllers.count - 2].navigationItem
        if let back = below.backBarButtonItem { return back.title ?? "Back" }
        if let title = below.backButtonTitle { return title }
        if let title = below.title, !title.isEmpty { return title }
        return "Back"
    }

    /// How deep the visible screen is in its navigation stack (1 without one).
    var depth: Int {
        guard let navigation else { return 1 }
        return max(navigation.viewControllers.count, 1)
    }
}
