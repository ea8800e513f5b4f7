import Foundation

/// A control that starts the refreshing of a scroll view's contents (Apple: `UIRefreshControl`).
///
/// Apple: "When the user drags the top of the scrollable content area downward, the scroll view reveals
/// the refresh control, begins animating its progress indicator, and notifies your app" through the
/// `valueChanged` event; the app updates its content and calls `endRefreshing()`. A user's pull is the
/// driver's `userPull()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way; `false` by default (Apple: `isRefreshing`).
    open private(set) var isRefreshing = false

    /// The text shown under the indicator; `nil` by default (Apple: `attributedTitle`).
    open var attributedTitle: NSAttributedString?

    /// A refresh control; `UIRefreshControl()` is Apple's `init()` (inherited from `UIView`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the control refreshing, for a refresh the app starts itself (Apple: `beginRefreshing()`); no
    /// `valueChanged` event is sent (that is for a user's pull).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh and hides the control (Apple: `endRefreshing()`: "Call this method at the end of
    /// any refresh operation … to return the refresh control to its default state").
    open func endRefreshing() {
        isRefreshing = false
    }

    /// A user's pull: the control starts refreshing and sends `valueChanged` to its targets, unless it is
    /// disabled or already refreshing (iOS shows the spinning control and sends nothing more); for the driver.
    @_spi(Testing) public func userPull() {
        guard isEnabled, !isRefreshing else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
