/// A view whose content can be scrolled (Apple: `UIScrollView`).
///
/// Headless: there is no viewport; the offset and size are remembered and scrolling is reported to the
/// delegate of the subclass that has one.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content (Apple: `contentSize`).
    open var contentSize: CGSize = .zero

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
