/// A control that increments or decrements a value (Apple: `UIStepper`).
///
/// The value stays in `minimumValue...maximumValue` (Apple: "clamped at its lower extreme to minimumValue
/// and … at its upper extreme to maximumValue"). Apple raises an `NSInvalidArgumentException` for a
/// minimum not below the maximum, a maximum not above the minimum and a step not above zero; the headless
/// UIKit stops with the same words, as the uncaught exception would stop the app.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The value kept in range.
    private var storedValue: Double = 0

    /// The value; 0 by default, clamped to the range (Apple's documentation). Setting it sends no action.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// The lowest value; 0 by default; must be less than `maximumValue` (Apple's documentation).
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue < maximumValue else {
                fatalError(
                    "NSInvalidArgumentException: UIStepper minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)"
                )
            }
            value = storedValue
        }
    }

    /// The highest value; 100 by default; must be greater than `minimumValue` (Apple's documentation).
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue > minimumValue else {
                fatalError(
                    "NSInvalidArgumentException: UIStepper maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)"
                )
            }
            value = storedValue
        }
    }

    /// The step; 1 by default; must be greater than 0 (Apple's documentation).
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                fatalError("NSInvalidArgumentException: UIStepper stepValue \(stepValue) must be greater than 0")
            }
        }
    }

    /// Whether stepping past one end goes to the other; `false` by default, holding at the ends
    /// (Apple's documentation).
    open var wraps = false

    /// Whether holding a button repeats the step; `true` by default (Apple's documentation).
    open var autorepeat = true

    /// Whether value changes are sent during the interaction (`true`, the default) or when it ends
    /// (Apple's documentation); a tap is one step either way.
    open var isContinuous = true

    /// The user taps the plus (`by: 1`) or minus (`by: -1`) button: the value moves one step, wrapping
    /// if `wraps` (Apple: "incrementing beyond maximumValue sets value to minimumValue"), else holding at
    /// the end, and `valueChanged` is sent (Apple: `value`, "When the value changes, the stepper sends
    /// the valueChanged flag"); nothing is sent when the value holds.
    @_spi(Testing) public func userStep(by steps: Int) {
        guard acceptsUserTouches, steps != 0 else { return }
        let old = value
        for _ in 0..<abs(steps) {
            let next = value + (steps > 0 ? stepValue : -stepValue)
            if next > maximumValue {
                value = wraps ? minimumValue : maximumValue
            } else if next < minimumValue {
                value = wraps ? maximumValue : minimumValue
            } else {
                value = next
            }
        }
        if value != old { sendActions(for: .valueChanged) }
    }
}
