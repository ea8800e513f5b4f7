/// What a navigation bar shows for one view controller (Apple: `UINavigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title; `nil` by default.
    open var title: String?

    /// A custom view shown in place of the title; `nil` by default (Apple: `titleView`).
    open var titleView: UIView?

    /// A line of text above the bar; `nil` by default (Apple: `prompt`).
    open var prompt: String?

    /// The search controller whose bar is shown in the navigation bar; `nil` by default
    /// (Apple: `searchController`, iOS 11).
    @available(iOS 11.0, *)
    open var searchController: UISearchController?

    /// Whether the integrated search bar hides when the content scrolls; `true` by default
    /// (Apple's documentation, iOS 11).
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling = true

    /// How the title is shown when the bar prefers large titles (Apple: `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        case inline = 3
    }

    /// What the back button shows (Apple: `UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0
        case generic = 1
        case minimal = 2
    }

    /// The large-title mode; `.automatic` by default (Apple's documentation: the item keeps the mode of
    /// the item before it).
    @available(iOS 11.0, *)
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The item shown as the back button when this item is *below* the top one; `nil` by default (Apple:
    /// `backBarButtonItem`: "When this navigation item is immediately below the top item in the stack, the
    /// navigation controller derives the back button for the navigation bar from this navigation item").
    open var backBarButtonItem: UIBarButtonItem?

    /// The back button's title when this item is below the top one; `nil` by default (Apple:
    /// `backButtonTitle`, iOS 11).
    @available(iOS 11.0, *)
    open var backButtonTitle: String?

    /// What the back button shows; `.default` by default (Apple's documentation, iOS 14).
    @available(iOS 14.0, *)
    open var backButtonDisplayMode: BackButtonDisplayMode = .default

    /// Whether the back button is hidden; `false` by default (Apple: `hidesBackButton`).
    open var hidesBackButton = false

    /// Whether the left items are shown beside the back button instead of replacing it; `false` by
    /// default (Apple: `leftItemsSupplementBackButton`).
    open var leftItemsSupplementBackButton = false

    /// Hides or shows the back button (Apple: `setHidesBackButton(_:animated:)`).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The items at the leading and trailing end of the bar; `nil` by default (Apple:
    /// `leftBarButtonItems`, `rightBarButtonItems`).
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first leading item; setting it makes it the only one (Apple: `leftBarButtonItem`).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item; setting it makes it the only one (Apple: `rightBarButtonItem`).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading item (Apple: `setLeftBarButton(_:animated:)`; headless, nothing animates).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the trailing item (Apple: `setRightBarButton(_:animated:)`).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the leading items (Apple: `setLeftBarButtonItems(_:animated:)`).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the trailing items (Apple: `setRightBarButtonItems(_:animated:)`).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// An item with a title (Apple: `init(title:)`).
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}
