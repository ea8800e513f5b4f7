/// A recognizer of swipes in permitted directions, a discrete gesture (Apple: `UISwipeGestureRecognizer`).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe (Apple: `UISwipeGestureRecognizer.Direction`, with iOS's raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var right: Direction { Direction(rawValue: 1 << 0) }
        public static var left: Direction { Direction(rawValue: 1 << 1) }
        public static var up: Direction { Direction(rawValue: 1 << 2) }
        public static var down: Direction { Direction(rawValue: 1 << 3) }
    }

    /// The permitted directions; `.right` by default (Apple: "The default direction is right").
    open var direction: UISwipeGestureRecognizer.Direction = .right

    /// The number of fingers; 1 by default (Apple's documentation).
    open var numberOfTouchesRequired = 1
}
