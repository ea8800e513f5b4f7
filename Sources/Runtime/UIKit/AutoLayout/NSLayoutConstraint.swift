/// A relationship between two user interface objects that the constraint-based layout system must satisfy
/// (Apple: `NSLayoutConstraint`).
///
/// Apple: "Each constraint is a linear equation with the following format: item1.attribute1 = multiplier ×
/// item2.attribute2 + constant", or an inequality with `<=`/`>=`. Only active constraints affect the layout;
/// "for newly created constraints, the isActive property is false by default". Activating installs the
/// constraint on "the view that is the closest common ancestor of the items" (`addConstraint(_:)`); items
/// with no common ancestor throw, which traps here with Apple's message. The headless layout solves the
/// active constraints of a hierarchy when it is laid out (`UIView.layoutIfNeeded()`, see `LayoutEngine`).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of an item a constraint uses (Apple: `NSLayoutConstraint.Attribute`, with Apple's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the first attribute relates to the modified second one (Apple: `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A horizontal or vertical layout direction (Apple: `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first item; Apple keeps it `unowned(unsafe)`, so it is held weakly here.
    private weak var firstObject: AnyObject?
    /// The second item, held weakly like the first.
    private weak var secondObject: AnyObject?

    /// The first object participating in the constraint (Apple: `firstItem`).
    open var firstItem: AnyObject? { firstObject }
    /// The second object, `nil` for a constant size (Apple: `secondItem`).
    open var secondItem: AnyObject? { secondObject }
    /// The attribute of the first object (Apple: `firstAttribute`).
    public let firstAttribute: Attribute
    /// The attribute of the second object; `.notAnAttribute` without one (Apple: `secondAttribute`).
    public let secondAttribute: Attribute
    /// The relation between the two sides (Apple: `relation`).
    public let relation: Relation
    /// The multiplier applied to the second attribute (Apple: `multiplier`, read-only).
    public let multiplier: CGFloat

    /// The constant added to the multiplied second attribute (Apple: `constant`); changing it marks the
    /// installing view as needing layout ("you can modify the constant … after it is created").
    open var constant: CGFloat {
        didSet { installedView?.setNeedsLayout() }
    }

    /// The priority; `required` by default (Apple: `priority`).
    ///
    /// Apple: "Priorities may not change from nonrequired to required, or from required to nonrequired. An
    /// exception will be thrown … after the constraints is added to a view"; that traps here.
    open var priority: UILayoutPriority = .required {
        willSet {
            guard isActive, (newValue == .required) != (priority == .required) else { return }
            fatalError(
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                    + "supported. You passed priority \(newValue.rawValue) and the existing priority was "
                    + "\(priority.rawValue).")
        }
        didSet { installedView?.setNeedsLayout() }
    }

    /// The name that identifies the constraint in logs; `nil` by default (Apple: `identifier`).
    open var identifier: String?

    /// Whether the owning view archives the constraint; headless, only remembered (Apple: `shouldBeArchived`).
    open var shouldBeArchived = false

    /// The view the constraint is installed on (the closest common ancestor when activated).
    weak var installedView: UIView?

    /// When the constraint was installed, across all views: the layout adds constraints in this order, so
    /// the one an unsatisfiable set breaks is the one added last.
    var installationOrder = 0

    /// Whether the layout has reported this constraint as broken (Apple logs a conflict once).
    var wasReportedBroken = false

    /// A constraint between two attributes (Apple: `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    ///
    /// Apple's checks trap: the items must be views or layout guides; a location cannot be related to a size
    /// or the other axis, nor leading/trailing to left/right; "a constraint cannot be made that sets a
    /// location equal to a constant" (no second item for a location attribute).
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, firstAttribute: attr1, relation: relation, second: view2.map { $0 as AnyObject },
            secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    /// A constraint from its parts, checked as Apple checks it.
    init(
        first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?, secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        self.firstObject = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondObject = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
        if let problem = LayoutAttributePairing.problem(
            first: first, firstAttribute: firstAttribute, second: second, secondAttribute: self.secondAttribute)
        {
            fatalError(
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:"
                    + "constant:]: \(problem)")
        }
    }

    // MARK: - Activating

    /// Whether the constraint takes part in layout; `false` for a new constraint (Apple: `isActive`).
    /// Setting it installs the constraint on the items' closest common ancestor or removes it from there.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                guard installedView == nil else { return }
                commonAncestor().addConstraint(self)
            } else {
                installedView?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint, as setting `isActive` on each (Apple: `activate(_:)`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as clearing `isActive` on each (Apple: `deactivate(_:)`).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first anchor of the constraint (Apple: `firstAnchor`).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstObject, attribute: firstAttribute)
    }

    /// The second anchor, `nil` for a constant size (Apple: `secondAnchor`).
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondObject.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// The closest view that holds both items; traps with Apple's message if there is none.
    private func commonAncestor() -> UIView {
        let firstView = LayoutItem.view(of: firstObject)
        guard let secondObject else {
            if let firstView { return firstView }
            noCommonAncestor()
        }
        guard let firstView, let secondView = LayoutItem.view(of: secondObject),
            let ancestor = firstView.closestCommonAncestor(with: secondView)
        else { noCommonAncestor() }
        return ancestor
    }

    private func noCommonAncestor() -> Never {
        let namer = LayoutItemNamer()
        let first = firstAnchor.describe(namer)
        let second = secondAnchor?.describe(namer) ?? "nil"
        fatalError(
            "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  "
                + "That's illegal.")
    }

    // MARK: - Describing

    /// The constraint as Apple's logs show it, e.g. `<NSLayoutConstraint:0x1 UILabel:0x2.top == UIView:0x3.top + 8   (active)>`.
    open override var description: String {
        MainActor.assumeIsolated { describe(LayoutItemNamer()) }
    }

    /// The constraint described with item names from `namer`, so a report names each item the same way.
    func describe(_ namer: LayoutItemNamer, kind: String = "NSLayoutConstraint") -> String {
        let name = identifier.map { " '\($0)'" } ?? ""
        return "<\(kind):\(namer.address(of: self))\(name) \(equation(namer))   (\(isActive ? "active" : "inactive"))>"
    }

    /// The equation alone: `UIView:0x2.width == 0.5*UIView:0x3.width + 10 @750`.
    func equation(_ namer: LayoutItemNamer) -> String {
        var text = "\(namer.name(of: firstObject)).\(firstAttribute.name) \(relation.symbol)"
        if let secondObject {
            let factor = multiplier == 1 ? "" : "\(LayoutNumber.text(multiplier))*"
            text += " \(factor)\(namer.name(of: secondObject)).\(secondAttribute.name)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(LayoutNumber.text(abs(constant)))" }
        } else {
            text += " \(LayoutNumber.text(constant))"
        }
        if priority != .required { text += " @\(LayoutNumber.text(CGFloat(priority.rawValue)))" }
        return text
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name as Apple's logs write it (`top`, `leadingMargin`, …).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Which axis the attribute lies on; `nil` for `.notAnAttribute`.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is direction-relative (leading/trailing), as opposed to left/right.
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// Whether the attribute is absolute left/right.
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
}

