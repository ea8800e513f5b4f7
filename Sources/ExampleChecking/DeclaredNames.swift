import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// Every name a program declares, read with SwiftParser from its assembled code: types, functions (by base
/// name, shown with their argument labels), properties and locals, parameters, enum cases, generic
/// parameters; and the types its own types inherit from (`UITableViewController`, `UISearchResultsUpdating`).
///
/// Scope is ignored on purpose: a name the compiler cannot find that is one typo away from a name declared
/// anywhere in the program is far more likely a typo than a declaration of a larger sample.
struct DeclaredNames: Hashable, Sendable {
    /// A declared name, how a note shows it (`entries`, `filterContent(for:)`, `ViewController`) and where
    /// the doc declares it (nil for a line docgen synthesized).
    struct Name: Hashable, Sendable {
        var name: String
        var spelling: String
        var location: DocgenCore.SourceLocation?

        init(name: String, spelling: String, location: DocgenCore.SourceLocation? = nil) {
            self.name = name
            self.spelling = spelling
            self.location = location
        }

        /// Whether it names a function (its spelling has the argument labels).
        var isFunction: Bool { spelling.hasSuffix(")") }
    }

    /// In the order of declaration, each name once (the first declaration's spelling).
    private(set) var names: [Name] = []
    /// The names of the types the program's own types, extensions and protocols inherit from or extend, in
    /// order, each once.
    private(set) var inheritedTypes: [String] = []

    init(names: [Name] = [], inheritedTypes: [String] = []) {
        for name in names { add(name) }
        for type in inheritedTypes where !self.inheritedTypes.contains(type) { self.inheritedTypes.append(type) }
    }

    /// The names `program` declares.
    init(of program: AssembledProgram) {
        let tree = SwiftSourceTrees.tree(of: program.text)
        let collector = Collector(
            lines: program.lines, converter: SourceLocationConverter(fileName: "program.swift", tree: tree))
        collector.walk(tree)
        self.init(names: collector.names, inheritedTypes: collector.inheritedTypes)
    }

    /// Whether `name` is declared.
    func contains(_ name: String) -> Bool {
        names.contains { $0.name == name }
    }

    /// The Markdown location of a token of a program's text: its program line's origin, moved by its column;
    /// nil on a line docgen synthesized.
    static func docLocation(
        of token: TokenSyntax, lines: [ProgramLine], converter: SourceLocationConverter
    ) -> DocgenCore.SourceLocation? {
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        guard location.line >= 1, location.line <= lines.count, let origin = lines[location.line - 1].origin
        else { return nil }
        return DocgenCore.SourceLocation(
            file: origin.file, line: origin.line, column: origin.column + location.column - 1)
    }

    private mutating func add(_ name: Name) {
        guard !name.name.isEmpty, !contains(name.name) else { return }
        names.append(name)
    }

    // MARK: - Walking the tree

    private final class Collector: SyntaxVisitor {
        let lines: [ProgramLine]
        let converter: SourceLocationConverter
        var names: [Name] = []
        var inheritedTypes: [String] = []

        init(lines: [ProgramLine], converter: SourceLocationConverter) {
            self.lines = lines
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        /// A name on a doc line (shown or hidden); a name on a line docgen synthesized (its hidden host) is
        /// none of the doc's.
        func add(_ token: TokenSyntax, spelling: String? = nil) {
            guard case .identifier = token.tokenKind, let location = docLocation(of: token) else { return }
            let name = token.text.trimmingBackticks
            names.append(Name(name: name, spelling: spelling ?? name, location: location))
        }

        func docLocation(of token: TokenSyntax) -> DocgenCore.SourceLocation? {
            DeclaredNames.docLocation(of: token, lines: lines, converter: converter)
        }

        func inherit(_ clause: InheritanceClauseSyntax?) {
            for inherited in clause?.inheritedTypes ?? [] {
                inheritedTypes.append(inherited.type.trimmedDescription)
            }
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            inherit(node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            inherit(node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            inherit(node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            inherit(node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            inherit(node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            inheritedTypes.append(node.extendedType.trimmedDescription)
            inherit(node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            add(node.name, spelling: "\(node.name.text)(\(labels))")
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            add(node.secondName ?? node.firstName)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            add(node.secondName ?? node.firstName)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        /// `let entries`, `var (a, b)`, `if let text` (with or without `= value`), `for entry in`,
        /// `case .some(let x)`.
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            add(node.identifier)
            return .visitChildren
        }
    }
}

extension String {
    /// `default` of `` `default` ``.
    fileprivate var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
