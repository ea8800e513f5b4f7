/// A scene that shows windows (Apple: `UIWindowScene`, iOS 13).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows of the scene, in the order they were associated with it.
    private var sceneWindows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The windows of the scene (Apple: `windows`: a window made with `init(windowScene:)` is there, "You
    /// can access this window later from the scene's windows property").
    open var windows: [UIWindow] { sceneWindows.compactMap(\.window) }

    /// The scene's key window (Apple: `keyWindow`, iOS 15).
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// The screen the scene is on: the device's (Apple: `screen`).
    open var screen: UIScreen { .main }

    /// Associates a window with the scene; for `UIWindow.windowScene`.
    func add(_ window: UIWindow) {
        sceneWindows.removeAll { $0.window == nil || $0.window === window }
        sceneWindows.append(WeakWindow(window: window))
    }

    /// Removes a window from the scene; for `UIWindow.windowScene`.
    func remove(_ window: UIWindow) {
        sceneWindows.removeAll { $0.window == nil || $0.window === window }
    }
}
