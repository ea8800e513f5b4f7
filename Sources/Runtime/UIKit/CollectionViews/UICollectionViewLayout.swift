/// The object that places a collection view's items (Apple: `UICollectionViewLayout`); headless, it only
/// remembers its settings.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (Apple: `collectionView`, a weak reference).
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Asks for a new layout pass; headless, nothing to compute (Apple: `invalidateLayout()`).
    open func invalidateLayout() {}
}

/// A grid layout that flows items line by line (Apple: `UICollectionViewFlowLayout`).
///
/// Defaults are Apple's documented ones: `itemSize` 50 × 50, `minimumLineSpacing` and
/// `minimumInteritemSpacing` 10, `scrollDirection` vertical, `sectionInset` and the reference sizes zero,
/// `estimatedItemSize` zero (automatic sizing off).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item; 50 × 50 by default (Apple's documentation).
    open var itemSize = CGSize(width: 50, height: 50)

    /// The estimated size of each item; `.zero` by default, which turns self-sizing off (Apple's
    /// documentation).
    open var estimatedItemSize: CGSize = .zero

    /// The space between lines; 10 by default (Apple's documentation).
    open var minimumLineSpacing: CGFloat = 10

    /// The space between items in a line; 10 by default (Apple's documentation).
    open var minimumInteritemSpacing: CGFloat = 10

    /// The direction the grid scrolls in; `.vertical` by default (Apple's documentation).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical

    /// The margins around each section's items; zero by default (Apple's documentation).
    open var sectionInset: UIEdgeInsets = .zero

    /// The size of section headers; zero (no headers) by default (Apple's documentation).
    open var headerReferenceSize: CGSize = .zero

    /// The size of section footers; zero (no footers) by default (Apple's documentation).
    open var footerReferenceSize: CGSize = .zero

    /// The value for `estimatedItemSize` that asks each cell for its size (Apple:
    /// `UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}
