import DocgenCore

/// A name of Apple's UIKit that an example uses and the headless UIKit does not model, at its first use.
public struct UnmodelledUse: Hashable, Sendable, Codable {
    /// `UIScene`, or `UIScreen.main` for a member.
    public var name: String
    public var location: SourceLocation?

    public init(name: String, location: SourceLocation?) {
        self.name = name
        self.location = location
    }
}

/// A module an example imports that cannot be built here.
public struct UnavailableModule: Hashable, Sendable, Codable {
    /// Why the module is missing.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// An Apple framework with no Linux counterpart (`Combine`, `SwiftUI`, `MapKit`).
        case appleOnly = "apple-only"
        /// Any other module: a third-party package (`SDWebImage`, `Alamofire`).
        case thirdParty = "third-party"
    }

    public var name: String
    public var kind: Kind
    /// The `import` line.
    public var location: SourceLocation?

    public init(name: String, kind: Kind, location: SourceLocation?) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}
