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
