/// The backdrop of an app's user interface, holding the root view controller (Apple: `UIWindow`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The level of a window among the others (Apple: `UIWindow.Level`, with iOS's raw values).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }

    /// A window with a frame, in no scene (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window in a scene, the size of the scene's screen (Apple: `init(windowScene:)`, "automatically
    /// associates it with the specified scene … You can access this window later from the scene's windows
    /// property").
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene  // an initializer's assignment runs no observer
        windowScene.add(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The scene the window is in (Apple: `windowScene`, weak); setting it moves the window to that scene's
    /// `windows`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// The window's level; `.normal` by default (Apple's documentation).
    open var windowLevel: UIWindow.Level = .normal

    /// The root view controller; setting it installs its view (Apple: `rootViewController`).
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if isKeyWindow { showRootViewController() }
        }
    }

    /// Whether this is the key window (Apple: `isKeyWindow`).
    open private(set) var isKeyWindow = false

    /// Whether the window can be key: `true` (Apple: `canBecomeKey`, iOS 15).
    open var canBecomeKey: Bool { true }

    /// Shows the window and makes it key (Apple: `makeKeyAndVisible()`).
    ///
    /// The root view controller's view loads and its appearance callbacks run, as on first display
    /// (Apple's "Displaying and managing views" life cycle: `loadView`, `viewDidLoad`, `viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key without changing whether it shows (Apple: `makeKey()`); the app's key window
    /// before it resigns (`resignKey()`), and this one hears `becomeKey()`.
    open func makeKey() {
        guard !isKeyWindow else { return }
        let application = UIApplication.shared
        for window in application.windows where window !== self && window.isKeyWindow {
            window.isKeyWindow = false
            window.resignKey()
        }
        application.windowDidBecomeVisible(self)
        isKeyWindow = true
        becomeKey()
        showRootViewController()
    }

    /// Sent when the window became key (Apple: `becomeKey()`, "Don't call this method directly"); does
    /// nothing by default.
    open func becomeKey() {}

    /// Sent when the window stopped being key (Apple: `resignKey()`); does nothing by default.
    open func resignKey() {}

    /// Installs the root view controller's view and runs its appearance transition.
    private func showRootViewController() {
        guard let root = rootViewController else { return }
        root.loadViewIfNeeded()
        if let view = root.view {
            view.frame = bounds
            addSubview(view)
        }
        root.appear()
    }
}
