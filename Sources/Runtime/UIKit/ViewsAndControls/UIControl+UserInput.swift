// MARK: - What the simulated user does to a control

extension UIControl {
    /// Whether the user can reach the control: enabled, and it and its superviews shown and taking user
    /// interaction (Apple: a disabled control ignores touches; `isUserInteractionEnabled`: "When set to
    /// false, touch, press, keyboard, and focus events intended for the view are ignored"; a hidden view
    /// "does not receive input events", nor do its subviews).
    var acceptsUserTouches: Bool {
        guard isEnabled else { return false }
        var view: UIView? = self
        while let current = view {
            if current.isHidden || !current.isUserInteractionEnabled { return false }
            view = current.superview
        }
        return true
    }

    /// A tap inside the control, as UIKit tracks it: highlighted with `touchDown`, then unhighlighted
    /// with `touchUpInside` and `primaryActionTriggered` (Apple's `UIControl.Event`: "a touch-up event in
    /// the control where the finger is inside the bounds", and the semantic action of buttons); each event
    /// is sent on its own, so an action added for both runs twice, as on iOS. Nothing happens when the
    /// control does not accept touches. Returns whether the tap reached it.
    @_spi(Testing) @discardableResult public func userTap() -> Bool {
        guard acceptsUserTouches else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        userDidTapInside()
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
