import AppleUIKitAPI
import DocgenCore
import ExampleExtraction
import SwiftParser
import SwiftSyntax

/// A method of a type that adopts a UIKit protocol whose name nearly matches one of the protocol's optional
/// requirements (`tableView(_:didSelectRowAtIndexPath:)`, `tableView(_:didSelectRowat:)` for
/// `tableView(_:didSelectRowAt:)`): Xcode warns "instance method … nearly matches optional requirement … of
/// protocol …", because the method is never called — UIKit calls the requirement, which the type does not
/// implement. The Linux compiler cannot say so: the headless UIKit's optional requirements have default
/// implementations, and Swift checks near misses only of Objective-C's optional requirements.
///
/// docgen reports it as the doc's error, not as a warning that may pass: a doc shows a delegate or data
/// source method so that UIKit calls it, and this one never runs. Whether the app's visible behaviour
/// depends on it cannot be told without knowing what the app is meant to do (a misspelt `didSelectRowAt`
/// leaves a row tap doing nothing, which no invariant can tell from an app that ignores taps).
///
/// A near miss, part by part (the base name, then each argument label, the same number of each): every part
/// is the requirement's, or a typo of it (`NearMiss`), or the requirement's label with a type name after it
/// (Swift 2's `didSelectRowAtIndexPath` for `didSelectRowAt`), or any label where the requirement has none
/// (`_`: Swift 2 named the first argument); at least one part differs. Only the protocols the type (or an
/// extension of it) adopts by name, with those they inherit, as Apple's data lists them; not a method that is
/// an `override`, that is exactly some requirement of those protocols, or that Apple's superclasses of the
/// type declare.
enum RequirementNearMiss {
    /// One error per method that nearly matches an optional requirement, at the method's name.
    static func errors(in program: AssembledProgram, surface: UIKitSurface) -> [Diagnostic] {
        let text = program.lines.map(\.text).joined(separator: "\n")
        guard text.contains("func ") else { return [] }
        let tree = Parser.parse(source: text)
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var errors: [Diagnostic] = []
        for (typeName, type) in visitor.types.sorted(by: { $0.key < $1.key }) {
            let protocols = adoptedProtocols(type.inherited, surface: surface)
            guard !protocols.isEmpty else { continue }
            let requirements = protocols.flatMap { name in
                surface.requirements(of: name).filter(\.isOptional).map { (protocolName: name, symbol: $0) }
            }
            let exact = Set(protocols.flatMap { surface.requirements(of: $0).map(\.member) })
            let superclassMembers = Set(type.inherited.flatMap { surface.members(of: $0).map(\.member) })
            for method in type.methods where !method.isOverride {
                guard !exact.contains(method.name), !superclassMembers.contains(method.name),
                    let match = requirements.first(where: { isNearMiss(method.name, of: $0.symbol.member) }),
                    let location = location(of: method.position, converter: converter, program: program)
                else { continue }
                errors.append(error(method.name, match.symbol.member, match.protocolName, typeName, at: location))
            }
        }
        return errors.sorted { first, second in
            (first.location?.line ?? 0, first.location?.column ?? 0)
                < (second.location?.line ?? 0, second.location?.column ?? 0)
        }
    }

    /// Xcode's warning, as the doc's error, with Xcode's fix-it as a note.
    private static func error(
        _ method: String, _ requirement: String, _ protocolName: String, _ typeName: String,
        at location: DocgenCore.SourceLocation
    ) -> Diagnostic {
        .error(
            .requirementNearMiss, at: location,
            "instance method '\(method)' nearly matches optional requirement '\(requirement)' of protocol "
                + "'\(protocolName)': UIKit never calls it on '\(typeName)'",
            notes: [
                Diagnostic.Note(location: location, message: "rename to '\(requirement)' to satisfy this requirement")
            ]
        )
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
            enter(node.name.text, node.inheritanceClause)
        }
        override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.inheritanceClause)
        }
        override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.inheritanceClause)
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

        private func enter(_ name: String, _ clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
            enclosing.append(name)
            let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            types[name, default: TypeFacts()].inherited += inherited
            return .visitChildren
        }
    }
}
