/// The system's record of a scene (Apple: `UISceneSession`, iOS 13); made by the system, never by the app.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The roles of a scene (Apple: `UISceneSession.Role`, iOS's raw values).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main window (Apple: `windowApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (Apple: `windowExternalDisplayNonInteractive`).
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role (Apple: `role`).
    public let role: Role

    /// The configuration the scene was made with (Apple: `configuration`).
    open internal(set) var configuration: UISceneConfiguration

    /// A stable identifier of the session (Apple: `persistentIdentifier`).
    public let persistentIdentifier: String

    /// The scene, while connected (Apple: `scene`).
    open internal(set) weak var scene: UIScene?

    /// Data kept with the session; `nil` by default (Apple: `userInfo`).
    open var userInfo: [String: Any]?

    /// How many sessions were made, for identifiers that differ.
    private static var made = 0

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        UISceneSession.made += 1
        self.persistentIdentifier = "HeadlessSceneSession-\(UISceneSession.made)"
        super.init()
    }
}
