/// One public symbol of Apple's UIKit, as Apple's documentation page declares it: a line of `UIKitSurface.tsv`.
public struct UIKitSymbol: Hashable, Sendable {
    /// What the symbol is (the page's kind: "Class", "Instance Method", "Case", …).
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `typealias`, `associatedtype`
        case `case`, `init`, method, property, `subscript`, typeMethod = "typemethod", typeProperty = "typeproperty"
        /// A global function, variable or macro.
        case function = "func", variable = "var", macro
        /// An Objective-C name the Swift SDK rejects and renames (`UITableViewCellStyle`).
        case renamed

        /// A class, structure, enumeration, protocol or type alias.
        public var isType: Bool {
            switch self {
            case .class, .struct, .enum, .protocol, .typealias: true
            default: false
            }
        }
    }

    /// Where the SDK stands on it.
    public enum Availability: Hashable, Sendable {
        /// Available on iOS since `introduced` (nil when the page names iOS without a version).
        case available(introduced: String?)
        /// Deprecated on iOS in `version` (nil when the page gives none); `replacement` is the symbol Apple's
        /// note says to use instead, when it names one.
        case deprecated(introduced: String?, version: String?, replacement: String?)
        /// Unavailable in Swift; the SDK names `replacement` (an Objective-C name renamed in Swift 4.2).
        case renamed(replacement: String)
        /// Not on iOS (tvOS, Mac Catalyst or visionOS only).
        case notOnIOS
    }

    /// `UISearchController`, `UITableView.RowAnimation.fade`, `UISearchController.init(searchResultsController:)`,
    /// `UITableView.insertRows(at:with:)`, `UIViewController.title`; a global by its own name.
    public let name: String
    public var kind: Kind
    public var availability: Availability
    /// A protocol requirement marked `optional` (may be left out).
    public var isOptional: Bool
    /// A protocol requirement the page marks **Required**.
    public var isRequired: Bool
    /// Read from its type's Topics list (the mirror has no page for it): the declaration lacks parameter
    /// names and the availability is unknown.
    public var isFromTopics: Bool
    /// A type outside UIKit that UIKit's types inherit from or UIKit extends (`NSObject`, `NSObjectProtocol`,
    /// `NSAttributedString.Key`, `CALayer`), or a member of one: Apple's API, not UIKit's own.
    public var isInherited: Bool
    /// A top-level name of a framework `import UIKit` brings with it (Foundation, Core Graphics, Core Animation,
    /// Core Image: `NSItemProvider`, `CGColor`, `CIFilter`), listed without its members.
    public var isFrameworkName: Bool
    /// A class's superclass (`UIViewController` for `UITableViewController`; `NSObject` ends UIKit's chains).
    public var superclass: String?
    /// A type's protocols (for a protocol, the protocols it inherits too).
    public var conformances: [String]
    /// The Swift declaration on one line, without `@MainActor`/`@preconcurrency`.
    public var declaration: String

    public init(
        name: String, kind: Kind, availability: Availability, isOptional: Bool = false, isRequired: Bool = false,
        isFromTopics: Bool = false, isInherited: Bool = false, isFrameworkName: Bool = false, superclass: String? = nil,
        conformances: [String] = [], declaration: String
    ) {
        self.name = name
        self.kind = kind
        self.availability = availability
        self.isOptional = isOptional
        self.isRequired = isRequired
        self.isFromTopics = isFromTopics
        self.isInherited = isInherited
        self.isFrameworkName = isFrameworkName
        self.superclass = superclass
        self.conformances = conformances
        self.declaration = declaration
        (owner, member) = Self.split(name)
    }

    /// The type that declares it (`UITableView.RowAnimation` for `UITableView.RowAnimation.fade`); nil for a
    /// top-level type or global.
    public let owner: String?

    /// The name within its owner: `fade`, `init(searchResultsController:)`, `insertRows(at:with:)`.
    public let member: String

    /// The member without its labels: `init`, `insertRows`, `title`.
    public var baseName: String {
        let member = member
        return member.firstIndex(of: "(").map { String(member[..<$0]) } ?? member
    }

    /// The argument labels of an initializer, method or subscript (`["at", "with"]`, `_` for none); nil for
    /// a property, case or type.
    public var argumentLabels: [String]? {
        let member = member
        guard let open = member.firstIndex(of: "("), member.hasSuffix(")") else { return nil }
        let inside = member[member.index(after: open)..<member.index(before: member.endIndex)]
        return inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// Deprecated or renamed at Apple.
    public var isDeprecated: Bool {
        if case .deprecated = availability { return true }
        return false
    }

    /// `owner` and `member` of a qualified name; the last `.` outside parentheses separates them.
    static func split(_ name: String) -> (owner: String?, member: String) {
        var depth = 0
        var lastDot: String.Index?
        let utf8 = name.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ".") where depth == 0: lastDot = index
            default: break
            }
            utf8.formIndex(after: &index)
        }
        guard let lastDot else { return (nil, name) }
        return (String(name[..<lastDot]), String(name[utf8.index(after: lastDot)...]))
    }
}
