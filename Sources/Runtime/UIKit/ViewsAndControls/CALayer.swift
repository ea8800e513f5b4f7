/// A Core Graphics colour (Apple: `CGColor`, which `import UIKit` brings in through CoreGraphics); headless,
/// so it is only the sRGB components it was made from.
public final class CGColor: @unchecked Sendable, CustomStringConvertible {
    /// The red, green, blue and alpha components, 0…1 (Apple: `components`).
    public let components: [CGFloat]?

    /// The opacity, 0…1 (Apple: `alpha`).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A colour from sRGB components (Apple: `init(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.components = [red, green, blue, alpha]
    }

    public var description: String { "CGColor(components: \(components ?? []))" }
}

/// The layer behind a view (Apple: `CALayer` of Core Animation, which `import UIKit` brings in); headless, so
/// its border, corner and shadow settings are only remembered.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The layer's position in its superlayer (Apple: `position`); `.zero` by default.
    open var position: CGPoint = .zero

    /// The border width; 0 by default (Apple: `borderWidth`).
    open var borderWidth: CGFloat = 0

    /// The border colour; opaque black by default (Apple: `borderColor`).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The corner radius; 0 by default (Apple: `cornerRadius`).
    open var cornerRadius: CGFloat = 0

    /// Whether sublayers are clipped to the bounds; `false` by default (Apple: `masksToBounds`).
    open var masksToBounds = false

    /// The shadow colour; opaque black by default (Apple: `shadowColor`).
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The shadow opacity; 0 (no shadow) by default (Apple: `shadowOpacity`).
    open var shadowOpacity: Float = 0

    /// The shadow offset; (0, -3) by default (Apple: `shadowOffset`).
    open var shadowOffset = CGSize(width: 0, height: -3)

    /// The shadow blur radius; 3 by default (Apple: `shadowRadius`).
    open var shadowRadius: CGFloat = 3

    /// The opacity; 1 by default (Apple: `opacity`).
    open var opacity: Float = 1

    /// A layer with the defaults above (Apple: `init()`).
    public override init() {
        super.init()
    }
}

extension UIColor {
    /// The colour as a Core Graphics colour (Apple: `cgColor`).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}
