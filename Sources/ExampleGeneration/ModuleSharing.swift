import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// Whether an example is compiled in the one module that examples share (`DocgenExamples`), or in a module
/// of its own, and why.
///
/// One module for all the examples that can share it spares the compiler a job per example (each loading
/// Foundation and the headless UIKit again). An example shares the module when its top-level declarations
/// can be made private to its file: then two examples may both declare `ViewController`. `fileprivate` goes
/// on a line of its own before each such declaration, so no column of the doc's code moves (the generator
/// gives that line the Markdown line before the declaration's).
public enum ModuleSharing: Hashable, Sendable {
    /// In the shared module; `fileprivate` goes on a line of its own before each of these program lines.
    case shared(fileprivateBefore: [Int])
    /// In a module of its own, for this reason (as `docgen build` says it).
    case own(reason: String)

    /// The name of the module the examples share.
    public static let moduleName = "DocgenExamples"

    /// Modules a shared example may import; anything else keeps the example in a module of its own, where
    /// a failing import fails only that example, as it always did.
    static let sharedImports: Set<String> = ["UIKit", "Foundation", "Dispatch", "Swift"]

    /// Whether the example is in the shared module.
    public var isShared: Bool {
        if case .shared = self { return true }
        return false
    }

    /// Where a program is compiled, as `of(program:)` decides, remembered for the process: the program (its
    /// lines' text and origins) is all it reads once the example's attributes leave it to the program
    /// (`ExamplePlan.module`).
    static func remembered(program: AssembledProgram) -> ModuleSharing {
        byProgram.value(for: program) { of(program: program) }
    }

    /// What `of(program:)` decided for programs this process has already seen.
    static let byProgram = ProcessMemo<AssembledProgram, ModuleSharing>(limit: 4_096)

