import AppleUIKitAPI
import DocgenCore
import SwiftParser
import SwiftSyntax

/// A method of a type that adopts a UIKit protocol whose name nearly matches one of the protocol's optional
/// requirements (`tableView(_:didSelectRowAtIndexPath:)`, `tableView(_:didSelectRowat:)` for
/// `tableView(_:didSelectRowAt:)`): Xcode warns "instance method … nearly matches optional requirement … of
/// protocol …", because the method is never called — UIKit calls the requirement, which the type does not
/// implement. The Linux compiler cannot say so: the headless UIKit's optional requirements have default
/// implementations, and Swift checks near misses only of Objective-C's optional requirements.
///
/// Like Xcode, docgen warns (DG0684); the example fails only where the app's behaviour depends on the method:
/// where UIKit calls the requirement while the example runs (its first screen, its session, or exploring it).
/// For that the generated copy gives the type the requirement (a `Void` one, with Apple's declaration) in
/// an extension that records the call (`NearMissedRequirement` in `UIKitDriver`), and the checks fail at the
/// near miss's line when it was called. A near miss UIKit never calls while the example runs (an app
/// delegate's, when docgen plays the doc's view controller) stays a warning, as Xcode's does.
///
/// A near miss, part by part (the base name, then each argument label, the same number of each): every part
/// is the requirement's, or a typo of it (`NearMiss`), or the requirement's label with a type name after it
/// (Swift 2's `didSelectRowAtIndexPath` for `didSelectRowAt`), or any label where the requirement has none
/// (`_`: Swift 2 named the first argument); at least one part differs. Only the protocols the type (or an
/// extension of it) adopts by name, with those they inherit, as Apple's data lists them; not a method that is
/// an `override`, that is exactly some requirement of those protocols, or that Apple's superclasses of the
/// type declare.
public enum RequirementNearMiss {
    /// One method that nearly matches a requirement.
    public struct Finding: Hashable, Sendable {
        /// `tableView(_:didSelectRowAtt:)`.
        public var method: String
        /// `tableView(_:didSelectRowAt:)`.
        public var requirement: String
        /// `UITableViewDelegate`.
        public var protocolName: String
        /// The type that declares the method, as the program names it.
        public var typeName: String
        /// Where the method's name is written in the docs.
        public var location: DocgenCore.SourceLocation
        /// Apple's declaration of the requirement when the generated copy can give it to the type to record
        /// its calls: a requirement returning nothing, of a top-level type the program declares, not public,
        /// whose superclass (if any) is Apple's, so that no implementation of the program's own is overridden.
        public var recordingDeclaration: String?

        /// Xcode's warning, with its fix-it as a note.
        public var warning: Diagnostic {
            .warning(
                .requirementNearMiss, at: location,
                "instance method '\(method)' nearly matches optional requirement '\(requirement)' of protocol "
                    + "'\(protocolName)'",
                notes: [
                    Diagnostic.Note(
                        location: location, message: "rename to '\(requirement)' to satisfy this requirement")
                ])
        }
    }

    /// The findings against Apple's bundled UIKit surface (none when it cannot be loaded).
    public static func findings(in program: AssembledProgram) -> [Finding] {
        guard case .success(let surface) = UIKitSurface.bundled else { return [] }
        return findings(in: program, surface: surface)
    }

    /// Every method of the program that nearly matches an optional requirement, in doc order.
    public static func findings(in program: AssembledProgram, surface: UIKitSurface) -> [Finding] {
        let text = program.lines.map(\.text).joined(separator: "\n")
        // UIKit's protocols are named `UI…` (or `NS…`, adopted with a `UI…` one in examples).
        guard text.contains("func "), text.contains("UI") else { return [] }
        let tree = SwiftSourceTrees.tree(of: text)
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var found: [Finding] = []
        for (typeName, type) in visitor.types.sorted(by: { $0.key < $1.key }) {
            let superclassConformances = Set(
                type.inherited.flatMap { name -> [String] in
                    surface.type(name)?.kind == .class ? surface.conformances(of: name) : []
                })
            let protocols = adoptedProtocols(type.inherited, surface: surface).filter {
                !superclassConformances.contains($0)
            }
            guard !protocols.isEmpty else { continue }
            let requirements = protocols.flatMap { name in
                surface.requirements(of: name).filter(\.isOptional).map { (protocolName: name, symbol: $0) }
            }
            let exact = Set(protocols.flatMap { surface.requirements(of: $0).map(\.member) })
            let superclassMembers = Set(type.inherited.flatMap { surface.members(of: $0).map(\.member) })
            let canRecord = type.isDeclaredAtTopLevel && !type.isPublic && type.hasNoSuperclassOfTheProgram(surface)
            for method in type.methods where !method.isOverride {
                guard !exact.contains(method.name), !superclassMembers.contains(method.name),
                    let match = requirements.first(where: { isNearMiss(method.name, of: $0.symbol.member) }),
                    let location = location(of: method.position, converter: converter, program: program)
                else { continue }
                found.append(
                    Finding(
                        method: method.name, requirement: match.symbol.member, protocolName: match.protocolName,
                        typeName: typeName, location: location,
                        recordingDeclaration: canRecord ? recordable(match.symbol.declaration) : nil))
            }
        }
        return found.sorted { first, second in
            (first.location.line, first.location.column) < (second.location.line, second.location.column)
        }
    }

