import DocgenCore
import SwiftSyntax

/// The names an example's other errors may follow from: UIKit types and members (`.sheetPresentationController`)
/// the headless UIKit does not model and names the fragment never declares, with every variable initialised from them (`var myButton =
/// UIButton(type: .system)`, `let frame = previewButton.frame`), whose type the compiler cannot know.
///
/// An error in a statement that uses one of them (`cannot infer contextual base in reference to member
/// 'normal'` in `myButton.setTitle("Go", for: .normal)`, `cannot convert value of type 'Float16'` where
/// `frame ?? .zero` could not be typed) is a cascade of that name, none of the doc's own.
struct CascadeRoots {
    let syntax: ProgramSyntax
    /// The roots and the variables initialised from them.
    private(set) var names: Set<String>

    init(_ roots: [String], in syntax: ProgramSyntax) {
        self.syntax = syntax
        names = Set(roots)
        guard !names.isEmpty else { return }
        let collector = BindingCollector(viewMode: .sourceAccurate)
        collector.walk(syntax.tree)
        // Until nothing changes: `let a = root; let b = a`.
        var changed = true
        while changed {
            changed = false
            for (name, uses) in collector.bindings where !names.contains(name) && !uses.isDisjoint(with: names) {
                names.insert(name)
                changed = true
            }
        }
    }

    /// Whether the statement at `location` uses one of the names.
    func isCascade(at location: DocgenCore.SourceLocation) -> Bool {
        // A statement SwiftParser cannot read (`orangeVC.` with no member) is the doc's error whatever it uses.
        guard !names.isEmpty, let statement = syntax.statement(at: location), !statement.hasError else {
            return false
        }
        if statement.referencedNames.contains(where: names.contains) { return true }
        // The members a statement reads: a call to a member the doc got wrong (`self.presentViewController(alert,
        // …, completion: nil)`) cannot type its arguments. Not a declaration's: its error is about itself (a
        // missing `override`), whatever its body reads.
        if statement.is(CodeBlockItemSyntax.self),
            BindingCollector.uses(of: statement).contains(where: names.contains)
        {
            return true
        }
        // `return .init(operation: .move)` in a function declared to return an unmodelled type: the value's
        // type is that root, whatever the statement names.
        guard statement.as(CodeBlockItemSyntax.self)?.item.is(ReturnStmtSyntax.self) == true,
            let result = Self.declaredResult(enclosing: statement)
        else { return false }
        return result.referencedNames.contains(where: names.contains)
    }

    /// The result type of the function, accessor or closure that holds `node`, as declared.
    private static func declaredResult(enclosing node: Syntax) -> TypeSyntax? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            if let closure = parent.as(ClosureExprSyntax.self) { return closure.signature?.returnClause?.type }
            if parent.is(AccessorDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                return parent.ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self)?.typeAnnotation?.type })
                    ?? parent.ancestorOrSelf(mapping: { $0.as(SubscriptDeclSyntax.self)?.returnClause.type })
            }
            current = parent.parent
        }
        return nil
    }

    /// Whether the member at `location` (`detents` of `sheetController.detents`) is read from one of the names
    /// (an implicit member, `.medium()`, when its statement uses one).
    func isCascade(ofMemberAt location: DocgenCore.SourceLocation) -> Bool {
        guard !names.isEmpty, let token = syntax.token(at: location) else { return false }
        // `.medium()` has no base: its type comes from the statement (`sheetController.detents = [.medium()]`).
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base else {
            return isCascade(at: location)
        }
        return base.referencedNames.contains(where: names.contains)
    }

    /// Each variable bound with an initializer or a type, and the names those use.
    private final class BindingCollector: SyntaxVisitor {
        var bindings: [(name: String, uses: Set<String>)] = []

        /// The names an initializer uses, and the members it reads (`.sheetPresentationController`).
        static func uses(of value: some SyntaxProtocol) -> [String] {
            value.referencedNames
                + value.tokens(viewMode: .sourceAccurate).compactMap { token in
                    guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                        member.declName.baseName.id == token.id
                    else { return nil }
                    return "." + token.text
                }
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let identifier = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
            var uses = Set(node.initializer.map { Self.uses(of: $0.value) } ?? [])
            uses.formUnion(node.typeAnnotation?.type.referencedNames ?? [])
            if !uses.isEmpty { bindings.append((identifier.identifier.text, uses)) }
            return .visitChildren
        }

        /// `if let sheetController = nav.sheetPresentationController`.
        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            guard let identifier = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
            var uses = Set(node.initializer.map { Self.uses(of: $0.value) } ?? [identifier.identifier.text])
            uses.formUnion(node.typeAnnotation?.type.referencedNames ?? [])
            bindings.append((identifier.identifier.text, uses))
            return .visitChildren
        }
    }
}
