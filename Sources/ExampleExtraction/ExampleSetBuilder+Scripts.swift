import DocParsing
import DocgenCore

/// Plain-Swift documents: where no listing uses UIKit, each listing is an example of its own (members that
/// cannot stand alone, `init` or `override`, join the listing that last declared a type), and the examples
/// are the top-level code of the document's scripts (`ExampleScript`), in order: statements are not
/// wrapped, no host is synthesized, no later file is joined.
extension ExampleSetBuilder {
    /// The group of a plain-Swift listing (not `example=NAME`, which names its program, nor `ignore`).
    mutating func scriptGroup(
        for block: ExampleBlock, expectsError: Bool, expectsTrap: Bool, state: inout DocumentState
    ) -> Int {
        let isIgnored = block.code.attributes.contains { if case .ignore = $0 { return true } else { return false } }
        let structure = block.structure
        if !isIgnored, !expectsError, !expectsTrap, let structure, structure.shape == .members, structure.needsType,
            let owner = state.lastTypeGroup
        {
            return owner
        }
        let created = newGroup(language: .swift, name: nil)
        // The book's test expects it to fail: it shows that on purpose. So does a listing that throws at top
        // level (`throw VendingMachineError.insufficientFunds(coinsNeeded: 5)`): it stops its program.
        groups[created].expectsError = expectsError
        groups[created].expectsTrap = expectsTrap || ExampleScript.throwsAtTopLevel(block.code.code)
        if !expectsError, !expectsTrap, structure?.declaredTypeNames.isEmpty == false {
            state.lastTypeGroup = created
        }
        return created
    }

    /// Whether no Swift block of `document` uses UIKit (a block importing a module docgen cannot build here,
    /// which is skipped for it, aside): none imports it, none names a type of Apple's UIKit (from `UIKitSurface`) that the document does not declare itself,
    /// and no fragment is a view controller's code (members or statements naming a controller's members,
    /// members implementing a UIKit protocol's requirement).
    mutating func isPlainSwift(_ document: Document) -> Bool {
        var structuresOfDocument: [SwiftBlockStructure] = []
        for block in document.allBlocks {
            guard let code = block.codeBlock, code.language == .swift else { continue }
            let structure = structures[code.code] ?? SwiftBlockStructure(code: code.code)
            structures[code.code] = structure
            structuresOfDocument.append(structure)
        }
        guard !structuresOfDocument.isEmpty else { return false }
        let declared = Set(structuresOfDocument.flatMap(\.declaredTypeNames))
        // Members that need a type where the document declares none: a view controller's fragments.
        if declared.isEmpty, structuresOfDocument.contains(where: { $0.shape == .members && $0.needsType }) {
            return false
        }
        let swiftUINames = SwiftUIVocabulary.names.subtracting(SwiftUIVocabulary.namesAppsDeclareToo)
        return structuresOfDocument.allSatisfy { structure in
            let imports = structure.importedModules
            if imports.contains("UIKit") { return false }
            // A block importing what cannot be built here (`AppKit`, `SwiftUI`) is skipped for it, whatever
            // the rest of the document is.
            if !imports.allSatisfy(ModuleAvailability.available.contains) { return true }
            if structure.shape == .members || structure.shape == .statements {
                // A view controller's names (`navigationItem`, `viewDidLoad`; `self` is every type's), or a
                // requirement of a UIKit protocol (`tableView(_:cellForRowAt:)`).
                let controllerNames = ProgramAssembler.controllerMembers.subtracting(["self"])
                if !structure.identifiers.isDisjoint(with: controllerNames) { return false }
                let requirements = structure.items.contains { item in
                    guard case .memberLike(let key?, _) = item.kind else { return false }
                    return ProgramAssembler.protocolRequiring(key) != nil
                }
                if requirements { return false }
            }
            // A type of Apple's UIKit, or SwiftUI's (`View`, `VStack`: its import is often left out).
            return !structure.identifiers.contains { name in
                !declared.contains(name) && (ProgramAssembler.isUIKitType(name) || swiftUINames.contains(name))
            }
        }
    }

