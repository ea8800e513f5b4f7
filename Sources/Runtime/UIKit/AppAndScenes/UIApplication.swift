/// The app: its delegate, scenes and windows (Apple: `UIApplication`, a singleton `UIApplicationMain`
/// makes).
///
/// Headless: `shared` exists from the first use; the simulated user launches the app
/// (`launch(delegate:options:)`, see `UIApplication+Launch.swift`) the way `UIApplicationMain` does.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The states of the app (Apple: `UIApplication.State`).
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// The keys of the launch options dictionary (Apple: `UIApplication.LaunchOptionsKey`, iOS's raw values).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// The keys of the options of an opened URL (Apple: `UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The keys of the options for opening a URL (Apple: `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The one app (Apple: `shared`, "The singleton app instance").
    open class var shared: UIApplication { UIApplication.instance }

    private static let instance = UIApplication()

    /// The app is made only by `shared` (Apple: the `UIApplicationMain` function "creates the shared app
    /// instance at launch time").
    override init() {
        super.init()
    }

    /// The delegate; the app does not keep it (Apple: `delegate`, `unowned(unsafe)`); a launched delegate is
    /// kept by the launch, as `UIApplicationMain` keeps it.
    open weak var delegate: (any UIApplicationDelegate)?

    /// The delegate of the launch, kept alive.
    var launchedDelegate: (any UIApplicationDelegate)?

    /// The state; `.active` once launched, `.inactive` before (our choice for the time before launch).
    open internal(set) var applicationState: State = .inactive

    /// The connected scenes (Apple: `connectedScenes`).
    open internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions of the connected scenes (Apple: `openSessions`).
    open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Whether the app shows several scenes at once: `false` (Apple: `supportsMultipleScenes`, from the
    /// Info.plist, which a headless app has not).
    open var supportsMultipleScenes: Bool { false }

    /// The windows shown, each scene's and those shown without a scene, oldest first.
    private var shownWindows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// Remembers a window that was shown; for `windows` and `keyWindow`.
    func windowDidBecomeVisible(_ window: UIWindow) {
        shownWindows.removeAll { $0.window == nil || $0.window === window }
        shownWindows.append(WeakWindow(window: window))
    }

    /// Forgets the windows shown; for `terminate()`.
    func forgetShownWindows() {
        shownWindows = []
    }

    /// The app's windows, each scene's and those shown without one (Apple: `windows`, deprecated in iOS 15
    /// for a window scene's `windows`).
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] {
        var windows = connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        for entry in shownWindows {
            if let window = entry.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        return windows
    }

    /// The key window (Apple: `keyWindow`, deprecated in iOS 13 for a window scene's `keyWindow`).
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
    open var keyWindow: UIWindow? {
        windows.last { $0.isKeyWindow }
    }

    /// The status bar's frame: the top 47 points of the screen, the iPhone 14's (Apple: `statusBarFrame`,
    /// deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 47) }

    /// Whether the idle timer is off; `false` by default (Apple's documentation).
    open var isIdleTimerDisabled = false

    /// The badge on the app's icon; 0 by default (Apple: `applicationIconBadgeNumber`, deprecated in iOS 17).
    @available(iOS, deprecated: 17.0)
    open var applicationIconBadgeNumber = 0

    /// Whether the network activity indicator shows; `false` by default (Apple: deprecated in iOS 13).
    @available(iOS, deprecated: 13.0)
    open var isNetworkActivityIndicatorVisible = false

    /// The URL that opens the app's settings (Apple: `openSettingsURLString`).
    nonisolated public static let openSettingsURLString = "app-settings:"

    // MARK: - URLs

    /// The URLs the app asked to open, oldest first; for tests and the driver.
    @_spi(Testing) public private(set) var openedURLs: [URL] = []

    /// Whether an app can open a URL (Apple: `canOpenURL(_:)`). Headless: the web (`http`, `https`), mail
    /// (`mailto`), phone (`tel`, `sms`) and this app's settings can, others cannot (our choice: the apps
    /// every iPhone has).
    nonisolated open func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel", "sms", "app-settings"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Opens a URL (Apple: `open(_:options:completionHandler:)`): remembered, and the completion handler is
    /// called with whether an app could open it (`canOpenURL(_:)`).
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(canOpenURL(url))
    }

    /// Opens a URL (Apple: `openURL(_:)`, deprecated in iOS 10 for `open(_:options:completionHandler:)`).
    @available(iOS, deprecated: 10.0, renamed: "open(_:options:completionHandler:)")
    open func openURL(_ url: URL) -> Bool {
        openedURLs.append(url)
        return canOpenURL(url)
    }
}
