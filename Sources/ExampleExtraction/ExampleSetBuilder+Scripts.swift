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
            func finish() {
                guard !current.isEmpty else { return }
                number += 1
                var documentName = String(document.file.split(separator: "/").last ?? "")
                if documentName.hasSuffix(".md") { documentName.removeLast(3) }
                var id = ExampleIdentifier.make(document: documentName, part: "program \(number)")
                while taken.contains(id) { id += "_" }
                taken.insert(id)
                scripts.append(ExampleScript(id: id, file: document.file, exampleIDs: current))
                current = []
                inCurrent = []
                names = []
            }
            var declaredBy: [String: Set<String>] = [:]
            for id in document.exampleIDs where !inCurrent.contains(id) {
                guard let example = byID[id], example.language == .swift, example.mode.isBuilt,
                    !ExampleMode.isCompileFail(example.mode),
                    ModuleAvailability.unavailableImports(in: example.program).isEmpty
                else { continue }
                let declared = ExampleScript.topLevelNames(of: example.program.text)
                declaredBy[id] = declared
                let alone = example.isStandalone == true
                if alone {
                    finish()
                } else if !declared.isDisjoint(with: names) {
                    // The next script goes on with what the earlier listings declared that this one does not
                    // declare again (they are checked in their own script; here they are its context).
                    let carried = current.filter { id in
                        let names = declaredBy[id, default: []]
                        return !names.isEmpty && names.isDisjoint(with: declared)
                    }
                    finish()
                    current = carried
                    inCurrent = Set(carried)
                    names = carried.reduce(into: Set<String>()) { $0.formUnion(declaredBy[$1, default: []]) }
                }
                current.append(id)
                inCurrent.insert(id)
                names.formUnion(declared)
                if alone { finish() }
            }
            finish()
        }
        return scripts
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
