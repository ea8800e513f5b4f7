// MARK: - What the simulated user does to a gesture recognizer

extension UIGestureRecognizer {
    /// Whether the user's touch reaches the recognizer: it is enabled and attached to a view that, with
    /// its superviews, is shown and takes user interaction (Apple, `isUserInteractionEnabled`: "When set to
    /// false, touch, press, keyboard, and focus events intended for the view are ignored").
    var acceptsUserTouches: Bool {
        guard isEnabled, var current = view else { return false }
        while true {
            if current.isHidden || !current.isUserInteractionEnabled { return false }
            guard let parent = current.superview else { return true }
            current = parent
        }
    }

    /// Leaves `.possible` if the delegate agrees (Apple, `gestureRecognizerShouldBegin(_:)`: "Returning
    /// false causes the gesture recognizer to transition to the UIGestureRecognizer.State.failed state").
    private func begin(at location: CGPoint?, touches: Int) -> Bool {
        guard acceptsUserTouches else { return false }
        gestureLocation = location
        touchCount = touches
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            finish(in: .failed)
            return false
        }
        return true
    }

    /// Moves to a state and sends the actions.
    func enter(_ newState: State) {
        state = newState
        sendActions()
    }

    /// Ends the attempt in a terminal state, then resets the recognizer to `.possible`.
    func finish(in terminal: State) {
        state = terminal
        if terminal == .ended { sendActions() }
        touchCount = 0
        reset()
        state = .possible
    }

    /// A discrete gesture: `.possible` → `.recognized` (the actions are sent) → reset. Returns whether it
    /// was recognized.
    func userRecognizeDiscrete(at location: CGPoint?, touches: Int) -> Bool {
        guard begin(at: location, touches: touches) else { return false }
        finish(in: .recognized)
        return true
    }

    /// A continuous gesture: `.began`, one `.changed` per step (each after `step` updates the values),
    /// `.ended`, the actions sent at each; then reset. Returns whether it began.
    func userPerformContinuous(at location: CGPoint?, touches: Int, steps: Int, step: (Int) -> Void) -> Bool {
        guard begin(at: location, touches: touches) else { return false }
        step(0)
        enter(.began)
        for index in 1..<max(steps, 1) {
            step(index)
            enter(.changed)
        }
        finish(in: .ended)
        return true
    }
}

extension UITapGestureRecognizer {
    /// The user taps the recognizer's view (at `location` in its coordinates, its centre by default) with
    /// the taps and fingers it requires: recognized, its actions sent. Returns whether it was recognized.
    @_spi(Testing) @discardableResult public func userTap(at location: CGPoint? = nil) -> Bool {
        userRecognizeDiscrete(at: location, touches: numberOfTouchesRequired)
    }
}

extension UISwipeGestureRecognizer {
    /// The user swipes across the view in one direction: recognized only if the direction is one the
    /// recognizer permits (Apple, `direction`: "The permitted direction of the swipe"). Returns whether it
    /// was recognized.
    @_spi(Testing) @discardableResult public func userSwipe(_ direction: Direction) -> Bool {
        guard self.direction.contains(direction) else { return false }
        return userRecognizeDiscrete(at: nil, touches: numberOfTouchesRequired)
    }
}

extension UILongPressGestureRecognizer {
    /// The user presses and holds for `minimumPressDuration` without moving, then lifts: `.began`, then
    /// `.ended` (Apple: "A long-press gesture is continuous. The gesture begins
    /// (UIGestureRecognizer.State.began) when the user presses the number of allowable fingers
    /// (numberOfTouchesRequired) for the specified period (minimumPressDuration)", and ends when the
    /// fingers lift). Returns whether it began.
    @_spi(Testing) @discardableResult public func userLongPress(at location: CGPoint? = nil) -> Bool {
        userPerformContinuous(at: location, touches: numberOfTouchesRequired, steps: 1) { _ in }
    }
}

extension UIPanGestureRecognizer {
    /// The user drags by `translation` over `duration` seconds, in `steps` even moves: `.began` after the
    /// first, `.changed` after each other, `.ended`; `translation(in:)` is the total so far and
    /// `velocity(in:)` the drag's constant speed (our model of a steady drag). Returns whether it began.
    @_spi(Testing) @discardableResult public func userPan(
        by translation: CGPoint, steps: Int = 3, duration: TimeInterval = 0.3
    ) -> Bool {
        let count = max(steps, 1)
        let move = CGPoint(x: translation.x / CGFloat(count), y: translation.y / CGFloat(count))
        let speed = duration > 0 ? CGPoint(x: translation.x / duration, y: translation.y / duration) : .zero
        return userPerformContinuous(at: nil, touches: minimumNumberOfTouches, steps: count) { _ in
            self.panned(by: move, velocity: speed)
        }
    }
}

extension UIPinchGestureRecognizer {
    /// The user pinches to `scale` (above 1 apart, below 1 together) over `duration` seconds, in `steps`
    /// even factors: `.began`, `.changed`, `.ended`, with `scale` multiplied at each step (so a handler
    /// that sets it back to 1 gets each step's factor, as on iOS) and `velocity` the scale per second.
    /// Returns whether it began.
    @_spi(Testing) @discardableResult public func userPinch(
        to scale: CGFloat, steps: Int = 3, duration: TimeInterval = 0.3
    ) -> Bool {
        let count = max(steps, 1)
        let factor = CGFloat(pow(Double(scale), 1 / Double(count)))
        let speed = duration > 0 ? (scale - 1) / CGFloat(duration) : 0
        return userPerformContinuous(at: nil, touches: 2, steps: count) { _ in
            self.pinched(by: factor, velocity: speed)
        }
    }
}
