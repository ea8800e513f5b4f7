/// A recognizer of touches, with its target–action pairs (Apple: `UIGestureRecognizer`).
///
/// Headless: Linux has no Objective-C runtime to perform an action by name; an action whose selector
/// carries its method (what docgen writes for `#selector`, see `Selector`) is performed, the others are
/// recorded only. A recognizer without a target (`init()`, `init(target: nil, action: nil)`, both of which
/// Apple declares) goes through its states and sends nothing. The simulated user's gestures
/// (`UIGestureRecognizer+UserInput.swift`) move it through Apple's state machine: a discrete gesture from
/// `.possible` to `.recognized`, a continuous one through `.began`, `.changed` and `.ended`; actions are
/// sent at each of those states, and `reset()` puts the recognizer back in `.possible` afterwards (Apple:
/// "The runtime calls this method after the gesture-recognizer state has been set to
/// UIGestureRecognizer.State.ended, recognized, UIGestureRecognizer.State.cancelled, or
/// UIGestureRecognizer.State.failed").
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (Apple: `UIGestureRecognizer.State`, with iOS's raw values).
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete gesture's recognition: the same as `.ended` (Apple's documentation).
        public static var recognized: State { .ended }
    }

    /// The target–action pairs added so far, in order.
    private(set) var actions: [(target: AnyObject, action: Selector)] = []

    /// The view the recognizer is attached to (Apple: `view`).
    open internal(set) weak var view: UIView?

    /// The state; `.possible` until the user's gesture moves it (Apple: `state`).
    open var state: State = .possible

    /// The delegate asked before the gesture begins; `nil` by default (Apple: `delegate`, weak).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer is enabled; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// Whether touches are cancelled in the view once recognized; `true` by default (Apple's documentation).
    open var cancelsTouchesInView = true

    /// Whether touches reach the view only after the gesture fails; `false` by default (Apple's
    /// documentation).
    open var delaysTouchesBegan = false

    /// Whether a touch's end reaches the view only after the gesture fails; `true` by default (Apple's
    /// documentation).
    open var delaysTouchesEnded = true

    /// A name to identify the recognizer; `nil` by default (Apple: `name`, iOS 11).
    open var name: String?

    /// The recognizers that must fail before this one recognizes (Apple: `require(toFail:)`).
    private(set) var requiredToFail: [UIGestureRecognizer] = []

    /// Where the current gesture is, in its view's coordinates; the centre of the view by default.
    var gestureLocation: CGPoint?

    /// The number of touches of the current gesture.
    var touchCount = 0

    /// A recognizer with one target–action pair (Apple: `init(target:action:)`); either may be nil.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { actions.append((target as AnyObject, action)) }
    }

    /// A recognizer with no target (Apple: `init()`).
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target–action pair (Apple: `addTarget(_:action:)`); adding a pair it has does nothing.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !actions.contains(where: { $0.target === object && $0.action == action }) else { return }
        actions.append((object, action))
    }

    /// Removes target–action pairs (Apple: `removeTarget(_:action:)`: a nil target removes every target's,
    /// a nil action every action of the target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Makes this recognizer wait for another to fail (Apple: `require(toFail:)`); the simulated user's
    /// gesture is meant for one recognizer, so the other never fails and this one never waits.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// The gesture's location in a view's coordinates, or the window's for nil (Apple: `location(in:)`):
    /// the touch's place, by default the centre of the recognizer's view (our choice).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let local = gestureLocation ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        let inWindow = own.pointInRoot(local)
        guard let view else { return inWindow }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    /// The number of touches of the gesture (Apple: `numberOfTouches`); 0 when none is under way.
    open var numberOfTouches: Int { touchCount }

    /// Resets the recognizer after a gesture (Apple: `reset()`, "intended to be overridden"); the state
    /// is set back to `.possible` by the caller.
    open func reset() {}

    /// Performs every action on its target with the recognizer as the sender, in the order they were
    /// added, as UIKit does when the gesture is recognized; for the driver.
    @_spi(Testing) public func sendActions() {
        for pair in actions { pair.action.perform(on: pair.target, sender: self) }
    }
}

extension UIView {
    /// A point of this view's coordinates in its root view's (the window's when it is in one), through the
    /// frames of its superviews; headless views have no transforms or scrolling offsets to apply.
    func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            result.x += current.frame.origin.x
            result.y += current.frame.origin.y
            view = parent
        }
        return result
    }
}
