import DocgenCore

/// Puts the Swift blocks of one example together into one program (README.md, "Doc conventions"), block
/// by block, and says what it did with each.
///
/// - A block that declares types adds them; a type of a name the program already has is merged into
///   it: the new header (inheritance clause) wins, members with the same key are replaced in place,
///   new members are appended, and the new closing brace is used.
/// - A block of member declarations goes into the most recent type declaration, replacing members
///   with the same key (`viewDidLoad()`, `tableView(_:cellForRowAt:)`, `var entries`). With no type
///   before it, members that belong in a view controller go into the synthesized hidden host
///   (`ProgramAssembler+Host.swift`); others stay top-level declarations.
/// - A block of statements becomes the body of a synthesized `func docgenFragmentAtLineN()` of the host
///   type (of the synthesized host when the program declares no type and the statements use a view
///   controller's members, else a top-level `@MainActor func`). Nothing calls it: the statements are
///   compiled, not run.
/// - Extensions, imports and other declarations stay at top level; imports go first, once each.
struct ProgramAssembler {
    typealias Chunk = ProgramLineBuilder.Chunk

    struct TypeModel: Hashable, Sendable {
        var keyword: String
        var name: String
        var inheritedTypes: [String]
        var header: [Chunk]
        var members: [Member]
        var closing: [Chunk]
        /// The hidden controller docgen declares for orphan members and controller statements.
        var isSynthesizedHost = false
    }

    struct Member: Hashable, Sendable {
        var key: String?
        var chunks: [Chunk]
    }

    enum TopLevel: Hashable, Sendable {
        case type(TypeModel)
        case declarations([Chunk])
    }

    let blocks: [ExampleBlock]
    /// How many of `blocks` are the example's own; the rest are the app's later files (compiled with it, never
    /// its screen).
    let ownBlockCount: Int
    private(set) var imports: [(module: String, chunks: [Chunk])] = []
    var topLevel: [TopLevel] = []
    /// Index in `topLevel` of the type most recently declared or merged into.
    private var recentType: Int?
    var steps: [AssemblyStep] = []
    /// Blocks of member declarations with no type before them that declare properties: they stay top-level
    /// unless the synthesized host's code uses them as its own (`self.tableData`).
    var orphanProperties: [(block: Int, names: [String], members: [Member])] = []
    var diagnostics: [Diagnostic] = []
    /// The protocols the synthesized host implements only in part, which it does not adopt.
    var hostGaps: [HostGap] = []
    /// The names each synthesized `docgenFragmentAtLineN()` declares, by member key: a later block of
    /// statements that uses them continues that function.
    private var fragmentLocals: [String: Set<String>] = [:]

    /// Top-level code (a plain-Swift script's listing): statements stay statements and members stay
    /// top-level declarations, in order; nothing is wrapped, no host is synthesized.
    let isTopLevelCode: Bool

    /// Assembles `blocks` (Swift, in order). `notes[i]`, if any, is appended to block i's step. The blocks from
    /// `ownBlockCount` on are the app's later files (all of them are the example's own by default).
    init(blocks: [ExampleBlock], notes: [String?], ownBlockCount: Int? = nil, isTopLevelCode: Bool = false) {
        self.blocks = blocks
        self.ownBlockCount = ownBlockCount ?? blocks.count
        self.isTopLevelCode = isTopLevelCode
        for index in blocks.indices {
            var action = add(block: index)
            if let note = notes[index] { action += " (\(note))" }
            let block = blocks[index]
            steps.append(
                AssemblyStep(firstLine: block.code.firstCodeLine, lastLine: block.lastCodeLine, action: action))
        }
        finishSynthesizedHost()
    }

    /// Names of the types declared so far, in order.
    var typeNames: [String] {
        topLevel.compactMap { if case .type(let type) = $0 { return type.name } else { return nil } }
    }

    // MARK: - Adding a block

