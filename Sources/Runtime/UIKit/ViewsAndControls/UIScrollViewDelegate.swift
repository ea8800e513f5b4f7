/// The object told about scrolling (Apple: `UIScrollViewDelegate`); all methods are optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Sent when the content offset changes.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

// MARK: - Optional methods

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
