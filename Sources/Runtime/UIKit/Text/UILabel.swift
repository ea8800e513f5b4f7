/// A view that shows text (Apple: `UILabel`).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The attributed text set last, if any; setting `text` replaces it with plain text.
    private var styledText: NSAttributedString?

    /// The font chosen; nil means the default.
    private var chosenFont: UIFont?

    /// The colour chosen; nil means the default.
    private var chosenTextColor: UIColor?

    /// The text shown; `nil` by default (Apple's documentation).
    open var text: String? {
        didSet { styledText = nil }
    }

    /// The styled text; `nil` by default, and setting it sets `text` to its string (Apple: "Assigning a
    /// new value to this property also replaces the value of the text property with the same string
    /// data"). Reading it after `text` was set gives that text, unstyled.
    open var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            styledText = newValue
        }
    }

    /// The font; the system font at 17 points by default, and setting `nil` resets it (Apple's
    /// documentation).
    open var font: UIFont! {
        get { chosenFont ?? .systemFont(ofSize: 17) }
        set { chosenFont = newValue }
    }

    /// The colour of the text; the system's label colour by default, and setting `nil` resets it (Apple's
    /// documentation).
    open var textColor: UIColor! {
        get { chosenTextColor ?? .label }
        set { chosenTextColor = newValue }
    }

    /// The alignment; `.natural` by default (Apple: "In iOS 9 and later, the default value of this
    /// property is NSTextAlignment.natural").
    open var textAlignment: NSTextAlignment = .natural

    /// How a long line wraps or is truncated; `.byTruncatingTail` by default (Apple's documentation).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// The maximum number of lines; 1 by default, 0 for as many as needed (Apple's documentation).
    open var numberOfLines = 1

    /// The colour of the text's shadow; `nil` (no shadow) by default (Apple's documentation).
    open var shadowColor: UIColor?

    /// The shadow's offset; `(0, -1)`, one point above the text, by default (Apple's documentation).
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// Whether the label draws its text enabled; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// Whether the label draws its text highlighted; `false` by default (Apple's documentation).
    open var isHighlighted = false

    /// The colour of highlighted text; `nil` by default (Apple's documentation).
    open var highlightedTextColor: UIColor?

    /// Whether the font shrinks to fit the width; `false` by default (Apple's documentation).
    open var adjustsFontSizeToFitWidth = false

    /// The smallest scale of the font when it shrinks to fit; 0 (the current font size) by default
    /// (Apple's documentation).
    open var minimumScaleFactor: CGFloat = 0

    /// The width at which a multiline label wraps for Auto Layout; 0 by default (Apple's documentation).
    open var preferredMaxLayoutWidth: CGFloat = 0
}
