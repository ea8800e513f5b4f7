/// A rectangular area in the view hierarchy; headless, so geometry and colours are only remembered
/// (Apple: `UIView`).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The frame rectangle in the superview's coordinates (Apple: `frame`).
    open var frame: CGRect

    /// The subviews, back to front (Apple: `subviews`).
    open private(set) var subviews: [UIView] = []

    /// The view this view is a subview of (Apple: `superview`).
    open private(set) weak var superview: UIView?

    /// The background colour; `nil` (transparent) by default (Apple's documentation).
    open var backgroundColor: UIColor?

    /// Whether the view is hidden; `false` by default.
    open var isHidden = false

    /// The opacity; 1 by default.
    open var alpha: CGFloat = 1

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

    /// Lays out subviews; does nothing by default (Apple: `layoutSubviews()`).
    open func layoutSubviews() {}

    /// Marks the layout as needing an update; headless layout is immediate, so this lays out now.
    open func setNeedsLayout() {
        layoutSubviews()
    }

    /// Lays out the view now (Apple: `layoutIfNeeded()`).
    open func layoutIfNeeded() {
        layoutSubviews()
    }

    // MARK: - Colours

    /// The tint colour: this view's own, else the superview's, else the system blue (Apple's documentation).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }

    // MARK: - Hierarchy

    /// Adds a view on top of the subviews, removing it from its previous superview (Apple: `addSubview(_:)`).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview (Apple: `removeFromSuperview()`).
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
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

    open override var next: UIResponder? { superview }

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
