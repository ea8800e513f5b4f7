/// A view that lays out a row or column of views (Apple: `UIStackView`).
///
/// Apple: "The stack view uses Auto Layout to position and size its arranged views": it pins the first and
/// last visible arranged views to its edges along the axis (its layout margins with
/// `isLayoutMarginsRelativeArrangement`), spaces the others by `spacing`, and places them across the axis
/// by `alignment`. Here it makes those constraints on every layout (`arrangementConstraints()`), and the
/// layout engine solves them with the rest, so constraints on arranged views (a fixed height, an aspect
/// ratio) are respected and an unconstrained stack takes its content's size ("along the stack view's axis,
/// its fitting size is equal to the sum of the sizes of all the arranged views plus the space between
/// views; perpendicular …, the size of the largest arranged view"). Hidden arranged views take no space.
/// Limits: baseline alignments align first or last baselines but `isBaselineRelativeArrangement` spacing is
/// not modelled; `fillProportionally` shares the space in proportion to intrinsic sizes, as Apple describes.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views are sized and placed along the axis (Apple: `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; the one with the lowest hugging priority grows.
        case fill = 0
        /// The views fill the stack and all have the same size.
        case fillEqually = 1
        /// The views fill the stack in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their size; the spaces between them are equal.
        case equalSpacing = 3
        /// The views keep their size; their centres are equally far apart.
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis (Apple: `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Aligned to the leading edge (the top, in a horizontal stack).
        case leading = 1
        /// Aligned by their first baselines (horizontal stacks).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Aligned to the trailing edge (the bottom, in a horizontal stack).
        case trailing = 4
        /// Aligned by their last baselines (horizontal stacks).
        case lastBaseline = 5

        /// The top edge of a horizontal stack: `leading` (Apple: `top`).
        public static var top: UIStackView.Alignment { .leading }
        /// The bottom edge of a horizontal stack: `trailing` (Apple: `bottom`).
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    /// A `setCustomSpacing(_:after:)` value meaning "use `spacing`" (Apple: `spacingUseDefault`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A `setCustomSpacing(_:after:)` value meaning "use the system spacing", 8 points headless (Apple:
    /// `spacingUseSystem`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order (Apple: `arrangedSubviews`); always a subset of `subviews`.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The axis; horizontal by default (Apple: `axis`).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { setNeedsLayout() }
    }

    /// The distribution along the axis; `fill` by default (Apple: `distribution`).
    open var distribution: Distribution = .fill {
        didSet { setNeedsLayout() }
    }

    /// The alignment across the axis; `fill` by default (Apple: `alignment`).
    open var alignment: Alignment = .fill {
        didSet { setNeedsLayout() }
    }

    /// The space between adjacent arranged views; 0 by default (Apple: `spacing`, "the minimum spacing" for
    /// the equal-spacing distributions).
    open var spacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// Whether vertical spacing is measured between baselines; `false` by default (Apple:
    /// `isBaselineRelativeArrangement`). Headless, only remembered.
    open var isBaselineRelativeArrangement = false

    /// Whether the arranged views are laid out within the layout margins; `false` by default (Apple:
    /// `isLayoutMarginsRelativeArrangement`).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { setNeedsLayout() }
    }

    /// Spacing after particular arranged views (`setCustomSpacing(_:after:)`).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The stack's internal guides for equal spacing, one per gap, kept while the count stays.
    private var gapGuides: [UILayoutGuide] = []

    /// A stack view with the given frame (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view decoded from an archive (Apple: `init(coder:)`); headless, nothing is decoded.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A horizontal stack of the given views (Apple: `init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Adds a view to the end of the arrangement, and as a subview if it is not one (Apple:
    /// `addArrangedSubview(_:)`). The stack sets the view's `translatesAutoresizingMaskIntoConstraints` to
    /// `false`, as Apple's stack view does to the views it arranges.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
    }

    /// Inserts a view into the arrangement at an index, moving it if it is arranged already (Apple:
    /// `insertArrangedSubview(_:at:)`).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Removes a view from the arrangement but not from the subviews (Apple: "Removing a view from the
    /// arrangedSubviews array doesn't remove it as a subview").
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// A subview being removed leaves the arrangement too (Apple: "When a subview is removed from the stack
    /// view, the stack view also removes it from the arrangedSubviews array").
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the spacing after one arranged view (Apple: `setCustomSpacing(_:after:)`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    /// The spacing after one arranged view; `spacingUseDefault` if none was set (Apple: `customSpacing(after:)`).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space after a view: its custom spacing, else `spacing`.
    private func space(after view: UIView) -> CGFloat {
        switch customSpacing(after: view) {
        case UIStackView.spacingUseDefault: spacing
        case UIStackView.spacingUseSystem: LayoutSpacing.system
        case let custom: custom
        }
    }

    // MARK: - The arrangement's constraints

    /// The attributes of one axis: start, end, size and centre.
    private struct Edges {
        var start: NSLayoutConstraint.Attribute
        var end: NSLayoutConstraint.Attribute
        var size: NSLayoutConstraint.Attribute
        var center: NSLayoutConstraint.Attribute
    }

    private func edges(_ axis: NSLayoutConstraint.Axis, margins: Bool) -> Edges {
        switch (axis, margins) {
        case (.horizontal, false): Edges(start: .leading, end: .trailing, size: .width, center: .centerX)
        case (.horizontal, true):
            Edges(start: .leadingMargin, end: .trailingMargin, size: .width, center: .centerXWithinMargins)
        case (.vertical, false): Edges(start: .top, end: .bottom, size: .height, center: .centerY)
        case (.vertical, true):
            Edges(start: .topMargin, end: .bottomMargin, size: .height, center: .centerYWithinMargins)
        }
    }

    private func make(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    /// The constraints that arrange the visible arranged views, named as Apple's stack view names them.
    override func arrangementConstraints() -> [NSLayoutConstraint] {
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard let first = views.first, let last = views.last else { return [] }
        let main = edges(axis, margins: false)
        let canvasMain = edges(axis, margins: isLayoutMarginsRelativeArrangement)
        var constraints = [
            make(first, main.start, .equal, self, canvasMain.start, "UISV-canvas-connection"),
            make(last, main.end, .equal, self, canvasMain.end, "UISV-canvas-connection"),
        ]
        constraints += spacingConstraints(views, main)
        if distribution == .fillEqually {
            constraints += views.dropFirst().map { make($0, main.size, .equal, first, main.size, "UISV-fill-equally") }
        } else if distribution == .fillProportionally {
            constraints += proportionalConstraints(views, main)
        }
        constraints += alignmentConstraints(views)
        return constraints
    }

    /// Adjacent views `spacing` apart (fill distributions), or at least that with equal gaps (equal
    /// spacing) or equal distances between centres (equal centering).
    private func spacingConstraints(_ views: [UIView], _ main: Edges) -> [NSLayoutConstraint] {
        let pairs = Array(zip(views, views.dropFirst()))
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            return pairs.map { make($1, main.start, .equal, $0, main.end, constant: space(after: $0), "UISV-spacing") }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            let guides = gapGuides(count: pairs.count)
            var constraints: [NSLayoutConstraint] = []
            for ((previous, next), guide) in zip(pairs, guides) {
                constraints.append(
                    make(
                        next, main.start, .greaterThanOrEqual, previous, main.end, constant: space(after: previous),
                        "UISV-spacing"))
                constraints.append(
                    make(
                        guide, main.start, .equal, previous, centering ? main.center : main.end,
                        "UISV-distributing-edge"))
                constraints.append(
                    make(guide, main.end, .equal, next, centering ? main.center : main.start, "UISV-distributing-edge"))
                if guide !== guides[0] {
                    constraints.append(make(guide, main.size, .equal, guides[0], main.size, "UISV-fill-equally"))
                }
            }
            return constraints
        }
    }

    /// Internal guides for the gaps, owned by the stack but not among its `layoutGuides`.
    private func gapGuides(count: Int) -> [UILayoutGuide] {
        if gapGuides.count != count {
            gapGuides = (0..<count).map { _ in UILayoutGuide() }
            for guide in gapGuides { guide.owningView = self }
        }
        return gapGuides
    }

    /// Sizes along the axis in proportion to the views' intrinsic sizes (views without one share equally).
    private func proportionalConstraints(_ views: [UIView], _ main: Edges) -> [NSLayoutConstraint] {
        let sizes = views.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
        guard let base = sizes.first, base > 0 else { return [] }
        return zip(views, sizes).dropFirst().compactMap { view, size in
            size > 0
                ? make(
                    view, main.size, .equal, views[0], main.size, multiplier: size / base, "UISV-fill-proportionally")
                : nil
        }
    }

    /// Each view across the axis by `alignment`, inside the stack; a stack with no other size across the axis
    /// hugs its largest view.
    private func alignmentConstraints(_ views: [UIView]) -> [NSLayoutConstraint] {
        let crossAxis: NSLayoutConstraint.Axis = axis == .horizontal ? .vertical : .horizontal
        let cross = edges(crossAxis, margins: false)
        let canvas = edges(crossAxis, margins: isLayoutMarginsRelativeArrangement)
        var constraints: [NSLayoutConstraint] = []
        for view in views {
            switch alignment {
            case .fill:
                constraints.append(make(view, cross.start, .equal, self, canvas.start, "UISV-alignment"))
                constraints.append(make(view, cross.end, .equal, self, canvas.end, "UISV-alignment"))
            case .leading:
                constraints.append(make(view, cross.start, .equal, self, canvas.start, "UISV-alignment"))
                constraints.append(make(view, cross.end, .lessThanOrEqual, self, canvas.end, "UISV-canvas-fit"))
            case .trailing:
                constraints.append(make(view, cross.end, .equal, self, canvas.end, "UISV-alignment"))
                constraints.append(make(view, cross.start, .greaterThanOrEqual, self, canvas.start, "UISV-canvas-fit"))
            case .center:
                constraints.append(make(view, cross.center, .equal, self, canvas.center, "UISV-alignment"))
                constraints.append(make(view, cross.start, .greaterThanOrEqual, self, canvas.start, "UISV-canvas-fit"))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute =
                    crossAxis == .vertical
                    ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : cross.start
                if view !== views[0] {
                    constraints.append(make(view, baseline, .equal, views[0], baseline, "UISV-alignment"))
                }
                constraints.append(make(view, cross.start, .greaterThanOrEqual, self, canvas.start, "UISV-canvas-fit"))
                constraints.append(make(view, cross.end, .lessThanOrEqual, self, canvas.end, "UISV-canvas-fit"))
            }
        }
        if alignment != .fill {
            constraints.append(
                make(self, cross.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-fitting"))
        }
        return constraints
    }
}
