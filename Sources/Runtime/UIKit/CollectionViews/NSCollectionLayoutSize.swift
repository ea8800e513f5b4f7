/// One dimension of a compositional layout element: a fraction of its container, points, or an estimate
/// (Apple: `NSCollectionLayoutDimension`, iOS 13). Headless, dimensions are remembered, not laid out.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    /// What the value means.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    let value: CGFloat

    init(kind: Kind, value: CGFloat) {
        self.kind = kind
        self.value = value
    }

    /// A fraction of the container's width (Apple: `fractionalWidth(_:)`).
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, value: fractionalWidth)
    }
    /// A fraction of the container's height (Apple: `fractionalHeight(_:)`).
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, value: fractionalHeight)
    }
    /// A size in points (Apple: `absolute(_:)`).
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, value: absoluteDimension) }
    /// An estimate the content's size replaces (Apple: `estimated(_:)`).
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, value: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the width (Apple: `isFractionalWidth`).
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the height (Apple: `isFractionalHeight`).
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is in points (Apple: `isAbsolute`).
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate (Apple: `isEstimated`).
    public var isEstimated: Bool { kind == .estimated }
    /// The fraction, points or estimate (Apple: `dimension`).
    public var dimension: CGFloat { value }
}

/// The width and height of a compositional layout element (Apple: `NSCollectionLayoutSize`, iOS 13).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// The width (Apple: `widthDimension`).
    public let widthDimension: NSCollectionLayoutDimension
    /// The height (Apple: `heightDimension`).
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from two dimensions (Apple: `init(widthDimension:heightDimension:)`).
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
}

/// The space between the items of a group (Apple: `NSCollectionLayoutSpacing`, iOS 13).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The space in points (Apple: `spacing`).
    public let spacing: CGFloat
    /// Whether the space is exactly `spacing` (Apple: `isFixed`).
    public let isFixed: Bool
    /// Whether the space is at least `spacing` (Apple: `isFlexible`).
    public var isFlexible: Bool { !isFixed }

    init(spacing: CGFloat, isFixed: Bool) {
        self.spacing = spacing
        self.isFixed = isFixed
    }

    /// Exactly this space (Apple: `fixed(_:)`).
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFixed: true) }
    /// At least this space (Apple: `flexible(_:)`).
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFixed: false) }
}
