import Foundation
import Testing
@_spi(Testing) import UIKit

/// The app's launch as UIApplicationMain performs it, with and without scenes; the screen; windows.
@Suite(.serialized) @MainActor
struct AppLifecycleTests {
    final class Root: UIViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        var window: UIWindow?
        let makesWindow: Bool
        init(makesWindow: Bool) {
            self.makesWindow = makesWindow
            super.init()
        }
        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("willFinish")
            return true
        }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("didFinish \(application.applicationState == .inactive)")
            if makesWindow {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = Root()
                window?.makeKeyAndVisible()
            }
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            log.append("configuration")
            return UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        }
        func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var log: [String] = []
        var window: UIWindow?
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            log.append("willConnect \(session.configuration.name ?? "-") \(scene.activationState == .unattached)")
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = Root()
            window?.makeKeyAndVisible()
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
        func sceneDidDisconnect(_ scene: UIScene) { log.append("didDisconnect") }
    }

    @Test func anAppWithoutScenesLaunchesAndBecomesActive() throws {
        let application = UIApplication.shared
        let delegate = AppDelegate(makesWindow: true)
        application.launch(delegate: delegate, options: nil)
        defer { application.terminate() }
        #expect(delegate.log == ["willFinish", "didFinish true", "didBecomeActive"])
        #expect(application.delegate === delegate)
        #expect(application.applicationState == .active)
        let window = try #require(delegate.window)
        #expect(application.keyWindow === window)
        #expect(application.windows.contains { $0 === window })
        #expect((window.rootViewController as? Root)?.log == ["viewDidLoad"])
        #expect(window.frame == UIScreen.main.bounds)
    }

    @Test func anAppWithAScenePutsTheWindowInIt() throws {
        let application = UIApplication.shared
        let delegate = AppDelegate(makesWindow: false)
        let sceneDelegate = SceneDelegate()
        application.launch(delegate: delegate, sceneDelegate: sceneDelegate, options: nil)
        #expect(delegate.log == ["willFinish", "didFinish true", "configuration"])
        #expect(sceneDelegate.log == ["willConnect Main true", "willEnterForeground", "didBecomeActive"])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        expectConnected(scene, to: sceneDelegate)
        let window = try #require(sceneDelegate.window)
        expectShown(window, in: scene)
        application.terminate()
        #expect(sceneDelegate.log.last == "didDisconnect")
        #expect(delegate.log.last == "willTerminate")
        #expect(application.connectedScenes.isEmpty && application.delegate == nil)
        #expect(application.applicationState == .inactive)
    }

    /// The scene is active, with its delegate and its session's role.
    func expectConnected(_ scene: UIWindowScene, to sceneDelegate: SceneDelegate) {
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.delegate === sceneDelegate)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
    }

    /// The window is the scene's only window, its key window, the size of its screen.
    func expectShown(_ window: UIWindow, in scene: UIWindowScene) {
        #expect(window.windowScene === scene)
        #expect(scene.windows.map { $0 === window } == [true])
        #expect(scene.keyWindow === window)
        #expect(window.frame == scene.screen.bounds)
    }

    @Test func aNewKeyWindowTakesOverFromTheOld() {
        let first = UIWindow(frame: .zero)
        let second = UIWindow(frame: .zero)
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        #expect(!first.isKeyWindow && second.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === second)
        UIApplication.shared.terminate()
    }

    @Test func theScreenIsAnIPhonesInPortrait() {
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.scale == 3 && screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(UIScreen.screens.map { $0 === screen } == [true])
    }

    @Test func openingURLsIsRemembered() throws {
        let application = UIApplication.shared
        let web = try #require(URL(string: "https://example.com"))
        let custom = try #require(URL(string: "myapp://x"))
        var answers: [Bool] = []
        application.open(web) { answers.append($0) }
        application.open(custom, options: [:]) { answers.append($0) }
        #expect(answers == [true, false])
        #expect(application.openedURLs.suffix(2) == [web, custom])
    }
}
