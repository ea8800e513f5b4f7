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
    @_spi(Testing) public private(set) var systemItem: SystemItem?

    /// A view shown in place of the title or image; `nil` by default (Apple: `customView`).
    open var customView: UIView?

    /// The colour of the item's title or image; `nil` by default, which uses the bar's (Apple: `tintColor`).
    open var tintColor: UIColor?

    /// The item's width; 0 by default, which sizes it to fit (Apple: `width`).
    open var width: CGFloat = 0

    /// Whether the item is selected; `false` by default (Apple: `isSelected`, iOS 15).
    @available(iOS 15.0, *)
    open var isSelected = false

    /// Titles the item may show, for sizing; `nil` by default (Apple: `possibleTitles`).
    open var possibleTitles: Set<String>?

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

    /// An item showing a custom view (Apple: `init(customView:)`).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
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

    /// What a person sees on the item: its title, else the title iOS gives a system item (`Done`, `Cancel`,
    /// `Edit`, `Save`, …), else the system item's accessibility label (`Add` for the plus sign); nil for an
    /// image-only or custom-view item with no title.
    @_spi(Testing) public var displayedTitle: String? {
        if let title { return title }
        guard let systemItem else { return nil }
        switch systemItem {
        case .flexibleSpace, .fixedSpace: return nil
        case .fastForward: return "Fast Forward"
        default:
            return String(describing: systemItem).prefix(1).uppercased() + String(describing: systemItem).dropFirst()
        }
    }

    /// A user's tap: sends the action to the target with the item as the sender, if the item is enabled
    /// and has both; for the driver.
    @_spi(Testing) public func userTap() {
        guard isEnabled, let target, let action else { return }
        action.perform(on: target, sender: self)
    }
}
