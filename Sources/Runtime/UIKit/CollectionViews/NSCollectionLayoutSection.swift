/// A section of a compositional layout: a group repeated for the section's items (Apple:
/// `NSCollectionLayoutSection`, iOS 13).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the items.
    let group: NSCollectionLayoutGroup?
    /// The list configuration the section was made from, if any.
    let listConfiguration: UICollectionLayoutListConfiguration?

    /// The space between groups; 0 by default (Apple: `interGroupSpacing`).
    open var interGroupSpacing: CGFloat = 0

    /// The space between the section's edges and its groups; zero by default (Apple: `contentInsets`).
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// The headers and footers of the section; none by default (Apple: `boundarySupplementaryItems`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// How the section scrolls across the layout's axis; `.none` by default (Apple:
    /// `orthogonalScrollingBehavior`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// A section repeating a group (Apple: `init(group:)`).
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
    }

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        group = nil
        self.listConfiguration = listConfiguration
    }

    /// A section that looks like a list (Apple: `list(using:layoutEnvironment:)`, iOS 14).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(listConfiguration: configuration)
    }
}

/// How a section scrolls across the layout's axis (Apple: `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
