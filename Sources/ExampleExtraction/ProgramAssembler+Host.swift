import AppleUIKitAPI
import DocgenCore
import SwiftParser
import SwiftSyntax

/// The synthesized hidden host: where members with no type before them (`override func viewDidLoad()`,
/// `func updateSearchResults(for:)`) and statements that use a view controller's members
/// (`navigationItem`, `tableView`, `self`) live when the program declares no type to hold them.
///
/// A `UITableViewController` subclass when its code uses table members, else a `UIViewController`
/// subclass; it conforms to the protocols whose requirements its members implement. Its header and
/// closing brace are hidden lines: readers see only the doc's code.
extension ProgramAssembler {
    /// The name of the synthesized host class.
    static let synthesizedHostName = "DocgenHostViewController"

    /// Names a view controller's code uses without qualification.
    static let controllerMembers: Set<String> = [
        "self", "navigationItem", "tableView", "definesPresentationContext", "view", "navigationController",
        "present", "dismiss", "presentedViewController", "extendedLayoutIncludesOpaqueBars", "addChild",
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "traitCollection", "splitViewController",
        "tabBarController", "searchDisplayController", "clearsSelectionOnViewWillAppear", "refreshControl",
    ]

    /// The UIKit protocol of which a member key (`updateSearchResults(for:)`) is a requirement, if any: the
    /// first of `adoptableProtocols` whose requirements in Apple's UIKit (`UIKitSurface`) include it.
    static func protocolRequiring(_ key: String) -> String? {
        requirementOwners[key]
    }

    /// Each requirement of the adoptable protocols (optional or not) → its protocol, from Apple's UIKit.
    static let requirementOwners: [String: String] = {
        guard case .success(let surface) = UIKitSurface.bundled else { return [:] }
        var owners: [String: String] = [:]
        for name in adoptableProtocols {
            for requirement in surface.requirements(of: name) where owners[requirement.member] == nil {
                owners[requirement.member] = name
            }
        }
        return owners
    }()

    /// Whether `name` is `UIViewController` or one of its subclasses in Apple's UIKit (`UITableViewController`,
    /// `UINavigationController`, `UISearchController`); without the surface, a `UI…ViewController` name.
    static func isUIKitViewController(_ name: String) -> Bool {
        guard case .success(let surface) = UIKitSurface.bundled else {
            return name.hasPrefix("UI") && name.hasSuffix("ViewController")
        }
        return surface.type(name)?.kind == .class && surface.isSubclass(name, of: "UIViewController")
    }

    /// The requirements of a protocol that an adopting type must implement, from Apple's UIKit (member keys
    /// such as `tableView(_:numberOfRowsInSection:)`); none without the surface.
    static func requiredMethods(of protocolName: String) -> [String] {
        guard case .success(let surface) = UIKitSurface.bundled else { return [] }
        return surface.requiredMembers(of: protocolName).map(\.member)
    }

    /// Whether Apple's UIKit has a type of this name (its own: not `NSObject` or another type it inherits
    /// from); without the surface, a `UI…` name.
    static func isUIKitType(_ name: String) -> Bool {
        guard case .success(let surface) = UIKitSurface.bundled else { return name.hasPrefix("UI") }
        return surface.type(name).map { !$0.isInherited } ?? false
    }

    /// The protocols in the order a host adopts them.
    static let adoptableProtocols = [
        "UISearchResultsUpdating", "UISearchBarDelegate", "UISearchControllerDelegate", "UITableViewDataSource",
        "UITableViewDelegate",
    ]

    /// Whether a block of members with no type before it belongs in a view controller: it cannot stand
    /// alone, implements a UIKit protocol requirement, or uses a view controller's members.
    static func wantsHost(_ structure: SwiftBlockStructure) -> Bool {
        if structure.needsType || usesControllerMembers(structure) { return true }
        return structure.items.contains { item in
            guard case .memberLike(let key?, _) = item.kind else { return false }
            return protocolRequiring(key) != nil
        }
    }

    /// Whether a block of members is a view controller's even when a struct or enum comes before it: it
    /// overrides, implements a UIKit protocol requirement, or uses a view controller's members.
    static func belongsInController(_ structure: SwiftBlockStructure) -> Bool {
        if structure.identifiers.contains("override") || usesControllerMembers(structure) { return true }
        return structure.items.contains { item in
            guard case .memberLike(let key?, _) = item.kind else { return false }
            return protocolRequiring(key) != nil
        }
    }

    /// Whether a block uses names only a view controller has in scope.
    static func usesControllerMembers(_ structure: SwiftBlockStructure) -> Bool {
        !structure.identifiers.isDisjoint(with: controllerMembers)
    }

    /// The index in `topLevel` of the synthesized host, declared now if it is not yet.
    mutating func synthesizedHostIndex() -> Int {
        if let existing = topLevel.firstIndex(where: {
            if case .type(let type) = $0 { return type.isSynthesizedHost } else { return false }
        }) {
            return existing
        }
        topLevel.append(
            .type(
                TypeModel(
                    keyword: "class", name: Self.synthesizedHostName, inheritedTypes: ["UIViewController"],
                    header: [], members: [], closing: [.hiddenSynthesized("}")], isSynthesizedHost: true)))
        return topLevel.count - 1
    }

