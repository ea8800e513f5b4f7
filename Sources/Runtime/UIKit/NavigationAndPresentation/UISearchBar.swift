/// A text field for search, with optional scope buttons and a Cancel button (Apple: `UISearchBar`).
///
/// Defaults are Apple's documented ones: `text`, `placeholder`, `prompt` and `scopeButtonTitles` are `nil`,
/// `selectedScopeButtonIndex` is 0, `showsScopeBar` and `showsCancelButton` are `false`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The standard height of the bar without its scope bar (our choice: 56 points, the bar's height since
    /// iOS 11).
    static let barHeight: CGFloat = 56

    /// The height the scope bar adds when shown (our choice: 44 points, a standard bar height).
    static let scopeBarHeight: CGFloat = 44

    /// The text, without callbacks on change.
    var storedText: String?

    /// Whether the scope bar shows, however it was set.
    var storedShowsScopeBar = false

    /// Whether the Cancel button shows, however it was set.
    var storedShowsCancelButton = false

    /// The selected scope, however it was set.
    private var storedSelectedScopeButtonIndex = 0

    /// The search controller that owns this bar, if any.
    @_spi(Testing) public internal(set) weak var owningSearchController: UISearchController?

    /// The messages sent for this bar and its search controller, oldest first; see `SearchCallback`.
    @_spi(Testing) public var callbackLog: [SearchCallback] = []

    /// The bar's delegate (Apple: `delegate`, a weak reference).
    open weak var delegate: (any UISearchBarDelegate)?

    /// The text shown when the field is empty; `nil` by default (Apple's documentation).
    open var placeholder: String? {
        didSet { searchTextFieldIfCreated?.placeholder = placeholder }
    }

    /// The text field, if `searchTextField` was asked for.
    private var searchTextFieldIfCreated: UISearchTextField? {
        subviews.lazy.compactMap { $0 as? UISearchTextField }.first
    }

    /// A line of text above the bar; `nil` by default (Apple's documentation).
    open var prompt: String?

    /// The bar's background tint; `nil` by default (Apple's documentation).
    open var barTintColor: UIColor?

    /// The bar's look (Apple: `UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The standard look: `prominent` (Apple's documentation).
        case `default`
        /// A translucent background and an opaque field.
        case prominent
        /// No background, a translucent field.
        case minimal
    }

    /// The bar's look; `.default` by default (Apple's documentation).
    open var searchBarStyle: Style = .default

    /// The bar's appearance; `.default` by default (Apple's documentation).
    open var barStyle: UIBarStyle = .default

    /// Whether the bar is translucent; `true` by default (Apple's documentation).
    open var isTranslucent = true

    /// The bar's text field, created with the bar (Apple: `searchTextField`, iOS 13); its text is the bar's.
    open private(set) lazy var searchTextField: UISearchTextField = {
        let field = UISearchTextField(frame: .zero)
        field.owningSearchBar = self
        field.placeholder = placeholder
        addSubview(field)
        return field
    }()

    // MARK: - Text

    /// The search text; `nil` by default (Apple's documentation).
    ///
    /// Setting it from code sends no delegate message (only user edits do, Apple's
    /// `searchBar(_:textDidChange:)` documentation). It becomes `""` when editing begins or the search
    /// controller is presented, as the bar's text field reports an empty string then.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            owningSearchController?.refreshResultsControllerVisibility()
        }
    }

    // MARK: - Scope bar

    /// The titles of the scope buttons; `nil` by default (Apple's documentation).
    ///
    /// Setting fewer titles than the selected index needs resets the selection to 0 (our choice).
    open var scopeButtonTitles: [String]? {
        didSet {
            if !(scopeButtonTitles ?? []).indices.contains(storedSelectedScopeButtonIndex) {
                storedSelectedScopeButtonIndex = 0
            }
        }
    }

    /// The selected scope button; 0 by default, out-of-range values ignored (Apple's documentation).
    open var selectedScopeButtonIndex: Int {
        get { storedSelectedScopeButtonIndex }
        set {
            guard (scopeButtonTitles ?? []).indices.contains(newValue) else { return }
            storedSelectedScopeButtonIndex = newValue
        }
    }

    /// Whether the scope bar shows; `false` by default. Setting it turns off the search controller's
    /// `automaticallyShowsScopeBar` (Apple's documentation).
    open var showsScopeBar: Bool {
        get { storedShowsScopeBar }
        set {
            storedShowsScopeBar = newValue
            owningSearchController?.automaticallyShowsScopeBar = false
        }
    }

    /// Whether the scope bar is on screen: it is asked to show and has at least two titles
    /// (ARCHITECTURE.md; Apple shows no scope bar for a single title).
    @_spi(Testing) public var isScopeBarVisible: Bool {
        storedShowsScopeBar && (scopeButtonTitles?.count ?? 0) >= 2
    }

    // MARK: - Cancel button

    /// Whether the bookmark button shows (in the text field, while it is empty); `false` by default (Apple:
    /// `showsBookmarkButton`). Headless: only remembered.
    open var showsBookmarkButton = false

    /// Whether the search results button shows; `false` by default (Apple: `showsSearchResultsButton`).
    /// Headless: only remembered.
    open var showsSearchResultsButton = false

    /// Whether the search results button is selected; `false` by default (Apple:
    /// `isSearchResultsButtonSelected`). Headless: only remembered.
    open var isSearchResultsButtonSelected = false

    /// Whether the Cancel button shows; `false` by default. Setting it turns off the search controller's
    /// `automaticallyShowsCancelButton` (Apple's documentation).
    open var showsCancelButton: Bool {
        get { storedShowsCancelButton }
        set {
            storedShowsCancelButton = newValue
            owningSearchController?.automaticallyShowsCancelButton = false
        }
    }

    /// Shows or hides the Cancel button (Apple: `setShowsCancelButton(_:animated:)`).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    // MARK: - Size

    /// The bar's height is 56 points, plus 44 while the scope bar shows (our choice); the width is kept.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + (isScopeBarVisible ? Self.scopeBarHeight : 0))
    }

    // MARK: - Editing

    open override var canBecomeFirstResponder: Bool { true }

    /// Begins editing, as a tap into the field does (Apple: `UISearchBarDelegate`).
    ///
    /// Order: `searchBarShouldBeginEditing(_:)` (returning `false` stops everything) →
    /// `searchBarTextDidBeginEditing(_:)` → the search controller's presentation if it is inactive
    /// (or `updateSearchResults(for:)` if it is already active) — ARCHITECTURE.md.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        if let delegate {
            record(.searchBarShouldBeginEditing)
            guard delegate.searchBarShouldBeginEditing(self) else { return false }
        }
        setFirstResponderFlag(true)
        if storedText == nil { storedText = "" }
        if let delegate {
            record(.searchBarTextDidBeginEditing)
            delegate.searchBarTextDidBeginEditing(self)
        }
        owningSearchController?.searchBarDidBeginEditing()
        return true
    }

    /// Ends editing: `searchBarShouldEndEditing(_:)` (returning `false` keeps editing) →
    /// `searchBarTextDidEndEditing(_:)` (Apple: `UISearchBarDelegate`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate {
            record(.searchBarShouldEndEditing)
            guard delegate.searchBarShouldEndEditing(self) else { return false }
        }
        setFirstResponderFlag(false)
        if let delegate {
            record(.searchBarTextDidEndEditing)
            delegate.searchBarTextDidEndEditing(self)
        }
        return true
    }

    // MARK: - Recording

    /// Appends a callback to the log.
    func record(_ callback: SearchCallback) {
        callbackLog.append(callback)
    }
}
