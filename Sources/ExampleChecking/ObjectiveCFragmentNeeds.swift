import DocgenCore

/// What clang's errors say an Objective-C fragment needs when all it lacks is declarations it never shows
/// (a class of the sample, a property of the class it belongs to): the names, and a hidden part declaring
/// them. Any other error makes the example a failure, not an incomplete fragment.
struct ObjectiveCFragmentNeeds: Hashable, Sendable {
    struct Need: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// `unknown type name 'X'`, `use of undeclared identifier 'X'` for a capitalised name.
            case type
            /// `property 'x' not found on object of type 'DocgenHostViewController *'`.
            case property
            /// `use of undeclared identifier 'x'`.
            case variable
        }

        var name: String
        var kind: Kind
        var location: SourceLocation?
    }

    var needs: [Need]

    /// The hidden host's name (`ObjectiveCAssembler`'s, the same as the Swift host's).
    static let hostName = "DocgenHostViewController"

    /// The needs, if every error is a missing declaration (and there is at least one).
    init?(errors: [Diagnostic]) {
        var needs: [Need] = []
        var typeLines: Set<String> = []
        for error in errors {
            guard let need = Self.need(in: error) else { return nil }
            if need.kind == .type, let location = need.location {
                typeLines.insert("\(location.file):\(location.line)")
            }
            if !needs.contains(where: { $0.name == need.name }) { needs.append(need) }
        }
        // `ResultViewController *resultVC = …` with the type unknown: clang reads a product and also misses
        // `resultVC`, which the line itself declares.
        needs.removeAll { need in
            need.kind == .variable && need.location.map { typeLines.contains("\($0.file):\($0.line)") } == true
        }
        guard !needs.isEmpty else { return nil }
        self.needs = needs
    }

    private static func need(in error: Diagnostic) -> Need? {
        let message = error.message
        if let match = message.firstMatch(of: #/^unknown type name '(?<name>\w+)'/#) {
            return Need(name: String(match.name), kind: .type, location: error.location)
        }
        if let match = message.firstMatch(of: #/^use of undeclared identifier '(?<name>\w+)'/#) {
            let name = String(match.name)
            return Need(
                name: name, kind: name.first?.isUppercase == true ? .type : .variable, location: error.location)
        }
        if let match = message.firstMatch(
            of: #/^property '(?<name>\w+)' not found on object of type '(?<type>\w+) \*'/#),
            match.type == Self.hostName
        {
            return Need(name: String(match.name), kind: .property, location: error.location)
        }
        if let match = message.firstMatch(of: #/^cannot find interface declaration for '(?<name>\w+)'/#) {
            return Need(name: String(match.name), kind: .type, location: error.location)
        }
        return nil
    }

    /// The warning that says what the fragment needs, at the first need.
    var diagnostic: Diagnostic {
        let names = needs.map { "'\($0.name)'" }.joined(separator: ", ")
        return .warning(
            .incompleteFragment, at: needs.first?.location,
            "a fragment of a larger sample: needs \(names), which it never declares; declare them in a hidden part (// snippet.hide … // snippet.show)",
            notes: needs.dropFirst().map { Diagnostic.Note(location: $0.location, message: "needs '\($0.name)'") })
    }

    /// A hidden part that declares what the fragment needs, in Objective-C.
    var suggestion: String {
        var lines = ["// snippet.hide"]
        for need in needs where need.kind == .type {
            let superclass = need.name.hasSuffix("Controller") ? "UIViewController" : "NSObject"
            lines += ["@interface \(need.name) : \(superclass)", "@end"]
        }
        for need in needs where need.kind == .property {
            lines.append("@property (strong, nonatomic) \(Self.guessedType(need.name)) \(need.name);")
        }
        for need in needs where need.kind == .variable {
            lines.append("static \(Self.guessedType(need.name)) \(need.name);")
        }
        lines.append("// snippet.show")
        return lines.joined(separator: "\n")
    }

    /// A type for a name: `searchController` is a `UISearchController *`, `tableView` a `UITableView *`,
    /// plural names arrays; anything else `id`.
    static func guessedType(_ name: String) -> String {
        let lowered = name.lowercased()
        let known: [(String, String)] = [
            ("searchcontroller", "UISearchController *"), ("searchbar", "UISearchBar *"),
            ("tableview", "UITableView *"), ("label", "UILabel *"), ("button", "UIButton *"),
            ("recognizer", "UIGestureRecognizer *"), ("textfield", "UITextField *"),
        ]
        if let type = known.first(where: { lowered.hasSuffix($0.0) })?.1 { return type }
        if lowered.hasSuffix("s") || lowered.hasSuffix("array") || lowered.hasSuffix("list") { return "NSArray *" }
        return "id"
    }
}