    /// Where a program is compiled, when its example's attributes do not already decide it.
    static func of(program: AssembledProgram) -> ModuleSharing {
        let text = program.text
        if text.contains("UINib(") || text.contains("NSClassFromString") {
            return .own(reason: "looks classes up by name (UINib, NSClassFromString), which needs a module of its own")
        }
        let tree = SwiftSourceTrees.tree(of: text)
        if tree.hasError { return .own(reason: "does not parse as Swift") }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func place(_ node: some SyntaxProtocol) -> String {
            let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            guard line - 1 < program.lines.count, let origin = program.lines[line - 1].origin else {
                return "(generated line)"
            }
            return "(\(origin.file):\(origin.line))"
        }
        let localTypes = Set(
            tree.statements.compactMap { item -> String? in
                guard let decl = item.item.as(DeclSyntax.self) else { return nil }
                return typeName(of: decl)
            })
        var lines: [Int] = []
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else {
                return .own(reason: "has top-level code \(place(item))")
            }
            if let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes {
                for case .attribute(let attribute) in attributes {
                    let name = attribute.attributeName.trimmedDescription
                    if name == "main" { return .own(reason: "declares @main \(place(attribute))") }
                    if name.hasPrefix("_") { return .own(reason: "uses @\(name) \(place(attribute))") }
                }
            }
            let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers
            let access = modifiers?.first { Self.accessKeywords.contains($0.name.text) }?.name.text
            if let access, access != "private", access != "fileprivate" {
                return .own(reason: "declares \(access) \(describe(decl)) \(place(decl))")
            }
            if let importDecl = decl.as(ImportDeclSyntax.self) {
                let module = importDecl.path.map(\.name.text).joined(separator: ".")
                guard importDecl.importKindSpecifier == nil, importDecl.attributes.isEmpty,
                    importDecl.path.count == 1, sharedImports.contains(module)
                else { return .own(reason: "imports \(module) \(place(importDecl))") }
                continue
            }
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                let root = rootName(of: extensionDecl.extendedType)
                guard let root, localTypes.contains(root) else {
                    return .own(
                        reason:
                            "extends \(extensionDecl.extendedType.trimmedDescription), a type the examples would share \(place(decl))"
                    )
                }
                // The members of an extension of a nested type (`A.B`) default to that type's own access
                // (internal), not to its file-private parent's: a member whose type is `A` would then be an
                // error the doc does not have. `fileprivate extension` gives them the parent's; an extension
                // that declares a conformance cannot take it, so it keeps a module of its own.
                guard access == nil, extensionDecl.extendedType.is(MemberTypeSyntax.self) else { continue }
                guard extensionDecl.inheritanceClause == nil else {
                    return .own(
                        reason:
                            "extends \(extensionDecl.extendedType.trimmedDescription), a nested type, with a conformance \(place(decl))"
                    )
                }
                let token = extensionDecl.attributes.isEmpty ? extensionDecl.extensionKeyword : nil
                guard let token, startsItsLine(token) else {
                    return .own(
                        reason: "writes an attribute or comment before \(describe(decl)) on one line \(place(decl))")
                }
                lines.append(converter.location(for: token.positionAfterSkippingLeadingTrivia).line - 1)
                continue
            }
            guard let keyword = keywordToken(of: decl) else {
                return .own(reason: "has a top-level \(describe(decl)) \(place(decl))")
            }
            if access != nil { continue }  // already private to its file
            // `fileprivate` cannot go between attributes and the declaration's line with a `#sourceLocation` of
            // its own there (`@UIApplicationMain` / `class AppDelegate`): such a declaration gets its module.
            if let attribute = decl.asProtocol((any WithAttributesSyntax).self)?.attributes.first {
                return .own(
                    reason: "has \(attribute.trimmedDescription) before \(describe(decl)) \(place(attribute))")
            }
            let token = modifiers?.first?.firstToken(viewMode: .sourceAccurate) ?? keyword
            guard startsItsLine(token) else {
                return .own(
                    reason: "writes an attribute or comment before \(describe(decl)) on one line \(place(decl))")
            }
            lines.append(converter.location(for: token.positionAfterSkippingLeadingTrivia).line - 1)
        }
        return .shared(fileprivateBefore: lines)
    }

    /// One line per built example not in the shared module, with why, as `docgen build` prints them:
    /// `doc__section: in a module of its own: declares public class A (Docs/doc.md:12)`.
    public static func report(_ examples: ExampleSet) -> String {
        let plans: [ExamplePlan] = examples.examples.sorted { $0.id < $1.id }.map { ExamplePlan($0) }
        var lines: [String] = []
        // A plain-Swift listing is its script's top-level code, in no module of the package.
        for plan in plans where plan.isBuilt && examples.script(of: plan.example.id) == nil {
            guard case .own(let reason) = plan.module else { continue }
            lines.append(DiagnosticRenderer.printableFile("\(plan.example.id): in a module of its own: \(reason)"))
        }
        return lines.joined(separator: "\n")
    }

    static let accessKeywords: Set<String> = ["public", "open", "internal", "package", "private", "fileprivate"]

    /// The keyword of a declaration that `fileprivate` may precede; nil for kinds that cannot be shared.
    private static func keywordToken(of decl: DeclSyntax) -> TokenSyntax? {
        if let node = decl.as(ClassDeclSyntax.self) { return node.classKeyword }
        if let node = decl.as(StructDeclSyntax.self) { return node.structKeyword }
        if let node = decl.as(EnumDeclSyntax.self) { return node.enumKeyword }
        if let node = decl.as(ProtocolDeclSyntax.self) { return node.protocolKeyword }
        if let node = decl.as(ActorDeclSyntax.self) { return node.actorKeyword }
        if let node = decl.as(FunctionDeclSyntax.self) { return node.funcKeyword }
        if let node = decl.as(VariableDeclSyntax.self) { return node.bindingSpecifier }
        if let node = decl.as(TypeAliasDeclSyntax.self) { return node.typealiasKeyword }
        return nil
    }

    /// The name a top-level type declaration introduces.
    private static func typeName(of decl: DeclSyntax) -> String? {
        if let node = decl.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = decl.as(StructDeclSyntax.self) { return node.name.text }
        if let node = decl.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = decl.as(TypeAliasDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// `A` of `A`, `A.B`, `A<T>.B`.
    private static func rootName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return rootName(of: member.baseType) }
        return nil
    }

    /// `class ViewController`, `func f`, `operator`: the words `docgen build` uses for a declaration.
    private static func describe(_ decl: DeclSyntax) -> String {
        if let keyword = keywordToken(of: decl) {
            let name = typeName(of: decl) ?? decl.as(FunctionDeclSyntax.self)?.name.text
            return keyword.text + (name.map { " \($0)" } ?? "")
        }
        if let node = decl.as(ExtensionDeclSyntax.self) { return "extension \(node.extendedType.trimmedDescription)" }
        if decl.is(OperatorDeclSyntax.self) { return "operator" }
        if decl.is(PrecedenceGroupDeclSyntax.self) { return "precedencegroup" }
        if decl.is(IfConfigDeclSyntax.self) { return "#if" }
        if decl.is(MacroDeclSyntax.self) { return "macro" }
        if decl.is(MacroExpansionDeclSyntax.self) { return "macro expansion" }
        return "declaration"
    }

    /// Whether only spaces and tabs come before `token` on its line.
    private static func startsItsLine(_ token: TokenSyntax) -> Bool {
        var onlyBlanks = token.previousToken(viewMode: .sourceAccurate) == nil
        for piece in token.leadingTrivia {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: onlyBlanks = true
            case .spaces, .tabs: break
            default: onlyBlanks = false
            }
        }
        return onlyBlanks
    }
}
