import AppleUIKitAPI
import DocgenCore
import ExampleExtraction
import SwiftParser
import SwiftSyntax

/// Checks what the compiler cannot: the uses of Apple UIKit API that the headless UIKit does not model.
///
/// Where a type is missing (`cannot find 'UIScreen' in scope`), the compiler says nothing of what the code
/// does with it, and a Swift 2 `UIScreen.mainScreen()` would pass as "unmodelled". So the program's syntax
/// tree is read around each unmodelled name, and what it uses is looked up in Apple's surface:
/// - `Type.member` on an unmodelled type: Apple's type must have that member;
/// - `Type(label: .case)` on an unmodelled type: the case must be one of the parameter's type at Apple;
/// - `value.member = .case` on an unmodelled member: the case must be one of the member's type at Apple;
/// - `value.member(label: …)` on a value of an unmodelled type (`var myButton = UIButton(type: .system)`): Apple's
///   type must have the member, with those labels.
///
/// What Apple lacks is the doc's error (``DiagnosticID/notInAppleUIKit``): in Xcode's words when Swift 3
/// renamed it (``SwiftThreeRename``), else with the nearest name Apple has.
struct UnmodelledAPIAudit {
    var surface: UIKitSurface
    /// The members the program's own extensions add to each type (`extension UITraitCollection { static var
    /// isDarkMode … }`): the doc's, not Apple's, whatever Apple's type has.
    var extensionMembers: [String: Set<String>] = [:]

    /// The doc's errors in the uses of `unmodelled` names (`UIScreen`, `UIView.contentMode`).
    func errors(in syntax: ProgramSyntax, unmodelled: [String]) -> [Diagnostic] {
        let types = Set(unmodelled.filter { !$0.contains(".") && !$0.contains("(") })
        let members = unmodelled.filter { !$0.contains("(") && $0.contains(".") }
        guard !types.isEmpty || !members.isEmpty else { return [] }
        var audit = self
        audit.extensionMembers.merge(Self.extensionMembers(in: syntax.tree)) { $0.union($1) }
        let visitor = Visitor(audit: audit, syntax: syntax, types: types, members: members)
        visitor.walk(syntax.tree)
        return visitor.errors
    }

