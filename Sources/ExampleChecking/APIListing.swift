import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// An example that lists API rather than using it: declarations without bodies (`func f(_ x: Int)`,
/// `var x: Int { get }`, `optional func …` copied from a protocol, `func f(_:)` signatures), bare or
/// inside a `protocol X {}` / `class X {}` / `extension X {}` wrapper. Such a block does not compile and
/// is not meant to: it is checked as a listing, each declaration against Apple's UIKit (`ListingChecker`).
public struct APIListing: Hashable, Sendable {
    /// One listed declaration.
    public struct Declaration: Hashable, Sendable {
        /// The type the listing puts it in (the wrapper's name), nil for a bare declaration.
        public var owner: String?
        /// The UIKit types the wrapper inherits from or conforms to (`class A: UIViewController {}`).
        public var inherited: [String]
        /// The name as UIKit lists it: `tableView(_:cellForRowAt:)`, `init(style:)`, `title`.
        public var name: String
        /// The signature without modifiers, attributes and parameter names (`(_:UITableView,cellForRowAt:IndexPath)->UITableViewCell`);
        /// nil for a `func f(_:)` form, which gives only the name.
        public var signature: String?
        /// Where the declaration starts in the doc.
        public var location: DocgenCore.SourceLocation
    }

    public var declarations: [Declaration]

    /// The listing the example's own lines are, or nil when they are a program (some code has a body or
    /// is a statement, a protocol of the doc's own, nothing without a body, or the code does not parse).
    public static func of(_ program: AssembledProgram) -> APIListing? {
        let lines = program.lines.filter { !$0.isHidden && $0.origin != nil }
        guard !lines.isEmpty else { return nil }
        var declarations: [Declaration] = []
        var swiftLines: [String] = []
        for line in lines {
            if let name = selectorSignature(line.text), let origin = line.origin {
                let column = line.text.utf8.count - line.text.drop(while: { $0 == " " || $0 == "\t" }).utf8.count
                declarations.append(
                    Declaration(
                        owner: nil, inherited: [], name: name, signature: nil,
                        location: DocgenCore.SourceLocation(
                            file: origin.file, line: origin.line, column: origin.column + column)))
                swiftLines.append("")
            } else {
                swiftLines.append(line.text)
            }
        }
        let text = swiftLines.joined(separator: "\n")
        guard SwiftParserLimits.isParseable(text) else { return nil }
        let tree = SwiftSourceTrees.tree(of: text)
        guard !tree.hasError else { return nil }
        var reader = Reader(lines: lines, converter: SourceLocationConverter(fileName: "", tree: tree))
        for item in tree.statements {
            guard reader.read(item.item) else { return nil }
        }
        declarations += reader.declarations
        guard reader.bodiless > 0 || declarations.contains(where: { $0.signature == nil }) else { return nil }
        return APIListing(declarations: declarations.sorted { $0.location < $1.location })
    }