    private mutating func add(block index: Int) -> String {
        guard let structure = blocks[index].structure else { return "not Swift" }
        for line in LineDirectives.lines(in: blocks[index].code.code) {
            diagnostics.append(
                .note(
                    .ownLineDirective, at: blocks[index].origin(line: line),
                    "this #sourceLocation is not compiled: docgen reports every line at its place in the doc"))
        }
        switch structure.shape {
        case .members:
            let members = structure.items.map { item -> Member in
                if case .memberLike(let key, _) = item.kind {
                    return Member(key: key, chunks: [.source(block: index, range: item.range)])
                }
                return Member(key: nil, chunks: [.source(block: index, range: item.range)])
            }
            var target = recentType
            // A view controller's members do not go into a struct or enum before them.
            if let index = target, case .type(let type) = topLevel[index], type.keyword != "class",
                Self.belongsInController(structure)
            {
                target = nil
            }
            guard let target, case .type(var type) = topLevel[target] else {
                if !isTopLevelCode, let owner = namedOwner(ofMembersIn: index, keys: members.compactMap(\.key)) {
                    topLevel.append(
                        .declarations(
                            [.hiddenSynthesized("extension \(owner.type) {")] + members.flatMap(\.chunks)
                                + [.hiddenSynthesized("}")]))
                    return "members of \(owner.type), which the example names (\(owner.type).\(owner.member)): "
                        + "in an extension of it"
                }
                guard !isTopLevelCode, Self.wantsHost(structure) else {
                    for member in members { topLevel.append(.declarations(member.chunks)) }
                    let names = members.compactMap(\.key).filter { $0.hasPrefix("var ") }.flatMap {
                        $0.dropFirst("var ".count).split(separator: ",").map {
                            $0.trimmingCharacters(in: .whitespaces)
                        }
                    }
                    if !names.isEmpty { orphanProperties.append((block: index, names: names, members: members)) }
                    return "top-level declarations"
                }
                let host = synthesizedHostIndex()
                guard case .type(var type) = topLevel[host] else { return "top-level declarations" }
                let (replaced, added) = Self.insert(members, into: &type)
                topLevel[host] = .type(type)
                recentType = host
                return "members added to the hidden host \(type.name)"
                    + Self.changeList(added: added, replaced: replaced)
            }
            let (replaced, added) = Self.insert(members, into: &type)
            topLevel[target] = .type(type)
            return "members added to \(type.name)" + Self.changeList(added: added, replaced: replaced)
        case .statements:
            return addDeclarations(block: index, structure: structure, wrappingLocalDeclarations: true)
        case .declarations, .extensions, .mixed, .trivial:
            return addDeclarations(block: index, structure: structure, wrappingLocalDeclarations: false)
        }
    }

    /// Adds a block item by item: imports first (once), types declared or merged, extensions and other
    /// declarations at top level, runs of statements wrapped — with the `let`s and `func`s among them when
    /// `wrappingLocalDeclarations` (a block of statements, whose declarations are locals).
    private mutating func addDeclarations(
        block index: Int, structure: SwiftBlockStructure, wrappingLocalDeclarations: Bool
    ) -> String {
        var phrases: [String] = []
        var statementRun: Range<Int>?
        func flushStatements(_ assembler: inout ProgramAssembler) {
            if let run = statementRun { phrases.append(assembler.wrapStatements(block: index, range: run)) }
            statementRun = nil
        }
        for item in structure.items {
            var isStatement = false
            switch item.kind {
            case .statement: isStatement = true
            // A function no function body may declare (`@objc func buttonTouched(sender:)` after the statements
            // whose `#selector` names it, an `override func`) is a member beside them, never a local.
            case .memberLike(let key, let needsType):
                isStatement = wrappingLocalDeclarations && !(needsType && key?.contains("(") == true)
            default: break
            }
            if isStatement {
                statementRun = (statementRun?.lowerBound ?? item.range.lowerBound)..<item.range.upperBound
                continue
            }
            flushStatements(&self)
            let chunks: [Chunk] = [.source(block: index, range: item.range)]
            switch item.kind {
            case .importDecl(let module):
                if imports.contains(where: { $0.module == module }) {
                    phrases.append("import \(module) (already imported)")
                } else {
                    imports.append((module, chunks))
                    phrases.append("import \(module)")
                }
            case .typeDecl(let declaration):
                phrases.append(addType(declaration, block: index))
            case .extensionDecl(let typeName):
                topLevel.append(.declarations(chunks))
                phrases.append("extension \(typeName)")
            case .memberLike(let key, true) where !isTopLevelCode:
                // Only a member (`override func traitCollectionDidChange(_:)` beside an extension): the class
                // declared before it, else the hidden host, as a block of such members alone.
                var target = recentType
                if let index = target, case .type(let type) = topLevel[index], type.keyword != "class" { target = nil }
                let host = target ?? synthesizedHostIndex()
                guard case .type(var type) = topLevel[host] else { continue }
                let (replaced, added) = Self.insert([Member(key: key, chunks: chunks)], into: &type)
                topLevel[host] = .type(type)
                phrases.append("\((replaced + added).joined(separator: ", ")) into \(type.name)")
            case .memberLike(let key, _):
                topLevel.append(.declarations(chunks))
                phrases.append("top-level \(key ?? "declaration")")
            case .statement:
                break
            }
        }
        flushStatements(&self)
        if phrases.isEmpty {
            let end = blocks[index].code.code.utf8.count
            if end > 0 { topLevel.append(.declarations([.source(block: index, range: 0..<end)])) }
            diagnostics.append(
                .note(
                    .commentOnlyBlock, at: blocks[index].origin(line: 0),
                    "this Swift block holds no declarations or statements: it is shown, and adds no code to its example"
                ))
            return "no declarations or statements (comments only)"
        }
        return phrases.joined(separator: ", ")
    }

