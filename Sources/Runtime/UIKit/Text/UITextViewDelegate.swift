/// The object a text view tells about editing (Apple: `UITextViewDelegate`, a `UIScrollViewDelegate`).
///
/// Every method is optional; the defaults allow every edit and do nothing else.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

    /// Sent when editing has begun.
    func textViewDidBeginEditing(_ textView: UITextView)

    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool

    /// Sent when editing has ended.
    func textViewDidEndEditing(_ textView: UITextView)

    /// Whether the user's edit may replace the text in `range`; returning `false` vetoes it.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool

    /// Sent after the user changed the text (never for a change made from code).
    func textViewDidChange(_ textView: UITextView)

    /// Sent when the selection changes.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
