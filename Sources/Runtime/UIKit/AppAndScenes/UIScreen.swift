/// A device's screen (Apple: `UIScreen`).
///
/// Headless: one screen, an iPhone's in portrait: 390 × 844 points at a scale of 3 (the iPhone 14's,
/// and the window size the simulated user plays sessions in), so `nativeBounds` is 1170 × 2532 pixels.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's size in points.
    private static let pointSize = CGSize(width: 390, height: 844)

    /// The screen of the device (Apple: `main`; deprecated in iOS 18.4 in favour of a window scene's
    /// `screen`, still answered).
    open class var main: UIScreen { UIScreen.device }

    /// Every screen: the device's only (Apple: `screens`, deprecated in iOS 16).
    open class var screens: [UIScreen] { [UIScreen.device] }

    /// The one screen.
    private static let device = UIScreen(scale: 3)

    private init(scale: CGFloat) {
        self.scale = scale
        super.init()
    }

    /// The screen's rectangle in points, at the origin (Apple: `bounds`).
    open var bounds: CGRect { CGRect(origin: .zero, size: UIScreen.pointSize) }

    /// Points to pixels: 3 (Apple: `scale`, "may be 3.0 or 2.0" on Retina displays).
    public let scale: CGFloat

    /// The physical screen's rectangle in pixels, portrait up (Apple: `nativeBounds`).
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.pointSize.width * scale, height: UIScreen.pointSize.height * scale)
    }

    /// The physical screen's scale, the same as `scale` here (Apple: `nativeScale`).
    open var nativeScale: CGFloat { scale }

    /// The brightness, 0…1; 0.5 until set (our choice), kept in range.
    open var brightness: CGFloat = 0.5 {
        didSet { brightness = min(max(brightness, 0), 1) }
    }

    /// The most frames a second the screen shows: 60 (Apple: `maximumFramesPerSecond`).
    open var maximumFramesPerSecond: Int { 60 }
}