    /// Moves into the host the blocks of orphan properties (`let tableData = […]`, `var filtered = [String]()`
    /// shown before a controller's members) whose names the host's code uses through `self`: the author
    /// meant them as the controller's properties. Other orphan declarations stay top-level.
    mutating func adoptOrphanProperties(into host: inout TypeModel) {
        guard !orphanProperties.isEmpty else { return }
        let text = text(of: host)
        var moved: [Member] = []
        var movedBlocks: Set<Int> = []
        for entry in orphanProperties {
            let usedThroughSelf = entry.names.contains { name in
                var rest = Substring(text)
                while let range = rest.range(of: "self." + name) {
                    rest = rest[range.upperBound...]
                    guard let next = rest.first else { return true }
                    if !(next.isLetter || next.isNumber || next == "_") { return true }
                }
                return false
            }
            guard usedThroughSelf else { continue }
            moved += entry.members
            movedBlocks.insert(entry.block)
        }
        guard !moved.isEmpty else { return }
        let movedChunks = Set(moved.map(\.chunks))
        topLevel.removeAll { entry in
            if case .declarations(let chunks) = entry { return movedChunks.contains(chunks) }
            return false
        }
        host.members = moved + host.members
        for block in movedBlocks.sorted() where steps.indices.contains(block) {
            steps[block].action = steps[block].action.replacingOccurrences(
                of: "top-level declarations",
                with: "properties of the hidden host \(host.name) (its code uses them through self)")
        }
    }

    /// Decides the host's superclass and protocols from what ended up in it.
    mutating func finishSynthesizedHost() {
        func hostIndex() -> Int? {
            topLevel.firstIndex { if case .type(let type) = $0 { return type.isSynthesizedHost } else { return false } }
        }
        guard let found = hostIndex(), case .type(var host) = topLevel[found] else { return }
        adoptOrphanProperties(into: &host)
        guard let index = hostIndex() else { return }
        let text = text(of: host)
        var identifiers: Set<String> = []
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { identifiers.insert(name) }
        }
        let keys = host.members.compactMap(\.key)
        // Table members declared without `override` belong to a plain controller adopting the protocols.
        let overridesTable =
            text.contains("override func tableView(") || text.contains("override func numberOfSections(")
        let required = Set(keys.compactMap(Self.protocolRequiring))
        let declaresTableWithoutOverride =
            !overridesTable && required.contains { $0.hasPrefix("UITableView") }
        let usesTable = !declaresTableWithoutOverride && (overridesTable || identifiers.contains("tableView"))
        let superclass = usesTable ? "UITableViewController" : "UIViewController"
        // A table view controller already is its table's data source and delegate. A protocol is adopted
        // only with every method Apple requires: a part of one is a fragment of a larger controller.
        let implemented = Set(keys)
        let adopted = Self.adoptableProtocols.filter { name in
            guard required.contains(name), !(usesTable && name.hasPrefix("UITableView")) else { return false }
            let missing = Self.requiredMethods(of: name).filter { !implemented.contains($0) }
            if !missing.isEmpty { hostGaps.append(HostGap(protocolName: name, missing: missing)) }
            return missing.isEmpty
        }
        host.inheritedTypes = [superclass] + adopted
        host.header = [.hiddenSynthesized("class \(host.name): \(host.inheritedTypes.joined(separator: ", ")) {")]
        topLevel[index] = .type(host)
        let firstBlock = host.members.lazy.flatMap(\.chunks).compactMap { chunk -> Int? in
            if case .source(let block, _) = chunk { return block } else { return nil }
        }.first
        let location = firstBlock.map { blocks[$0].origin(line: 0) }
        diagnostics.append(
            .note(
                .synthesizedHost, at: location,
                "no type declared for these members or controller statements; they are compiled in a hidden `class \(host.name): \(host.inheritedTypes.joined(separator: ", "))`"
                    + hostGaps.map {
                        "; it does not adopt \($0.protocolName), which also requires \($0.missing.joined(separator: ", "))"
                    }.joined()
                    + "; declare the type in a hidden part (// snippet.hide) to choose another"
            ))
    }
}

// MARK: - The class a fragment's methods belong to, by name

extension ProgramAssembler {
    /// The class of the example that its code names as the owner of methods block `index` shows with no type
    /// around them (`#selector(ViewController.hideKeyboard(_:))` and a block `func hideKeyboard(…)`): the doc
    /// says whose they are, so they go into an extension of it, not into a hidden host. Only methods (an
    /// extension holds no stored property and overrides nothing), and only a class some block declares.
    func namedOwner(ofMembersIn index: Int, keys: [String]) -> (type: String, member: String)? {
        guard let structure = blocks[index].structure, !structure.identifiers.contains("override"), !keys.isEmpty,
            keys.allSatisfy({ $0.contains("(") && !$0.hasPrefix("init(") && !$0.hasPrefix("subscript(") })
        else { return nil }
        let methods = Set(keys.map { String($0.prefix { $0 != "(" }) })
        let classes = Set(
            blocks.compactMap(\.structure).flatMap(\.items).compactMap { item -> String? in
                guard case .typeDecl(let type) = item.kind, type.keyword == "class" else { return nil }
                return type.name
            })
        guard !classes.isEmpty else { return nil }
        for other in blocks.indices where other != index {
            let finder = QualifiedMemberFinder(types: classes, members: methods)
            finder.walk(SwiftSourceTrees.tree(of: blocks[other].code.code))
            if let found = finder.found { return found }
        }
        return nil
    }
}

/// The first `Type.member` whose type and member are among those sought.
private final class QualifiedMemberFinder: SyntaxVisitor {
    let types: Set<String>
    let members: Set<String>
    var found: (type: String, member: String)?

    init(types: Set<String>, members: Set<String>) {
        self.types = types
        self.members = members
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let base = node.base?.as(DeclReferenceExprSyntax.self), types.contains(base.baseName.text),
            members.contains(node.declName.baseName.text)
        {
            found = (base.baseName.text, node.declName.baseName.text)
        }
        return .visitChildren
    }
}
