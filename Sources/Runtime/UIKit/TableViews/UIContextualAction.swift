/// An action shown when the user swipes a row (Apple: `UIContextualAction`, iOS 11).
///
/// Tapping the action's button (the driver's `userPerform(in:sourceView:)`) calls its handler with the
/// action, the view it was shown in and a completion handler the app calls with whether it performed the
/// action (Apple: `UIContextualAction.Handler`).
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action's button looks (Apple: `UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    /// What a tap on the action does: the action, the view it was shown in, and the completion handler
    /// to call with whether the action was performed (Apple: `UIContextualAction.Handler`).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The button's style (Apple: `style`).
    open private(set) var style: Style

    /// The button's title (Apple: `title`).
    open var title: String?

    /// The button's colour; `nil` until set, which shows the style's colour (Apple: `backgroundColor`).
    open var backgroundColor: UIColor!

    /// The button's image; `nil` by default (Apple: `image`).
    open var image: UIImage?

    /// The handler run when the user taps the action (Apple: `handler`).
    open private(set) var handler: Handler

    /// An action with a style, title and handler (Apple: `init(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// A tap on the action's button: the handler runs with `sourceView` and a completion handler; returns
    /// what the app passed to the completion handler, or nil if it did not call it (yet).
    @_spi(Testing) @discardableResult public func userPerform(sourceView: UIView) -> Bool? {
        var performed: Bool?
        handler(self, sourceView) { performed = $0 }
        return performed
    }
}

/// The swipe actions of a row (Apple: `UISwipeActionsConfiguration`, iOS 11).
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in the order given: the first is nearest the edge the swipe starts from (Apple: `actions`).
    open private(set) var actions: [UIContextualAction]

    /// Whether a full swipe performs the first action; `true` by default (Apple's documentation).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration with these actions (Apple: `init(actions:)`).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// An action shown when the user swipes a row, before iOS 11 (Apple: `UITableViewRowAction`, deprecated
/// in iOS 13 for `UIContextualAction`); the table view delegate returns them from
/// `tableView(_:editActionsForRowAt:)`.
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the button looks (Apple: `UITableViewRowAction.Style`; `.destructive` is `.default`).
    public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1
        public static var destructive: Style { .default }
    }

    /// The button's style (Apple: `style`).
    open private(set) var style: Style

    /// The button's title (Apple: `title`).
    open var title: String?

    /// The button's colour; `nil` by default, which shows the style's colour (Apple: `backgroundColor`).
    open var backgroundColor: UIColor?

    /// What a tap does, with the action and the row's index path.
    private let handler: (UITableViewRowAction, IndexPath) -> Void

    /// An action with a style, title and handler (Apple: `init(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// A tap on the action's button for the row at `indexPath`; for the driver.
    @_spi(Testing) public func userPerform(at indexPath: IndexPath) {
        handler(self, indexPath)
    }
}
