/// A factory for constraints on one attribute of a view or layout guide (Apple: `NSLayoutAnchor`).
///
/// Apple: "Instead of creating NSLayoutConstraint objects directly, start with a UIView … or UILayoutGuide
/// object you wish to constrain, and select one of that object's anchor properties"; the generic type keeps
/// x-axis, y-axis and dimension anchors apart at compile time. The constraints made are inactive until
/// activated, as those of `NSLayoutConstraint(item:…)`.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor` (Apple: `constraint(equalTo:)`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c` (Apple: `constraint(equalTo:constant:)`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor` (Apple: `constraint(greaterThanOrEqualTo:)`).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor + c` (Apple: `constraint(greaterThanOrEqualTo:constant:)`).
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor` (Apple: `constraint(lessThanOrEqualTo:)`).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor + c` (Apple: `constraint(lessThanOrEqualTo:constant:)`).
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// A constraint `self (relation) multiplier × anchor + constant`; `anchor` nil for a constant size.
    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item ?? NSNull(), firstAttribute: attribute, relation: relation,
            second: anchor.map { $0.item ?? NSNull() },
            secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// The anchor as Apple's logs show it: `<NSLayoutYAxisAnchor:0x1 "UIView:0x2.top">`.
    func describe(_ namer: LayoutItemNamer) -> String {
        let kind =
            attribute.isSize
            ? "NSLayoutDimension" : attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "<\(kind):\(namer.address(of: self)) \"\(namer.name(of: item)).\(attribute.name)\">"
    }

    open override var description: String { MainActor.assumeIsolated { describe(LayoutItemNamer()) } }
}

/// An anchor for a horizontal position: leading, trailing, left, right, centre X (Apple: `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (Apple: `constraint(equalToSystemSpacingAfter:multiplier:)`);
    /// headless, the system spacing is 8 points (Apple's standard spacing between sibling views).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (Apple: `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`).
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (Apple: `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`).
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }
}

/// An anchor for a vertical position: top, bottom, centre Y, baselines (Apple: `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (Apple: `constraint(equalToSystemSpacingBelow:multiplier:)`);
    /// headless, the system spacing is 8 points.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (Apple: `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`).
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (Apple: `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`).
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }
}

/// An anchor for a size: width or height (Apple: `NSLayoutDimension`).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c` (Apple: `constraint(equalToConstant:)`).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= c` (Apple: `constraint(greaterThanOrEqualToConstant:)`).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= c` (Apple: `constraint(lessThanOrEqualToConstant:)`).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == m × anchor` (Apple: `constraint(equalTo:multiplier:)`).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c` (Apple: `constraint(equalTo:multiplier:constant:)`).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor` (Apple: `constraint(greaterThanOrEqualTo:multiplier:)`).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor + c` (Apple: `constraint(greaterThanOrEqualTo:multiplier:constant:)`).
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor` (Apple: `constraint(lessThanOrEqualTo:multiplier:)`).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor + c` (Apple: `constraint(lessThanOrEqualTo:multiplier:constant:)`).
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// Spacing the system uses where Apple says "standard" or "system" spacing.
enum LayoutSpacing {
    /// Apple's standard spacing between sibling views, 8 points (the Auto Layout Guide's "standard space").
    static let system: CGFloat = 8
}
