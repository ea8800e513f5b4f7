import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// What the other examples of a fragment's document declare of the names it needs (issue 31: joining the
/// blocks of the document that declare what it uses, earlier or later): `private func addGame(_:)` shown in a
/// later section, used by a `tableView(_:commit:forRowAt:)` shown first. Only members (functions and
/// properties of a type the doc shows, or of the hidden host docgen put a fragment in) and functions shown with
/// no type around them are taken: they are what a fragment's host would have; the doc shows them, so they are
/// no need.
struct DocumentJoin {
    /// A declaration another example shows: its name, its code as the doc wrote it, where it is.
    struct Declaration: Hashable {
        var name: String
        var code: String
        var location: DocgenCore.SourceLocation?
        /// The type (or extended type) it is a member of; nil for a function shown alone or a variable.
        var owner: String? = nil
    }

    /// The members the other Swift examples of `example`'s document declare with a name in `needs`, the
    /// first declaration of each name in the document's order. With `locals`, the variables their statements
    /// declare instead (`let alert = UIAlertController(…)` in a method of an earlier block, for a statement
    /// quoted from it in the prose: `alert.addAction(…)`), for a fragment of statements with no host. With
    /// `owners`, only the members of those types (`var cities` of the `ViewController` an earlier step shows,
    /// for the step that adds its table methods to `ViewController`).
    static func declarations(
        of needs: [String], for example: Example, in set: ExampleSet, locals: Bool = false,
        owners: Set<String>? = nil
    ) -> [Declaration] {
        guard let file = example.sources.first?.file, !needs.isEmpty else { return [] }
        var wanted = Set(needs)
        var found: [Declaration] = []
        for other in set.examples
        where other.id != example.id && other.language == .swift && other.sources.first?.file == file {
            let program = other.ownProgram
            let tree = SwiftSourceTrees.tree(of: program.text)
            let converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
            let collector = MemberCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            // Members, and functions shown with no type around them (a method whose class the doc leaves out);
            // or the variables of statements, in a body or at the top level.
            let functions = tree.statements.compactMap { $0.item.as(FunctionDeclSyntax.self).map(DeclSyntax.init) }
            let members = collector.members.filter { owners?.contains(MemberCollector.owner(of: $0) ?? "") ?? true }
            let declarations =
                (locals ? collector.localVariables : members.map(\.decl) + (owners == nil ? functions : []))
                .sorted { $0.position < $1.position }
            for declaration in declarations {
                let names = SwiftNames.declared(by: Syntax(declaration))
                guard let name = names.first(where: wanted.contains) else { continue }
                let line = declaration.startLocation(converter: converter).line - 1
                // Only what the doc shows: a member docgen generated has no line of the doc.
                guard program.lines.indices.contains(line), let origin = program.lines[line].origin else { continue }
                wanted.remove(name)
                let owner = declaration.parent?.as(MemberBlockItemSyntax.self).flatMap(MemberCollector.owner(of:))
                found.append(
                    Declaration(name: name, code: declaration.trimmedDescription, location: origin, owner: owner))
            }
        }
        return found
    }
}

extension DocumentJoin {
    /// The protocols each extension of a tree declares its type adopts, by the type's name: what another block
    /// of the app adds to a type, whatever version of its class a block shows. With `declarations`, those the
    /// type's own declarations list (and its superclass): a class declared again with other protocols is a
    /// later version of it (a tutorial's next step), what the doc says of its class where a fragment is put in it.
    static func conformances(in tree: SourceFileSyntax, declarations: Bool = false) -> [String: Set<String>] {
        var conformances: [String: Set<String>] = [:]
        for statement in tree.statements {
            let item = statement.item
            let named: (String, InheritedTypeListSyntax?)?
            if declarations {
                named = item.asProtocol(NamedDeclSyntax.self).flatMap { declaration in
                    item.asProtocol(DeclGroupSyntax.self).map {
                        (declaration.name.text, $0.inheritanceClause?.inheritedTypes)
                    }
                }
            } else {
                named = item.as(ExtensionDeclSyntax.self).map {
                    ($0.extendedType.trimmedDescription, $0.inheritanceClause?.inheritedTypes)
                }
            }
            guard let (name, inherited) = named, let inherited else { continue }
            conformances[name, default: []].formUnion(inherited.map(\.type.trimmedDescription))
        }
        return conformances
    }

    /// The types (not extensions) a program declares at its top level.
    static func typesDeclared(by program: AssembledProgram) -> Set<String> {
        Set(
            SwiftSourceTrees.tree(of: program.text).statements.compactMap { statement -> String? in
                guard let decl = statement.item.as(DeclSyntax.self), decl.isProtocol(DeclGroupSyntax.self) else {
                    return nil
                }
                return decl.asProtocol(NamedDeclSyntax.self)?.name.text
            })
    }
}

/// Every member of every type (and extension) of a tree, and every variable a statement declares, in source
/// order.
private final class MemberCollector: SyntaxVisitor {
    var members: [MemberBlockItemSyntax] = []
    var localVariables: [DeclSyntax] = []

    /// The name of the type (or the extended type) a member is declared in.
    static func owner(of member: MemberBlockItemSyntax) -> String? {
        guard let group = member.parent?.parent?.parent else { return nil }
        if let type = group.asProtocol(NamedDeclSyntax.self), group.isProtocol(DeclGroupSyntax.self) {
            return type.name.text
        }
        return group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        members.append(node)
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.item.as(VariableDeclSyntax.self) { localVariables.append(DeclSyntax(variable)) }
        return .visitChildren
    }
}
