/// A recognizer of taps, a discrete gesture (Apple: `UITapGestureRecognizer`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps to recognize; 1 by default (Apple's documentation).
    open var numberOfTapsRequired = 1

    /// The number of fingers; 1 by default (Apple's documentation).
    open var numberOfTouchesRequired = 1
}
