/// The look of a list built with a compositional layout (Apple: `UICollectionLayoutListConfiguration`,
/// iOS 14).
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The styles of a list (Apple: `UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// How sections show headers (Apple: `UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// How sections show footers (Apple: `UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    /// The style (Apple: `appearance`).
    public private(set) var appearance: Appearance
    /// Whether rows have separators; `true` by default (Apple's documentation).
    public var showsSeparators = true
    /// The background colour; `nil` (the appearance's) by default.
    public var backgroundColor: UIColor?
    /// How headers are shown; `.none` by default (Apple's documentation).
    public var headerMode: HeaderMode = .none
    /// How footers are shown; `.none` by default (Apple's documentation).
    public var footerMode: FooterMode = .none

    /// A list configuration of an appearance (Apple: `init(appearance:)`).
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
