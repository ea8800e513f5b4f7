/// A one-line editable text (Apple: `UITextField`).
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The text; `""` once set, `nil` by default (Apple's documentation: "This string is @"" by default").
    open var text: String? = ""

    /// The text shown when the field is empty; `nil` by default (Apple's documentation).
    open var placeholder: String?

    /// Whether the field is editing (first responder).
    open var isEditing: Bool { isFirstResponder }

    /// The delegate told about editing; `nil` by default (Apple: `delegate`, weak).
    open weak var delegate: (any UITextFieldDelegate)?

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Becomes first responder if the delegate allows it, and tells the delegate editing began.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Resigns first responder if the delegate allows it, and tells the delegate editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        return true
    }
}

/// The text field of a search bar (Apple: `UISearchTextField`, iOS 13); its text is the bar's text.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The bar this field belongs to.
    weak var owningSearchBar: UISearchBar?

    /// The bar's text; setting it from code sends no delegate message, as setting the bar's does.
    open override var text: String? {
        get { owningSearchBar.map { $0.text ?? "" } ?? super.text }
        set {
            if let owningSearchBar { owningSearchBar.text = newValue } else { super.text = newValue }
        }
    }
}
