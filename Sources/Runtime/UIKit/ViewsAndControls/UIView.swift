/// A rectangular area in the view hierarchy; headless, so geometry and colours are only remembered
/// (Apple: `UIView`).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The frame rectangle in the superview's coordinates (Apple: `frame`); a change of size marks the view
    /// as needing layout (Apple: `layoutSubviews()` runs "when the size of the view changes") and resizes the
    /// subviews by their autoresizing masks.
    open var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            needsLayout = true
            if autoresizesSubviews { resizeSubviews(from: oldValue.size) }
        }
    }

    /// The subviews, back to front (Apple: `subviews`).
    open private(set) var subviews: [UIView] = []

    /// The view this view is a subview of (Apple: `superview`).
    open private(set) weak var superview: UIView?

    /// The background colour; `nil` (transparent) by default (Apple's documentation).
    open var backgroundColor: UIColor?

    /// Whether the view is hidden; `false` by default. A change lays out the superview again (a stack view
    /// gives hidden arranged views no space: Apple's `UIStackView` "Change the stack view's content dynamically").
    open var isHidden = false {
        didSet { if isHidden != oldValue { superview?.setNeedsLayout() } }
    }

    /// The opacity; 1 by default.
    open var alpha: CGFloat = 1

    /// Whether subviews are clipped to the view's bounds; `false` by default. It is the layer's
    /// `masksToBounds` (Apple: `clipsToBounds`, "Changing this property changes the value of the
    /// `masksToBounds` property of the layer").
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// An integer to identify the view; 0 by default.
    open var tag = 0

    /// The gesture recognizers attached to the view; `nil` until one is added (Apple: `gestureRecognizers`).
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// The colour set on this view, if any; `tintColor` falls back to the superview's.
    private var ownTintColor: UIColor?

    /// The layer behind the view, made on first use.
    private lazy var backingLayer = CALayer()

    /// The layer behind the view (Apple: `layer`); headless, its settings are only remembered.
    open var layer: CALayer { backingLayer }

    // MARK: - Auto Layout state (the API is in UIView+AutoLayout.swift)

    /// Whether the view's frame is turned into constraints; `true` for a view made in code (Apple: "By
    /// default, the property is set to true for any view you programmatically create"). Such a view keeps
    /// its frame: the layout treats its position and size as fixed, so other constraints on them conflict.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { superview?.setNeedsLayout() }
    }

    /// How the view resizes when its superview's size changes; none by default (Apple: "The default value of
    /// this property is UIViewAutoresizingNone, which indicates that the view should not be resized at all").
    /// See `resizeSubviews(from:)`.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether a change of size resizes the subviews by their masks; `true` by default (Apple:
    /// `autoresizesSubviews`).
    open var autoresizesSubviews = true

    /// The constraints installed on this view, in the order added (Apple: `constraints`).
    public internal(set) var constraints: [NSLayoutConstraint] = []

    /// The layout guides added to this view (Apple: `layoutGuides`).
    public internal(set) var layoutGuides: [UILayoutGuide] = []

    /// Whether `layoutSubviews()` is due at the next layout pass; a new view needs layout.
    var needsLayout = true

    /// The view controller whose root view this is (Apple: a root view's next responder is its controller).
    weak var owningController: UIViewController?

    /// Safe area insets the system gives this view itself (a window's screen edges, a view controller's
    /// bars); the others' come from their superview (see `safeAreaInsets`).
    var systemSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if systemSafeAreaInsets != oldValue { safeAreaInsetsDidChange() } }
    }

    /// The content hugging priorities, horizontal then vertical; 250 each (Apple's default for views made
    /// in code).
    var contentHugging: [UILayoutPriority] = [.defaultLow, .defaultLow]

    /// The compression resistance priorities, horizontal then vertical; 750 each (Apple's default).
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    /// The view's safe area guide, made on first use (Apple: `safeAreaLayoutGuide`).
    lazy var ownSafeAreaLayoutGuide = UILayoutGuide(
        kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")

    /// The view's layout margins guide, made on first use (Apple: `layoutMarginsGuide`).
    lazy var ownLayoutMarginsGuide = UILayoutGuide(
        kind: .layoutMargins, owningView: self, identifier: "UIViewLayoutMarginsGuide")

    /// The layout margins; 8 points on each side by default (Apple: "the default layout margins are
    /// normally 8 points on each side"). Setting them calls `layoutMarginsDidChange()`.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }

    /// The layout margins by leading and trailing edge, kept in step with `layoutMargins` (Apple: "The leading
    /// and trailing edge insets … are synchronized with the left and right insets"; left to right here).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set { layoutMargins = newValue.leftToRight }
    }

    /// Whether the superview's margins also apply to this view; `false` by default (Apple:
    /// `preservesSuperviewLayoutMargins`). Headless, only remembered.
    open var preservesSuperviewLayoutMargins = false

    /// Whether the margins are measured from the safe area; `true` by default (Apple: "any margins that are
    /// outside the safe area are automatically modified to fall within the safe area boundary"). Our
    /// choice: the margins are then added to the safe area insets.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsLayout() }
    }

    /// Called when the layout margins change; marks the view as needing layout (Apple: `layoutMarginsDidChange()`).
    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    /// Called when the safe area changes; marks the view as needing layout (Apple: `safeAreaInsetsDidChange()`).
    open func safeAreaInsetsDidChange() {
        setNeedsLayout()
    }

    /// The view's safe area insets (Apple: `safeAreaInsets`): the system's own for this view, and "for other
    /// views in the view hierarchy, … only the portion of the view that is covered" by the superview's
    /// unsafe area; 0 for a view outside a hierarchy.
    open var safeAreaInsets: UIEdgeInsets {
        var insets = systemSafeAreaInsets
        guard let superview else { return insets }
        let safe = superview.bounds.inset(by: superview.safeAreaInsets)
        insets.top = max(insets.top, min(frame.height, safe.minY - frame.minY))
        insets.left = max(insets.left, min(frame.width, safe.minX - frame.minX))
        insets.bottom = max(insets.bottom, min(frame.height, frame.maxY - safe.maxY))
        insets.right = max(insets.right, min(frame.width, frame.maxX - safe.maxX))
        return insets
    }

    /// The margins the layout margins guide uses: the layout margins, from the safe area if
    /// `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: layoutMargins.top + safe.top, left: layoutMargins.left + safe.left,
            bottom: layoutMargins.bottom + safe.bottom, right: layoutMargins.right + safe.right)
    }

    /// The natural size of the content (Apple: `intrinsicContentSize`); `noIntrinsicMetric` in both
    /// dimensions for a plain view (Apple's default), a measured size for views that show text (see
    /// `TextMeasure`). The layout holds the view to it with its hugging and compression resistance priorities.
    open var intrinsicContentSize: CGSize {
        (self as? ContentMeasuring)?.measuredContentSize
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout the intrinsic size changed; the superview lays out again (Apple:
    /// `invalidateIntrinsicContentSize()`).
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Updates the view's constraints; does nothing by default, and overrides must call `super` last
    /// (Apple: `updateConstraints()`). Called by `updateConstraintsIfNeeded()` and each layout pass when
    /// `setNeedsUpdateConstraints()` was called.
    open func updateConstraints() {
        needsConstraintUpdate = false
    }

    /// Whether `updateConstraints()` is due.
    var needsConstraintUpdate = false

    /// Whether the view uses constraint-based layout; `false` by default (Apple: `requiresConstraintBasedLayout`).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Draws the view's content; does nothing by default, headless (Apple: `draw(_:)`).
    open func draw(_ rect: CGRect) {}

    /// Marks the view as needing to be drawn again; headless, nothing is drawn (Apple: `setNeedsDisplay()`).
    open func setNeedsDisplay() {}

    /// Marks part of the view as needing to be drawn again; headless, nothing is drawn (Apple: `setNeedsDisplay(_:)`).
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// Constraints the view adds for its own layout (a stack view's arrangement); none by default.
    func arrangementConstraints() -> [NSLayoutConstraint] { [] }

    /// A view with the given frame (Apple: `init(frame:)`).
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view decoded from an archive (Apple: `init?(coder:)`); headless, nothing is decoded.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Geometry

    /// The bounds: the frame's size at the origin (Apple: `bounds`); setting it resizes the frame.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The centre of the frame (Apple: `center`).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size that best fits; the current size by default (Apple: "the default returns the existing size").
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size (Apple: `sizeToFit()`).
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Lays out subviews (Apple: "The default implementation uses any constraints you have set to
    /// determine the size and position of any subviews"). Within a layout pass the constraints are already
    /// solved and applied; called on its own, it solves them now (see `LayoutPass`).
    open func layoutSubviews() {
        LayoutPass.applyConstraints(around: self)
    }

    /// Marks the view as needing layout; the layout happens at the next layout pass, not now (Apple: "this
    /// method makes a note of the request and returns immediately"). Headless there is no run loop: the pass
    /// runs when `layoutIfNeeded()` is called (the screen reader calls it on the window).
    open func setNeedsLayout() {
        needsLayout = true
        LayoutPass.noteRequest()
    }

    /// Lays out the view's subtree now if layout is pending (Apple: "Using the view that receives the message
    /// as the root view, this method lays out the view subtree starting at the root"): the constraints of the
    /// whole hierarchy are solved into frames, then `layoutSubviews()` runs for each view needing layout.
    open func layoutIfNeeded() {
        LayoutPass.run(from: self)
    }

    /// Updates constraints now if an update is pending (Apple: `updateConstraintsIfNeeded()`): this view's
    /// subtree, subviews first, as Apple's update pass goes from the leaves up.
    open func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if needsConstraintUpdate { updateConstraints() }
    }

    /// Marks the constraints as needing an update (Apple: `setNeedsUpdateConstraints()`).
    open func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        setNeedsLayout()
    }

    /// Whether the constraints need an update (Apple: `needsUpdateConstraints()`).
    open func needsUpdateConstraints() -> Bool {
        needsConstraintUpdate
    }

    // MARK: - Colours

    /// The tint colour: this view's own, else the superview's, else the system blue (Apple's documentation).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }

    // MARK: - Hierarchy

    /// Adds a view on top of the subviews, removing it from its previous superview (Apple: `addSubview(_:)`);
    /// then `didAddSubview(_:)` and the view's `didMoveToSuperview()`.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.append(view)
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    /// Removes the view from its superview (Apple: `removeFromSuperview()`), with "any constraints that
    /// refer to the view you are removing, or that refer to any view in the subtree of the view you are
    /// removing"; the superview's `willRemoveSubview(_:)` comes first.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        removeConstraintsReferringToSubtree(from: superview)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Called after a subview is added; does nothing by default (Apple: `didAddSubview(_:)`).
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed; does nothing by default (Apple: `willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to a new superview (`nil` when removed); does nothing by default
    /// (Apple: `willMove(toSuperview:)`).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview; does nothing by default (Apple: `didMoveToSuperview()`).
    open func didMoveToSuperview() {}

    /// Whether the view is this view or inside it (Apple: `isDescendant(of:)`).
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window the view is in, found through its superviews (Apple: `window`).
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The view's controller if it is a controller's root view, else its superview (Apple: `next`: "UIView
    /// implements this method and returns the UIViewController object that manages it (if it has one) or
    /// its superview (if it doesn't)").
    open override var next: UIResponder? { owningController ?? superview }

    // MARK: - Gestures

    /// Attaches a gesture recognizer (Apple: `addGestureRecognizer(_:)`).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer (Apple: `removeGestureRecognizer(_:)`).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    // MARK: - Editing

    /// Makes the first responder in this view's subtree (this view included) resign; returns whether none is
    /// left (Apple: `endEditing(_:)`). Headless: `force` asks the responder like a plain resign does.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = firstDescendant(where: \.isFirstResponder) else { return true }
        return responder.resignFirstResponder()
    }

    // MARK: - Searching the hierarchy

    /// The first view in this view's subtree, depth first, this view included, that passes `test`.
    func firstDescendant(where test: (UIView) -> Bool) -> UIView? {
        if test(self) { return self }
        for subview in subviews {
            if let match = subview.firstDescendant(where: test) { return match }
        }
        return nil
    }

    /// The first view of the given type in this view's subtree, depth first, this view included.
    func firstDescendant<View: UIView>(ofType type: View.Type) -> View? {
        if let match = self as? View { return match }
        for subview in subviews {
            if let match = subview.firstDescendant(ofType: type) { return match }
        }
        return nil
    }
}
