/// An element of a menu, the base of `UIAction` (Apple: `UIMenuElement`, iOS 13).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The styles of an element (Apple: `UIMenuElement.Attributes`, with iOS's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var disabled: Attributes { Attributes(rawValue: 1 << 0) }
        public static var destructive: Attributes { Attributes(rawValue: 1 << 1) }
        public static var hidden: Attributes { Attributes(rawValue: 1 << 2) }
        public static var keepsMenuPresented: Attributes { Attributes(rawValue: 1 << 3) }
    }

    /// Whether an element shows a checkmark (Apple: `UIMenuElement.State`).
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The element's title, kept for subclasses that make it settable.
    var elementTitle: String

    /// The element's image, kept for subclasses that make it settable.
    var elementImage: UIImage?

    /// The title (Apple: `title`).
    open var title: String { elementTitle }

    /// The subtitle; `nil` by default (Apple: `subtitle`, iOS 15).
    open var subtitle: String?

    /// The image (Apple: `image`).
    open var image: UIImage? { elementImage }

    init(title: String, image: UIImage?) {
        elementTitle = title
        elementImage = image
        super.init()
    }
}
