/// A one-line editable text (Apple: `UITextField`).
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The text; `""` once set, `nil` by default (Apple's documentation: "This string is @"" by default").
    open var text: String? = ""

    /// The text shown when the field is empty; `nil` by default (Apple's documentation).
    open var placeholder: String?

    /// Whether the field is editing (first responder).
    open var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }
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
