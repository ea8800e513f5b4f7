/// A spinning wheel showing that a task is under way (Apple: `UIActivityIndicatorView`).
///
/// While `hidesWhenStopped` is true (the default) the indicator is hidden whenever it is not animating
/// (Apple: "the receiver sets its isHidden property (UIView) to true when receiver is not animating"), so
/// a new indicator is hidden until `startAnimating()`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The looks of the indicator (Apple: `UIActivityIndicatorView.Style`, with iOS's raw values).
    public enum Style: Int, Sendable {
        /// The medium indicator (iOS 13).
        case medium = 100
        /// The large indicator (iOS 13).
        case large = 101
        /// The large white indicator; deprecated in iOS 13.
        @available(iOS, deprecated: 13.0, message: "Use .large instead")
        case whiteLarge = 0
        /// The white indicator; deprecated in iOS 13.
        @available(iOS, deprecated: 13.0, message: "Use .medium instead")
        case white = 1
        /// The grey indicator; deprecated in iOS 13.
        @available(iOS, deprecated: 13.0, message: "Use .medium instead")
        case gray = 2
    }

    /// Whether the indicator spins (Apple: `isAnimating`); `false` until `startAnimating()`.
    open private(set) var isAnimating = false

    /// Whether the indicator is hidden when stopped; `true` by default (Apple's documentation). Setting
    /// it while stopped hides or shows the indicator.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The style; `.medium` by default (Apple's documentation).
    open var style: UIActivityIndicatorView.Style = .medium

    /// The colour of the wheel; the style's by default (Apple: `color`). Headless: grey until set, the
    /// colour iOS uses for `.medium` and `.large` in the light appearance (our choice of a value).
    open var color: UIColor! = .gray

    /// An indicator of a style (Apple: `init(style:)`, "sizes the returned instance according to the
    /// specified style": 20 points for `.medium`, 37 for `.large`, iOS's sizes).
    public init(style: UIActivityIndicatorView.Style) {
        let side: CGFloat = style == .medium ? 20 : 37
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        self.style = style
        isHidden = true
    }

    /// An indicator with a frame, in the medium style (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        isHidden = true
    }

    /// Starts spinning and shows the indicator (Apple: `startAnimating()`: "animated until
    /// stopAnimating() is called").
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides the indicator if `hidesWhenStopped` (Apple: `stopAnimating()`).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
