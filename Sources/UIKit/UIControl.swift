/// A view that sends actions in response to user interaction (Apple: `UIControl`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to the user; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// Whether the control is selected; `false` by default (Apple's documentation).
    open var isSelected = false
}
