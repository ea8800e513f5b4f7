// MARK: - Button configurations (iOS 15) and primary actions (iOS 14)

extension UIButton {
    /// The look and content of a button, as a value (Apple: `UIButton.Configuration`, iOS 15); headless,
    /// the content (title, subtitle, image) is shown and the look is only remembered.
    public struct Configuration: Hashable, Sendable {
        /// The corner styles (Apple: `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Hashable, Sendable {
            case dynamic
            case fixed
            case small
            case medium
            case large
            case capsule
        }

        /// The sizes (Apple: `UIButton.Configuration.Size`).
        public enum Size: Hashable, Sendable {
            case mini
            case small
            case medium
            case large
        }

        /// The title alignments (Apple: `UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Hashable, Sendable {
            case automatic
            case leading
            case center
            case trailing
        }

        /// Which of the styles the configuration was made from, for equality.
        private var styleName: String

        /// The title; `nil` by default.
        public var title: String?
        /// The subtitle; `nil` by default.
        public var subtitle: String?
        /// The image; `nil` by default.
        public var image: UIImage?
        /// The colour of the title and image; `nil` (the style's) by default.
        public var baseForegroundColor: UIColor?
        /// The background's colour; `nil` (the style's) by default.
        public var baseBackgroundColor: UIColor?
        /// The corners; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size; `.medium` by default.
        public var buttonSize: Size = .medium
        /// The title's alignment; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// The space between the image and the title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// Whether an activity indicator replaces the image; `false` by default.
        public var showsActivityIndicator = false

        private init(style: String) {
            styleName = style
        }

        /// A transparent background (Apple: `plain()`).
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// A tinted background (Apple: `tinted()`).
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// A grey background (Apple: `gray()`).
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// A filled, tinted background (Apple: `filled()`).
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// A bordered button (Apple: `bordered()`).
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// A bordered, tinted button (Apple: `borderedTinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// A prominent bordered button (Apple: `borderedProminent()`).
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
        /// A borderless button (Apple: `borderless()`).
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
    }

    /// A button of a type running an action for `primaryActionTriggered`, with the action's title and image
    /// (Apple: `init(type:primaryAction:)`: it "registers the primary action event, and sets the title and
    /// image to the action's title and image").
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
        }
    }

    /// A system button with a configuration and an action for `primaryActionTriggered` (Apple:
    /// `init(configuration:primaryAction:)`, iOS 15).
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}
