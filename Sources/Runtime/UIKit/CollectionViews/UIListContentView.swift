/// The view that shows a `UIListContentConfiguration` (Apple: `UIListContentView`, iOS 14): what a cell's
/// `contentView` becomes when it is given a list content configuration.
///
/// Headless, it shows the configuration with plain subviews — a label for the text, one for the secondary
/// text and an image view — that are there only while the configuration has that content, so a screen
/// reader reads a configured row as it reads labels (Apple draws the same parts; their views are private).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    private var listConfiguration: UIListContentConfiguration

    /// The label of the text.
    private let textLabel = UILabel()
    /// The label of the secondary text.
    private let secondaryTextLabel = UILabel()
    /// The image view.
    private let imageView = UIImageView(image: nil)

    /// A view showing a list configuration (Apple: `init(configuration:)`).
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        show()
    }

    /// A view decoded from an archive, showing an empty cell configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        show()
    }

    /// The configuration shown (Apple: `configuration`); setting a configuration that is not a
    /// `UIListContentConfiguration` is ignored (Apple's view supports only list configurations).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            show()
        }
    }

    /// Whether the view can show a configuration: list configurations only (Apple: `supports(_:)`).
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Puts the configuration's content into the subviews: image, text, secondary text, each only when set.
    private func show() {
        for view in [imageView, textLabel, secondaryTextLabel] { view.removeFromSuperview() }
        let content = listConfiguration
        imageView.image = content.image
        if content.image != nil { addSubview(imageView) }
        textLabel.text = content.displayedText
        textLabel.textColor = content.textProperties.color
        textLabel.numberOfLines = content.textProperties.numberOfLines
        if content.displayedText != nil { addSubview(textLabel) }
        secondaryTextLabel.text = content.displayedSecondaryText
        secondaryTextLabel.textColor = content.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = content.secondaryTextProperties.numberOfLines
        if content.displayedSecondaryText != nil { addSubview(secondaryTextLabel) }
    }
}
