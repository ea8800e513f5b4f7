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

    /// The stack, root first (Apple: `viewControllers`); setting it is `setViewControllers(_:animated:)`
    /// without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
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

    /// Pushes a controller (Apple: `pushViewController(_:animated:)`); pushing one already on a stack does
    /// nothing (Apple raises an exception for it; our choice is to ignore it, as for a push during a push).
    ///
    /// When the stack is on screen, the old top disappears while the new one appears (see
    /// `UIViewController.transition`), the new one's `isMovingToParent` true meanwhile; then
    /// `didMove(toParent:)`. A push from inside a transition's callbacks (`viewDidAppear` pushing again) waits
    /// until that transition ends, so a chain of pushes is a loop, never a deeper stack of calls.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController.parent == nil, viewController !== self else { return }
        pendingPushes.append(viewController)
        guard !isTransitioning else { return }
        isTransitioning = true
        defer { isTransitioning = false }
        while !pendingPushes.isEmpty {
            let next = pendingPushes.removeFirst()
            let previous = topViewController
            addChild(next)
            if isOnScreen {
                next.isMovingToParent = true
                Self.transition(from: previous, to: next)
                next.isMovingToParent = false
            }
            next.didMove(toParent: self)
        }
    }

    /// Controllers pushed while a push was under way, in order.
    private var pendingPushes: [UIViewController] = []

    /// Whether a push is under way.
    private var isTransitioning = false

    /// Shows a controller by pushing it (Apple: `show(_:sender:)`: "UINavigationController … override this
    /// method" — a navigation controller pushes).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller and returns it; the root is never popped, and popping it returns nil
    /// (Apple: `popViewController(animated:)`).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return pop(above: children[children.count - 2]).first
    }

    /// Pops every controller above the root and returns them, nil when the root is the top (Apple:
    /// `popToRootViewController(animated:)`).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return nil }
        return pop(above: children[0])
    }

    /// Pops the controllers above `viewController`, which must be on the stack, and returns them (Apple:
    /// `popToViewController(_:animated:)`); nil when it is not on the stack (our choice; Apple raises an
    /// exception) or is the top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard children.contains(where: { $0 === viewController }), topViewController !== viewController else {
            return nil
        }
        return pop(above: viewController)
    }

    /// Removes the controllers above `target`, the top one first; the top disappears (`isMovingFromParent`
    /// true meanwhile) while `target` appears; each removed controller gets `willMove(toParent: nil)` and
    /// `didMove(toParent: nil)`. Returns the removed controllers, bottom first, as Apple's methods do.
    private func pop(above target: UIViewController) -> [UIViewController] {
        guard let index = children.firstIndex(where: { $0 === target }), let top = topViewController else { return [] }
        let removed = Array(children[(index + 1)...])
        if isOnScreen {
            top.isMovingFromParent = true
            Self.transition(from: top, to: target)
            top.isMovingFromParent = false
        }
        for controller in removed.reversed() { controller.willMove(toParent: nil) }
        removeChildren(after: index)
        return removed
    }

    /// Replaces the stack (Apple: `setViewControllers(_:animated:)`: "the last item added to the array
    /// becomes the top item"). When the stack is on screen and the top changes, the old top disappears while
    /// the new one appears. Controllers that leave get `willMove(toParent: nil)`/`didMove(toParent: nil)`,
    /// new ones `didMove(toParent: self)`; a controller listed twice is kept once (its first place).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var stack: [UIViewController] = []
        for controller in viewControllers where !stack.contains(where: { $0 === controller }) && controller !== self {
            stack.append(controller)
        }
        let previousTop = topViewController
        let leaving = children.filter { old in !stack.contains { $0 === old } }
        let arriving = stack.filter { new in !children.contains { $0 === new } }
        if isOnScreen, previousTop !== stack.last { Self.transition(from: previousTop, to: stack.last) }
        for controller in leaving {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in arriving { addChild(controller) }
        reorderChildren(stack)
        for controller in arriving { controller.didMove(toParent: self) }
    }
    /// Hides or shows the navigation bar (Apple: `setNavigationBarHidden(_:animated:)`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
