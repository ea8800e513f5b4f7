// MARK: - Swift 2 names of the scroll view's settings

// As in UIKit+Renamed.swift: Swift 3 gave Boolean properties their `is` names; Apple's SDK keeps the old
// names, unavailable with the new one, so old code fails with Xcode's "has been renamed to".

extension UIScrollView {
    /// The Swift 2 name of `isPagingEnabled`.
    @available(*, unavailable, renamed: "isPagingEnabled")
    public var pagingEnabled: Bool {
        get { isPagingEnabled }
        set { isPagingEnabled = newValue }
    }

    /// The Swift 2 name of `isScrollEnabled`.
    @available(*, unavailable, renamed: "isScrollEnabled")
    public var scrollEnabled: Bool {
        get { isScrollEnabled }
        set { isScrollEnabled = newValue }
    }
}
