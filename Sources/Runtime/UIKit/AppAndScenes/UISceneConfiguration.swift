/// What a scene is made with: its classes and storyboard (Apple: `UISceneConfiguration`, iOS 13).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the Info.plist (Apple: `name`).
    public let name: String?

    /// The role of the scenes it makes (Apple: `role`).
    public let role: UISceneSession.Role

    /// The class of the scene's delegate; `nil` by default (Apple: `delegateClass`).
    open var delegateClass: AnyClass?

    /// The class of the scene; `nil` (the role's default, `UIWindowScene`) by default (Apple: `sceneClass`).
    open var sceneClass: AnyClass?

    /// A configuration for a role (Apple: `init(name:sessionRole:)`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
