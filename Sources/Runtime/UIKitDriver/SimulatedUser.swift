@_spi(Testing) import UIKit

/// A person using a view controller on screen: it hosts the controller in a navigation controller in a key
/// window (running the life cycle as UIKit does on first display), then taps, types and reads.
///
/// Every action is one user event, delivered as UIKit delivers it (see `UISearchBar`'s user input);
/// an action a user could not do — typing into a bar that is not editing, tapping a Cancel button that is
/// not shown — throws a `DriverError` instead.
@MainActor
public final class SimulatedUser {
    /// The window the controller is shown in.
    public let window: UIWindow

    /// The navigation controller hosting the controller.
    public let navigationController: UINavigationController

    /// The hosted controller.
    public let viewController: UIViewController

    /// How many reports of unsatisfiable constraints the layout had logged when last looked at
    /// (`invariantViolations()`): from the hosting on, only new ones count.
    var constraintReportsSeen: Int

    /// Hosts a view controller and shows it: `loadView`, `viewDidLoad`, `viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`.
    public init(hosting viewController: UIViewController) {
        constraintReportsSeen = UnsatisfiableConstraintReport.log.count
        self.viewController = viewController
        navigationController = UINavigationController(rootViewController: viewController)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    // MARK: - Reading

    /// The search bar the visible controller shows, wherever the example put it, if any.
    public var searchBar: UISearchBar? {
        SearchStackLocator.searchBar(of: visibleScreen.content)
    }

    /// What is on screen now: the visible controller (pushed or presented), its navigation controller and
    /// an alert over it.
    var visibleScreen: VisibleScreen { VisibleScreen(root: navigationController) }

    /// The screen now.
    public func readScreen() -> Screen {
        ScreenReader(navigationController: navigationController).read()
    }

    /// The callbacks UIKit sent for the search bar so far, as Swift would write them (see `SearchCallback`).
    public var callbackLog: [String] {
        searchBar?.callbackLog.map(\.description) ?? []
    }

    /// Forgets the callbacks logged so far.
    public func clearCallbackLog() {
        searchBar?.callbackLog.removeAll()
    }

    // MARK: - Acting

    /// Taps into the search bar, which begins editing unless the delegate refuses.
    public func tapSearchBar() throws {
        try requireSearchBar().userTapTextField()
    }

    /// Types text into the editing bar, one keystroke per character; vetoed keystrokes change nothing.
    public func type(_ text: String) throws {
        let bar = try requireEditingBar()
        for character in text { bar.userInsertText(String(character)) }
    }

    /// Presses the delete key `count` times; on an empty field a press does nothing.
    public func deleteBackward(count: Int = 1) throws {
        let bar = try requireEditingBar()
        for _ in 0..<count { bar.userDeleteBackward() }
    }

    /// Taps the clear button, which shows while the editing bar has text.
    public func clearText() throws {
        let bar = try requireEditingBar()
        guard !(bar.text ?? "").isEmpty else { throw DriverError.noClearButton }
        bar.userTapClearButton()
    }

    /// Taps the scope button with the given title.
    public func selectScope(titled title: String) throws {
        let bar = try requireScopeBar()
        let titles = bar.scopeButtonTitles ?? []
        guard let index = titles.firstIndex(of: title) else {
            throw DriverError.noScopeTitled(title, available: titles)
        }
        bar.userTapScopeButton(at: index)
    }

    /// Taps the scope button at the given index.
    public func selectScope(at index: Int) throws {
        let bar = try requireScopeBar()
        let count = bar.scopeButtonTitles?.count ?? 0
        guard (0..<count).contains(index) else { throw DriverError.scopeIndexOutOfRange(index, count: count) }
        bar.userTapScopeButton(at: index)
    }

    /// Taps the Cancel button.
    public func tapCancel() throws {
        let bar = try requireSearchBar()
        guard bar.showsCancelButton else { throw DriverError.noCancelButton }
        bar.userTapCancelButton()
    }

    /// Taps the keyboard's Search button.
    public func tapSearch() throws {
        try requireEditingBar().userTapSearchButton()
    }

    // MARK: - Preconditions

    private func requireSearchBar() throws -> UISearchBar {
        guard let bar = searchBar else {
            throw DriverError.noSearchBar(host: String(describing: Swift.type(of: viewController)))
        }
        return bar
    }

    private func requireEditingBar() throws -> UISearchBar {
        let bar = try requireSearchBar()
        guard bar.isFirstResponder else { throw DriverError.searchBarNotEditing }
        return bar
    }

    private func requireScopeBar() throws -> UISearchBar {
        let bar = try requireSearchBar()
        guard bar.isScopeBarVisible else { throw DriverError.noScopeBar }
        return bar
    }
}