    /// The members a program's top-level extensions add to each type, by the type's name as written.
    static func extensionMembers(in tree: SourceFileSyntax) -> [String: Set<String>] {
        var members: [String: Set<String>] = [:]
        for extensionDecl in tree.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }) {
            let type = extensionDecl.extendedType.trimmedDescription
            for item in extensionDecl.memberBlock.members {
                members[type, default: []].formUnion(SwiftNames.declared(by: Syntax(item.decl)))
            }
        }
        return members
    }

    // MARK: - Rules

    /// The error for `member` used on Apple's `type`, or nil when Apple's type has it (or, `onlyWithEvidence`,
    /// when Apple has no rename or near name for it either).
    func memberError(
        _ member: String, of type: String, labels: [String]?, at location: DocgenCore.SourceLocation?,
        onlyWithEvidence: Bool = false
    ) -> Diagnostic? {
        guard surface.type(type) != nil, surface.members(named: member, of: type).isEmpty,
            extensionMembers[type]?.contains(member) != true
        else { return nil }
        if let replacement = SwiftThreeRename.replacement(for: member, of: type, labels: labels, in: surface) {
            return .error(
                .notInAppleUIKit, at: location, SwiftThreeRename.message(member, labels: labels, renamedTo: replacement)
            )
        }
        let near = surface.nearestMembers(to: member, of: type).first
        if onlyWithEvidence && near == nil { return nil }
        return .error(
            .notInAppleUIKit, at: location, "type '\(type)' has no member '\(member)'",
            notes: near.map { [Diagnostic.Note(location: location, message: "did you mean '\($0)'?")] } ?? [])
    }

    /// The type of the parameter labelled `label` in Apple's initializers of `type` (`UIButton.ButtonType` of
    /// `init(type:)`), when they agree on one.
    func parameterType(label: String, ofInitializersOf type: String) -> String? {
        var found: Set<String> = []
        for initializer in surface.initializers(of: type) where initializer.argumentLabels?.contains(label) == true {
            if let parameter = parameterType(label: label, of: initializer, in: type) { found.insert(parameter) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The type of the parameter labelled `label` in Apple's declaration of an initializer or method.
    func parameterType(label: String, of symbol: UIKitSymbol, in type: String) -> String? {
        let item = Parser.parse(source: symbol.declaration).statements.first?.item
        guard
            let parameters = item?.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
                ?? item?.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        else { return nil }
        return parameters.first { $0.firstName.text == label }.map {
            resolved($0.type.trimmedDescription, in: symbol.owner ?? type)
        }
    }

    /// A call of Apple's `member` of `type` with labels no declaration has, when exactly one overload takes as
    /// many arguments (and none could take these with defaults): a Swift 2 spelling (`setTitle(_:forState:)`
    /// is `setTitle(_:for:)`: each label the Swift 3 one with the type word left on) in Xcode's words, else
    /// the compiler's "incorrect argument label".
    func labelError(_ member: String, of type: String, labels: [String], at location: DocgenCore.SourceLocation?)
        -> Diagnostic?
    {
        let overloads = surface.members(named: member, of: type).compactMap { symbol in
            symbol.argumentLabels.map { (symbol, $0) }
        }
        guard !overloads.isEmpty,
            !overloads.contains(where: { $0.1 == labels || $0.1.starts(with: labels) }),
            let (apple, expected) = overloads.only(where: { $0.1.count == labels.count })
        else { return nil }
        let have = "\(member)(\(labels.map { "\($0):" }.joined()))"
        let isSwiftTwo = zip(labels, expected).allSatisfy { written, wanted in
            written == wanted || (written.hasPrefix(wanted) && written.count > wanted.count)
        }
        if isSwiftTwo {
            return .error(.notInAppleUIKit, at: location, "'\(have)' has been renamed to '\(apple.member)'")
        }
        let labelsText = { (labels: [String]) in labels.map { "\($0):" }.joined() }
        return .error(
            .notInAppleUIKit, at: location,
            "incorrect argument labels in call (have '\(labelsText(labels))', expected '\(labelsText(expected))')")
    }

    /// The declared type of Apple's property `member` of `owner` (`UIView.ContentMode` of `contentMode`).
    func propertyType(_ member: String, of owner: String) -> String? {
        guard
            let symbol = surface.members(named: member, of: owner).first(where: {
                $0.kind == .property || $0.kind == .typeProperty
            })
        else { return nil }
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

        /// The Apple types of the variables bound to values of the unmodelled types (`var myButton =
        /// UIButton(type: .system)`, `var slider: UISlider!`), whose uses the compiler cannot check.
        var variableTypes: [String: String] = [:]

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                return .visitChildren
            }
            if let annotated = node.typeAnnotation.map({ CompileFailureClassifier.baseType($0.type.trimmedDescription) }
            ),
                types.contains(annotated)
            {
                variableTypes[name] = annotated
            } else if let value = node.initializer?.value, let type = instanceType(of: value) {
                variableTypes[name] = type
            }
            return .visitChildren
        }

        /// The Apple type of a value the compiler cannot type because it comes from an unmodelled type:
        /// `UIButton(type: .system)`, `UIScreen.main`, `myButton.titleLabel`, `self.slider`.
        func instanceType(of expression: ExprSyntax) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return variableTypes[reference.baseName.text]
            }
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                return instanceType(of: unwrapped.expression)
            }
            if let chained = expression.as(OptionalChainingExprSyntax.self) {
                return instanceType(of: chained.expression)
            }
            if let call = expression.as(FunctionCallExprSyntax.self),
                let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                types.contains(callee.baseName.text)
            {
                return callee.baseName.text
            }
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            let name = member.declName.baseName.text
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind == .keyword(.self) { return variableTypes[name] }
                if types.contains(reference.baseName.text) {
                    return audit.propertyType(name, of: reference.baseName.text)
                }
            }
            return instanceType(of: base).flatMap { audit.propertyType(name, of: $0) }
        }

        /// `UIScreen.mainScreen()`, and `myButton.setTitle("Go", forState: .Normal)` on a value of an unmodelled type.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base else { return .visitChildren }
            let name = node.declName.baseName
            let labels = ProgramSyntax.callLabels(ofMemberNamed: name)
            let at = syntax.docLocation(of: name)
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, types.contains(type) {
                add(audit.memberError(name.text, of: type, labels: labels, at: at))
            } else if let type = instanceType(of: base) {
                // On a value, only with evidence (a rename or a near name): Apple's pages leave out what a
                // class inherits from outside UIKit (`NSObject`'s `isKind(of:)`).
                if let error = audit.memberError(name.text, of: type, labels: labels, at: at, onlyWithEvidence: true) {
                    add(error)
                } else if let labels, let call = node.parent?.as(FunctionCallExprSyntax.self),
                    call.trailingClosure == nil
                {
                    add(audit.labelError(name.text, of: type, labels: labels, at: at))
                }
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

extension Collection {
    /// The one element that satisfies `predicate`; nil when none or several do.
    fileprivate func only(where predicate: (Element) -> Bool) -> Element? {
        var found: Element?
        for element in self where predicate(element) {
            guard found == nil else { return nil }
            found = element
        }
        return found
    }
}
