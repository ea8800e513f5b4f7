/// A control that runs an action when tapped (Apple: `UIButton`).
///
/// Titles, colours and images are kept per state; what the button shows is the value for its current
/// `state`, else the `.normal` one (Apple, `title(for:)`: "If no title has been set for the specific
/// state, this method returns the title associated with the normal state"). A tap (the driver's
/// `userTap()`) sends `touchDown`, `touchUpInside` and `primaryActionTriggered` to the targets.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button (Apple: `UIButton.ButtonType`, with iOS's raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        /// The old name of `.system` (Apple: deprecated, "Use UIButton.ButtonType.system instead").
        @available(iOS, deprecated: 7.0, renamed: "system")
        public static var roundedRect: ButtonType { .system }
    }

    /// The per-state values of one attribute.
    private struct PerState<Value> {
        var values: [UInt: Value] = [:]
        /// The value for `state`, else for `.normal`.
        func value(for state: UIControl.State) -> Value? {
            values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
        }
        mutating func set(_ value: Value?, for state: UIControl.State) {
            values[state.rawValue] = value
        }
    }

    private var titles = PerState<String>()
    private var attributedTitles = PerState<NSAttributedString>()
    private var titleColors = PerState<UIColor>()
    private var titleShadowColors = PerState<UIColor>()
    private var images = PerState<UIImage>()
    private var backgroundImages = PerState<UIImage>()

    /// The label showing `currentTitle`, made with the button; in the button's subviews once a title is set.
    private lazy var ownTitleLabel = UILabel()

    /// The image view showing `currentImage`, made with the button; in its subviews once an image is set.
    private lazy var ownImageView = UIImageView(image: nil)

    /// The button's configuration; `nil` by default (Apple: `configuration`, iOS 15). Its title, subtitle
    /// and image are shown when no title or image was set for the state (our choice of precedence).
    open var configuration: UIButton.Configuration? {
        didSet { showCurrentState() }
    }

    /// The label of a configuration's subtitle (Apple: `subtitleLabel`, iOS 15); `nil` without one.
    open var subtitleLabel: UILabel? {
        guard let subtitle = configuration?.subtitle else { return nil }
        let label = UILabel()
        label.text = subtitle
        return label
    }

    /// The button's type (Apple: `buttonType`); `.custom` for a button made with `init(frame:)`.
    open private(set) var buttonType: ButtonType = .custom

    /// A button of a type, with a zero frame (Apple: `init(type:)`: "the frame of the button is set to
    /// (0, 0, 0, 0) initially").
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A custom button with a frame (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - State

    open override var isEnabled: Bool {
        didSet { showCurrentState() }
    }

    open override var isSelected: Bool {
        didSet { showCurrentState() }
    }

    open override var isHighlighted: Bool {
        didSet { showCurrentState() }
    }

    /// Puts the current state's title, colour and image into the title label and image view.
    private func showCurrentState() {
        if titles.values.isEmpty && attributedTitles.values.isEmpty && configuration?.title == nil {
            ownTitleLabel.removeFromSuperview()
        } else {
            if ownTitleLabel.superview !== self { addSubview(ownTitleLabel) }
            if let attributed = currentAttributedTitle, attributedTitles.value(for: state) != nil {
                ownTitleLabel.attributedText = attributed
            } else {
                ownTitleLabel.text = currentTitle
            }
            ownTitleLabel.textColor = currentTitleColor
            ownTitleLabel.shadowColor = currentTitleShadowColor
        }
        ownImageView.image = currentImage
        if currentImage == nil {
            ownImageView.removeFromSuperview()
        } else if ownImageView.superview !== self {
            addSubview(ownImageView)
        }
    }

    // MARK: - Titles

    /// Sets the title for a state (Apple: `setTitle(_:for:)`).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles.set(title, for: state)
        showCurrentState()
    }

    /// The title for a state, else the normal state's (Apple: `title(for:)`).
    open func title(for state: UIControl.State) -> String? {
        titles.value(for: state)
    }

    /// Sets the styled title for a state (Apple: `setAttributedTitle(_:for:)`).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles.set(title, for: state)
        showCurrentState()
    }

    /// The styled title for a state, else the normal state's (Apple: `attributedTitle(for:)`).
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles.value(for: state)
    }

    /// Sets the title colour for a state (Apple: `setTitleColor(_:for:)`).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors.set(color, for: state)
        showCurrentState()
    }

    /// The title colour for a state, else the normal state's (Apple: `titleColor(for:)`).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors.value(for: state)
    }

    /// Sets the title's shadow colour for a state (Apple: `setTitleShadowColor(_:for:)`).
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors.set(color, for: state)
        showCurrentState()
    }

    /// The title's shadow colour for a state, else the normal state's (Apple: `titleShadowColor(for:)`).
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors.value(for: state)
    }

    /// The title shown now (Apple: `currentTitle`, "typically the one associated with the normal state";
    /// may be nil).
    open var currentTitle: String? {
        title(for: state) ?? attributedTitle(for: state)?.string ?? configuration?.title
    }

    /// The styled title shown now (Apple: `currentAttributedTitle`).
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The title colour shown now (Apple: `currentTitleColor`, never nil): the state's, else the normal
    /// state's, else the default — white for a custom button, the tint colour for the others (iOS's
    /// defaults; Apple documents none).
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The title's shadow colour shown now (Apple: `currentTitleShadowColor`).
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The label showing the current title (Apple: `titleLabel`: "returns a value even if the button has
    /// not been displayed yet"; set its font and line break mode, not its text or colour). Apple adds "the
    /// value of the property is nil for system buttons"; iOS returns a label for every type, and so does
    /// the headless UIKit (our reading).
    open var titleLabel: UILabel? { ownTitleLabel }

    // MARK: - Images

    /// Sets the image for a state (Apple: `setImage(_:for:)`).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images.set(image, for: state)
        showCurrentState()
    }

    /// The image for a state, else the normal state's (Apple: `image(for:)`).
    open func image(for state: UIControl.State) -> UIImage? {
        images.value(for: state)
    }

    /// Sets the background image for a state (Apple: `setBackgroundImage(_:for:)`).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages.set(image, for: state)
    }

    /// The background image for a state, else the normal state's (Apple: `backgroundImage(for:)`).
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages.value(for: state)
    }

    /// The image shown now (Apple: `currentImage`).
    open var currentImage: UIImage? { image(for: state) ?? configuration?.image }

    /// The background image shown now (Apple: `currentBackgroundImage`).
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The view showing the current image (Apple: `imageView`).
    open var imageView: UIImageView? { ownImageView }

    // MARK: - Insets (deprecated in iOS 15, still used)

    /// The inset around the title and image; zero by default (Apple: `contentEdgeInsets`).
    @available(iOS, deprecated: 15.0)
    open var contentEdgeInsets: UIEdgeInsets = .zero

    /// The inset around the title; zero by default (Apple: `titleEdgeInsets`).
    @available(iOS, deprecated: 15.0)
    open var titleEdgeInsets: UIEdgeInsets = .zero

    /// The inset around the image; zero by default (Apple: `imageEdgeInsets`).
    @available(iOS, deprecated: 15.0)
    open var imageEdgeInsets: UIEdgeInsets = .zero
}
