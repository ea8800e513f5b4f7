import AppleUIKitAPI
import DocgenCore
import SwiftParser
import SwiftSyntax

/// Checks what the compiler cannot: the uses of Apple UIKit API that the headless UIKit does not model.
///
/// Where a type is missing (`cannot find 'UIScreen' in scope`), the compiler says nothing of what the code
/// does with it, and a Swift 2 `UIScreen.mainScreen()` would pass as "unmodelled". So the program's syntax
/// tree is read around each unmodelled name, and what it uses is looked up in Apple's surface:
/// - `Type.member` on an unmodelled type: Apple's type must have that member;
/// - `Type(label: .case)` on an unmodelled type: the case must be one of the parameter's type at Apple;
/// - `value.member = .case` on an unmodelled member: the case must be one of the member's type at Apple.
///
/// What Apple lacks is the doc's error (``DiagnosticID/notInAppleUIKit``): in Xcode's words when Swift 3
/// renamed it (``SwiftThreeRename``), else with the nearest name Apple has.
struct UnmodelledAPIAudit {
    var surface: UIKitSurface

    /// The doc's errors in the uses of `unmodelled` names (`UIScreen`, `UIView.contentMode`).
    func errors(in syntax: ProgramSyntax, unmodelled: [String]) -> [Diagnostic] {
        let types = Set(unmodelled.filter { !$0.contains(".") && !$0.contains("(") })
        let members = unmodelled.filter { !$0.contains("(") && $0.contains(".") }
        guard !types.isEmpty || !members.isEmpty else { return [] }
        let visitor = Visitor(audit: self, syntax: syntax, types: types, members: members)
        visitor.walk(syntax.tree)
        return visitor.errors
    }

    // MARK: - Rules

    /// The error for `member` used on Apple's `type`, or nil when Apple's type has it.
    func memberError(_ member: String, of type: String, labels: [String]?, at location: DocgenCore.SourceLocation?)
        -> Diagnostic?
    {
        guard surface.type(type) != nil, surface.members(named: member, of: type).isEmpty else { return nil }
        if let replacement = SwiftThreeRename.replacement(for: member, of: type, labels: labels, in: surface) {
            return .error(
                .notInAppleUIKit, at: location, SwiftThreeRename.message(member, labels: labels, renamedTo: replacement))
        }
        let near = surface.nearestMembers(to: member, of: type).first
        return .error(
            .notInAppleUIKit, at: location, "type '\(type)' has no member '\(member)'",
            notes: near.map { [Diagnostic.Note(location: location, message: "did you mean '\($0)'?")] } ?? [])
    }

    /// The type of the parameter labelled `label` in Apple's initializers of `type` (`UIButton.ButtonType` of
    /// `init(type:)`), when they agree on one.
    func parameterType(label: String, ofInitializersOf type: String) -> String? {
        var found: Set<String> = []
        for initializer in surface.initializers(of: type) where initializer.argumentLabels?.contains(label) == true {
            let tree = Parser.parse(source: initializer.declaration)
            guard let decl = tree.statements.first?.item.as(InitializerDeclSyntax.self) else { continue }
            for parameter in decl.signature.parameterClause.parameters where parameter.firstName.text == label {
                found.insert(resolved(parameter.type.trimmedDescription, in: type))
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The declared type of Apple's property `member` of `owner` (`UIView.ContentMode` of `contentMode`).
    func propertyType(_ member: String, of owner: String) -> String? {
        guard let symbol = surface.members(named: member, of: owner).first(where: { $0.kind == .property }) else {
            return nil
        }
        let tree = Parser.parse(source: symbol.declaration)
        guard let variable = tree.statements.first?.item.as(VariableDeclSyntax.self),
            let type = variable.bindings.first?.typeAnnotation?.type
        else { return nil }
        return resolved(type.trimmedDescription, in: symbol.owner ?? owner)
    }

    /// A declaration's type as the surface names it: optionality dropped, a nested name qualified.
    private func resolved(_ type: String, in owner: String) -> String {
        let base = CompileFailureClassifier.baseType(type)
        if surface.type(base) == nil, surface.type("\(owner).\(base)") != nil { return "\(owner).\(base)" }
        return base
    }

    /// `.case` used where Apple's `type` is expected: an error when the type has members and none is named so.
    func caseError(_ name: String, expected type: String, at location: DocgenCore.SourceLocation?) -> Diagnostic? {
        guard !surface.members(of: type).isEmpty else { return nil }
        return memberError(name, of: type, labels: nil, at: location)
    }

    // MARK: - Walking the tree

    private final class Visitor: SyntaxVisitor {
        let audit: UnmodelledAPIAudit
        let syntax: ProgramSyntax
        let types: Set<String>
        /// `UIView.contentMode` as (owner, member).
        let members: [(owner: String, member: String)]
        var errors: [Diagnostic] = []

        init(audit: UnmodelledAPIAudit, syntax: ProgramSyntax, types: Set<String>, members: [String]) {
            self.audit = audit
            self.syntax = syntax
            self.types = types
            self.members = members.compactMap { name in
                guard let dot = name.lastIndex(of: ".") else { return nil }
                return (String(name[..<dot]), String(name[name.index(after: dot)...]))
            }
            super.init(viewMode: .sourceAccurate)
        }

        func add(_ error: Diagnostic?) {
            guard let error, !errors.contains(error) else { return }
            errors.append(error)
        }

        /// `UIScreen.mainScreen()`.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self), types.contains(base.baseName.text) {
                let name = node.declName.baseName
                add(
                    audit.memberError(
                        name.text, of: base.baseName.text, labels: ProgramSyntax.callLabels(ofMemberNamed: name),
                        at: syntax.docLocation(of: name)))
            }
            return .visitChildren
        }

        /// `UIButton(type: .ContactAdd)`.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                types.contains(callee.baseName.text)
            else { return .visitChildren }
            for argument in node.arguments {
                guard let label = argument.label?.text, let name = Self.implicitMember(argument.expression),
                    let type = audit.parameterType(label: label, ofInitializersOf: callee.baseName.text)
                else { continue }
                add(audit.caseError(name.text, expected: type, at: syntax.docLocation(of: name)))
            }
            return .visitChildren
        }

        /// `imageView.contentMode = .ScaleAspectFit` (the parser leaves operators unfolded: a sequence).
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self),
                let name = Self.implicitMember(elements[2])
            else { return .visitChildren }
            let member = target.declName.baseName.text
            for (owner, unmodelled) in members where unmodelled == member {
                guard let type = audit.propertyType(member, of: owner) else { continue }
                add(audit.caseError(name.text, expected: type, at: syntax.docLocation(of: name)))
                break
            }
            return .visitChildren
        }

        /// The case name of `.case` (no base).
        static func implicitMember(_ expression: ExprSyntax) -> TokenSyntax? {
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return member.declName.baseName
        }
    }
}
