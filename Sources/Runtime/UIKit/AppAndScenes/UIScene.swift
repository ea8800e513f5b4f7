/// One instance of the app's user interface (Apple: `UIScene`, iOS 13).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The states of a scene (Apple: `UIScene.ActivationState`, with iOS's raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes a connecting scene (Apple: `UIScene.ConnectionOptions`); headless, a launch
    /// from the home screen: no URL, no user activity, no source application.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open; none (Apple: `urlContexts`).
        open var urlContexts: Set<UIOpenURLContext> { [] }
        /// The app that asked to open this one; none (Apple: `sourceApplication`).
        open var sourceApplication: String? { nil }

        override init() {
            super.init()
        }
    }

    /// The session the scene belongs to (Apple: `session`).
    public let session: UISceneSession

    /// The delegate: the scene keeps it, as the system-made one must be kept (Apple: `delegate`, "The system
    /// creates a default delegate object … You can change this default delegate object later").
    open var delegate: (any UISceneDelegate)?

    /// The scene's state; `.unattached` until it connects (Apple: `activationState`).
    open internal(set) var activationState: ActivationState = .unattached

    /// The scene's title; an empty string by default (Apple: `title`).
    open var title: String! = ""

    /// A scene for a session (Apple: `init(session:connectionOptions:)`).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

/// A URL the app is asked to open, with its options (Apple: `UIOpenURLContext`, iOS 13).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL (Apple: `url`).
    public let url: URL

    init(url: URL) {
        self.url = url
        super.init()
    }
}
