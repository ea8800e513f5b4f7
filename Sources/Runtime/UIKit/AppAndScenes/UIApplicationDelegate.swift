/// The object told about the app's life cycle (Apple: `UIApplicationDelegate`); every method is optional.
///
/// An `@main` (or `@UIApplicationMain`) class adopting it compiles unchanged: `main()` is declared for it,
/// as Apple's SDK declares it.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, for an app without scenes (Apple: `window`, optional).
    var window: UIWindow? { get set }

    /// Sent when launching began; returning false refuses to open a URL it was launched with.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Sent when launching is almost done: the place to set up the app.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Sent when the app became active (an app without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Sent before the app stops being active (an app without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// Sent after the app went to the background (an app without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Sent before the app comes to the foreground (an app without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Sent before the app ends.
    func applicationWillTerminate(_ application: UIApplication)
    /// Sent when memory is low.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// Asked to open a URL; returns whether it did.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// The configuration of a scene about to connect.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// Sent when the user discarded scenes.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window, for a delegate that declares none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    { false }
    /// The Info.plist's configuration for the session's role, "Default Configuration" as Xcode's template
    /// names it (a headless app has no Info.plist; our choice).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplicationDelegate {
    /// The entry point of an `@main` app delegate (Apple: `main()`, which calls `UIApplicationMain` with the
    /// delegate's class). Headless: there is no event loop to run, and Swift on Linux cannot make an
    /// instance of a class from its type without a `required` initializer, so the app is launched with
    /// no delegate and `main()` returns; the simulated user launches an app with its delegate
    /// (`UIApplication.launch(delegate:options:)`).
    public static func main() {
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(describing: Self.self))
    }
}

/// Makes the app and launches it (Apple: `UIApplicationMain(_:_:_:_:)`, which never returns). Headless:
/// the shared app is launched with no delegate (see `UIApplicationDelegate.main()`), and 0 is returned.
@MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    UIApplication.shared.launch(delegate: nil, options: nil)
    return 0
}
