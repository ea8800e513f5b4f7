/// Automatic assembly's choice for an unnamed Swift block: join the program of its section, start a
/// program of its own, or make the next version of an earlier program (a tutorial's next step).
///
/// Within a section:
/// - a block that imports and declares again a type of the section's program, using none of the
///   program's members it does not declare itself, is a whole program of its own: an alternative (a tab
///   for another Swift version) or the complete file after the steps;
/// - a block that replaces a member the program already has (the same `viewDidLoad()`, shown again with
///   new lines, alone or inside its class) is the program's next version: the step before is checked as
///   it was, and the new step with it;
/// - other fragments (new members, statements, extensions, a redeclaration that only adds) join it.
///
/// In a section without a program, a fragment continues the document's latest program it belongs to, as
/// a new version: members that cannot stand alone, redefine its members or implement a requirement of a
/// protocol its types adopt; extensions of its types only; statements that use its types' members, or the
/// values a program of no type declares (a tutorial's steps, one section each); a class shown again
/// (without imports) that uses members only the earlier declaration has.
///
/// The other way round, once the document is read (`joinLaterFiles`): a program that uses a type only a
/// later program of the document declares (one app shown file by file, `AppDelegate.swift` then
/// `FirstViewController.swift`) is checked with that program as the app's later file.
extension ExampleSetBuilder {
    mutating func automaticGroup(for block: ExampleBlock, section: Int, state: DocumentState)
        -> (group: Int, note: String?)
    {
        guard let structure = block.structure else {
            return (state.currentBySection[section] ?? newGroup(language: .swift, name: nil), nil)
        }
        if let current = state.currentBySection[section] {
            return groupInSection(current, for: block, structure: structure)
        }
        for base in state.automaticPrograms.reversed() {
            let isLatest = base == state.automaticPrograms.last
            let reason =
                groups[base].typeNames.isEmpty
                ? statementsContinuation(of: groups[base], by: structure)
                : continuation(of: groups[base], by: structure, isLatest: isLatest)
            guard var reason else { continue }
            let title = groups[base].blocks.last?.sectionTitle.map { "“\($0)”" } ?? "before the first heading"
            let version = newVersion(of: base)
            // Statements that also use values of other steps before it (`alert.addAction(ok)` after a step
            // declaring `alert` and one declaring `ok`) take those steps' blocks too.
            if groups[base].typeNames.isEmpty {
                let others = otherSteps(usedBy: structure, besides: base, state: state)
                merge(others.map(\.program), into: version)
                if !others.isEmpty {
                    let names = others.flatMap(\.names).sorted().joined(separator: ", ")
                    reason +=
                        "; and \(names), which \(others.count == 1 ? "an earlier program declares" : "earlier programs declare")"
                }
            }
            return (
                version,
                "version \(groups[version].versionNumber) of the program of section \(title): its own section has none"
                    + (reason.isEmpty ? "" : "; \(reason)")
            )
        }
        return (newGroup(language: .swift, name: nil), nil)
    }

    // MARK: - Within a section

    private mutating func groupInSection(_ current: Int, for block: ExampleBlock, structure: SwiftBlockStructure)
        -> (group: Int, note: String?)
    {
        switch structure.shape {
        case .declarations:
            let declared = Set(structure.declaredTypeNames)
            let redeclared = groups[current].typeNames.intersection(declared)
            if !redeclared.isEmpty {
                // Its own imports, and nothing it takes from the program before it: a whole file.
                if !structure.importedModules.isEmpty,
                    structure.names.taken.isDisjoint(with: groups[current].memberNames)
                {
                    let label = Self.tabLabel(of: block).map { " “\($0)”" } ?? ""
                    return (
                        newGroup(language: .swift, name: nil),
                        "a whole program\(label) of its own: it imports \(structure.importedModules.joined(separator: ", ")) and declares \(redeclared.sorted().joined(separator: ", ")) again"
                    )
                }
                let replaced = structure.items.flatMap { item -> [String] in
                    guard case .typeDecl(let type) = item.kind, redeclared.contains(type.name) else { return [] }
                    return groups[current].replacedKeys(by: structure, in: block, type: type, into: type.name)
                }
                if !replaced.isEmpty { return nextVersionInSection(of: current, replacing: replaced) }
                return (current, nil)
            }
            // Model types and the program that uses them, in either order, are one program.
            if groups[current].name == nil,
                groups[current].onlyModelTypes && !structure.identifiers.isDisjoint(with: groups[current].typeNames)
                    || structure.declaresOnlyModelTypes && !groups[current].identifiers.isDisjoint(with: declared)
            {
                return (current, "one program with the model types beside it")
            }
            return (newGroup(language: .swift, name: nil), nil)
        case .members:
            let replaced = groups[current].replacedKeys(
                by: structure, in: block, type: nil, into: groups[current].recentType ?? "")
            if !replaced.isEmpty { return nextVersionInSection(of: current, replacing: replaced) }
            return (current, nil)
        case .statements, .extensions, .mixed, .trivial:
            return (current, nil)
        }
    }

