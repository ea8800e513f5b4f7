/// An action with a handler, for controls and menus (Apple: `UIAction`, iOS 13).
///
/// A control runs the handler when one of the events it was added for is sent (`addAction(_:for:)`), with
/// `sender` the control (Apple: "The object responsible for the action handler").
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identity (Apple: `UIAction.Identifier`); a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private let handler: UIActionHandler

    /// The identifier: the one given, else a unique one (Apple: `identifier`).
    public let identifier: UIAction.Identifier

    /// An explanation of the action; `nil` by default (Apple: `discoverabilityTitle`).
    open var discoverabilityTitle: String?

    /// The styles; none by default (Apple: `attributes`).
    open var attributes: UIMenuElement.Attributes

    /// The checkmark state; `.off` by default (Apple: `state`).
    open var state: UIMenuElement.State

    /// The object that ran the action last: the control for a control's action (Apple: `sender`).
    open private(set) var sender: Any?

    /// The title (Apple: `title`, settable on an action).
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }

    /// The image (Apple: `image`, settable on an action).
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }

    /// An action running `handler` (Apple: `init(title:image:identifier:discoverabilityTitle:attributes:
    /// state:handler:)`).
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, subtitle: nil, image: image, identifier: identifier,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    /// An action with a subtitle (Apple: `init(title:subtitle:image:identifier:discoverabilityTitle:
    /// attributes:state:handler:)`, iOS 15).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.UIKit.UIAction." + UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler with `sender` set; for controls (and bar button items and menus, once modelled).
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}

/// The handler of an action (Apple: `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void
