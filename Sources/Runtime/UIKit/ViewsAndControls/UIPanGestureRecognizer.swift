/// A recognizer of drags, a continuous gesture (Apple: `UIPanGestureRecognizer`).
///
/// Headless views have no transforms, so a translation or velocity is the same in every view's
/// coordinates; `translation(in:)` is the total since the gesture began or since `setTranslation(_:in:)`
/// (Apple: "The x and y values report the total translation over time").
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var totalTranslation: CGPoint = .zero
    private var currentVelocity: CGPoint = .zero

    /// The fewest fingers; 1 by default (Apple's documentation).
    open var minimumNumberOfTouches = 1

    /// The most fingers; `NSUIntegerMax` by default (Apple's documentation), `Int.max` in Swift.
    open var maximumNumberOfTouches = Int.max

    /// The total translation of the drag (Apple: `translation(in:)`).
    open func translation(in view: UIView?) -> CGPoint { totalTranslation }

    /// Sets the translation, to which the drag's later moves add (Apple: `setTranslation(_:in:)`).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        totalTranslation = translation
    }

    /// The drag's speed in points per second (Apple: `velocity(in:)`); zero when no drag is under way.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    /// A move of the simulated drag.
    func panned(by move: CGPoint, velocity: CGPoint) {
        totalTranslation.x += move.x
        totalTranslation.y += move.y
        currentVelocity = velocity
    }

    /// After a drag: the translation and velocity are zero again.
    open override func reset() {
        super.reset()
        totalTranslation = .zero
        currentVelocity = .zero
    }
}
