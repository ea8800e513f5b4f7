// MARK: - Launching the app, as UIApplicationMain does

extension UIApplication {
    /// Launches the app with a delegate, in the order Apple's "Managing your app's life cycle" gives:
    /// `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`;
    /// then, for an app with a scene delegate, the scene connects (`connectScene(delegate:)`); without
    /// one the app becomes active and `applicationDidBecomeActive(_:)` is sent. The delegate is kept. A
    /// launched app is terminated first (`terminate()`): each launch is a new run of the app, as a new
    /// process would be on iOS.
    @_spi(Testing) public func launch(
        delegate: (any UIApplicationDelegate)?, sceneDelegate: (any UISceneDelegate)? = nil,
        options: [UIApplication.LaunchOptionsKey: Any]?
    ) {
        terminate()
        launchedDelegate = delegate
        self.delegate = delegate
        _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
        if let sceneDelegate {
            connectScene(delegate: sceneDelegate)
        } else {
            applicationState = .active
            delegate?.applicationDidBecomeActive(self)
        }
    }

    /// Connects a window scene with a delegate (Apple's scene life cycle): the app delegate's
    /// `application(_:configurationForConnecting:options:)` gives the configuration, then
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`
    /// are sent as the scene goes from unattached to foreground-inactive to foreground-active. Returns the
    /// scene.
    @_spi(Testing) @discardableResult public func connectScene(delegate: any UISceneDelegate) -> UIWindowScene {
        let options = UIScene.ConnectionOptions()
        let role = UISceneSession.Role.windowApplication
        let provisional = UISceneConfiguration(name: nil, sessionRole: role)
        let session = UISceneSession(role: role, configuration: provisional)
        if let appDelegate = self.delegate {
            session.configuration = appDelegate.application(
                self, configurationForConnecting: session, options: options)
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        connectedScenes.insert(scene)
        delegate.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        delegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        applicationState = .active
        delegate.sceneDidBecomeActive(scene)
        return scene
    }
}

extension UIApplication {
    /// Ends a launched app: each connected scene's delegate hears `sceneDidDisconnect(_:)`, the app
    /// delegate `applicationWillTerminate(_:)`; then the app has no delegate, scene or window and is
    /// inactive, as before its launch. Does nothing before a launch.
    @_spi(Testing) public func terminate() {
        guard applicationState != .inactive || delegate != nil || !connectedScenes.isEmpty else { return }
        for scene in connectedScenes {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
        }
        delegate?.applicationWillTerminate(self)
        connectedScenes = []
        forgetShownWindows()
        delegate = nil
        launchedDelegate = nil
        applicationState = .inactive
    }
}