    private mutating func addType(_ declaration: SwiftBlockStructure.TypeDeclaration, block index: Int) -> String {
        let members = declaration.members.map { Member(key: $0.key, chunks: [.source(block: index, range: $0.range)]) }
        let header: [Chunk] = [.source(block: index, range: declaration.header)]
        let closing: [Chunk] = [.source(block: index, range: declaration.closing)]
        let existing = topLevel.indices.first { position in
            if case .type(let type) = topLevel[position] { return type.name == declaration.name }
            return false
        }
        guard let existing, case .type(var type) = topLevel[existing] else {
            topLevel.append(
                .type(
                    TypeModel(
                        keyword: declaration.keyword, name: declaration.name,
                        inheritedTypes: declaration.inheritedTypes,
                        header: header, members: members, closing: closing)))
            // A class that Apple's UIKit declares is Apple's interface quoted (`open class
            // UICollectionViewCompositionalLayout … { public init(section:) }`): the next block's members are
            // never its.
            if !Self.isUIKitType(declaration.name) { recentType = topLevel.count - 1 }
            return "declares \(declaration.keyword) \(declaration.name)"
        }
        type.keyword = declaration.keyword
        type.header = header
        type.inheritedTypes = declaration.inheritedTypes
        type.closing = closing
        let (replaced, added) = Self.insert(members, into: &type)
        topLevel[existing] = .type(type)
        recentType = existing
        return "redeclares \(declaration.keyword) \(declaration.name), merged (header from this block"
            + Self.changeList(added: added, replaced: replaced, opening: "; ") + ")"
    }

    /// Wraps statements in a synthesized function of the host type (or at top level).
    private mutating func wrapStatements(block index: Int, range: Range<Int>) -> String {
        if isTopLevelCode {
            topLevel.append(.declarations([.source(block: index, range: range)]))
            return "top-level statements"
        }
        let block = blocks[index]
        let code = Array(block.code.code.utf8)
        let firstByte =
            code[range].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") }
            ?? range.lowerBound
        let lineIndex = block.lineStarts.lastIndex { $0 <= firstByte } ?? 0
        let name = "docgenFragmentAtLine\(block.code.firstCodeLine + lineIndex)"
        let body: Chunk = .source(block: index, range: range)
        var host = hostTypeIndex ?? recentType
        if let structure = block.structure, Self.usesControllerMembers(structure) {
            // Controller statements need a class to live in: not a struct or enum (model types), nor a
            // UIKit cell or view (`tableView.register(…)` after `class MyCell: UITableViewCell`).
            let fits = host.map { index in
                guard case .type(let type) = topLevel[index], type.keyword == "class" else { return false }
                guard index != hostTypeIndex, let superclass = type.inheritedTypes.first else { return true }
                return !Self.isUIKitType(superclass) || Self.isUIKitViewController(superclass)
            }
            if fits != true { host = synthesizedHostIndex() }
        }
        if let host, case .type(var type) = topLevel[host] {
            let names = block.structure?.names ?? ReferencedNames()
            // The next step of the same method (`layout` made by the block before): one function, as the
            // doc's "add to viewDidLoad()" means.
            if let last = type.members.indices.last, let key = type.members[last].key,
                let locals = fragmentLocals[key], !names.taken.isDisjoint(with: locals),
                names.declared.isDisjoint(with: locals)
            {
                type.members[last].chunks.insert(body, at: type.members[last].chunks.count - 1)
                fragmentLocals[key] = locals.union(names.declared)
                topLevel[host] = .type(type)
                return
                    "statements added to func \(key) of \(type.name) (they use its \(names.taken.intersection(locals).sorted().joined(separator: ", ")))"
            }
            type.members.append(
                Member(key: "\(name)()", chunks: [.synthesized("    func \(name)() {"), body, .synthesized("    }")]))
            fragmentLocals["\(name)()"] = names.declared
            topLevel[host] = .type(type)
            return "statements wrapped in func \(name)() of \(type.name)"
        }
        topLevel.append(.declarations([.synthesized("@MainActor func \(name)() {"), body, .synthesized("}")]))
        return "statements wrapped in top-level func \(name)()"
    }

