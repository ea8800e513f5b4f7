/// A view whose content can be scrolled (Apple: `UIScrollView`).
///
/// Headless: there is no viewport; the offset and size are remembered and scrolling is reported to the
/// delegate of the subclass that has one.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How dragging dismisses the keyboard (Apple: `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The size of the content (Apple: `contentSize`).
    open var contentSize: CGSize = .zero

    /// The margins around the content; zero by default (Apple: `contentInset`).
    open var contentInset: UIEdgeInsets = .zero

    /// The margins of the scroll indicators; zero by default (Apple: `scrollIndicatorInsets`).
    open var scrollIndicatorInsets: UIEdgeInsets = .zero

    /// Whether the user can scroll; `true` by default (Apple's documentation).
    open var isScrollEnabled = true

    /// Whether scrolling stops on multiples of the view's bounds; `false` by default (Apple's documentation).
    open var isPagingEnabled = false

    /// Whether the content bounces at its edges; `true` by default (Apple's documentation).
    open var bounces = true

    /// Whether the content bounces vertically even when it fits; `false` by default (Apple's documentation).
    open var alwaysBounceVertical = false

    /// Whether the content bounces horizontally even when it fits; `false` by default (Apple's documentation).
    open var alwaysBounceHorizontal = false

    /// Whether the horizontal indicator shows while scrolling; `true` by default (Apple's documentation).
    open var showsHorizontalScrollIndicator = true

    /// Whether the vertical indicator shows while scrolling; `true` by default (Apple's documentation).
    open var showsVerticalScrollIndicator = true

    /// How dragging dismisses the keyboard; `.none` by default (Apple's documentation).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether the user is dragging the content; headless, never (Apple: `isDragging`).
    open var isDragging: Bool { false }

    /// The point of the content at the view's origin; setting it reports a scroll (Apple's
    /// `scrollViewDidScroll(_:)` documentation: sent when the user scrolls or the offset is set).
    open var contentOffset: CGPoint = .zero {
        didSet { didScroll() }
    }

    /// Sets the content offset (Apple: `setContentOffset(_:animated:)`); headless, never animated.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Reports a scroll to the delegate; the table view overrides it (a scroll view has no delegate here,
    /// because Swift cannot narrow an overridden stored property's type as UIKit's headers do).
    func didScroll() {}
}
