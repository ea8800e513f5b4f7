import DocgenCore
import ExampleExtraction
import SwiftParserDiagnostics
import SwiftSyntax

/// An assembled program's syntax tree (SwiftParser's, parsed once per process) with the way between its
/// tokens and the doc locations they come from.
struct ProgramSyntax {
    let tree: SourceFileSyntax
    let lines: [ProgramLine]
    private let converter: SourceLocationConverter
    /// The tokens on doc lines, by `file:line`, in column order.
    private let tokensByDocLine: [String: [(column: Int, token: TokenSyntax)]]
    private let parserErrors = ParserErrors()

    init(_ program: AssembledProgram) {
        tree = SwiftSourceTrees.tree(of: program.text)
        lines = program.lines
        converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
        var byLine: [String: [(column: Int, token: TokenSyntax)]] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let location = Self.docLocation(of: token, lines: lines, converter: converter) else { continue }
            byLine[Self.key(location.file, location.line), default: []].append((location.column, token))
        }
        tokensByDocLine = byLine
    }

    /// The Markdown location of a token: its program line's origin, moved by its column; nil for a token on a
    /// line docgen synthesized.
    func docLocation(of token: TokenSyntax) -> DocgenCore.SourceLocation? {
        Self.docLocation(of: token, lines: lines, converter: converter)
    }

    static func docLocation(of token: TokenSyntax, lines: [ProgramLine], converter: SourceLocationConverter)
        -> DocgenCore.SourceLocation?
    {
        docLocation(of: token.positionAfterSkippingLeadingTrivia, lines: lines, converter: converter)
    }

    /// The Markdown location of a position of the program; nil on a line docgen synthesized.
    static func docLocation(of position: AbsolutePosition, lines: [ProgramLine], converter: SourceLocationConverter)
        -> DocgenCore.SourceLocation?
    {
        let location = converter.location(for: position)
        guard location.line >= 1, location.line <= lines.count, let origin = lines[location.line - 1].origin else {
            return nil
        }
        return DocgenCore.SourceLocation(
            file: origin.file, line: origin.line, column: origin.column + location.column - 1)
    }

    /// The token a compiler location points at: the last one on its doc line that starts at or before its
    /// column (the first of the line when none does).
    func token(at location: DocgenCore.SourceLocation) -> TokenSyntax? {
        guard let tokens = tokensByDocLine[Self.key(location.file, location.line)] else { return nil }
        return tokens.last { $0.column <= location.column }?.token ?? tokens.first?.token
    }

    /// Whether SwiftParser finds the code ill-formed at `location`: one of its errors lies between where it
    /// starts and where it ends, a missing token (`;` between `count = 데이터의 갯수`'s two names, an expression
    /// after a trailing `+`) reaching from the end of the token before it to the start of the token after it,
    /// where the compiler reports it. Only the doc's lines count; an error on a line docgen wrote is not there.
    func parserFindsError(at location: DocgenCore.SourceLocation) -> Bool {
        parserErrors.spans(self).contains { from, to in
            guard from.file == location.file else { return false }
            if from.line == to.line {
                let columns = min(from.column, to.column)...max(from.column, to.column)
                return location.line == from.line && columns.contains(location.column)
            }
            return location == from || location == to
        }
    }

    /// Where SwiftParser's errors lie in the doc (see ``parserFindsError(at:)``), computed once a program and
    /// only when asked: none when the tree has no error.
    private final class ParserErrors {
        private var computed: [(from: DocgenCore.SourceLocation, to: DocgenCore.SourceLocation)]?

        func spans(_ syntax: ProgramSyntax) -> [(from: DocgenCore.SourceLocation, to: DocgenCore.SourceLocation)] {
            if let computed { return computed }
            let spans = syntax.tree.hasError ? syntax.computeParserErrorSpans() : []
            computed = spans
            return spans
        }
    }

    private func computeParserErrorSpans() -> [(from: DocgenCore.SourceLocation, to: DocgenCore.SourceLocation)] {
        ParseDiagnosticsGenerator.diagnostics(for: tree).compactMap { diagnostic in
            guard diagnostic.diagMessage.severity == .error else { return nil }
            let node = diagnostic.node
            let isMissing = node.trimmedLength.utf8Length == 0
            let start =
                isMissing
                ? node.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? diagnostic.position
                : diagnostic.position
            let end =
                isMissing
                ? node.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia ?? start
                : node.endPositionBeforeTrailingTrivia
            guard let from = Self.docLocation(of: start, lines: lines, converter: converter),
                let to = Self.docLocation(of: end, lines: lines, converter: converter)
            else { return nil }
            return (from, to)
        }
    }

    /// The innermost statement or member declaration holding the token at `location`.
    func statement(at location: DocgenCore.SourceLocation) -> Syntax? {
        var node = token(at: location).map(Syntax.init)
        while let current = node {
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return current }
            node = current.parent
        }
        return nil
    }

    /// The argument labels (`_` for none) of the call whose called member is the token at `location`
    /// (`presentViewController` in `self.presentViewController(alert, animated: true, completion: nil)`); nil
    /// when it is not called.
    func callLabels(at location: DocgenCore.SourceLocation) -> [String]? {
        guard let token = token(at: location) else { return nil }
        return Self.callLabels(ofMemberNamed: token)
    }

    /// The type and argument labels of the initializer call `Type(…)` around `location` (`_` for an unlabelled
    /// argument): `("UISwipeActionsConfiguration", [])` at the `)` of `UISwipeActionsConfiguration()`.
    func initializerCall(at location: DocgenCore.SourceLocation) -> (type: String, labels: [String])? {
        var node = token(at: location).map(Syntax.init)
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self) {
                guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                    callee.baseName.text.first?.isUppercase == true
                else { return nil }
                return (callee.baseName.text, call.arguments.map { $0.label?.text ?? "_" })
            }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    static func callLabels(ofMemberNamed token: TokenSyntax) -> [String]? {
        var node = token.parent.map(Syntax.init)
        if node?.is(DeclReferenceExprSyntax.self) == true, let parent = node?.parent,
            parent.is(MemberAccessExprSyntax.self)
        {
            node = parent
        }
        guard let callee = node, let call = callee.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == callee.id
        else { return nil }
        return call.arguments.map { $0.label?.text ?? "_" }
    }

    /// The full name (`viewWillTransition(to:with:)`) of the method, or the name of the property, declared at
    /// `location` and the first type its class inherits from (its superclass, as Swift spells a class's
    /// inheritance clause).
    func overriddenMethod(at location: DocgenCore.SourceLocation) -> (method: String, superclass: String)? {
        var node = token(at: location).map(Syntax.init)
        var member: String?
        while let current = node {
            if member == nil, let decl = current.as(FunctionDeclSyntax.self) {
                let labels = decl.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
                member = "\(decl.name.text)(\(labels))"
            }
            // `override var prefersHomeIndicatorAutoHidden: Bool`: a property is named without parentheses.
            if member == nil, let decl = current.as(VariableDeclSyntax.self),
                let name = decl.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                member = name
            }
            if let member, let type = current.as(ClassDeclSyntax.self),
                let superclass = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            {
                return (member, superclass)
            }
            node = current.parent
        }
        return nil
    }

    private static func key(_ file: String, _ line: Int) -> String { "\(file):\(line)" }

    /// The name at `location`, or the value whose member is at `location`, when the program declares it only as
    /// a function: `tableView` in `tableView.beginUpdates()` or `view = tableView` beside the doc's
    /// `tableView(_:editingStyleForRowAt:)`, in a class whose `tableView` property the doc does not show.
    func valueDeclaredOnlyAsFunction(at location: DocgenCore.SourceLocation) -> String? {
        guard let statement = statement(at: location),
            let reference = token(at: location)?.parent?.as(
                DeclReferenceExprSyntax.self)
        else { return nil }
        var value = reference
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            guard let base = access.base?.as(DeclReferenceExprSyntax.self) else { return nil }
            value = base
        }
        guard case .identifier(let name) = value.baseName.tokenKind,
            value.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != value.id
        else { return nil }
        var isFunction = false
        var isVariable = false
        for other in tree.tokens(viewMode: .sourceAccurate) where other.tokenKind == .identifier(name) {
            if other.parent?.is(FunctionDeclSyntax.self) == true { isFunction = true }
            if other.parent?.is(IdentifierPatternSyntax.self) == true { isVariable = true }
            // A parameter is a variable only inside its own function or closure.
            if other.parent?.is(FunctionParameterSyntax.self) == true
                || other.parent?.is(ClosureShorthandParameterSyntax.self) == true
                || other.parent?.is(ClosureParameterSyntax.self) == true,
                let scope = other.ancestorOrSelf(mapping: { node in
                    node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
                        || node.is(ClosureExprSyntax.self) ? node : nil
                }),
                scope.range.contains(statement.position)
            {
                isVariable = true
            }
        }
        return isFunction && !isVariable ? name : nil
    }

    /// Whether the token at `location` is in a class the doc declares (its name on a doc line), not in a host
    /// docgen synthesized.
    func isInDocDeclaredClass(at location: DocgenCore.SourceLocation) -> Bool {
        var node = token(at: location).map(Syntax.init)
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) { return docLocation(of: type.name) != nil }
            node = current.parent
        }
        return false
    }

    /// Whether the token at `location` is in the value of a `return` whose function docgen synthesized around a
    /// block of statements (a function on lines of its own, with no result type): the block returns from a
    /// function it does not show, whose result type the synthesized one cannot know.
    func isInReturnOfSynthesizedFunction(at location: DocgenCore.SourceLocation) -> Bool {
        var node = token(at: location).map(Syntax.init)
        var isInReturn = false
        while let current = node {
            if current.is(ReturnStmtSyntax.self) { isInReturn = true }
            if current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self)
                || current.is(InitializerDeclSyntax.self)
            {
                return false
            }
            if let function = current.as(FunctionDeclSyntax.self) {
                return isInReturn && function.signature.returnClause == nil
                    && docLocation(of: function.funcKeyword) == nil
            }
            node = current.parent
        }
        return false
    }

    /// The first type the class around `location` inherits from (its superclass), if it is in a class.
    func enclosingSuperclass(at location: DocgenCore.SourceLocation) -> String? {
        var node = token(at: location).map(Syntax.init)
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            }
            node = current.parent
        }
        return nil
    }

    /// The types the program's top-level declarations and extensions of `type` inherit from or conform to, in
    /// order; nil when it declares `type` at no top level.
    func inheritedTypes(of type: String) -> [String]? {
        var inherited: [String] = []
        var found = false
        for node in tree.statements.map(\.item) {
            let clause: InheritanceClauseSyntax?
            if let decl = node.as(ClassDeclSyntax.self), decl.name.text == type {
                clause = decl.inheritanceClause
            } else if let decl = node.as(StructDeclSyntax.self), decl.name.text == type {
                clause = decl.inheritanceClause
            } else if let decl = node.as(EnumDeclSyntax.self), decl.name.text == type {
                clause = decl.inheritanceClause
            } else if let decl = node.as(ExtensionDeclSyntax.self), decl.extendedType.trimmedDescription == type {
                clause = decl.inheritanceClause
            } else {
                continue
            }
            found = true
            for entry in clause?.inheritedTypes ?? [] where !inherited.contains(entry.type.trimmedDescription) {
                inherited.append(entry.type.trimmedDescription)
            }
        }
        return found ? inherited : nil
    }

    /// How many times each of `names` is written on the doc's lines.
    func uses(of names: [String]) -> [String: Int] {
        var uses: [String: Int] = [:]
        for tokens in tokensByDocLine.values {
            for (_, token) in tokens where names.contains(token.text) { uses[token.text, default: 0] += 1 }
        }
        return uses
    }
}

