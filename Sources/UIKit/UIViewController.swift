/// An object that manages a view hierarchy (Apple: `UIViewController`).
///
/// The view loads lazily on first access (`loadView()` then `viewDidLoad()`), and appearance callbacks
/// run when the controller is shown in a window, pushed, or presented (Apple's "Displaying and managing
/// views" life cycle). Headless transitions are never animated.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The loaded view, or `nil` before `loadView()` runs.
    private var loadedView: UIView?

    /// Whether the view is between `viewWillAppear(_:)` and `viewWillDisappear(_:)`.
    private var isAppearing = false

    /// The navigation item, created on first use.
    private var ownNavigationItem: UINavigationItem?

    /// The name of the nib file to load the view from; headless, never loaded (Apple: `nibName`).
    open private(set) var nibName: String?

    /// The bundle of the nib file (Apple: `nibBundle`).
    open private(set) var nibBundle: Bundle?

    /// The parent in a container such as a navigation controller (Apple: `parent`).
    open private(set) weak var parent: UIViewController?

    /// The child view controllers (Apple: `children`).
    open private(set) var children: [UIViewController] = []

    /// The view controller this one presented (Apple: `presentedViewController`).
    open internal(set) var presentedViewController: UIViewController?

    /// The view controller that presented this one (Apple: `presentingViewController`).
    open internal(set) weak var presentingViewController: UIViewController?

    /// Whether this controller's view is covered when a descendant presents with the current-context
    /// style; `false` by default (Apple's documentation).
    open var definesPresentationContext = false

    /// A view controller whose view will be loaded from the named nib (Apple: `init(nibName:bundle:)`).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A view controller decoded from a storyboard (Apple: `init?(coder:)`); headless, nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A view controller with no nib (Apple: `init()`, which is `init(nibName: nil, bundle: nil)`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The view

    /// The root view, loaded on first access (Apple: `view`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it (Apple: `viewIfLoaded`).
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded (Apple: `isViewLoaded`).
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view; a plain `UIView` by default (Apple: a nib's view, else an empty view).
    open func loadView() {
        loadedView = UIView()
    }

    /// Called after the view is loaded; does nothing by default (Apple: `viewDidLoad()`).
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet (Apple: `loadViewIfNeeded()`): `loadView()`, then the
    /// storyboard's outlets are connected (see `StoryboardOutlets`), then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        StoryboardOutlets.connect(in: self)
        viewDidLoad()
    }

    /// Sent when the app receives a memory warning; does nothing by default (Apple:
    /// `didReceiveMemoryWarning()`). Headless, no warning ever arrives unless code calls it.
    open func didReceiveMemoryWarning() {}

    /// Whether scroll view insets are adjusted for bars; `true` by default (Apple's documentation,
    /// deprecated in iOS 11). Headless, there are no insets to adjust.
    @available(
        iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead"
    )
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsets }
        set { adjustsScrollViewInsets = newValue }
    }

    /// The value of `automaticallyAdjustsScrollViewInsets`.
    private var adjustsScrollViewInsets = true

    // MARK: - Appearance

    /// Called before the view is added to the screen (Apple: `viewWillAppear(_:)`).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view is added to the screen (Apple: `viewDidAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is removed from the screen (Apple: `viewWillDisappear(_:)`).
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view is removed from the screen (Apple: `viewDidDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}

    /// The children that appear and disappear with this controller; all children by default, the top one
    /// for a navigation controller.
    var appearingChildren: [UIViewController] { children }

    /// Runs the appearance callbacks for this controller and its appearing children.
    ///
    /// Order (our choice; Apple documents only that each controller gets will before did): this controller's
    /// `viewWillAppear(_:)`, the children's, then this controller's `viewDidAppear(_:)`, then the children's.
    func appear() {
        guard !isAppearing else { return }
        willAppear()
        didAppear()
    }

    /// Runs the disappearance callbacks, mirroring `appear()`.
    func disappear() {
        guard isAppearing else { return }
        willDisappear()
        didDisappear()
    }

    private func willAppear() {
        loadViewIfNeeded()
        isAppearing = true
        viewWillAppear(false)
        for child in appearingChildren { child.willAppear() }
    }

    private func didAppear() {
        viewDidAppear(false)
        for child in appearingChildren { child.didAppear() }
    }

    private func willDisappear() {
        viewWillDisappear(false)
        for child in appearingChildren { child.willDisappear() }
    }

    private func didDisappear() {
        isAppearing = false
        viewDidDisappear(false)
        for child in appearingChildren { child.didDisappear() }
    }

    // MARK: - Navigation

    /// The title; setting it also sets the navigation item's title (Apple's documentation).
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The item that represents this controller in a navigation bar, created on first use
    /// (Apple: `navigationItem`).
    open var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        ownNavigationItem = item
        return item
    }

    /// The nearest navigation controller among the ancestors (Apple: `navigationController`).
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: - Containment

    /// Adds a child view controller (Apple: `addChild(_:)`, which calls `willMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent (Apple: `removeFromParent()`, which calls
    /// `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent; does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a parent; does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Presentation

    /// Presents a view controller modally (Apple: `present(_:animated:completion:)`).
    ///
    /// The presented controller's view loads and appears, then `completion` runs. Presenting a
    /// `UISearchController` activates it — this is how a delegate's `presentSearchController(_:)` shows it.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.appear()
        (viewControllerToPresent as? UISearchController)?.becomeActiveFromPresentation()
        completion?()
    }

    /// Dismisses the controller this one presented, or this one if it was presented
    /// (Apple: `dismiss(animated:completion:)`).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        if let searchController = presented as? UISearchController, searchController.isActive {
            searchController.isActive = false
        }
        presented.disappear()
        presented.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }
}