    private mutating func nextVersionInSection(of current: Int, replacing keys: [String]) -> (group: Int, note: String)
    {
        let version = newVersion(of: current)
        return (
            version,
            "version \(groups[version].versionNumber): replaces \(keys.joined(separator: ", ")) of the step before it in this section"
        )
    }

    /// The label of a tab the block is shown in (`fct_label="Swift 2.3"`), if its info string has one.
    static func tabLabel(of block: ExampleBlock) -> String? {
        for case .unknown(let name, let value?) in block.code.attributes where name.lowercased().hasSuffix("label") {
            return value
        }
        return nil
    }

    // MARK: - In a section without a program

    /// Why a block in a section without a program continues `program` ("" for the reasons that need no
    /// words), or nil when it does not.
    private func continuation(of program: Group, by structure: SwiftBlockStructure, isLatest: Bool) -> String? {
        let taken = structure.names.taken.intersection(program.memberNames)
        func uses() -> String {
            "uses \(taken.sorted().joined(separator: ", ")) of \(program.typeNames.sorted().joined(separator: ", "))"
        }
        switch structure.shape {
        case .members:
            if isLatest && structure.needsType || redefinesMember(structure, of: program)
                || implementsAdoptedRequirement(structure, of: program)
            {
                return ""
            }
            return taken.isEmpty ? nil : "it " + uses()
        case .extensions:
            return extendsOnly(program.typeNames, structure) ? "" : nil
        case .statements:
            return taken.isEmpty ? nil : "it " + uses()
        case .mixed:
            return extendsOnly(program.typeNames, structure) && !taken.isEmpty ? "it " + uses() : nil
        case .declarations:
            let again = program.typeNames.intersection(structure.declaredTypeNames)
            guard structure.importedModules.isEmpty, !again.isEmpty else { return nil }
            if !taken.isEmpty { return "it shows \(again.sorted().joined(separator: ", ")) again and " + uses() }
            // `class ViewController: UIViewController, UITableViewDataSource { // 省略 }`: the type shown
            // again with its members left out (nothing but comments in its braces) to add to its header.
            guard structure.showsOnlyHeaders(of: again) else { return nil }
            return "it shows \(again.sorted().joined(separator: ", ")) again with its members left out"
        case .trivial:
            return nil
        }
    }

    /// Whether a block of statements is the next step of a program that declares no type, only values
    /// (`let alertController = UIAlertController(…)` under "Step 1", `alertController.addAction(…)` under
    /// "Step 2"): it uses a name a block of the program declares at its top level.
    private func statementsContinuation(of program: Group, by structure: SwiftBlockStructure) -> String? {
        guard structure.shape == .statements else { return nil }
        let taken = structure.names.taken.intersection(topLevelValues(of: program))
        return taken.isEmpty ? nil : "it uses \(taken.sorted().joined(separator: ", ")), which that program declares"
    }

