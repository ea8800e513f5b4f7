/// A layout composed of sections, groups and items (Apple: `UICollectionViewCompositionalLayout`, iOS 13);
/// headless, it only remembers its sections, as the flow layout remembers its sizes.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The section used for every section, when the layout was made with one.
    private let section: NSCollectionLayoutSection?
    /// The provider asked for each section's layout, when the layout was made with one.
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    /// A layout with the same section layout for every section (Apple: `init(section:)`).
    public init(section: NSCollectionLayoutSection) {
        self.section = section
        sectionProvider = nil
        super.init()
    }

    /// A layout asking a provider for each section's layout (Apple: `init(sectionProvider:)`).
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        section = nil
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A layout in which every section looks like a list (Apple: `list(using:)`, iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(listConfiguration: configuration))
    }

    /// The layout of a section: the single section, or the provider's answer for the collection view's
    /// current size (Apple asks the provider during layout; headless, when this is read).
    @_spi(Testing) public func layoutSection(at index: Int) -> NSCollectionLayoutSection? {
        if let section { return section }
        let size = collectionView?.bounds.size ?? .zero
        return sectionProvider?(index, LayoutEnvironment(container: LayoutContainer(contentSize: size)))
    }
}

/// Gives the layout of a section (Apple: `UICollectionViewCompositionalLayoutSectionProvider`).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// What a section provider knows of where it lays out (Apple: `NSCollectionLayoutEnvironment`); headless,
/// without trait collections.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container's size (Apple: `container`).
    var container: any NSCollectionLayoutContainer { get }
}

/// The size a layout lays out in (Apple: `NSCollectionLayoutContainer`); headless, without insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The size of the container (Apple: `contentSize`).
    var contentSize: CGSize { get }
    /// The size less the insets (Apple: `effectiveContentSize`).
    var effectiveContentSize: CGSize { get }
}

/// The environment a section provider is given: the collection view's size.
private final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    init(container: any NSCollectionLayoutContainer) { self.container = container }
}

/// A container of a size, with no insets.
private final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    init(contentSize: CGSize) { self.contentSize = contentSize }
}
