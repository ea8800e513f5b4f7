/// A recognizer of two-finger pinches, a continuous gesture (Apple: `UIPinchGestureRecognizer`).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var currentVelocity: CGFloat = 0

    /// The scale of the pinch since it began, 1 at its start (Apple: "an absolute value that varies over
    /// time"); setting it "resets the velocity" (Apple's documentation).
    open var scale: CGFloat = 1 {
        didSet { currentVelocity = 0 }
    }

    /// The speed of the pinch in scale factor per second (Apple: `velocity`).
    open var velocity: CGFloat { currentVelocity }

    /// A step of the simulated pinch.
    func pinched(by factor: CGFloat, velocity: CGFloat) {
        scale *= factor
        currentVelocity = velocity
    }

    /// After a pinch: scale 1 and no velocity.
    open override func reset() {
        super.reset()
        scale = 1
    }
}
