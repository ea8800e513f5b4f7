/// A container that shows a stack of view controllers under a navigation bar
/// (Apple: `UINavigationController`).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The navigation bar (Apple: `navigationBar`).
    open private(set) var navigationBar = UINavigationBar()

    /// Whether the navigation bar is hidden; `false` by default (Apple's documentation).
    open var isNavigationBarHidden = false

    /// A navigation controller with one view controller on its stack
    /// (Apple: `init(rootViewController:)`).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - The stack

    /// The stack, root first (Apple: `viewControllers`).
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for controller in newValue {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }

    /// The controller at the top of the stack (Apple: `topViewController`).
    open var topViewController: UIViewController? { children.last }

    /// The controller shown now: the top one, or what it presented (Apple: `visibleViewController`).
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    override var appearingChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// Pushes a controller; the old top disappears and the new one appears if the stack is on screen
    /// (Apple: `pushViewController(_:animated:)`).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        previous?.disappear()
        addChild(viewController)
        viewController.didMove(toParent: self)
        if previous != nil || isViewLoaded { viewController.appear() }
    }

    /// Pops the top controller and returns it; the root is never popped
    /// (Apple: `popViewController(animated:)`).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        top.disappear()
        top.willMove(toParent: nil)
        top.removeFromParent()
        topViewController?.appear()
        return top
    }

    /// Hides or shows the navigation bar (Apple: `setNavigationBarHidden(_:animated:)`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
