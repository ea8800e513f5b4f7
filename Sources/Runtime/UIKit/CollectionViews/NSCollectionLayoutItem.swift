/// The smallest element of a compositional layout: one cell's size (Apple: `NSCollectionLayoutItem`,
/// iOS 13).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size (Apple: `layoutSize`).
    public let layoutSize: NSCollectionLayoutSize

    /// The supplementary views anchored to the item (Apple: `supplementaryItems`).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// The space between the item's edges and its content; zero by default (Apple: `contentInsets`).
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of a size (Apple: `init(layoutSize:)`).
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item with supplementary views (Apple: `init(layoutSize:supplementaryItems:)`).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Items laid out in a row or a column, repeated to fill a section (Apple: `NSCollectionLayoutGroup`,
/// iOS 13).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The direction the group lays its items out in.
    enum Axis: Equatable {
        case horizontal, vertical
    }

    let axis: Axis
    /// The items of the group (Apple: `subitems`).
    public let subitems: [NSCollectionLayoutItem]
    /// How many times one subitem repeats, or `nil` when the group fills with its subitems.
    let count: Int?

    /// The space between items; `nil` by default (Apple: `interItemSpacing`).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of the subitems, repeated to fill the width (Apple: `horizontal(layoutSize:subitems:)`).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of `count` copies of one subitem (Apple: `horizontal(layoutSize:repeatingSubitem:count:)`, iOS 16).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A row of `count` copies of one subitem (Apple: `horizontal(layoutSize:subitem:count:)`, deprecated
    /// in iOS 16 for `horizontal(layoutSize:repeatingSubitem:count:)`).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        Self(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A column of the subitems (Apple: `vertical(layoutSize:subitems:)`).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of `count` copies of one subitem (Apple: `vertical(layoutSize:repeatingSubitem:count:)`, iOS 16).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A column of `count` copies of one subitem (Apple: `vertical(layoutSize:subitem:count:)`, deprecated
    /// in iOS 16).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        Self(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}

/// A view anchored to an item, group or section, such as a badge or a header (Apple:
/// `NSCollectionLayoutSupplementaryItem`, iOS 13).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view (Apple: `elementKind`).
    public let elementKind: String

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a section or layout (Apple: `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the view sits against the section (Apple: `alignment`).
    public let alignment: NSRectAlignment
    /// The offset from that place (Apple: `offset`).
    public let offset: CGPoint
    /// Whether the view stays visible while its section scrolls; `false` by default (Apple's documentation).
    public var pinToVisibleBounds = false

    /// A boundary view of a size, kind and alignment (Apple: `init(layoutSize:elementKind:alignment:)`).
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary view with an offset (Apple: `init(layoutSize:elementKind:alignment:absoluteOffset:)`).
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// Where a supplementary view sits against its container (Apple: `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
