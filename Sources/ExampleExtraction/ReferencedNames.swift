import SwiftSyntax

/// The names a Swift block refers to without qualification (`myLabel.text = …`, `self.tableView`), and the
/// names it declares anywhere (`let x`, parameters, functions): what it takes from the program around it is
/// the first set less the second.
///
/// `movie.title` refers to `movie`, not to `title`; `self.title` refers to `title`, a member of the type the
/// code is in.
///
/// Apart from those: the types it names unqualified (`let vc: FirstViewController`, `[Song]`, not `B` of
/// `A.B`) and the types it declares at any depth (`class`, `struct`, `enum`, `protocol`, `actor`,
/// `typealias`, `associatedtype`, generic parameters): what it needs from the app's other files.
struct ReferencedNames: Hashable, Sendable {
    var unqualified: Set<String> = []
    var declared: Set<String> = []
    var types: Set<String> = []
    var declaredTypes: Set<String> = []

    /// No names.
    init() {}

    init(_ tree: some SyntaxProtocol) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        unqualified = collector.unqualified
        declared = collector.declared
        types = collector.types
        declaredTypes = collector.declaredTypes
    }

    /// The names the block uses and does not declare itself.
    var taken: Set<String> { unqualified.subtracting(declared) }

    /// The names the block uses, as a value or a type, and declares nowhere (`FirstViewController` of
    /// `let first: FirstViewController = FirstViewController()`).
    var undeclared: Set<String> { unqualified.union(types).subtracting(declared).subtracting(declaredTypes) }

    private final class Collector: SyntaxVisitor {
        var unqualified: Set<String> = []
        var declared: Set<String> = []
        var types: Set<String> = []
        var declaredTypes: Set<String> = []

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            types.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declaresType(node.name) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declaresType(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declaresType(node.name) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declaresType(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declaresType(node.name) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declaresType(node.name) }
        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            declaresType(node.name)
        }
        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declaresType(node.name) }

        private func declaresType(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
            declaredTypes.insert(name.text)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard case .identifier(let name) = node.baseName.tokenKind else { return .visitChildren }
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
                // `x.name`: a member of `x`, unless `x` is `self`.
                guard let base = access.base?.as(DeclReferenceExprSyntax.self),
                    base.baseName.tokenKind == .keyword(.self)
                else { return .visitChildren }
            }
            unqualified.insert(name)
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            declared.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            declared.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }
    }
}

/// What a piece of Swift code refers to, for the stages after extraction.
public enum SwiftNames {
    /// The names `code` uses, as values or types, and declares nowhere (a parameter, a local, a closure's
    /// argument of the same name is its own): what it needs from the program around it.
    public static func undeclared(in code: String) -> Set<String> {
        ReferencedNames(SwiftSourceTrees.tree(of: code)).undeclared
    }

    /// The names a variable or function declaration declares (`let a = 1, (b, c) = pair` → `a`, `b`, `c`;
    /// `func f()` → `f`); none for any other node.
    public static func declared(by node: Syntax) -> [String] {
        if let function = node.as(FunctionDeclSyntax.self) { return [function.name.text] }
        guard let variable = node.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.flatMap { binding in
            binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            }
        }
    }
}
