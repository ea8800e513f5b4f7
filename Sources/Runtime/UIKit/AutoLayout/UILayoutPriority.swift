/// How important a constraint is to the layout system (Apple: `UILayoutPriority`).
///
/// Apple: "Higher priority constraints are satisfied before lower priority constraints"; a priority of
/// `required` (1000) must be satisfied, a lower one is optional and the system "will attempt to minimize"
/// its error (`NSLayoutConstraint.priority`). Priorities are greater than 0 and at most 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    /// A priority with the given value (Apple: `init(rawValue:)`).
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority with the given value (Apple: `init(_:)`).
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint, 1000 (Apple: `required`).
    public static let required = UILayoutPriority(1000)
    /// The priority a button resists compression with, 750 (Apple: `defaultHigh`).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority a button hugs its content with, 250 (Apple: `defaultLow`).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of the fitting-size computation, 50 (Apple: `fittingSizeLevel`).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A scene-resizing drag, 510 (Apple: `dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority that keeps a scene's size, 500 (Apple: `sceneSizeStayPut`).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that does not resize the scene, 490 (Apple: `dragThatCannotResizeScene`).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by a value (the UIKit Swift overlay's `+`, as in `.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by a value (the UIKit Swift overlay's `-`, as in `.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
