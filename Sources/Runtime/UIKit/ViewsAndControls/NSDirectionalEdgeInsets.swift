/// Edge insets that follow the layout direction: leading and trailing instead of left and right
/// (Apple: `NSDirectionalEdgeInsets`). Headless, the direction is always left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of zero on every edge (Apple: `init()`).
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets for each edge (Apple: `init(top:leading:bottom:trailing:)`).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge (Apple: `NSDirectionalEdgeInsets.zero`).
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets with leading as left and trailing as right (a left-to-right layout).
    var leftToRight: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension UIEdgeInsets {
    /// The same insets with left as leading and right as trailing (a left-to-right layout).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
