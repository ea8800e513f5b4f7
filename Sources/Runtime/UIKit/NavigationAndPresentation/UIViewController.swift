/// An object that manages a view hierarchy (Apple: `UIViewController`).
///
/// The view loads lazily on first access (`loadView()` then `viewDidLoad()`), and appearance callbacks
/// run when the controller is shown in a window, pushed, or presented (Apple's "Displaying and managing
/// views" life cycle). Headless transitions are never animated.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The loaded view, or `nil` before `loadView()` runs.
    private var loadedView: UIView? {
        didSet {
            if oldValue?.owningController === self { oldValue?.owningController = nil }
            loadedView?.owningController = self
        }
    }

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

    /// The view controller this one presented (Apple: `presentedViewController`: "the view controller that
    /// called the method has this property set to the view controller that it presented"): a child whose
    /// presentation its container carried out sees the container's.
    open internal(set) var presentedViewController: UIViewController? {
        get { ownPresentedViewController ?? parent?.presentedViewController }
        set { ownPresentedViewController = newValue }
    }

    /// The controller this one presented itself (it is the presentation's host).
    var ownPresentedViewController: UIViewController?

    /// The view controller that presented this one (Apple: `presentingViewController`: "If the view
    /// controller is not presented, but one of its ancestors is being presented, this property holds the
    /// view controller presenting the nearest ancestor").
    open internal(set) var presentingViewController: UIViewController? {
        get { ownPresentingViewController ?? parent?.presentingViewController }
        set { ownPresentingViewController = newValue }
    }

    /// The controller that presented this one itself (not an ancestor).
    weak var ownPresentingViewController: UIViewController?

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

    /// The next responder: the superview of the controller's view, else the controller that presented it
    /// (Apple: `UIViewController.next`: "If the view controller's view is the root view of a window, the
    /// next responder is the window object. If the view controller is presented by another view
    /// controller, the next responder is the presenting view controller").
    open override var next: UIResponder? { loadedView?.superview ?? presentingViewController }

    // MARK: - Layout

    /// Called just before the view lays out its subviews; does nothing by default (Apple:
    /// `viewWillLayoutSubviews()`: "Your view controller can override this method to make changes before the
    /// view lays out its subviews"). Sent by the view's layout pass (see `UIView.layoutSubtreeIfNeeded()`).
    open func viewWillLayoutSubviews() {}

    /// Called just after the view laid out its subviews; does nothing by default (Apple:
    /// `viewDidLayoutSubviews()`).
    open func viewDidLayoutSubviews() {}

    /// Updates the view's constraints; calls the view's `updateConstraints()` (Apple:
    /// `updateViewConstraints()`: "call super at the end of your implementation").
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Called when the view's safe area changes; does nothing by default (Apple:
    /// `viewSafeAreaInsetsDidChange()`).
    open func viewSafeAreaInsetsDidChange() {}

    /// Insets added to the view's safe area; zero by default (Apple: `additionalSafeAreaInsets`).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            loadedView?.setNeedsLayout()
            viewSafeAreaInsetsDidChange()
        }
    }

    /// Called before the view's size changes (a rotation, a split-screen resize); does nothing by default
    /// (Apple: `UIContentContainer.viewWillTransition(to:with:)`). Headless, the window never changes size,
    /// so UIKit never calls it; an override compiles and can be called.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Whether the controller, when presented, refuses an interactive dismissal; false by default (Apple:
    /// `isModalInPresentation`). Headless there is no swipe-to-dismiss, so it changes nothing on screen.
    open var isModalInPresentation = false

    // MARK: - Editing

    /// Whether the controller is in editing mode; `false` by default (Apple: `isEditing`). Setting it is
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// The stored editing mode.
    private var editingState = false

    /// Turns editing mode on or off (Apple: `setEditing(_:animated:)`: "Subclasses that use an edit-done
    /// button must override this method to change their view to an editable state"); the `editButtonItem`
    /// shows Done while editing, Edit otherwise.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        editButton?.title = editing ? "Done" : "Edit"
        editButton?.style = editing ? .done : .plain
    }

    /// The Edit / Done button, made on first use.
    private var editButton: UIBarButtonItem?

    /// A bar button item that toggles editing mode: Edit, or Done while editing; a tap calls
    /// `setEditing(!isEditing, animated: true)` (Apple: `editButtonItem`).
    open var editButtonItem: UIBarButtonItem {
        if let editButton { return editButton }
        let toggle = Selector(name: "editButtonItem") { target, _ in
            guard let controller = target as? UIViewController else { return false }
            controller.setEditing(!controller.isEditing, animated: true)
            return true
        }
        let button = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self, action: toggle)
        editButton = button
        return button
    }

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

    /// Whether the view is on screen (between `viewWillAppear(_:)` and `viewWillDisappear(_:)`).
    var isOnScreen: Bool { isAppearing }

    /// Runs the appearance callbacks for this controller and its appearing children.
    ///
    /// Order (our choice; Apple documents only that each controller gets will before did): this controller's
    /// `viewWillAppear(_:)`, the children's, then this controller's `viewDidAppear(_:)`, then the children's.
    func appear() {
        Self.transition(from: nil, to: self)
    }

    /// Runs the disappearance callbacks, mirroring `appear()`.
    func disappear() {
        Self.transition(from: self, to: nil)
    }

    /// One appearance transition: `leaving` disappears while `arriving` appears (a push, a pop, a
    /// full-screen presentation or its dismissal).
    ///
    /// Order: `leaving.viewWillDisappear`, `arriving.viewWillAppear`, `leaving.viewDidDisappear`,
    /// `arriving.viewDidAppear` — the order iOS sends them for a navigation transition (Apple documents only
    /// that each controller gets will before did, in "Displaying and managing views"). A controller already
    /// on screen does not appear again; one not on screen does not disappear.
    static func transition(from leaving: UIViewController?, to arriving: UIViewController?) {
        let leaving = leaving?.isAppearing == true ? leaving : nil
        let arriving = arriving?.isAppearing == false && arriving !== leaving ? arriving : nil
        leaving?.willDisappear()
        arriving?.willAppear()
        // The arriving view is laid out between will- and did-appear (Apple, "Displaying and managing
        // views": the view is added to the hierarchy and laid out, with viewWillLayoutSubviews() and
        // viewDidLayoutSubviews(), before viewDidAppear(_:)).
        arriving?.viewIfLoaded?.layoutIfNeeded()
        leaving?.didDisappear()
        arriving?.didAppear()
    }

    private func willAppear() {
        loadViewIfNeeded()
        isAppearing = true
        viewWillAppear(false)
        for child in appearingChildren where !child.isAppearing { child.willAppear() }
    }

    private func didAppear() {
        viewDidAppear(false)
        for child in appearingChildren { child.didAppear() }
    }

    private func willDisappear() {
        viewWillDisappear(false)
        for child in appearingChildren where child.isAppearing { child.willDisappear() }
    }

    private func didDisappear() {
        isAppearing = false
        viewDidDisappear(false)
        for child in appearingChildren where child.isAppearing { child.didDisappear() }
    }

    /// Whether the controller is being presented: true during the appearance callbacks of its
    /// presentation (Apple: `isBeingPresented`).
    open internal(set) var isBeingPresented = false

    /// Whether the controller is being dismissed: true during the disappearance callbacks of its
    /// dismissal (Apple: `isBeingDismissed`).
    open internal(set) var isBeingDismissed = false

    /// Whether the controller is being added to a parent: true during the appearance callbacks of a push
    /// (Apple: `isMovingToParent`).
    open internal(set) var isMovingToParent = false

    /// Whether the controller is being removed from its parent: true during the disappearance callbacks
    /// of a pop (Apple: `isMovingFromParent`).
    open internal(set) var isMovingFromParent = false

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

    /// Puts the children in this order (the same controllers, reordered).
    func reorderChildren(_ order: [UIViewController]) {
        guard order.count == children.count else { return }
        children = order
    }

    /// Removes the children after `index` at once, the last first, each told `didMove(toParent: nil)` (a
    /// pop to a controller deep in a long stack stays linear).
    func removeChildren(after index: Int) {
        guard index + 1 < children.count else { return }
        let removed = children[(index + 1)...]
        children.removeSubrange((index + 1)...)
        for controller in removed.reversed() {
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
    }

    /// Called before the controller is added to or removed from a parent; does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a parent; does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Presentation

    /// The presentation style; `.automatic` by default (Apple's documentation: for most controllers
    /// `.automatic` is a sheet, `.formSheet` from iOS 18, `.pageSheet` before, which leave the presenter's
    /// views in place).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The sheet controller, once `sheetPresentationController` made it.
    var sheetController: UISheetPresentationController?

    /// The transition style; `.coverVertical` by default (Apple's documentation). Headless, nothing moves.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Presents a view controller modally (Apple: `present(_:animated:completion:)`).
    ///
    /// Apple: "The object on which you call this method may not always be the one that handles the
    /// presentation … If the current view controller is unable to fulfill a request, it forwards the
    /// request up the view controller hierarchy to its nearest parent": here the presenter is the outermost
    /// ancestor (the navigation controller), or the nearest ancestor that `definesPresentationContext` for
    /// the current-context styles. A presenter already presenting another controller does not present
    /// (iOS logs "Attempt to present … which is already presenting …"; here nothing happens and
    /// `completion` is not called). The presented controller's view loads and appears
    /// (`isBeingPresented` true meanwhile); a `.fullScreen` or `.currentContext` presentation makes the
    /// presenter's views disappear first (Apple: "The views belonging to the presenting view controller are
    /// removed after the presentation completes"); other styles leave them on screen. Then `completion`
    /// runs. Presenting a `UISearchController` activates it — this is how a delegate's
    /// `presentSearchController(_:)` shows it — and it is presented by the controller itself.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let presenter =
            viewControllerToPresent is UISearchController ? self : presentationHost(for: viewControllerToPresent)
        guard presenter.ownPresentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            viewControllerToPresent !== presenter
        else { return }
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        viewControllerToPresent.isBeingPresented = true
        let covered = viewControllerToPresent.modalPresentationStyle.removesPresenterViews ? presenter : nil
        Self.transition(from: covered, to: viewControllerToPresent)
        viewControllerToPresent.isBeingPresented = false
        (viewControllerToPresent as? UISearchController)?.becomeActiveFromPresentation()
        completion?()
    }

    /// The controller that carries out a presentation requested of this one (see `present`).
    private func presentationHost(for presented: UIViewController) -> UIViewController {
        var host: UIViewController = self
        let currentContext = [.currentContext, .overCurrentContext].contains(presented.modalPresentationStyle)
        while let parent = host.parent {
            if currentContext && host.definesPresentationContext { break }
            host = parent
        }
        return host
    }

    /// Dismisses the controller this one presented, or this one if it was presented
    /// (Apple: `dismiss(animated:completion:)`).
    ///
    /// Apple: "If you present several view controllers in succession, thus building a stack of presented
    /// view controllers, calling this method on a view controller lower in the stack dismisses its
    /// immediate child view controller and all view controllers above that child on the stack." The
    /// topmost disappears (`isBeingDismissed` true meanwhile), and a presenter whose views a full-screen
    /// presentation removed appears again; then `completion` runs. With nothing to dismiss, nothing
    /// happens and `completion` is not called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        // The chain above this one, topmost first.
        var chain = [presented]
        while let next = chain.last?.ownPresentedViewController { chain.append(next) }
        for controller in chain.reversed() {
            guard let presenter = controller.ownPresentingViewController else { continue }
            if let searchController = controller as? UISearchController, searchController.isActive {
                searchController.isActive = false
            }
            controller.isBeingDismissed = true
            let uncovered = controller.modalPresentationStyle.removesPresenterViews ? presenter : nil
            presenter.presentedViewController = nil
            controller.presentingViewController = nil
            Self.transition(from: controller, to: controller === presented ? uncovered : nil)
            controller.isBeingDismissed = false
        }
        completion?()
    }

    /// Shows a view controller in a primary context (Apple: `show(_:sender:)`): "The UISplitViewController
    /// and UINavigationController classes override this method" — in a navigation controller it is pushed;
    /// with none, "this method uses the window's root view controller to present vc modally".
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a view controller in a secondary context (Apple: `showDetailViewController(_:sender:)`): with
    /// no split view controller (none is modelled), UIKit presents it modally.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    // MARK: - Segues

    /// Performs the segue with this identifier (Apple: `performSegue(withIdentifier:sender:)`).
    ///
    /// Apple: the storyboard instantiates the destination, calls `prepare(for:sender:)` on the source, then
    /// performs the segue. Headless there is no storyboard (Apple throws an exception for a controller
    /// without one); our choice is to act as a Show segue does: the destination (see
    /// `UIStoryboardSegue.destination(for:)`) is prepared, then shown with `show(_:sender:)` (pushed in a
    /// navigation controller, else presented). `shouldPerformSegue(withIdentifier:sender:)` is not asked:
    /// UIKit asks it only for segues the storyboard triggers, never for this method.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        let destination = UIStoryboardSegue.destination(for: identifier)
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
            [unowned self] in
            show(destination, sender: sender)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Called before a segue is performed; does nothing by default (Apple: `prepare(for:sender:)`: "The
    /// default implementation of this method does nothing").
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue the storyboard triggers should be performed; `true` by default (Apple: "If you do
    /// not implement this method, all segues are performed").
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
}