    /// Replaces members with the same key in place, appends the others; returns the keys of both.
    private static func insert(_ members: [Member], into type: inout TypeModel) -> (replaced: [String], added: [String])
    {
        var replaced: [String] = [], added: [String] = []
        for member in members {
            if let key = member.key, let position = type.members.firstIndex(where: { $0.key == key }) {
                type.members[position] = member
                replaced.append(key)
            } else {
                type.members.append(member)
                added.append(member.key ?? "declaration")
            }
        }
        return (replaced, added)
    }

    private static func changeList(added: [String], replaced: [String], opening: String = " (") -> String {
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + added.joined(separator: ", ")) }
        if !replaced.isEmpty { parts.append("replaced " + replaced.joined(separator: ", ")) }
        guard !parts.isEmpty else { return "" }
        let list = parts.joined(separator: "; ")
        return opening == " (" ? " (\(list))" : opening + list
    }

    // MARK: - Host type

    /// The class to instantiate: a `UI…ViewController` subclass (directly or through the program's own
    /// classes), preferring one that uses a search controller (conforms to a `UISearch…` protocol or
    /// mentions `UISearchController`), then the first declared. Without one, the first class whose
    /// superclass is named `…Controller` and is not a UIKit class (a typo like `UTableViewController`, or
    /// the author's own base class: it keeps its class the host, so the compiler reports the typo). A cell,
    /// view, app delegate or model class is never the screen: without a controller there is no host. Nor is a
    /// class of the app's later files (their own example shows it).
    var hostTypeIndex: Int? {
        let classes: [(index: Int, type: TypeModel)] = topLevel.indices.compactMap { index in
            if case .type(let type) = topLevel[index], type.keyword == "class", isOwn(type) { return (index, type) }
            return nil
        }
        func reachesViewController(_ type: TypeModel, depth: Int = 0) -> Bool {
            guard let superclass = type.inheritedTypes.first, depth < 16 else { return false }
            if Self.isUIKitViewController(superclass) { return true }
            guard let parent = classes.first(where: { $0.type.name == superclass }) else { return false }
            return reachesViewController(parent.type, depth: depth + 1)
        }
        func usesSearch(_ type: TypeModel) -> Bool {
            type.inheritedTypes.contains { $0.hasPrefix("UISearch") } || text(of: type).contains("UISearchController")
        }
        let controllers = classes.filter { reachesViewController($0.type) }
        // One controller is the host whatever it uses (and reading its text on every block is quadratic).
        if controllers.count == 1 { return controllers[0].index }
        if let searching = controllers.first(where: { usesSearch($0.type) }) { return searching.index }
        if let first = controllers.first { return first.index }
        return classes.first { entry in
            guard let superclass = entry.type.inheritedTypes.first, superclass.hasSuffix("Controller") else {
                return false
            }
            return !Self.isUIKitType(superclass) && !classes.contains { $0.type.name == superclass }
        }?.index
    }

    /// Whether the type is declared in one of the example's own blocks (or is the synthesized host).
    private func isOwn(_ type: TypeModel) -> Bool {
        guard case .source(let block, _)? = type.header.first else { return true }
        return block < ownBlockCount
    }

    var hostTypeName: String? {
        guard let index = hostTypeIndex, case .type(let type) = topLevel[index] else { return nil }
        return type.name
    }

    /// The source text of a type as assembled.
    func text(of type: TypeModel) -> String {
        (type.header + type.members.flatMap(\.chunks) + type.closing).map { chunk in
            switch chunk {
            case .synthesized(let text), .hiddenSynthesized(let text): return text
            case .source(let block, let range):
                return String(decoding: Array(blocks[block].code.code.utf8)[range], as: UTF8.self)
            }
        }.joined()
    }

    // MARK: - Rendering

    /// The program's lines: imports first, then the top-level declarations in order.
    func render() -> [ProgramLine] {
        var builder = ProgramLineBuilder(blocks: blocks)
        for entry in imports { builder.append(entry.chunks) }
        for entry in topLevel {
            switch entry {
            case .type(let type):
                builder.append(type.header)
                for member in type.members { builder.append(member.chunks) }
                builder.append(type.closing)
            case .declarations(let chunks):
                builder.append(chunks)
            }
        }
        return builder.finish()
    }
}