    /// Apple's declaration without `optional` and attributes, if the requirement returns nothing.
    static func recordable(_ declaration: String) -> String? {
        guard let function = declaration.range(of: "func ") else { return nil }
        let text = String(declaration[function.lowerBound...])
        guard !text.contains("->"), !text.contains("async"), !text.contains("throws") else { return nil }
        return text
    }

    /// The UIKit protocols among `inherited` (a type's inheritance clauses), with those they inherit.
    static func adoptedProtocols(_ inherited: [String], surface: UIKitSurface) -> [String] {
        var result: [String] = []
        for name in inherited where surface.type(name)?.kind == .protocol {
            for adopted in [name] + surface.conformances(of: name) where !result.contains(adopted) {
                result.append(adopted)
            }
        }
        return result
    }

    /// Whether the method name `name` (`tableView(_:didSelectRowAtIndexPath:)`) nearly matches the
    /// requirement `requirement` (see the type's comment).
    static func isNearMiss(_ name: String, of requirement: String) -> Bool {
        let method = parts(name)
        let wanted = parts(requirement)
        guard method.count == wanted.count, method != wanted, method.count > 1 else { return false }
        for (index, (part, expected)) in zip(method, wanted).enumerated() where part != expected {
            let isLabel = index > 0
            if isLabel && expected == "_" { continue }
            if isLabel && part.hasPrefix(expected) && part.dropFirst(expected.count).first?.isUppercase == true {
                continue
            }
            if expected != "_", part != "_", NearMiss.isNearMiss(part, of: expected) { continue }
            return false
        }
        return true
    }

    /// `tableView(_:didSelectRowAt:)` → `["tableView", "_", "didSelectRowAt"]`.
    static func parts(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [name] }
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        return [String(name[..<open])] + labels
    }

    /// The Markdown place of a position in the program's text.
    private static func location(
        of position: AbsolutePosition, converter: SourceLocationConverter, program: AssembledProgram
    ) -> DocgenCore.SourceLocation? {
        let place = converter.location(for: position)
        guard place.line >= 1, place.line <= program.lines.count, let origin = program.lines[place.line - 1].origin
        else { return nil }
        return DocgenCore.SourceLocation(file: origin.file, line: origin.line, column: origin.column + place.column - 1)
    }

    /// A type of the program: what its declaration and extensions inherit, and their methods.
    struct TypeFacts {
        var inherited: [String] = []
        var methods: [Method] = []
        /// The program declares the type (not only extends it), at the top level.
        var isDeclaredAtTopLevel = false
        var isPublic = false

        /// Whether the type's superclass, if it has one, is Apple's (or `NSObject`), not one of the program's.
        func hasNoSuperclassOfTheProgram(_ surface: UIKitSurface) -> Bool {
            guard let first = inherited.first else { return true }
            return first == "NSObject" || surface.type(first) != nil
        }
    }

    struct Method {
        /// `tableView(_:didSelectRowAt:)`.
        var name: String
        var isOverride: Bool
        var position: AbsolutePosition
    }

    private final class Visitor: SyntaxVisitor {
        var types: [String: TypeFacts] = [:]
        private var enclosing: [String?] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.modifiers)
            return enter(node.name.text, node.inheritanceClause)
        }
        override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.modifiers)
            return enter(node.name.text, node.inheritanceClause)
        }
        override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.modifiers)
            return enter(node.name.text, node.inheritanceClause)
        }
        override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

        /// A protocol's own requirements are no methods of a type.
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enclosing.append(nil)
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedDescription, node.inheritanceClause)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = enclosing.last ?? nil else { return .skipChildren }
            let labels = node.signature.parameterClause.parameters.map { parameter in
                "\(parameter.firstName.text):"
            }
            let method = Method(
                name: "\(node.name.text)(\(labels.joined()))",
                isOverride: node.modifiers.contains { $0.name.tokenKind == .keyword(.override) },
                position: node.name.positionAfterSkippingLeadingTrivia)
            types[owner, default: TypeFacts()].methods.append(method)
            return .skipChildren
        }

        /// A type declaration (before it is entered): at the top level when nothing encloses it.
        private func declare(_ name: String, _ modifiers: DeclModifierListSyntax) {
            types[name, default: TypeFacts()].isDeclaredAtTopLevel = enclosing.isEmpty
            types[name, default: TypeFacts()].isPublic = modifiers.contains { modifier in
                [.keyword(.public), .keyword(.open)].contains(modifier.name.tokenKind)
            }
        }

        private func enter(_ name: String, _ clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
            enclosing.append(name)
            let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            types[name, default: TypeFacts()].inherited += inherited
            return .visitChildren
        }
    }
}
