/// A scrollable, multiline, editable text (Apple: `UITextView`).
///
/// Editing follows the text field's protocol: becoming first responder asks
/// `textViewShouldBeginEditing(_:)` then sends `textViewDidBeginEditing(_:)`; resigning mirrors it. Setting
/// `text` from code tells the delegate nothing (Apple, `textViewDidChange(_:)`: "not called in response to
/// programmatically initiated changes"); the user's typing (the driver's `userInsertText(_:)`) asks
/// `textView(_:shouldChangeTextIn:replacementText:)` and then sends `textViewDidChange(_:)`.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The text; empty by default (iOS's value; Apple documents none).
    open var text: String! = "" {
        didSet { if text == nil { text = "" } }
    }

    /// The styled text: `text` unstyled (Apple: setting `text` "replaces the value of the attributedText
    /// property with the same text, albeit without any inherent style attributes"); setting it sets `text`.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text) }
        set { text = newValue?.string ?? "" }
    }

    /// The font; "the body style of the system font" by default (Apple's documentation).
    open var font: UIFont? = .preferredFont(forTextStyle: .body)

    /// The colour of the text; "The default text color is black" (Apple's documentation).
    open var textColor: UIColor? = .black

    /// The alignment; `.natural` by default (Apple's documentation).
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the user can edit the text; `true` by default (Apple's documentation).
    open var isEditable = true

    /// Whether the user can select the text; `true` by default (Apple's documentation).
    open var isSelectable = true

    /// The selected range; an empty range at the end of the text by default (our choice).
    open var selectedRange = NSRange(location: 0, length: 0)

    /// The inset of the text in the view; 8 points top and bottom by default (iOS's value).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// The delegate told about editing; `nil` by default (Apple: `delegate`, weak).
    open weak var delegate: (any UITextViewDelegate)?

    /// A text view with a frame (Apple: `init(frame:textContainer:)`, whose text container may be nil);
    /// headless, there is no text container.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
    }

    /// A text view with a frame (Apple: `init(frame:)`, inherited).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Becomes first responder if the delegate allows it, and tells the delegate editing began.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Resigns first responder if the delegate allows it, and tells the delegate editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// The user types `string` at the end of the text, becoming first responder first: the delegate may
    /// veto the edit; otherwise the text changes and `textViewDidChange(_:)` is sent. Returns whether the
    /// text changed.
    @_spi(Testing) @discardableResult public func userInsertText(_ string: String) -> Bool {
        guard isEditable, becomeFirstResponder() else { return false }
        let end = (text as NSString).length
        let range = NSRange(location: end, length: 0)
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
            return false
        }
        text += string
        selectedRange = NSRange(location: (text as NSString).length, length: 0)
        delegate?.textViewDidChange(self)
        return true
    }
}

/// The text container of a text view (Apple: `NSTextContainer`, UIKit's TextKit); headless, only its
/// size is kept.
open class NSTextContainer: NSObject {
    /// The size of the text's area (Apple: `size`).
    open var size: CGSize

    /// A container of a size (Apple: `init(size:)`).
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
}
