/// A view that shows text (Apple: `UILabel`).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; `nil` by default (Apple's documentation).
    open var text: String?

    /// The colour of the text; black (`label`) by default.
    open var textColor: UIColor! = .label

    /// The maximum number of lines; 1 by default (Apple's documentation).
    open var numberOfLines = 1
}
