/// A description of a view's content and appearance that makes the view showing it (Apple:
/// `UIContentConfiguration`, iOS 14): a cell's or header's `contentConfiguration`. As in Apple's SDK, only
/// `makeContentView()` is main-actor isolated, so a configuration is a plain value.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView

    /// A copy of the configuration styled for a state (selected, highlighted, …).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (Apple: `UIContentView`, iOS 14).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show a configuration (Apple: `supports(_:)`, iOS 16); when it can, a cell
    /// applies a new configuration to this view instead of making a new one.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// `true` by default (our choice; Apple's default implementation compares configuration types).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is styled for (Apple: `UIConfigurationState`, iOS 14); headless, without
/// trait collections.
public protocol UIConfigurationState {}

/// A cell's state: selected, highlighted, editing, … (Apple: `UICellConfigurationState`, iOS 14); all
/// `false` by default.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false

    /// A state with every flag `false`.
    public init() {}
}

/// The parts a cell or header with a replaceable content view shares (`UITableViewCell`,
/// `UITableViewHeaderFooterView`, `UICollectionViewCell`): Apple's `contentConfiguration` documentation
/// ("Setting a content configuration replaces the existing content view of the cell with a new content
/// view instance from the configuration, or directly applies the configuration to the existing content
/// view if the configuration is compatible with the existing content view type").
@MainActor
enum ContentConfigurationApplier {
    /// Shows a new configuration in `owner`: `contentView` becomes the view for it (see
    /// `contentView(for:current:standard:)`), sized to the owner, and `standard` keeps the content view the
    /// owner was made with.
    static func show(
        _ configuration: (any UIContentConfiguration)?, in owner: UIView, contentView: inout UIView,
        standard: inout UIView?
    ) {
        let original = standard ?? contentView
        standard = original
        let next = Self.contentView(for: configuration, current: contentView, standard: original)
        guard next !== contentView else { return }
        next.frame = CGRect(origin: .zero, size: owner.frame.size)
        contentView.removeFromSuperview()
        contentView = next
        owner.addSubview(next)
    }

    /// The content view to show for a new configuration: the current one updated when it supports the
    /// configuration, else a new one from the configuration; `standard` when the configuration is `nil`.
    static func contentView(
        for configuration: (any UIContentConfiguration)?, current: UIView, standard: UIView
    ) -> UIView {
        guard let configuration else { return standard }
        if let view = current as? any UIView & UIContentView, type(of: view.configuration) == type(of: configuration),
            view.supports(configuration)
        {
            view.configuration = configuration
            return current
        }
        return configuration.makeContentView()
    }
}
