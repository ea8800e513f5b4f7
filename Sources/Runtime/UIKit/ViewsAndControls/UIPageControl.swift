/// A row of dots, one per page, the current one highlighted (Apple: `UIPageControl`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The current page, kept in range.
    private var page = 0

    /// The number of pages; 0 by default (Apple's documentation). Fewer pages pin the current page.
    open var numberOfPages = 0 {
        didSet { currentPage = page }
    }

    /// The current page; 0 by default, and values outside the pages "are pinned to either 0 or
    /// numberOfPages minus 1" (Apple's documentation).
    open var currentPage: Int {
        get { page }
        set { page = max(0, min(newValue, numberOfPages - 1)) }
    }

    /// Whether the control is hidden with only one page; `false` by default (Apple's documentation).
    open var hidesForSinglePage = false

    /// The colour of the other pages' dots; `nil` by default (Apple's documentation).
    open var pageIndicatorTintColor: UIColor?

    /// The colour of the current page's dot; `nil` by default (Apple's documentation).
    open var currentPageIndicatorTintColor: UIColor?

    /// The user taps beside the current dot, towards the end (`forward`) or the start: the current page
    /// moves by one and `valueChanged` is sent (Apple's `UIPageControl` overview: "the page control sends
    /// the valueChanged event when the user taps" it); nothing happens at either end.
    @_spi(Testing) public func userTap(forward: Bool) {
        guard acceptsUserTouches else { return }
        let old = page
        currentPage = page + (forward ? 1 : -1)
        if page != old { sendActions(for: .valueChanged) }
    }
}
