/// A button of a navigation bar or toolbar, with its target–action pair (Apple: `UIBarButtonItem`).
///
/// A tap (the driver's `userTap()`) sends the action to the target, as UIKit does, when the selector
/// carries its method (what docgen writes for `#selector`, see `Selector`) and the item is enabled.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item looks (Apple: `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// The system's items (Apple: `UIBarButtonItem.SystemItem`, with Apple's raw values).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24
    }

    /// The look; `.plain` by default (Apple's documentation).
    open var style: Style = .plain

    /// The object that receives the action; `nil` by default (Apple: `target`, weak).
    open weak var target: AnyObject?

    /// The action sent when the item is tapped; `nil` by default (Apple: `action`).
    open var action: Selector?

    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?

    /// An item with no title, image or action.
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A system item (Apple: `init(barButtonSystemItem:target:action:)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing a title (Apple: `init(title:style:target:action:)`).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing an image (Apple: `init(image:style:target:action:)`).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A user's tap: sends the action to the target with the item as the sender, if the item is enabled
    /// and has both; for the driver.
    @_spi(Testing) public func userTap() {
        guard isEnabled, let target, let action else { return }
        action.perform(on: target, sender: self)
    }
}
