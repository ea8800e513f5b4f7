/// A one-line editable text (Apple: `UITextField`).
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The text; `""` once set, `nil` by default (Apple's documentation: "This string is @"" by default").
    open var text: String? = ""

    /// The text shown when the field is empty; `nil` by default (Apple's documentation).
    open var placeholder: String?

    /// The border's look (Apple: `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows (Apple: `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// The font chosen; nil means the default.
    private var chosenFont: UIFont?

    /// The font; "the body style of the system font" by default (Apple's documentation); setting nil
    /// gives the default again (our choice; Apple is silent).
    open var font: UIFont? {
        get { chosenFont ?? .preferredFont(forTextStyle: .body) }
        set { chosenFont = newValue }
    }

    /// The colour kept.
    private var chosenTextColor: UIColor = .black

    /// The colour of the text; black by default (Apple's documentation). Apple: "setting this property to
    /// nil raises an exception"; the headless UIKit stops with that exception's words, as it would stop
    /// the app.
    open var textColor: UIColor? {
        get { chosenTextColor }
        set {
            guard let newValue else {
                fatalError("NSInvalidArgumentException: UITextField textColor cannot be set to nil")
            }
            chosenTextColor = newValue
        }
    }

    /// The alignment; `.left` by default (Apple: "The default value of this property is
    /// NSLeftTextAlignment").
    open var textAlignment: NSTextAlignment = .left

    /// The border; `.none` by default (Apple's documentation).
    open var borderStyle: UITextField.BorderStyle = .none

    /// When the clear button shows; `.never` by default (Apple's documentation).
    open var clearButtonMode: UITextField.ViewMode = .never

    /// Whether editing empties the field first; `false` by default (Apple's documentation).
    open var clearsOnBeginEditing = false

    /// Whether the font shrinks to fit; `false` by default (Apple's documentation).
    open var adjustsFontSizeToFitWidth = false

    /// The smallest font size when shrinking (Apple: `minimumFontSize`); 0 by default.
    open var minimumFontSize: CGFloat = 0

    /// The styled placeholder: `placeholder` unstyled, and setting it sets `placeholder` (Apple:
    /// `attributedPlaceholder`, "This property is nil by default … it also replaces the value of the
    /// placeholder property").
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The styled text: `text` unstyled, and setting it sets `text` (Apple: `attributedText`).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// A view at the left edge; `nil` by default (Apple's documentation).
    open var leftView: UIView?

    /// When `leftView` shows; `.never` by default (Apple's documentation).
    open var leftViewMode: UITextField.ViewMode = .never

    /// A view at the right edge; `nil` by default (Apple's documentation).
    open var rightView: UIView?

    /// When `rightView` shows; `.never` by default (Apple's documentation).
    open var rightViewMode: UITextField.ViewMode = .never

    /// The view shown instead of the keyboard; `nil` by default (Apple's documentation).
    open var inputView: UIView?

    /// The view above the keyboard; `nil` by default (Apple's documentation).
    open var inputAccessoryView: UIView?

    // MARK: - Text input traits (Apple: `UITextInputTraits`)

    /// The keyboard; `.default` by default.
    open var keyboardType: UIKeyboardType = .default

    /// The Return key; `.default` by default.
    open var returnKeyType: UIReturnKeyType = .default

    /// Automatic capitals; `.sentences` by default (Apple's `UITextInputTraits` documentation).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// Spelling correction; `.default` by default.
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// Whether the text is hidden as typed (a password); `false` by default.
    open var isSecureTextEntry = false

    /// The keyboard's look; `.default` by default.
    open var keyboardAppearance: UIKeyboardAppearance = .default

    /// Whether Return is disabled while the text is empty; `false` by default.
    open var enablesReturnKeyAutomatically = false

    /// Whether the field is editing (first responder).
    open var isEditing: Bool { isFirstResponder }

    /// The delegate told about editing; `nil` by default (Apple: `delegate`, weak).
    open weak var delegate: (any UITextFieldDelegate)?

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Posted when editing began, the field the object (Apple: `textDidBeginEditingNotification`).
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")

    /// Posted when the user changed the text, the field the object (Apple: `textDidChangeNotification`).
    nonisolated public static let textDidChangeNotification = NSNotification.Name(
        "UITextFieldTextDidChangeNotification")

    /// Posted when editing ended, the field the object (Apple: `textDidEndEditingNotification`).
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// Becomes first responder if the delegate allows it, and tells of it: the delegate's
    /// `textFieldDidBeginEditing(_:)`, then the `editingDidBegin` actions, then
    /// `textDidBeginEditingNotification` (Apple documents the three, not their order: our choice). A field
    /// that `clearsOnBeginEditing` is emptied first.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Resigns first responder if the delegate allows it, and tells of it: `textFieldDidEndEditing(_:)`,
    /// the `editingDidEnd` actions, `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
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
