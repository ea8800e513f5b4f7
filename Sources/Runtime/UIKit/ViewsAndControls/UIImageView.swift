/// A view that shows an image (Apple: `UIImageView`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; `nil` by default (Apple's documentation).
    open var image: UIImage?

    /// An image view showing the given image (Apple: `init(image:)`).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An empty image view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
