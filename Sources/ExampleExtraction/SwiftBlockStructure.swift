import SwiftSyntax

/// What SwiftParser sees in one Swift code block: its top-level items, with byte ranges in the code,
/// and the members of each type declaration. The ranges are contiguous and cover the whole code, so
/// reassembling any selection of them keeps every comment and blank line with its neighbour.
struct SwiftBlockStructure: Hashable, Sendable {
    /// The shape that decides how a block joins a program (README.md, "Doc conventions").
    enum Shape: Hashable, Sendable {
        /// Declares at least one type: can stand alone, or re-declares a type of the program.
        case declarations
        /// Only member-like declarations (`func`, `var`/`let`, `init`, `subscript`, `typealias`).
        case members
        /// Extensions (maybe with imports and member-like declarations), no statements.
        case extensions
        /// Statements or expressions (maybe with local declarations), no type or extension.
        case statements
        /// Extensions and statements together.
        case mixed
        /// Only imports, or nothing but comments.
        case trivial
    }

    struct Item: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case importDecl(module: String)
            case typeDecl(TypeDeclaration)
            case extensionDecl(typeName: String)
            /// A declaration that may be a type member: the key that identifies it for replacement, and
            /// whether it can only be a member (`override`, `init`, `deinit`, `subscript`, `required`, …).
            case memberLike(key: String?, needsType: Bool)
            case statement
        }

        var kind: Kind
        var range: Range<Int>
    }

    /// A top-level `class`/`struct`/`enum`/`actor`/`protocol` with its braces present.
    struct TypeDeclaration: Hashable, Sendable {
        var keyword: String
        var name: String
        var inheritedTypes: [String]
        /// From the item's start (leading trivia included) through `{` and its trailing trivia.
        var header: Range<Int>
        var members: [Member]
        /// `}` with its leading trivia, through the end of the item.
        var closing: Range<Int>
        /// Whether a comment stands between the braces (`{ // 省略 }`: members left out, not an empty type).
        var bodyHasComment = false
    }

    struct Member: Hashable, Sendable {
        /// Identifies the member for replacement: `viewDidLoad()`, `tableView(_:cellForRowAt:)`,
        /// `var searchController`, `init(style:)`; nil for members that are never replaced.
        var key: String?
        var range: Range<Int>
    }

    var items: [Item]
    /// The identifiers the block uses (and the keywords `self` and `override`), for deciding where an
    /// orphan fragment lives.
    var identifiers: Set<String>
    /// The names the block refers to unqualified and the names it declares (`ReferencedNames`).
    var names: ReferencedNames
    /// The values and functions its top level declares (`let alertController = …`, `func f()`), not those of a
    /// nested scope (`if let sheetController = …`, a closure's parameters): what a later block can go on using.
    var topLevelValueNames: Set<String> = []

    init(code: String) {
        let tree = SwiftSourceTrees.tree(of: code)
        var identifiers: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name): identifiers.insert(name)
            case .keyword(.self): identifiers.insert("self")
            case .keyword(.override): identifiers.insert("override")
            default: break
            }
        }
        self.identifiers = identifiers
        names = ReferencedNames(tree)
        let end = code.utf8.count
        var items: [Item] = []
        for item in tree.statements {
            let range = item.position.utf8Offset..<item.endPosition.utf8Offset
            items.append(Item(kind: Self.kind(of: item), range: range))
            topLevelValueNames.formUnion(SwiftNames.declared(by: Syntax(item.item)))
        }
        if let last = items.indices.last {
            // Comments and blank lines after the last item stay with it.
            items[last].range = items[last].range.lowerBound..<end
            if case .typeDecl(var type) = items[last].kind {
                type.closing = type.closing.lowerBound..<end
                items[last].kind = .typeDecl(type)
            }
        }
        self.items = items
    }

    var shape: Shape {
        var hasType = false, hasExtension = false, hasStatement = false, hasMember = false
        for item in items {
            switch item.kind {
            case .typeDecl: hasType = true
            case .extensionDecl: hasExtension = true
            case .statement: hasStatement = true
            case .memberLike: hasMember = true
            case .importDecl: break
            }
        }
        if hasType { return .declarations }
        if hasExtension { return hasStatement ? .mixed : .extensions }
        if hasStatement { return .statements }
        return hasMember ? .members : .trivial
    }

    /// Whether some declaration can only be a type member: the block cannot stand alone.
    var needsType: Bool {
        items.contains { if case .memberLike(_, true) = $0.kind { return true } else { return false } }
    }

    /// Whether every type the block declares is a model type (a struct, enum or protocol, or a class that
    /// is not a UIKit view, cell or controller): a block of them is what a program of the section uses.
    var declaresOnlyModelTypes: Bool {
        var declaresType = false
        for item in items {
            switch item.kind {
            case .typeDecl(let type):
                declaresType = true
                if type.keyword == "class" || type.keyword == "actor", let superclass = type.inheritedTypes.first,
                    superclass.hasPrefix("UI") || superclass.hasSuffix("Controller") || superclass.hasSuffix("View")
                        || superclass.hasSuffix("Cell")
                {
                    return false
                }
            case .statement, .extensionDecl: return false
            case .importDecl, .memberLike: break
            }
        }
        return declaresType
    }

    /// The modules the block imports, in order: a block with its own imports is a whole file.
    var importedModules: [String] {
        items.compactMap { if case .importDecl(let module) = $0.kind { return module } else { return nil } }
    }

    /// The keys of the member-like declarations at the block's top level (`viewDidLoad()`, `var items`).
    var memberKeys: [String] {
        items.compactMap { if case .memberLike(let key?, _) = $0.kind { return key } else { return nil } }
    }

    /// The names a member key declares: `var a, b` → a, b; `tableView(_:cellForRowAt:)` → tableView;
    /// `type Cell` and `typealias Row` → the type's name; initializers, subscripts and `deinit` none.
    static func declaredNames(inKey key: String) -> [String] {
        if key.hasPrefix("var ") {
            return key.dropFirst("var ".count).split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        }
        for prefix in ["type ", "typealias "] where key.hasPrefix(prefix) {
            return [String(key.dropFirst(prefix.count))]
        }
        guard let open = key.firstIndex(of: "("), !["init", "init?", "init!", "subscript"].contains(key[..<open])
        else { return [] }
        return [String(key[..<open])]
    }

    /// Whether every item is a declaration of one of `names` with a comment and nothing else between its
    /// braces: a type shown again for its header (new protocols), its members left out (`{ // 省略 }`). An
    /// empty `{}` is a type of its own.
    func showsOnlyHeaders(of names: Set<String>) -> Bool {
        !items.isEmpty
            && items.allSatisfy { item in
                guard case .typeDecl(let type) = item.kind else { return false }
                return names.contains(type.name) && type.members.isEmpty && type.bodyHasComment
            }
    }

    /// Names of the types the block declares, in order.
    var declaredTypeNames: [String] {
        items.compactMap { if case .typeDecl(let type) = $0.kind { return type.name } else { return nil } }
    }

    // MARK: - Classifying items

    private static func kind(of item: CodeBlockItemSyntax) -> Item.Kind {
        guard case .decl(let decl) = item.item else { return .statement }
        if let importDecl = decl.as(ImportDeclSyntax.self) {
            return .importDecl(module: importDecl.path.map(\.name.text).joined(separator: "."))
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            return .extensionDecl(typeName: extensionDecl.extendedType.trimmedDescription)
        }
        if let type = typeDeclaration(decl, itemStart: item.position.utf8Offset, itemEnd: item.endPosition.utf8Offset) {
            return .typeDecl(type)
        }
        // Functions, properties, initializers, subscripts, type aliases; also `#if` and macro expansions,
        // which have no key and are never replaced.
        return .memberLike(key: memberKey(decl), needsType: needsType(decl))
    }

    private static func typeDeclaration(_ decl: DeclSyntax, itemStart: Int, itemEnd: Int) -> TypeDeclaration? {
        let parts: (keyword: String, name: TokenSyntax, inheritance: InheritanceClauseSyntax?, body: MemberBlockSyntax)
        if let node = decl.as(ClassDeclSyntax.self) {
            parts = ("class", node.name, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(StructDeclSyntax.self) {
            parts = ("struct", node.name, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            parts = ("enum", node.name, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            parts = ("actor", node.name, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            parts = ("protocol", node.name, node.inheritanceClause, node.memberBlock)
        } else {
            return nil
        }
        let body = parts.body
        guard body.leftBrace.presence == .present, body.rightBrace.presence == .present, parts.name.presence == .present
        else { return nil }
        let members = body.members.map { member in
            Member(key: memberKey(member.decl), range: member.position.utf8Offset..<member.endPosition.utf8Offset)
        }
        let trivia = body.leftBrace.trailingTrivia.pieces + body.rightBrace.leadingTrivia.pieces
        return TypeDeclaration(
            keyword: parts.keyword, name: parts.name.text,
            inheritedTypes: parts.inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? [],
            header: itemStart..<body.leftBrace.endPosition.utf8Offset, members: members,
            closing: body.rightBrace.position.utf8Offset..<itemEnd,
            bodyHasComment: trivia.contains { $0.isComment })
    }

    /// Initializers, deinitializers, subscripts and declarations with a member-only modifier, and properties
    /// and functions with an attribute Swift allows only on a class's members (`@IBOutlet var label: UILabel!`
    /// alone in a block: "property wrappers are not yet supported in top-level code" at the top level).
    private static func needsType(_ decl: DeclSyntax) -> Bool {
        if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self)
            || decl.is(SubscriptDeclSyntax.self)
        {
            return true
        }
        if decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self),
            let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
            attributes.contains(where: { attribute in
                attribute.as(AttributeSyntax.self).map {
                    memberOnlyAttributes.contains($0.attributeName.trimmedDescription)
                }
                    ?? false
            })
        {
            return true
        }
        let memberOnly: Set<String> = [
            "override", "required", "convenience", "static", "class", "lazy", "weak", "unowned", "final", "dynamic",
            "mutating", "nonmutating",
        ]
        return decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { memberOnly.contains($0.name.text) }
            ?? false
    }

    /// The attributes Swift allows on a property or function only when it is a class's member: Interface
    /// Builder's, Core Data's, and `@objc` (a global function or variable cannot be exposed to Objective-C).
    static let memberOnlyAttributes: Set<String> = [
        "IBOutlet", "IBAction", "IBInspectable", "IBSegueAction", "NSManaged", "objc", "GKInspectable",
    ]

    /// The key under which a later declaration replaces this one: the name with argument labels for
    /// functions, initializers and subscripts (`tableView(_:cellForRowAt:)`), the name for properties and
    /// nested types. Overloads that differ only in types count as the same member.
    static func memberKey(_ decl: DeclSyntax) -> String? {
        func labels(_ parameters: FunctionParameterListSyntax) -> String {
            parameters.map { $0.firstName.text + ":" }.joined()
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return "\(function.name.text)(\(labels(function.signature.parameterClause.parameters)))"
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return
                "init\(initializer.optionalMark?.text ?? "")(\(labels(initializer.signature.parameterClause.parameters)))"
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return "subscript(\(labels(subscriptDecl.parameterClause.parameters)))"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            let names = variable.bindings.map(\.pattern.trimmedDescription)
            return names.isEmpty ? nil : "var " + names.joined(separator: ", ")
        }
        if decl.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return "typealias \(alias.name.text)" }
        if let node = decl.as(ClassDeclSyntax.self) { return "type \(node.name.text)" }
        if let node = decl.as(StructDeclSyntax.self) { return "type \(node.name.text)" }
        if let node = decl.as(EnumDeclSyntax.self) { return "type \(node.name.text)" }
        return nil
    }
}
