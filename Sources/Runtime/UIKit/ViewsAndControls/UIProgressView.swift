/// A bar showing how far a task has come (Apple: `UIProgressView`).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The styles of the bar (Apple: `UIProgressView.Style`).
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    /// The progress, kept in 0...1.
    private var fraction: Float = 0

    /// The progress, 0 by default; "Values less than 0.0 and greater than 1.0 are pinned to those limits"
    /// (Apple's documentation).
    open var progress: Float {
        get { fraction }
        set { fraction = min(max(newValue, 0), 1) }
    }

    /// The style; `.default` by default (Apple's documentation).
    open var progressViewStyle: UIProgressView.Style = .default

    /// The colour of the filled part; `nil` by default (Apple's documentation).
    open var progressTintColor: UIColor?

    /// The colour of the unfilled part; `nil` by default (Apple's documentation).
    open var trackTintColor: UIColor?

    /// The image of the filled part; `nil` by default (Apple's documentation).
    open var progressImage: UIImage?

    /// The image of the unfilled part; `nil` by default (Apple's documentation).
    open var trackImage: UIImage?

    /// A bar of a style (Apple: `init(progressViewStyle:)`).
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A bar with a frame (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the progress, pinned as `progress` is (Apple: `setProgress(_:animated:)`); headless, nothing
    /// is animated.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
