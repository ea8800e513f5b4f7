/// The object told about a scene's life cycle (Apple: `UISceneDelegate`, iOS 13); every method is
/// optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Sent before the scene connects to the app: the place to make its window.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Sent when the scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Sent when the scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Sent before the scene stops being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// Sent before the scene comes to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Sent after the scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Sent to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene, with its window (Apple: `UIWindowSceneDelegate`, iOS 13).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (Apple: `window`, optional).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, for a delegate that declares none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