extension SyntaxProtocol {
    /// The names this code refers to (`entries` of `entries.filter { … }`), each once, in order.
    var referencedNames: [String] {
        var names: [String] = []
        for token in tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let parent = token.parent,
                parent.is(DeclReferenceExprSyntax.self) || parent.is(IdentifierTypeSyntax.self),
                !names.contains(token.text)
            else { continue }
            // `x.member`: the member is no name of the program's scope.
            if let member = parent.parent?.as(MemberAccessExprSyntax.self), member.declName.id == parent.id {
                continue
            }
            names.append(token.text)
        }
        return names
    }

    /// Whether this code calls a view modifier only SwiftUI declares (`.foregroundColor(.red)`) on an
    /// expression (`Image(systemName: "doc").foregroundColor(.red)`).
    var appliesSwiftUIModifier: Bool {
        tokens(viewMode: .sourceAccurate).contains { token in
            guard SwiftUIVocabulary.modifiers.contains(token.text),
                let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base != nil,
                member.declName.baseName.id == token.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return call.calledExpression.id == member.id
        }
    }
}

extension ProgramSyntax {
    /// The doc location of the closing brace of each code block (a body of a function, accessor, closure or
    /// statement) that holds no statement: a body the docs elide with a comment.
    static func emptyBodyBraces(in program: AssembledProgram) -> Set<DocgenCore.SourceLocation> {
        let syntax = ProgramSyntax(program)
        var braces: Set<DocgenCore.SourceLocation> = []
        for node in syntax.tree.tokens(viewMode: .sourceAccurate) where node.tokenKind == .rightBrace {
            guard let parent = node.parent else { continue }
            let isEmpty =
                parent.as(CodeBlockSyntax.self)?.statements.isEmpty
                ?? parent.as(ClosureExprSyntax.self)?.statements.isEmpty
                ?? parent.as(AccessorBlockSyntax.self).map { block in
                    if case .getter(let statements) = block.accessors { return statements.isEmpty }
                    return false
                } ?? false
            if isEmpty, let location = syntax.docLocation(of: node) { braces.insert(location) }
        }
        return braces
    }
}
