/// A recognizer of presses held in place, a continuous gesture (Apple: `UILongPressGestureRecognizer`).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last, in seconds; 0.5 by default (Apple's documentation).
    open var minimumPressDuration: TimeInterval = 0.5

    /// The number of fingers; 1 by default (Apple's documentation).
    open var numberOfTouchesRequired = 1

    /// The number of taps before the press; 0 by default (Apple's documentation).
    open var numberOfTapsRequired = 0

    /// How far the fingers may move before the gesture fails, in points; 10 by default (Apple's
    /// documentation).
    open var allowableMovement: CGFloat = 10
}
