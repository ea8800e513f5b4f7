// `contentMode` and `isUserInteractionEnabled` belong to UIView (Apple declares them there); they are an
// extension here, with their values kept beside the view, so that they can come in one change with the
// controls that need them. Moving them into UIView as stored properties changes nothing for callers.

extension UIView {
    /// How a view lays out its content when its bounds change (Apple: `UIView.ContentMode`, with iOS's raw
    /// values).
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// How the view's content is laid out; `.scaleToFill` by default (Apple's documentation).
    public var contentMode: UIView.ContentMode {
        get { ViewSettings.settings(of: self)?.contentMode ?? .scaleToFill }
        set { ViewSettings.make(for: self).contentMode = newValue }
    }

    /// Whether user events reach the view; `true` by default, `false` for a label or an image view (Apple:
    /// `isUserInteractionEnabled`, "The default value of this property is true"; UILabel and UIImageView
    /// change "the default value of this property to false").
    public var isUserInteractionEnabled: Bool {
        get { ViewSettings.settings(of: self)?.isUserInteractionEnabled ?? !(self is UILabel || self is UIImageView) }
        set { ViewSettings.make(for: self).isUserInteractionEnabled = newValue }
    }
}

/// The values of one view's extension properties, found by the view's identity.
@MainActor
final class ViewSettings {
    /// The view, held weakly: an entry whose view is gone is never answered (its identifier may be reused).
    weak var view: UIView?
    var contentMode: UIView.ContentMode?
    var isUserInteractionEnabled: Bool?

    init(view: UIView) {
        self.view = view
    }

    private static var table: [ObjectIdentifier: ViewSettings] = [:]

    /// The settings of a view, if any were set.
    static func settings(of view: UIView) -> ViewSettings? {
        guard let entry = table[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry
    }

    /// The settings of a view, made on first use; entries of views that are gone are dropped now and then.
    static func make(for view: UIView) -> ViewSettings {
        if let entry = settings(of: view) { return entry }
        if table.count >= 256 { table = table.filter { $0.value.view != nil } }
        let entry = ViewSettings(view: view)
        table[ObjectIdentifier(view)] = entry
        return entry
    }
}
