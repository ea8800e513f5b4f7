/// An object that can respond to and handle events (Apple: `UIResponder`).
///
/// Headless: first-responder status is a flag on each responder; becoming first responder does not resign
/// another responder, because there is no window-wide event routing to keep exclusive.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Whether this responder is currently the first responder.
    private var firstResponderFlag = false

    /// Creates a responder.
    public override init() {
        super.init()
    }

    // MARK: - First responder

    /// The next responder in the chain; `nil` for a bare responder (Apple: `next`).
    open var next: UIResponder? { nil }

    /// Whether this object can become first responder; `false` by default (Apple's documentation).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object may give up first-responder status; `true` by default (Apple's documentation).
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder.
    open var isFirstResponder: Bool { firstResponderFlag }

    /// Asks UIKit to make this object the first responder; returns whether it now is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        firstResponderFlag = true
        return true
    }

    /// Gives up first-responder status; returns whether the object is no longer first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard firstResponderFlag else { return true }
        guard canResignFirstResponder else { return false }
        firstResponderFlag = false
        return true
    }

    /// Sets the first-responder flag without asking anyone; for subclasses that run their own editing
    /// protocol (the search bar asks its delegate first).
    func setFirstResponderFlag(_ value: Bool) {
        firstResponderFlag = value
    }
}