    /// The scripts of each plain-Swift document (its examples' ids, in order): the examples that are
    /// compiled and run (not `compile_fail`, ignored or skipped, and importing only what can be built), a
    /// new script from each example that declares again a name of the script so far; a `standalone`
    /// example is a script of its own.
    static func scripts(_ documents: [(file: String, exampleIDs: [String])], examples: [Example]) -> [ExampleScript] {
        let byID = Dictionary(examples.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var taken = Set(examples.map(\.id))
        var scripts: [ExampleScript] = []
        for document in documents {
            var current: [String] = []
            var inCurrent: Set<String> = []
            var names: Set<String> = []
            var number = 0
            /// The script's own listings (those carried in as context aside).
            var own = 0
            func finish() {
                guard !current.isEmpty else { return }
                number += 1
                var documentName = String(document.file.split(separator: "/").last ?? "")
                if documentName.hasSuffix(".md") { documentName.removeLast(3) }
                var id = ExampleIdentifier.make(document: documentName, part: "program \(number)")
                while taken.contains(id) { id += "_" }
                taken.insert(id)
                // A script of listings that are all another document's too (a translation's, with the same
                // code) is that document's script: its listings are checked there, and it is not written.
                if current.contains(where: { byID[$0]?.sources.first?.file == document.file }) {
                    scripts.append(ExampleScript(id: id, file: document.file, exampleIDs: current))
                }
                current = []
                inCurrent = []
                names = []
                own = 0
            }
            var declaredBy: [String: Set<String>] = [:]
            // A document of more listings than a script may hold is split by size too (the compiler takes more
            // than linear time on one `main.swift`); each later script is given, before its listings, the
            // earlier ones that declare or change what they use.
            let mayOverflow = document.exampleIDs.count > ExampleScript.maximumListings
            var earlier = EarlierListings()
            var splitBySize = false
            for (order, id) in document.exampleIDs.enumerated() where !inCurrent.contains(id) {
                guard let example = byID[id], example.language == .swift, example.mode.isBuilt,
                    !ExampleMode.isCompileFail(example.mode),
                    ModuleAvailability.unavailableImports(in: example.program).isEmpty
                else { continue }
                let declared = ExampleScript.topLevelNames(of: example.program.text)
                declaredBy[id] = declared
                let used = mayOverflow ? ExampleScript.usedNames(of: example.program.text) : []
                let alone = example.isStandalone == true
                if !alone && own >= ExampleScript.maximumListings {
                    finish()
                    splitBySize = true
                }
                if splitBySize && !alone {
                    let context = earlier.context(for: used, excluding: inCurrent)
                    current = context + current
                    inCurrent.formUnion(context)
                    for carried in context { names.formUnion(declaredBy[carried, default: []]) }
                }
                if alone {
                    finish()
                } else if ExampleScript.conflict(declared, names) {
                    // The next script goes on with what the earlier listings declared that this one does not
                    // declare again (they are checked in their own script; here they are its context).
                    let carried = current.filter { id in
                        let names = declaredBy[id, default: []]
                        return !names.isEmpty && !ExampleScript.conflict(names, declared)
                    }
                    finish()
                    current = carried
                    inCurrent = Set(carried)
                    names = carried.reduce(into: Set<String>()) { $0.formUnion(declaredBy[$1, default: []]) }
                }
                current.append(id)
                inCurrent.insert(id)
                own += 1
                names.formUnion(declared)
                if mayOverflow { earlier.add(id, order: order, declared: declared, used: used) }
                if alone { finish() }
            }
            finish()
        }
        return scripts
    }
}

/// The listings of a document placed in its scripts so far, and what each declares and uses: the context a
/// later script of the document needs for a listing, when the document is split by size.
struct EarlierListings {
    private var orders: [String: Int] = [:]
    private var declaredNames: [String: Set<String>] = [:]
    private var usedNames: [String: Set<String>] = [:]
    /// The listings that declare or use each name some listing declares.
    private var byName: [String: [String]] = [:]
    private var declaredAnywhere: Set<String> = []

    mutating func add(_ id: String, order: Int, declared: Set<String>, used: Set<String>) {
        let bases = Set(declared.map(ExampleScript.baseName))
        orders[id] = order
        declaredNames[id] = bases
        usedNames[id] = used
        declaredAnywhere.formUnion(bases)
        for name in bases.union(used) { byName[name, default: []].append(id) }
    }

    /// The earlier listings, outside `excluding`, that declare or change (use) the names in `used` that an
    /// earlier listing declares, and what those need in turn, in the document's order.
    func context(for used: Set<String>, excluding: Set<String>) -> [String] {
        var chosen: Set<String> = []
        var pending = Array(used.intersection(declaredAnywhere))
        var seen = Set(pending)
        while let name = pending.popLast() {
            for id in byName[name, default: []] where !excluding.contains(id) && !chosen.contains(id) {
                chosen.insert(id)
                for next in declaredNames[id, default: []].union(usedNames[id, default: []])
                where declaredAnywhere.contains(next) && !seen.contains(next) {
                    seen.insert(next)
                    pending.append(next)
                }
            }
        }
        return chosen.sorted { orders[$0, default: 0] < orders[$1, default: 0] }
    }
}

extension ExampleMode {
    /// Whether the mode is `compile_fail`.
    static func isCompileFail(_ mode: ExampleMode) -> Bool {
        if case .compileFail = mode { return true }
        return false
    }
}

extension BookTestDrift {
    /// What the book's tests of a listing expect of its code as shown.
    enum Expectation {
        /// A compile error: an `!$ error:` or a quoted compiler error line.
        case compileError
        /// A stop at run time: `xx`.
        case trap
    }

    /// The listings (indexes among the document's Swift code blocks) whose tests all expect `expectation`:
    /// the tests right after the listing that show its code (`->`), at least one.
    static func listingsExpecting(_ expectation: Expectation, _ document: Document, parts: [BookTestPart]) -> Set<Int> {
        var result: Set<Int> = []
        for (index, entry) in testsByListing(document, parts: parts) {
            let listed = normalized(entry.listing.lines.map(String.init))
            var names: [String] = []
            for name in entry.tests.flatMap(\.names) where !names.contains(name) { names.append(name) }
            let showing = names.compactMap { name -> [BookTestPart]? in
                let named = entry.tests.filter { $0.names.contains(name) }
                return normalized(named.flatMap(\.shownCode)) == listed ? named : nil
            }
            guard !showing.isEmpty else { continue }
            let allExpect = showing.allSatisfy { named in
                named.contains { part in
                    part.lines.contains { line in
                        switch expectation {
                        case .compileError:
                            return (line.kind == .diagnostic && line.text.hasPrefix("error:"))
                                || (line.kind == .diagnosticContext && line.text.contains(": error: "))
                        case .trap:
                            return line.kind == .expectedTrap
                        }
                    }
                }
            }
            if allExpect { result.insert(index) }
        }
        return result
    }
}
