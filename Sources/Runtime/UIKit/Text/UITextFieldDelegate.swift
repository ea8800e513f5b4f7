/// The object a text field tells about editing (Apple: `UITextFieldDelegate`).
///
/// Every method is optional; the defaults allow every edit and do nothing else.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

    /// Sent when editing has begun.
    func textFieldDidBeginEditing(_ textField: UITextField)

    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool

    /// Sent when editing has ended.
    func textFieldDidEndEditing(_ textField: UITextField)

    /// Whether the user's edit may replace the text in `range`; returning `false` vetoes it.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool

    /// Whether the Clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool

    /// Whether the field should process the Return key.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
