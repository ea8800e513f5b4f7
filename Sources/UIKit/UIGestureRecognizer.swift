/// A recognizer of touches, with its target–action pairs (Apple: `UIGestureRecognizer`).
///
/// Headless: Linux has no Objective-C runtime to perform an action, so the pairs are recorded only.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The target–action pairs added so far, in order.
    private(set) var actions: [(target: Any, action: Selector)] = []

    /// The view the recognizer is attached to (Apple: `view`).
    open internal(set) weak var view: UIView?

    /// Whether the recognizer is enabled; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// Whether touches are cancelled in the view once recognized; `true` by default (Apple's documentation).
    open var cancelsTouchesInView = true

    /// A recognizer with one target–action pair (Apple: `init(target:action:)`).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { actions.append((target, action)) }
    }

    /// Adds a target–action pair (Apple: `addTarget(_:action:)`).
    open func addTarget(_ target: Any, action: Selector) {
        actions.append((target, action))
    }
}
