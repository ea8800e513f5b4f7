/// The appearance of a navigation bar, search bar or toolbar (Apple: `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    /// The default style: a light background with dark content.
    case `default` = 0
    /// A dark background with light content.
    case black = 1
    /// Deprecated by Apple: use `.black` and set the bar's `isTranslucent` to `true`.
    @available(*, deprecated, message: "Use UIBarStyleBlack and set the translucent property to YES")
    public static let blackTranslucent = UIBarStyle.black
    /// Deprecated by Apple: use `.black`.
    @available(*, deprecated, message: "Use UIBarStyleBlack")
    public static let blackOpaque = UIBarStyle.black
}