    /// `func tableView(_:cellForRowAt:)` or `tableView(_:cellForRowAt:)` alone on a line: the name.
    static func selectorSignature(_ line: String) -> String? {
        var text = Substring(line.trimmingCharacters(in: .whitespaces))
        for prefix in ["@objc ", "optional ", "override ", "func "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count).drop { $0 == " " }
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let base = text[..<open]
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard !base.isEmpty, base.allSatisfy(isIdentifierCharacter), base.first?.isNumber == false,
            inside.hasSuffix(":") || inside.isEmpty,
            inside.split(separator: ":").allSatisfy({ !$0.isEmpty && $0.allSatisfy(isIdentifierCharacter) })
        else { return nil }
        return String(text)
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    // MARK: - Reading the tree

    /// Reads top-level items: declarations without bodies, wrappers of them, imports.
    struct Reader {
        let lines: [ProgramLine]
        let converter: SourceLocationConverter
        var declarations: [Declaration] = []
        /// How many declarations have no body where a program would need one.
        var bodiless = 0

        /// Whether the item belongs in a listing; its declarations are added.
        mutating func read(_ item: CodeBlockItemSyntax.Item) -> Bool {
            guard case .decl(let decl) = item else { return false }
            if decl.is(ImportDeclSyntax.self) { return true }
            if let wrapper = decl.as(ProtocolDeclSyntax.self) {
                // A protocol of the doc's own is a program; one of UIKit's, copied, is a listing.
                let name = wrapper.name.text
                guard AppleUIKitSymbols.shared.surface.type(name)?.kind == .protocol else { return false }
                bodiless += 1
                return readMembers(wrapper.memberBlock, owner: name, inherited: [], inProtocol: true)
            }
            if let wrapper = decl.as(ClassDeclSyntax.self) {
                return readMembers(
                    wrapper.memberBlock, owner: wrapper.name.text, inherited: Self.names(wrapper.inheritanceClause),
                    inProtocol: false)
            }
            if let wrapper = decl.as(StructDeclSyntax.self) {
                return readMembers(
                    wrapper.memberBlock, owner: wrapper.name.text, inherited: Self.names(wrapper.inheritanceClause),
                    inProtocol: false)
            }
            if let wrapper = decl.as(ExtensionDeclSyntax.self) {
                return readMembers(
                    wrapper.memberBlock, owner: wrapper.extendedType.trimmedDescription,
                    inherited: Self.names(wrapper.inheritanceClause), inProtocol: false)
            }
            return readMember(decl, owner: nil, inherited: [], inProtocol: false)
        }

        mutating func readMembers(
            _ block: MemberBlockSyntax, owner: String, inherited: [String], inProtocol: Bool
        ) -> Bool {
            block.members.allSatisfy { member in
                readMember(member.decl, owner: owner, inherited: inherited, inProtocol: inProtocol)
            }
        }

        /// A declaration without a body: a function, initializer, subscript, or a property with only
        /// `get`/`set`; anything with a body or a value is not a listing.
        mutating func readMember(_ decl: DeclSyntax, owner: String?, inherited: [String], inProtocol: Bool) -> Bool {
            let entry: (name: String, signature: String)?
            if let function = decl.as(FunctionDeclSyntax.self), function.body == nil {
                entry = Self.function(function)
            } else if let initializer = decl.as(InitializerDeclSyntax.self), initializer.body == nil {
                entry = Self.initializer(initializer)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                entry = Self.property(variable)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self),
                Self.hasOnlySpecifiers(subscriptDecl.accessorBlock)
            {
                entry = Self.subscriptEntry(subscriptDecl)
            } else {
                entry = nil
            }
            guard let entry else { return false }
            if !inProtocol { bodiless += 1 }
            declarations.append(
                Declaration(
                    owner: owner, inherited: inherited, name: entry.name, signature: entry.signature,
                    location: location(of: decl)))
            return true
        }

        func location(of node: some SyntaxProtocol) -> DocgenCore.SourceLocation {
            let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            let origin = lines[position.line - 1].origin!
            return DocgenCore.SourceLocation(
                file: origin.file, line: origin.line, column: origin.column + position.column - 1)
        }

        static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        }

        static func function(_ node: FunctionDeclSyntax) -> (String, String) {
            let parameters = node.signature.parameterClause.parameters
            let name = node.name.text + "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
            return (name, Self.signature(of: node))
        }

        static func initializer(_ node: InitializerDeclSyntax) -> (String, String) {
            let parameters = node.signature.parameterClause.parameters
            let name = "init(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
            return (name, Self.signature(of: node))
        }

        static func subscriptEntry(_ node: SubscriptDeclSyntax) -> (String, String) {
            let parameters = node.parameterClause.parameters
            let name = "subscript(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
            return (name, Self.signature(of: node))
        }

        /// `var x: Int { get }` / `{ get set }` (one binding, a type, no value, no accessor bodies).
        static func property(_ node: VariableDeclSyntax) -> (String, String)? {
            guard node.bindings.count == 1, let binding = node.bindings.first, binding.initializer == nil,
                let type = binding.typeAnnotation?.type, let accessors = binding.accessorBlock,
                hasOnlySpecifiers(accessors)
            else { return nil }
            return (binding.pattern.trimmedDescription, ListingSignature.normalized(type.trimmedDescription))
        }

        static func hasOnlySpecifiers(_ block: AccessorBlockSyntax?) -> Bool {
            guard let block, case .accessors(let accessors) = block.accessors else { return false }
            return accessors.allSatisfy { $0.body == nil }
        }

        static func signature(of node: some SyntaxProtocol) -> String { ListingSignature.of(Syntax(node)) ?? "" }
    }
}
