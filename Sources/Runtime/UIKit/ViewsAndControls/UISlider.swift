/// A control that picks a value from a continuous range (Apple: `UISlider`).
///
/// The value always lies in `minimumValue...maximumValue`, as Apple documents for each property. Setting
/// it from code sends no action; the user's slide (the driver's `userSlide(to:)`) sends `valueChanged`.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value kept in range.
    private var storedValue: Float = 0

    /// The value; 0 by default, and a value outside the range is set to the nearer end (Apple: "If you try
    /// to set a value that's below the minimum or above the maximum, the minimum or maximum value is set
    /// instead").
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// The lowest value; 0 by default. A current value below it is raised to it, and a maximum below it is
    /// raised to it (Apple's documentation).
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The highest value; 1 by default. A current value above it is lowered to it, and a minimum above it is
    /// lowered to it (Apple's documentation).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Whether the action is sent while the thumb moves (`true`, the default) or once when it is released
    /// (Apple's documentation).
    open var isContinuous = true

    /// The colour of the track before the thumb; `nil` by default (Apple's documentation).
    open var minimumTrackTintColor: UIColor?

    /// The colour of the track after the thumb; `nil` by default (Apple's documentation).
    open var maximumTrackTintColor: UIColor?

    /// The colour of the thumb; `nil` by default (Apple's documentation).
    open var thumbTintColor: UIColor?

    /// The image at the minimum end; `nil` by default (Apple's documentation).
    open var minimumValueImage: UIImage?

    /// The image at the maximum end; `nil` by default (Apple's documentation).
    open var maximumValueImage: UIImage?

    /// Sets the value, kept in range as `value` is (Apple: `setValue(_:animated:)`); headless, nothing is
    /// animated, and no action is sent.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The user drags the thumb to `value` and lets go: the value is set (in range) and `valueChanged` is
    /// sent once, continuous or not (a drag straight to its end).
    @_spi(Testing) public func userSlide(to value: Float) {
        guard acceptsUserTouches else { return }
        sendActions(for: .touchDown)
        self.value = value
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
    }
}
