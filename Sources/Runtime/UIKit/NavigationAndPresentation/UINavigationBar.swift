/// The bar at the top of a navigation controller (Apple: `UINavigationBar`).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether titles are shown large; `false` by default (Apple's documentation, iOS 11).
    @available(iOS 11.0, *)
    open var prefersLargeTitles = false

    /// The bar's background tint; `nil` by default.
    open var barTintColor: UIColor?

    /// Whether the bar is translucent; `true` by default (Apple's documentation).
    open var isTranslucent = true
}