    /// The earlier programs of no type, latest first, that declare values a statements block uses and the
    /// program `base` does not, each with the names it gives; a name is taken from the latest that declares it.
    private func otherSteps(usedBy structure: SwiftBlockStructure, besides base: Int, state: DocumentState)
        -> [(program: Int, names: [String])]
    {
        var needed = structure.names.taken.subtracting(topLevelValues(of: groups[base]))
        var steps: [(program: Int, names: [String])] = []
        for program in state.automaticPrograms.reversed() where program != base && !needed.isEmpty {
            guard groups[program].typeNames.isEmpty else { continue }
            let uses = needed.intersection(topLevelValues(of: groups[program]))
            guard !uses.isEmpty else { continue }
            steps.append((program, uses.sorted()))
            needed.subtract(uses)
        }
        return steps
    }

    /// The values the blocks of a program of no type declare at their top level.
    private func topLevelValues(of program: Group) -> Set<String> {
        program.blocks.reduce(into: Set<String>()) { names, block in
            names.formUnion(block.structure?.topLevelValueNames ?? [])
        }
    }

    /// Whether a block of extensions extends only types of `names` (`extension ViewController: UISearchResultsUpdating`).
    private func extendsOnly(_ names: Set<String>, _ structure: SwiftBlockStructure) -> Bool {
        let extended = structure.items.compactMap { item -> String? in
            if case .extensionDecl(let name) = item.kind { return name } else { return nil }
        }
        return !extended.isEmpty && extended.allSatisfy(names.contains)
    }

    /// Whether a block of members implements a requirement of a protocol one of the group's types adopts
    /// (`func updateSearchResults(for:)` after `class VC: UIViewController, UISearchResultsUpdating`).
    private func implementsAdoptedRequirement(_ structure: SwiftBlockStructure, of group: Group) -> Bool {
        let required = Set(structure.memberKeys.compactMap(ProgramAssembler.protocolRequiring))
        guard !required.isEmpty else { return false }
        return group.blocks.contains { block in
            block.structure?.items.contains { item in
                guard case .typeDecl(let type) = item.kind else { return false }
                return !required.isDisjoint(with: type.inheritedTypes)
            } ?? false
        }
    }

    /// Whether a block of members redefines a member of one of the group's types (same key).
    private func redefinesMember(_ structure: SwiftBlockStructure, of group: Group) -> Bool {
        let keys = Set(structure.memberKeys)
        return group.members.contains { type, members in !type.isEmpty && !keys.isDisjoint(with: members.keys) }
    }
}

extension ExampleSetBuilder.Group {
    /// Notes what a block adds to the group's types: their members and the type members go into next.
    mutating func record(_ block: ExampleBlock) {
        guard let structure = block.structure else { return }
        let code = Array(block.code.code.utf8)
        func text(_ range: Range<Int>) -> String { Self.collapsed(code[range]) }
        for item in structure.items {
            guard case .typeDecl(let type) = item.kind else { continue }
            for member in type.members {
                if let key = member.key { members[type.name, default: [:]][key] = text(member.range) }
            }
            recentType = type.name
        }
        guard structure.shape == .members else { return }
        for item in structure.items {
            if case .memberLike(let key?, _) = item.kind {
                members[recentType ?? "", default: [:]][key] = text(item.range)
            }
        }
    }

    /// The keys of `structure`'s members (of `type`, or at its top level when nil) that the group's `into`
    /// type already has with another text: what the block replaces.
    func replacedKeys(
        by structure: SwiftBlockStructure, in block: ExampleBlock, type: SwiftBlockStructure.TypeDeclaration?,
        into: String
    ) -> [String] {
        let code = Array(block.code.code.utf8)
        let known = members[into] ?? [:]
        let candidates: [(key: String?, range: Range<Int>)] =
            type.map { $0.members.map { ($0.key, $0.range) } }
            ?? structure.items.compactMap { item in
                if case .memberLike(let key, _) = item.kind { return (key, item.range) } else { return nil }
            }
        return candidates.compactMap { candidate in
            guard let key = candidate.key, let earlier = known[key] else { return nil }
            return Self.collapsed(code[candidate.range]) == earlier ? nil : key
        }
    }

    /// A member's text with every run of white space one space: a member shown again unchanged replaces nothing.
    static func collapsed(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The names the members of the group's types (and its members with no type) declare.
    var memberNames: Set<String> {
        Set(members.values.flatMap(\.keys).flatMap(SwiftBlockStructure.declaredNames(inKey:)))
    }
}
