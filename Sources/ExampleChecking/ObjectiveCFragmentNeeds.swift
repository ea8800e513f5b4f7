import AppleUIKitAPI
import DocgenCore

/// What clang's errors say an Objective-C fragment needs when all it lacks is declarations it never shows
/// (a class of the sample, a property of the class it belongs to): the names, and a hidden part declaring
/// them. Any other error makes the example a failure, not an incomplete fragment.
struct ObjectiveCFragmentNeeds: Hashable, Sendable {
    struct Need: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// `unknown type name 'X'`, `use of undeclared identifier 'X'` for a capitalised name, a class no
            /// interface declares.
            case type
            /// `property 'x' not found on object of type 'DocgenHostViewController *'`.
            case property
            /// `use of undeclared identifier 'x'`.
            case variable
            /// `no visible @interface for 'DocgenHostViewController' declares the selector 'reload:'`: a method
            /// of the class the fragment belongs to (a setter, `setX:`, is a property `x`).
            case method
        }

        var name: String
        var kind: Kind
        var location: SourceLocation?
    }

    var needs: [Need]

    /// The hidden host's name (`ObjectiveCAssembler`'s, the same as the Swift host's).
    static let hostName = "DocgenHostViewController"

    /// The needs, if every error is a missing declaration (and there is at least one). `classes` are those whose
    /// members the doc does not show (the hidden host, a class whose `@interface` it shows in part): a property
    /// or method not found on one of them is a need.
    init?(errors: [Diagnostic], classes: Set<String> = [hostName]) {
        var needs: [Need] = []
        var typeLines: Set<String> = []
        // In a category on a class the fragment never shows, `self` is an `id`: what is not found on it
        // follows from the missing interface.
        let facts = errors.compactMap(\.clangFact)
        let missingInterfaces = Set(
            facts.filter { $0.kind == .unknownInterface || $0.kind == .unknownSuperclass }.map(\.name))
        for error in errors {
            if !missingInterfaces.isEmpty, Self.isOnUnknownObject(error, missingInterfaces: missingInterfaces) {
                continue
            }
            guard let need = Self.need(in: error, classes: classes) else { return nil }
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

    private static func need(in error: Diagnostic, classes: Set<String> = [hostName]) -> Need? {
        // A typo of a UIKit name (`did you mean` added from Apple's data or the headers' selectors) is the
        // doc's error, never a need.
        guard !Self.suggestsATypo(error), let fact = error.clangFact, !fact.name.isEmpty else { return nil }
        let name = fact.name
        switch fact.kind {
        case .unknownTypeName, .unknownInterface, .unknownSuperclass:
            return Need(name: name, kind: .type, location: error.location)
        // `[tableView cellForRowAtIndexPath:indexPath]` outside the method that has `tableView`; `[ViewController
        // alloc]`, a class of the sample the doc does not show.
        case .unknownReceiver:
            return Need(name: name, kind: name.first?.isLowercase == true ? .variable : .type, location: error.location)
        case .undeclaredIdentifier:
            return Need(name: name, kind: name.first?.isUppercase == true ? .type : .variable, location: error.location)
        case .propertyNotFound:
            guard let type = fact.type, classes.contains(type) else { return nil }
            return Need(name: name, kind: .property, location: error.location)
        case .selectorNotInInterface:
            guard let type = fact.type, classes.contains(type) else { return nil }
            if let property = propertyOfSetter(name) {
                return Need(name: property, kind: .property, location: error.location)
            }
            return Need(name: name, kind: .method, location: error.location)
        case .undeclaredFunction, .unknownProtocol, .unknownTypeOrProtocol, .selectorNotFound, .fileNotFound,
            .incompatiblePointerTypes:
            return nil
        }
    }

    /// The member of the hidden host an error says it lacks, as Apple's data names it: `delegate` for
    /// `self.delegate`, `navigationBar` for `[self setNavigationBar:…]`, `pushViewController` for
    /// `[self pushViewController:… animated:…]`.
    static func hostMember(in error: Diagnostic) -> String? {
        guard let need = need(in: error) else { return nil }
        switch need.kind {
        case .property: return need.name
        case .method: return need.name.split(separator: ":").first.map(String.init)
        case .type, .variable: return nil
        }
    }

    /// The name of the host's member a need is (`contents` of `[self contents]` or `self.contents`); nil for a
    /// type or a variable.
    static func memberName(_ need: Need) -> String? {
        switch need.kind {
        case .property: need.name
        case .method: need.name.contains(":") ? nil : need.name
        case .type, .variable: nil
        }
    }

    /// `self.textLabel` in a category on a class no interface declares (`self` is an `id` there), or on an
    /// object whose class the code does not say: a member looked up on an unknown object.
    static func isOnUnknownObject(_ error: Diagnostic, missingInterfaces: Set<String>) -> Bool {
        guard let fact = error.clangFact, fact.kind == .propertyNotFound else { return false }
        return fact.type.map { $0 == "id" || missingInterfaces.contains($0) } ?? true
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
        for need in needs where need.kind == .method {
            lines.append(Self.methodDeclaration(need.name))
        }
        lines.append("// snippet.show")
        return lines.joined(separator: "\n")
    }

    /// Whether clang (its `did you mean` variant of a diagnostic, `unknown type name 'UITablView'; did you mean
    /// 'UITableView'?`) or docgen (a `did you mean` note it added) says the name is a typo of a declared one.
    static func suggestsATypo(_ error: Diagnostic) -> Bool {
        if error.notes.contains(where: { $0.message.hasPrefix(ObjectiveCSelectorIndex.suggestionPrefix) }) {
            return true
        }
        guard let fact = error.clangFact, fact.isCorrected else { return false }
        // `unknown receiver 'tableView'; did you mean 'UITableView'?`: a variable named after its class, as
        // Apple's naming conventions name it (the class without its prefix), is no typo of the class.
        guard !fact.name.isEmpty, let suggestion = fact.suggestion else { return true }
        // clang's guess is generous (`infoViewController` for `UIViewController`, four edits apart): a typo is
        // what docgen's one rule says it is, for Swift and Objective-C alike.
        return NearMiss.isNearMiss(fact.name, of: suggestion) && !isNamedAfterItsClass(fact.name, suggestion)
    }

    /// `tableView` of `UITableView`, `indexPath` of `NSIndexPath`, and the app's `ViewController` of
    /// `UIViewController` (as Xcode's templates name it): a name that is the class's name without its
    /// two-letter prefix.
    static func isNamedAfterItsClass(_ name: String, _ type: String) -> Bool {
        guard CompileFailureClassifier.hasAppleFrameworkPrefix(type) else { return false }
        return type.dropFirst(2).lowercased() == name.lowercased()
    }

    /// `setTableView:` → `tableView`; nil for a selector that is no one-argument setter.
    static func propertyOfSetter(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1
        else { return nil }
        let name = selector.dropFirst(3).dropLast()
        guard let first = name.first, first.isUppercase else { return nil }
        return first.lowercased() + name.dropFirst()
    }

    /// `- (void)reload;` for `reload`, `- (void)show:(id)arg1 animated:(id)arg2;` for `show:animated:`.
    static func methodDeclaration(_ selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard selector.contains(":") else { return "- (void)\(selector);" }
        let arguments = parts.enumerated().map { "\($1):(id)arg\($0 + 1)" }
        return "- (void)" + arguments.joined(separator: " ") + ";"
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