extension NSLayoutConstraint.Relation {
    /// The relation as Apple's logs write it.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// Apple's rules for which attributes a constraint may relate (the exceptions
/// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:` throws).
enum LayoutAttributePairing {
    /// What is wrong with the pairing, in Apple's words, or `nil` if it is allowed.
    @MainActor static func problem(
        first: AnyObject, firstAttribute: NSLayoutConstraint.Attribute, second: AnyObject?,
        secondAttribute: NSLayoutConstraint.Attribute
    ) -> String? {
        guard LayoutItem.isItem(first), second.map(LayoutItem.isItem) ?? true else {
            return "Constraint items must each be a view or layout guide."
        }
        guard firstAttribute != .notAnAttribute else { return "Invalid first attribute (notAnAttribute)." }
        guard second != nil else {
            return firstAttribute.isSize
                ? nil : "A constraint cannot be made that sets a location equal to a constant."
        }
        if firstAttribute.isSize && secondAttribute.isSize { return nil }  // aspect ratios relate width and height
        if firstAttribute.isSize != secondAttribute.isSize || firstAttribute.axis != secondAttribute.axis {
            return "Invalid pairing of layout attributes."
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
        {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        return nil
    }
}

/// Numbers as Apple's constraint logs print them: `8`, `0.5`, `-12.5`.
enum LayoutNumber {
    static func text(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }
}
