/// A rectangular area that takes part in Auto Layout without being a view (Apple: `UILayoutGuide`).
///
/// Apple: a guide belongs to the view it is added to (`addLayoutGuide(_:)`, `owningView`) and has the same
/// anchors as a view; `layoutFrame` is "the layout guide's frame in its owning view's coordinate system",
/// set by the layout engine. A view's `safeAreaLayoutGuide` and `layoutMarginsGuide` are guides whose frame
/// the view defines: its bounds inset by `safeAreaInsets` or by its layout margins.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What defines a guide's frame.
    enum Kind {
        /// Free: constraints decide (a guide made with `init()`).
        case custom
        /// The owning view's bounds inset by its safe area insets.
        case safeArea
        /// The owning view's bounds inset by its layout margins.
        case layoutMargins
    }

    let kind: Kind

    /// The view the guide belongs to; set by `addLayoutGuide(_:)` (Apple: `owningView`).
    open weak var owningView: UIView?

    /// A name for the guide in logs; empty by default (Apple: `identifier`).
    open var identifier: String

    /// The frame the last layout gave a custom guide, in its owning view's coordinates.
    var solvedFrame: CGRect = .zero

    /// A guide with no owning view (Apple: `init()`).
    public override init() {
        kind = .custom
        identifier = ""
        super.init()
    }

    /// A guide the view defines itself.
    init(kind: Kind, owningView: UIView, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        self.owningView = owningView
        super.init()
    }

    /// The guide's frame in its owning view's coordinates (Apple: `layoutFrame`).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .custom: return solvedFrame
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .layoutMargins: return owningView.bounds.inset(by: owningView.effectiveLayoutMargins)
        }
    }

    /// The guide's insets from its owning view's edges, for a guide the view defines.
    var insetsFromOwner: UIEdgeInsets? {
        guard let owningView else { return nil }
        switch kind {
        case .custom: return nil
        case .safeArea: return owningView.safeAreaInsets
        case .layoutMargins: return owningView.effectiveLayoutMargins
        }
    }

    // MARK: - Anchors

    /// The leading edge (Apple: `leadingAnchor`); headless layouts are left to right.
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
}

extension CGRect {
    /// The rectangle inset by the insets (Apple: UIKit's `CGRect.inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

/// The objects constraints relate: views and layout guides.
enum LayoutItem {
    /// Whether the object can be a constraint's item.
    @MainActor static func isItem(_ object: AnyObject) -> Bool {
        object is UIView || object is UILayoutGuide
    }

    /// The view an item stands for: the view itself, or a guide's owning view.
    @MainActor static func view(of object: AnyObject?) -> UIView? {
        if let view = object as? UIView { return view }
        return (object as? UILayoutGuide)?.owningView
    }
}

/// Names items and constraints in logs: by address, as Apple's logs do, or numbered in order of first
/// mention (`<NSLayoutConstraint:#2 UIView:#1.width == 100>`, constraints and items counted apart), so a
/// recorded report reads the same on every run.
@MainActor
final class LayoutItemNamer {
    private let numbered: Bool
    private var itemNumbers: [ObjectIdentifier: Int] = [:]
    private var constraintNumbers: [ObjectIdentifier: Int] = [:]
    private var generatedConstraints = 0

    init(numbered: Bool = false) {
        self.numbered = numbered
    }

    /// `0x…` for an object: its address, or its number among constraints or among items.
    func address(of object: AnyObject) -> String {
        guard numbered else { return "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16) }
        let id = ObjectIdentifier(object)
        if object is NSLayoutConstraint {
            if constraintNumbers[id] == nil {
                constraintNumbers[id] = constraintNumbers.count + generatedConstraints + 1
            }
            return "#\(constraintNumbers[id]!)"
        }
        if itemNumbers[id] == nil { itemNumbers[id] = itemNumbers.count + 1 }
        return "#\(itemNumbers[id]!)"
    }

    /// The address of a constraint the layout made itself (autoresizing, guides, intrinsic size).
    func generatedConstraintAddress() -> String {
        guard numbered else { return "0x0" }
        generatedConstraints += 1
        return "#\(constraintNumbers.count + generatedConstraints)"
    }

    /// `UILabel:0x…` for a view, `UILayoutGuide:0x… 'UIViewSafeAreaLayoutGuide'` for a guide.
    func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        let type = String(describing: Swift.type(of: object))
        if let guide = object as? UILayoutGuide, !guide.identifier.isEmpty {
            return "\(type):\(address(of: guide)) '\(guide.identifier)'"
        }
        return "\(type):\(address(of: object))"
    }
}
