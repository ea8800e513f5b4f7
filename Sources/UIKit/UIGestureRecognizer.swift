/// A recognizer of touches, with its target–action pairs (Apple: `UIGestureRecognizer`).
///
/// Headless: Linux has no Objective-C runtime to perform an action by name; an action whose selector
/// carries its method (what docgen writes for `#selector`, see `Selector`) is performed by
/// `sendActions()`, the others are recorded only.
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

    /// Performs every action on its target with the recognizer as the sender, in the order they were
    /// added, as UIKit does when the gesture is recognized; for the driver.
    @_spi(Testing) public func sendActions() {
        for pair in actions { pair.action.perform(on: pair.target, sender: self) }
    }
}
