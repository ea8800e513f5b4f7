/// A view controller that manages a search bar and shows results as the user searches
/// (Apple: `UISearchController`).
///
/// Defaults (Apple's documentation): `isActive` false, `hidesNavigationBarDuringPresentation` true,
/// `obscuresBackgroundDuringPresentation` false (apps linked on iOS 15 and later), and the three
/// `automaticallyShows…` properties true. Callback orders are in ARCHITECTURE.md ("Headless UIKit: defaults and callback order")
/// and on each method below.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// Whether the controller is presented.
    private var activeFlag = false

    /// Whether the delegate's `presentSearchController(_:)` ran the default presentation.
    private var defaultPresentationRan = false

    /// Whether the results controller's view is shown now.
    private var resultsControllerShown = false

    /// The value `showsSearchResultsController` was set to.
    private var forcedShowsSearchResultsController = false

    /// The controller that shows results; `nil` means the controller being searched shows them
    /// (Apple: `searchResultsController`, read-only).
    open private(set) var searchResultsController: UIViewController?

    /// The search bar (Apple: `searchBar`, read-only).
    open private(set) var searchBar: UISearchBar

    /// The object told to update the results (Apple: `searchResultsUpdater`, a weak reference).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// The object told about presentation and dismissal (Apple: `delegate`, a weak reference).
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the navigation bar hides while searching; `true` by default (Apple's documentation).
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the searched content is obscured while searching; `false` by default for apps linked on
    /// iOS 15 and later (Apple's documentation).
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation = false

    /// The deprecated name of `obscuresBackgroundDuringPresentation` (Apple: deprecated in iOS 12).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the Cancel button shows while the controller is active; `true` by default. Setting the bar's
    /// `showsCancelButton` turns it off (Apple's documentation, iOS 13).
    @available(iOS 13.0, *)
    open var automaticallyShowsCancelButton = true

    /// Whether the scope bar shows while the controller is active; `true` by default. Setting the bar's
    /// `showsScopeBar` turns it off (Apple's documentation, iOS 13).
    @available(iOS 13.0, *)
    open var automaticallyShowsScopeBar = true

    /// Whether the results controller shows while the controller is active and the text is not empty;
    /// `true` by default (Apple's documentation, iOS 13).
    @available(iOS 13.0, *)
    open var automaticallyShowsSearchResultsController = true {
        didSet { refreshResultsControllerVisibility() }
    }

    /// A search controller whose results show in `searchResultsController`, or in the searched controller
    /// when it is `nil` (Apple: `init(searchResultsController:)`).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar()
        super.init(nibName: nil, bundle: nil)
        adoptSearchBar()
    }

    /// A search controller that shows results in the searched controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchBar = UISearchBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adoptSearchBar()
    }

    public required init?(coder: NSCoder) {
        searchBar = UISearchBar()
        super.init(coder: coder)
        adoptSearchBar()
    }

    /// Links the bar back to this controller and gives it its standard size.
    private func adoptSearchBar() {
        searchBar.owningSearchController = self
        searchBar.sizeToFit()
    }

    // MARK: - Showing results

    /// Whether the results controller shows (Apple: `showsSearchResultsController`, iOS 13).
    ///
    /// While `automaticallyShowsSearchResultsController` is on, it is true while the controller is active
    /// and the text is not empty; setting it forces the value and turns the automatic mode off
    /// (Apple's documentation).
    @available(iOS 13.0, *)
    open var showsSearchResultsController: Bool {
        get {
            guard automaticallyShowsSearchResultsController else { return forcedShowsSearchResultsController }
            return activeFlag && !(searchBar.text ?? "").isEmpty
        }
        set {
            forcedShowsSearchResultsController = newValue
            automaticallyShowsSearchResultsController = false
        }
    }

    /// Shows or hides the results controller's view to match `showsSearchResultsController` while active,
    /// running its appearance callbacks when that changes.
    func refreshResultsControllerVisibility() {
        guard let results = searchResultsController else { return }
        let shown = activeFlag && showsSearchResultsController
        guard shown != resultsControllerShown else { return }
        resultsControllerShown = shown
        if shown { results.appear() } else { results.disappear() }
    }

    // MARK: - Activation

    /// Whether the search interface is presented; `false` by default (Apple's documentation).
    ///
    /// Setting `true` from code runs the presentation but does not make the bar first responder, so no
    /// `updateSearchResults(for:)` is sent until it is; setting `false` ends editing and dismisses
    /// (ARCHITECTURE.md).
    open var isActive: Bool {
        get { activeFlag }
        set {
            if newValue {
                presentSearch()
            } else if activeFlag {
                searchBar.resignFirstResponder()
                dismissSearch()
            }
        }
    }

    /// The bar began editing: present if inactive, else update the results.
    func searchBarDidBeginEditing() {
        if activeFlag { sendUpdate() } else { presentSearch() }
    }

    /// The user changed the text: refresh the results controller, then update the results.
    func searchBarTextDidChange() {
        refreshResultsControllerVisibility()
        sendUpdate()
    }

    /// Presents through the delegate's `presentSearchController(_:)` if it has one, else by default.
    private func presentSearch() {
        guard !activeFlag else { return }
        guard let delegate else {
            performDefaultPresentation()
            return
        }
        let mark = searchBar.callbackLog.count
        defaultPresentationRan = false
        delegate.presentSearchController(self)
        if !defaultPresentationRan { searchBar.callbackLog.insert(.presentSearchController, at: mark) }
    }

    /// The default presentation: `willPresentSearchController(_:)` → active (with `updateSearchResults(for:)`
    /// if the bar is first responder) → `didPresentSearchController(_:)` (Apple's documentation;
    /// ARCHITECTURE.md).
    func performDefaultPresentation() {
        defaultPresentationRan = true
        guard !activeFlag else { return }
        if let delegate {
            searchBar.record(.willPresentSearchController)
            delegate.willPresentSearchController(self)
        }
        becomeActive()
        if let delegate {
            searchBar.record(.didPresentSearchController)
            delegate.didPresentSearchController(self)
        }
    }

    /// Activation by `present(_:animated:completion:)`, as a delegate's custom presentation does it: no
    /// will/did callbacks.
    func becomeActiveFromPresentation() {
        guard !activeFlag else { return }
        becomeActive()
    }

    /// Becomes active: the text becomes `""` if it was `nil`, the automatic Cancel button and scope bar
    /// show, the results controller is refreshed, and the results update if the bar is first responder.
    private func becomeActive() {
        activeFlag = true
        searchBar.record(.isActiveChanged(true))
        if searchBar.storedText == nil { searchBar.storedText = "" }
        if automaticallyShowsCancelButton { searchBar.storedShowsCancelButton = true }
        if automaticallyShowsScopeBar { searchBar.storedShowsScopeBar = true }
        refreshResultsControllerVisibility()
        if searchBar.isFirstResponder { sendUpdate() }
    }

    /// Dismisses: `willDismissSearchController(_:)` → inactive (automatic Cancel button and scope bar
    /// hidden, results controller hidden) → `updateSearchResults(for:)` → `didDismissSearchController(_:)`
    /// (ARCHITECTURE.md; the will/did pair is Apple's documented one).
    func dismissSearch() {
        guard activeFlag else { return }
        if let delegate {
            searchBar.record(.willDismissSearchController)
            delegate.willDismissSearchController(self)
        }
        activeFlag = false
        searchBar.record(.isActiveChanged(false))
        if automaticallyShowsCancelButton { searchBar.storedShowsCancelButton = false }
        if automaticallyShowsScopeBar { searchBar.storedShowsScopeBar = false }
        if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
            disappear()
        }
        refreshResultsControllerVisibility()
        sendUpdate()
        if let delegate {
            searchBar.record(.didDismissSearchController)
            delegate.didDismissSearchController(self)
        }
    }

    /// Sends `updateSearchResults(for:)` to the updater, if there is one.
    func sendUpdate() {
        guard let updater = searchResultsUpdater else { return }
        searchBar.record(.updateSearchResults)
        updater.updateSearchResults(for: self)
    }
}
