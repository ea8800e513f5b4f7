/// What bar items have in common: a title, an image, whether it is enabled (Apple: `UIBarItem`).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title; `nil` by default.
    open var title: String?

    /// The image; `nil` by default.
    open var image: UIImage?

    /// Whether the item responds to taps; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// A number the app chooses to identify the item; 0 by default.
    open var tag = 0

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}
