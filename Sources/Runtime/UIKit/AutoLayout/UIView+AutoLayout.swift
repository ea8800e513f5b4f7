/// UIView's Auto Layout API: anchors, installed constraints, layout guides, content priorities
/// (Apple: UIView's "Managing the view's constraints", "Creating constraints using layout anchors",
/// "Working with layout guides", "Measuring in Auto Layout").
extension UIView {
    /// How a view resizes when its superview's bounds change (Apple: `UIView.AutoresizingMask`, with
    /// Apple's raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var flexibleLeftMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 0) }
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        public static var flexibleRightMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 2) }
        public static var flexibleTopMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 3) }
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 5) }
    }

    /// The value for a dimension with no intrinsic size, -1 (Apple: `noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size a view's constraints allow (Apple: `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The largest size a view's constraints allow (Apple: `layoutFittingExpandedSize`); headless, 10⁷ points.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: - Anchors

    /// The leading edge (Apple: `leadingAnchor`); headless layouts are left to right, so it is the left edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (Apple: `trailingAnchor`).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge (Apple: `leftAnchor`).
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge (Apple: `rightAnchor`).
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge (Apple: `topAnchor`).
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge (Apple: `bottomAnchor`).
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width (Apple: `widthAnchor`).
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height (Apple: `heightAnchor`).
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre (Apple: `centerXAnchor`).
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre (Apple: `centerYAnchor`).
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (Apple: `firstBaselineAnchor`); the bottom edge for a view
    /// without text (our choice; see `TextMeasure` for labels).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (Apple: `lastBaselineAnchor`); the bottom edge without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: - Layout guides

    /// The guide for the part of the view not covered by bars or screen edges (Apple: `safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: UILayoutGuide { ownSafeAreaLayoutGuide }

    /// The guide for the view's margins (Apple: `layoutMarginsGuide`).
    public var layoutMarginsGuide: UILayoutGuide { ownLayoutMarginsGuide }

    /// Adds a guide to the view, which becomes its owning view (Apple: `addLayoutGuide(_:)`).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        setNeedsLayout()
    }

    /// Removes a guide, with the constraints that refer to it (Apple: `removeLayoutGuide(_:)`).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuides.removeAll { $0 === layoutGuide }
        var ancestor: UIView? = self
        while let view = ancestor {
            view.removeConstraints(
                view.constraints.filter { $0.firstItem === layoutGuide || $0.secondItem === layoutGuide })
            ancestor = view.superview
        }
        layoutGuide.owningView = nil
    }

    // MARK: - Installing constraints

    /// Installs a constraint on this view (Apple: `addConstraint(_:)`; "use isActive instead"). The
    /// constraint becomes active.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView !== self else { return }
        constraint.installedView?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.installedView = self
        constraint.installationOrder = LayoutPass.nextInstallationOrder()
        setNeedsLayout()
    }

    /// Installs each constraint (Apple: `addConstraints(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes an installed constraint, which becomes inactive (Apple: `removeConstraint(_:)`).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        constraint.wasReportedBroken = false
        setNeedsLayout()
    }

    /// Removes each constraint (Apple: `removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: - Content priorities

    /// How strongly the view resists growing beyond its intrinsic size (Apple: `contentHuggingPriority(for:)`);
    /// 250 by default.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentHugging[axis.rawValue]
    }

    /// Sets the hugging priority (Apple: `setContentHuggingPriority(_:for:)`).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentHugging[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size (Apple:
    /// `contentCompressionResistancePriority(for:)`); 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis.rawValue]
    }

    /// Sets the compression resistance priority (Apple: `setContentCompressionResistancePriority(_:for:)`).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        compressionResistance[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }

    // MARK: - Fitting size

    /// The size that satisfies the view's constraints and comes closest to `targetSize` (Apple:
    /// `systemLayoutSizeFitting(_:)`): the view's subtree is solved on its own, its size wanted at the
    /// target with `fittingSizeLevel` priority in both dimensions.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The fitting size with a priority per dimension for the target (Apple:
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let fitting = LayoutEngine.Fitting(
            view: self, targetSize: targetSize, priorities: [horizontalFittingPriority, verticalFittingPriority])
        var engine = LayoutEngine(root: self, fitting: fitting)
        return engine.solve().frames[ObjectIdentifier(self)]?.size ?? bounds.size
    }

    // MARK: - Debugging

    /// Whether the constraints leave the view's position or size open (Apple: `hasAmbiguousLayout`): the
    /// hierarchy is solved and a view with a variable no constraint fixes is ambiguous; `false` for a view no
    /// constraint mentions.
    public var hasAmbiguousLayout: Bool {
        var engine = LayoutEngine(root: rootView)
        return engine.solve().ambiguous.contains(ObjectIdentifier(self))
    }

    /// The active constraints on this view's attributes of one axis, in the hierarchy (Apple:
    /// `constraintsAffectingLayout(for:)`, "a debugging method"); sizes count for their axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var stack = [rootView]
        while let view = stack.popLast() {
            found += view.constraints.filter { constraint in
                (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                    || (constraint.secondItem === self && constraint.secondAttribute.axis == axis)
            }
            stack += view.subviews.reversed()
        }
        return found.sorted { $0.installationOrder < $1.installationOrder }
    }

    /// Moves an ambiguous view to another of its possible frames (Apple: `exerciseAmbiguityInLayout()`);
    /// headless, the layout picks one frame deterministically, so this does nothing.
    public func exerciseAmbiguityInLayout() {}

    // MARK: - Autoresizing

    /// Resizes the frame-based subviews by their autoresizing masks after this view's size changed (Apple:
    /// "When a view's bounds change, that view automatically resizes its subviews according to each
    /// subview's autoresizing mask"; with several flexible parts on one axis, "distribute the size
    /// difference proportionally among the flexible portions", equally if they are all zero).
    func resizeSubviews(from oldSize: CGSize) {
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty else { continue }
            var frame = subview.frame
            (frame.origin.x, frame.size.width) = Self.resize(
                start: frame.minX, length: frame.width, in: oldSize.width, to: bounds.width,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            (frame.origin.y, frame.size.height) = Self.resize(
                start: frame.minY, length: frame.height, in: oldSize.height, to: bounds.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            subview.frame = frame
        }
    }

    /// One axis of an autoresizing: the new start and length of a view in a container that changed size.
    private static func resize(
        start: CGFloat, length: CGFloat, in oldContainer: CGFloat, to newContainer: CGFloat,
        flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, oldContainer - start - length)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, length) }
        let delta = newContainer - oldContainer
        let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(flexibleParts.count)
        }
        return (start + share(parts[0]), length + share(parts[1]))
    }

    // MARK: - The hierarchy

    /// The view at the top of this view's hierarchy (this view if it has no superview).
    var rootView: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// The closest view that both views are in (either view itself included), if any.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Removes, from `superview` and its ancestors, the constraints that refer to this view's subtree
    /// (Apple's `removeFromSuperview()` does so).
    func removeConstraintsReferringToSubtree(from superview: UIView) {
        var ancestor: UIView? = superview
        while let view = ancestor {
            let referring = view.constraints.filter { constraint in
                [constraint.firstItem, constraint.secondItem].contains { item in
                    LayoutItem.view(of: item)?.isDescendant(of: self) ?? false
                }
            }
            view.removeConstraints(referring)
            ancestor = view.superview
        }
    }
}
