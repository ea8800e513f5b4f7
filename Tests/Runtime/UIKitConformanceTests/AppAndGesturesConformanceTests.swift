// Written only against Apple's public UIKit API, in the Swift 5 language mode: this file compiles
// unchanged in an iOS app's test target. Gesture recognizers and the app's shape (application, screen,
// scenes, windows): their documented defaults.

import Testing
import UIKit

@MainActor
@Suite struct AppAndGesturesConformanceTests {
    // MARK: - Gesture recognizers

    /// UIGestureRecognizer "state" (possible), "isEnabled", "init()" and "init(target:action:)" with no
    /// target: a recognizer without a target is allowed.
    @Test func recognizersStartPossible() {
        let view = UIView()
        let recognizers: [UIGestureRecognizer] = [
            UITapGestureRecognizer(), UILongPressGestureRecognizer(target: nil, action: nil),
            UISwipeGestureRecognizer(), UIPanGestureRecognizer(), UIPinchGestureRecognizer(),
        ]
        for recognizer in recognizers {
            #expect(recognizer.state == .possible)
            #expect(recognizer.isEnabled)
            #expect(recognizer.delegate == nil)
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(view.gestureRecognizers?.count == 5)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    /// UILongPressGestureRecognizer "minimumPressDuration" (0.5 s), "numberOfTapsRequired" (0),
    /// "numberOfTouchesRequired" (1), "allowableMovement" (10 points).
    @Test func longPressDefaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.allowableMovement == 10)
    }

    /// UISwipeGestureRecognizer "direction" (right by default), "numberOfTouchesRequired" (1).
    @Test func swipeDefaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        swipe.direction = [.left, .up]
        #expect(swipe.direction.contains(.left) && !swipe.direction.contains(.right))
    }

    /// UIPanGestureRecognizer "translation(in:)" and "setTranslation(_:in:)"; "minimumNumberOfTouches" (1).
    /// UIPinchGestureRecognizer "scale" (1 before a pinch).
    @Test func panAndPinch() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.translation(in: view) == .zero)
        pan.setTranslation(CGPoint(x: 5, y: 6), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 6))
        #expect(UIPinchGestureRecognizer().scale == 1)
    }

    // MARK: - Application, screen, scenes, windows

    /// UIApplication "shared" (the one app), "isIdleTimerDisabled" (false), "LaunchOptionsKey".
    @Test func applicationIsASingleton() {
        #expect(UIApplication.shared === UIApplication.shared)
        #expect(!UIApplication.shared.isIdleTimerDisabled)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        #expect(UIApplication.openSettingsURLString == "app-settings:")
    }

    /// UIScreen "main", "bounds" (in points, at the origin), "scale", "nativeBounds" (in pixels).
    @Test func screenGeometry() {
        let screen = UIScreen.main
        #expect(screen === UIScreen.main)
        #expect(screen.bounds.origin == .zero)
        #expect(screen.bounds.width > 0 && screen.bounds.height > 0)
        #expect(screen.scale >= 1)
        #expect(screen.nativeBounds.width >= screen.bounds.width)
    }

    /// UISceneConfiguration "init(name:sessionRole:)", "name", "role", "delegateClass" (nil).
    @Test func sceneConfiguration() {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.role == .windowApplication)
        #expect(configuration.delegateClass == nil)
        configuration.delegateClass = SceneDelegate.self
        #expect(configuration.delegateClass == SceneDelegate.self)
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            return true
        }
    }

    /// UIWindow "rootViewController", "makeKeyAndVisible()" (shows the window and makes it key),
    /// "windowLevel" (normal); the delegate shapes of an app compile.
    @Test func windowShowsItsRootViewController() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.windowLevel == .normal)
        #expect(!window.isKeyWindow)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(root.view.window === window)
        let delegate = AppDelegate()
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        window.isHidden = true
    }
}
