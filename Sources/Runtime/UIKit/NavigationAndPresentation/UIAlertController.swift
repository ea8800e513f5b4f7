/// A view controller that shows an alert or action sheet (Apple: `UIAlertController`).
///
/// Headless: presenting it records it as the presenter's `presentedViewController`; nothing is drawn.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown (Apple: `UIAlertController.Style`).
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The message below the title (Apple: `message`).
    open var message: String?

    /// The style the alert was created with (Apple: `preferredStyle`).
    open private(set) var preferredStyle: Style = .alert

    /// The actions, in the order they were added (Apple: `actions`).
    open private(set) var actions: [UIAlertAction] = []

    /// The action the user is nudged towards; must be one of `actions`, else ignored (Apple's
    /// documentation requires it to be added already).
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            guard let newValue, actions.contains(where: { $0 === newValue }) else {
                storedPreferredAction = nil
                return
            }
            storedPreferredAction = newValue
        }
    }

    private var storedPreferredAction: UIAlertAction?

    /// The text fields, in the order they were added; `nil` until one is (Apple: `textFields`).
    open private(set) var textFields: [UITextField]?

    /// An alert with a title, message and style (Apple: `init(title:message:preferredStyle:)`).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds an action (Apple: `addAction(_:)`).
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, configured by the handler (Apple: `addTextField(configurationHandler:)`); only
    /// alerts have text fields — Apple raises an exception for an action sheet, and so does this (a trap).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style .alert")
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of an alert (Apple: `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button looks (Apple: `UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// The button's title (Apple: `title`).
    open private(set) var title: String?

    /// The button's style (Apple: `style`).
    open private(set) var style: Style

    /// Whether the button can be tapped; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// What a tap does.
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, style and a handler run when the user taps it
    /// (Apple: `init(title:style:handler:)`).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// A tap on the button: the presenting alert is dismissed, then the handler runs (Apple's
    /// documentation: the handler is called after the alert is dismissed). A disabled button does nothing.
    @_spi(Testing) public func userTap(in alert: UIAlertController) {
        guard isEnabled else { return }
        alert.dismiss(animated: true)
        handler?(self)
    }
}
