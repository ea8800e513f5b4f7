/// The backdrop of an app's user interface, holding the root view controller (Apple: `UIWindow`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The root view controller; setting it installs its view (Apple: `rootViewController`).
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if isKeyWindow { showRootViewController() }
        }
    }

    /// Whether this is the key window (Apple: `isKeyWindow`).
    open private(set) var isKeyWindow = false

    /// Shows the window and makes it key (Apple: `makeKeyAndVisible()`).
    ///
    /// The root view controller's view loads and its appearance callbacks run, as on first display
    /// (Apple's "Displaying and managing views" life cycle: `loadView`, `viewDidLoad`, `viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`).
    open func makeKeyAndVisible() {
        isHidden = false
        guard !isKeyWindow else { return }
        isKeyWindow = true
        showRootViewController()
    }

    /// Installs the root view controller's view and runs its appearance transition.
    private func showRootViewController() {
        guard let root = rootViewController else { return }
        root.loadViewIfNeeded()
        if let view = root.view {
            view.frame = bounds
            addSubview(view)
        }
        root.appear()
    }
}
