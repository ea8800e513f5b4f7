import DocParsing
import DocgenCore

/// Groups code blocks into examples, assembles them, and merges identical examples across documents.
///
/// Grouping, per document, in order:
/// - `example=NAME`: the blocks with that name (and language) form one program, in order. Named
///   programs never take unnamed blocks.
/// - `ignore`: an unnamed ignored block is an example of its own and joins nothing.
/// - Otherwise Swift blocks are assembled automatically (`ProgramAssembler`). A block that declares a
///   type starts a new program unless it re-declares a type of the current program *of its section*,
///   or the two are model types and the program that uses them (either order).
///   A fragment (members, statements, extensions, imports) joins the current program of its section.
///   Tutorial steps and alternatives (`ExampleSetBuilder+Steps.swift`): a block that imports and
///   re-declares a type of its section's program is a whole program of its own (a tab for another Swift
///   version); a block that replaces a member of its section's program makes a new *version* of it (a
///   copy of its blocks plus this one, id `<id>_v2`, …; the earlier version keeps its blocks and
///   sessions); a fragment in a section with no program yet that belongs to an earlier program of the
///   document (members that cannot stand alone or redefine its members, extensions of its types,
///   statements using its members, its class shown again) makes a new version of that program. Any other
///   fragment then starts a program of its own (in a synthesized host when it needs one, see
///   `ProgramAssembler`).
/// - Objective-C: the blocks of a section (and language) form one program (`ObjectiveCAssembler`), type-checked
///   with clang. Other languages: one skipped example per section and language. `text` blocks are prose, not
///   examples.
/// - A `search-session` block belongs to the example of the last code block before it in its section,
///   or to `example=NAME`.
///
/// Examples with the same language, mode and normalized code (`CodeNormalizer`) are one example: the
/// first by path is the primary source (its lines are compiled), the others are listed as sources, and
/// their sessions are merged (identical sessions once, with all their locations).
struct ExampleSetBuilder {
    /// The blocks of one future example, before assembly.
    struct Group {
        var language: ExampleLanguage
        var name: String?
        var blocks: [ExampleBlock] = []
        /// Per block: a note for its assembly step.
        var notes: [String?] = []
        var typeNames: Set<String> = []
        /// The identifiers the blocks use (automatic Swift programs).
        var identifiers: Set<String> = []
        /// Whether every block so far declares only model types (`struct Movie { … }`).
        var onlyModelTypes = true
        var sessions: [SearchSession] = []
        /// For a later version of a program: the group of its first version, its number (2, 3, …) and
        /// how many of its blocks come from the version it changes.
        var root: Int?
        var versionNumber = 1
        var baseBlockCount = 0
        /// The members of each type the blocks declare or add to (`""`: members with no type before
        /// them), key → text with its spaces collapsed, and the type a block of members goes into (the one
        /// most recently declared).
        var members: [String: [String: String]] = [:]
        var recentType: String?
        /// The app's later files the program is compiled with (`ExampleSetBuilder+LaterFiles`), set once its
        /// document is read.
        var laterFiles: [LaterFile] = []
        /// An example of a plain-Swift document: its code is top-level code of the document's script.
        var isScriptPart = false
        /// The book's test of this listing expects a compile error (`!$ error:`): it shows one on purpose.
        var expectsError = false
        /// The book's test of this listing expects it to stop at run time (`xx`).
        var expectsTrap = false
    }

    var groups: [Group] = []
    private var diagnostics: [Diagnostic] = []
    /// Parses by code: translations and copies repeat the same code, and SwiftParser is the cost.
    var structures: [String: SwiftBlockStructure] = [:]
    /// Plain-Swift listings' tokens by code (`SwiftTokens`).
    private var tokenSignatures: [String: String] = [:]
    private var analyses: [String: ProgramAnalysis.Summary] = [:]
    /// Root group → how many versions of it exist.
    private var versionCounts: [Int: Int] = [:]
    /// Each plain-Swift document and its listings' groups, in order: what its scripts are made of.
    var scriptDocuments: [(file: String, groups: [Int])] = []

    /// Where grouping stands within one document.
    struct DocumentState {
        /// `language:NAME` → group, for `example=NAME`.
        var named: [String: Int] = [:]
        /// Section → the automatic Swift program blocks of that section join.
        var currentBySection: [Int: Int] = [:]
        /// The document's automatic Swift programs, the one a block last joined last.
        var automaticPrograms: [Int] = []
        /// `section|language` → group, for Objective-C and other languages.
        var otherBySection: [String: Int] = [:]
        /// The document's Objective-C programs of no name, in the order they were started.
        var objectiveCPrograms: [Int] = []
        /// Section → the example of the last code block in it, which a `search-session` belongs to.
        var lastExampleInSection: [Int: Int] = [:]
        /// Sessions naming an example, resolved once the whole document is read.
        var namedSessions: [(name: String, session: SearchSession)] = []
        /// No Swift block of the document uses UIKit: its listings are plain Swift, top-level code in order.
        var isPlainSwift = false
        /// The plain-Swift examples' groups, in the order of their first blocks.
        var scriptGroups: [Int] = []
        /// The plain-Swift group that last declared a type: where members that cannot stand alone go.
        var lastTypeGroup: Int?
    }

    /// The section key of blocks before the first heading.
    private static let noSection = -1

    // MARK: - Grouping

    mutating func add(_ document: Document) {
        var state = DocumentState()
        state.isPlainSwift = isPlainSwift(document)
        let tests = BookTestParser.parts(of: document)
        let listingsExpectingErrors = BookTestDrift.listingsExpecting(.compileError, document, parts: tests.parts)
        let listingsExpectingTraps = BookTestDrift.listingsExpecting(.trap, document, parts: tests.parts)
        var swiftListing = -1
        for block in document.allBlocks {
            if block.codeBlock?.language == .swift { swiftListing += 1 }
            guard var code = block.codeBlock else { continue }
            let section = block.section ?? Self.noSection
            if code.language == .objectiveC, SwiftParserVerdict.isSwift(code.code) {
                diagnostics.append(Self.swiftInObjectiveC(code, file: document.path))
                code.language = .swift
            }
            // A block with no language word at all whose bytes tell nothing is Swift when SwiftParser says so.
            if code.language == .text, code.info.isEmpty, SwiftParserVerdict.isUnmarkedSwift(code.code) {
                code.language = .swift
            }
            let language: ExampleLanguage
            switch code.language {
            case .searchSession:
                addSession(code, section: section, file: document.path, state: &state)
                continue
            case .text: continue
            case .swift: language = .swift
            case .objectiveC: language = .objectiveC
            case .other(let word): language = .other(word)
            }
            let visibility = SnippetVisibility.classify(
                code.lines, firstLine: code.firstCodeLine, column: code.codeColumn, file: document.path)
            diagnostics += visibility.diagnostics
            var structure: SwiftBlockStructure?
            if code.language == .swift {
                structure = structures[code.code] ?? SwiftBlockStructure(code: code.code)
                structures[code.code] = structure
            }
            var exampleBlock = ExampleBlock(
                code: code, document: document, visibility: visibility.visibility, structure: structure)
            exampleBlock.sectionTitle = block.section.map { document.sections[$0].title }

            let target: Int, note: String?
            if state.isPlainSwift, language == .swift, code.exampleName == nil {
                target = scriptGroup(
                    for: exampleBlock, expectsError: listingsExpectingErrors.contains(swiftListing),
                    expectsTrap: listingsExpectingTraps.contains(swiftListing), state: &state)
                note = nil
            } else {
                (target, note) = group(for: exampleBlock, language: language, section: section, state: &state)
            }
            if state.isPlainSwift, language == .swift {
                groups[target].isScriptPart = true
                if !state.scriptGroups.contains(target) { state.scriptGroups.append(target) }
            }
            groups[target].blocks.append(exampleBlock)
            groups[target].notes.append(note)
            groups[target].typeNames.formUnion(exampleBlock.structure?.declaredTypeNames ?? [])
            groups[target].identifiers.formUnion(exampleBlock.structure?.identifiers ?? [])
            groups[target].record(exampleBlock)
            if exampleBlock.structure?.declaresOnlyModelTypes != true { groups[target].onlyModelTypes = false }
            state.lastExampleInSection[section] = target
        }
        diagnostics += tests.diagnostics + BookTestDrift.diagnostics(document, parts: tests.parts)
        if !state.scriptGroups.isEmpty { scriptDocuments.append((document.path, state.scriptGroups)) }
        // A script's listings see what later listings declare in their script already.
        if !state.isPlainSwift { joinLaterFiles(state.automaticPrograms) }
        for pending in state.namedSessions {
            let candidates = state.named.filter { $0.key.hasSuffix(":\(pending.name)") }.sorted { $0.key < $1.key }
            if let group = candidates.first(where: { $0.key.hasPrefix("swift:") }) ?? candidates.first {
                groups[group.value].sessions.append(pending.session)
            } else {
                diagnostics.append(
                    .error(
                        .orphanSession, at: pending.session.location,
                        "search-session names example=\(pending.name), but no code block in this document has that name"
                    ))
            }
        }
    }

    /// The warning for a block taken for Objective-C that SwiftParser reads as Swift.
    private static func swiftInObjectiveC(_ code: CodeBlock, file: String) -> Diagnostic {
        let at = SourceLocation(file: file, line: code.range.lowerBound.line, column: code.range.lowerBound.column)
        let marked = code.fenceLanguage.map { "is marked '\($0)'" } ?? "looks like Objective-C"
        let end = SourceLocation(file: file, line: code.range.upperBound.line, column: code.range.upperBound.column)
        return .warning(
            .swiftInObjectiveCFence, spanning: SourceRange(at, end),
            "code block \(marked) but parses cleanly as Swift, with Swift-only syntax; treating it as 'swift' — fix the fence"
        )
    }

    /// The group a code block joins (created if needed), and a note for its assembly step.
    private mutating func group(
        for block: ExampleBlock, language: ExampleLanguage, section: Int, state: inout DocumentState
    ) -> (group: Int, note: String?) {
        let code = block.code
        if let name = code.exampleName {
            let key = "\(language):\(name)"
            if let existing = state.named[key] { return (existing, nil) }
            if state.named.keys.contains(where: { $0.hasSuffix(":\(name)") }) {
                diagnostics.append(
                    .warning(
                        .exampleMixesLanguages, at: block.origin(line: 0),
                        "example=\(name) names blocks in different languages; the \(language) blocks form a separate example"
                    ))
            }
            let created = newGroup(language: language, name: name)
            state.named[key] = created
            return (created, nil)
        }
        if code.attributes.contains(where: { if case .ignore = $0 { return true } else { return false } }) {
            return (newGroup(language: language, name: nil), nil)
        }
        guard language == .swift else {
            let key = "\(section)|\(language)"
            if let existing = state.otherBySection[key] {
                if language == .objectiveC, let (version, note) = objectiveCRedefinition(by: block, of: existing) {
                    state.otherBySection[key] = version
                    state.objectiveCPrograms.append(version)
                    return (version, note)
                }
                guard language == .objectiveC, let again = objectiveCRedeclared(by: block, in: existing) else {
                    return (existing, nil)
                }
                // The variables of the section's program declared again: a whole example of its own (the full
                // code after the steps), which the section's later blocks continue.
                let created = newGroup(language: language, name: nil)
                state.otherBySection[key] = created
                state.objectiveCPrograms.append(created)
                return (created, "a whole program of its own: it declares \(again.joined(separator: ", ")) again")
            }
            if language == .objectiveC, let (version, note) = objectiveCStep(block, state: state) {
                state.otherBySection[key] = version
                state.objectiveCPrograms.append(version)
                return (version, note)
            }
            let created = newGroup(language: language, name: nil)
            state.otherBySection[key] = created
            if language == .objectiveC { state.objectiveCPrograms.append(created) }
            return (created, nil)
        }
        let (target, note) = automaticGroup(for: block, section: section, state: state)
        state.currentBySection[section] = target
        state.automaticPrograms.removeAll { $0 == target }
        state.automaticPrograms.append(target)
        return (target, note)
    }

    /// A block of Objective-C statements in a section without an Objective-C program is the next step of the
    /// earlier programs whose statements declare the variables it uses (`UIAlertController *alertController = …`
    /// under "1.", `UIAlertAction *okAlertAction = …` under "2.", `[alertController addAction:okAlertAction]`
    /// under "3."): a new version of the latest of them, with the blocks of the others that declare what it
    /// still uses, in the document's order. Nil when it uses no variable an earlier program declares.
    private mutating func objectiveCStep(_ block: ExampleBlock, state: DocumentState) -> (group: Int, note: String)? {
        let structure = ObjectiveCBlockStructure(lines: block.lines)
        guard structure.isStatementsOnly else { return nil }
        let own = structure.declaredVariables
        var needed = structure.identifiers.subtracting(own)
        var taken: Set<String> = []
        var chosen: [Int] = []
        for program in state.objectiveCPrograms.reversed() where !needed.isEmpty {
            let offered = objectiveCVariables(of: program)
            let uses = needed.intersection(offered)
            guard !uses.isEmpty, offered.isDisjoint(with: own) else { continue }
            chosen.append(program)
            taken.formUnion(uses)
            needed.subtract(offered)
        }
        guard let latest = chosen.first else { return nil }
        let version = newVersion(of: latest)
        merge(chosen.dropFirst(), into: version)
        let title = groups[latest].blocks.last?.sectionTitle.map { "“\($0)”" } ?? "before the first heading"
        return (
            version,
            "version \(groups[version].versionNumber) of the program of section \(title): its own section has none; it uses \(taken.sorted().joined(separator: ", ")), which \(chosen.count > 1 ? "those programs declare" : "that program declares")"
        )
    }

    /// A block of Objective-C methods that defines again methods an earlier block of its section's program
    /// defines (`sectionIndexTitlesForTableView:` returning the headers, then building their initials): a new
    /// version of the program, with the earlier blocks of those methods taken out, as a Swift block that
    /// replaces a member. Nil when it redefines none, or when a block it would take out holds more than them.
    private mutating func objectiveCRedefinition(by block: ExampleBlock, of group: Int) -> (
        group: Int, note: String
    )? {
        func definitions(_ lines: [Substring]) -> (defined: Set<String>, onlyMethods: Bool) {
            let items = ObjectiveCBlockStructure(lines: lines).items
            var defined: Set<String> = []
            var onlyMethods = true
            for item in items {
                if case .method(let selector, true) = item.kind {
                    defined.insert(selector)
                } else if item.kind != .directive {
                    onlyMethods = false
                }
            }
            return (defined, onlyMethods)
        }
        let defined = definitions(block.lines).defined
        guard !defined.isEmpty else { return nil }
        var replaced: [Int] = []
        var selectors: Set<String> = []
        for (index, earlier) in groups[group].blocks.enumerated() {
            let (theirs, onlyMethods) = definitions(earlier.lines)
            let again = theirs.intersection(defined)
            guard !again.isEmpty else { continue }
            guard onlyMethods, theirs.isSubset(of: defined) else { return nil }
            replaced.append(index)
            selectors.formUnion(again)
        }
        guard !replaced.isEmpty else { return nil }
        let version = newVersion(of: group)
        for index in replaced.reversed() {
            groups[version].blocks.remove(at: index)
            if groups[version].notes.indices.contains(index) { groups[version].notes.remove(at: index) }
        }
        groups[version].baseBlockCount = groups[version].blocks.count
        return (
            version,
            "version \(groups[version].versionNumber): replaces \(selectors.sorted().joined(separator: ", ")) of the step before it in this section"
        )
    }

    /// The variables the statements of an Objective-C program's blocks declare.
    private func objectiveCVariables(of group: Int) -> Set<String> {
        groups[group].blocks.reduce(into: Set<String>()) { names, block in
            names.formUnion(ObjectiveCBlockStructure(lines: block.lines).declaredVariables)
        }
    }

    /// The variables a block of Objective-C statements declares that the program `group` already declares,
    /// sorted; nil when none (or when the block is more than statements).
    private func objectiveCRedeclared(by block: ExampleBlock, in group: Int) -> [String]? {
        let structure = ObjectiveCBlockStructure(lines: block.lines)
        guard structure.isStatementsOnly else { return nil }
        let again = structure.declaredVariables.intersection(objectiveCVariables(of: group))
        return again.isEmpty ? nil : again.sorted()
    }

    /// Adds to `version` the blocks of the programs `others` it does not hold yet (what a step uses of earlier
    /// steps that are programs of their own), with all its blocks in the document's order.
    mutating func merge(_ others: some Sequence<Int>, into version: Int) {
        var lines = Set(groups[version].blocks.map(\.code.firstCodeLine))
        var added = false
        for other in others {
            for earlier in groups[other].blocks where lines.insert(earlier.code.firstCodeLine).inserted {
                groups[version].blocks.append(earlier)
                groups[version].notes.append(nil)
                groups[version].typeNames.formUnion(earlier.structure?.declaredTypeNames ?? [])
                groups[version].identifiers.formUnion(earlier.structure?.identifiers ?? [])
                groups[version].record(earlier)
                added = true
            }
        }
        guard added else { return }
        let order = groups[version].blocks.indices.sorted {
            groups[version].blocks[$0].code.firstCodeLine < groups[version].blocks[$1].code.firstCodeLine
        }
        groups[version].blocks = order.map { groups[version].blocks[$0] }
        groups[version].notes = order.map { groups[version].notes[$0] }
        groups[version].baseBlockCount = groups[version].blocks.count
    }

    /// A new version of group `base`'s program: a copy of its blocks, which the changing block joins;
    /// the base keeps its blocks and sessions and is checked as it was.
    mutating func newVersion(of base: Int) -> Int {
        let root = groups[base].root ?? base
        let number = (versionCounts[root] ?? 1) + 1
        versionCounts[root] = number
        var version = Group(language: groups[base].language, name: nil)
        version.blocks = groups[base].blocks
        version.notes = groups[base].notes
        version.typeNames = groups[base].typeNames
        version.identifiers = groups[base].identifiers
        version.onlyModelTypes = groups[base].onlyModelTypes
        version.members = groups[base].members
        version.recentType = groups[base].recentType
        version.root = root
        version.versionNumber = number
        version.baseBlockCount = groups[base].blocks.count
        groups.append(version)
        return groups.count - 1
    }

    /// Parses a `search-session` block and attaches it to its example (or reports that it has none).
    private mutating func addSession(_ code: CodeBlock, section: Int, file: String, state: inout DocumentState) {
        guard let session = parseSession(code, file: file) else { return }
        if let name = code.exampleName {
            state.namedSessions.append((name, session))
        } else if let group = state.lastExampleInSection[section] {
            groups[group].sessions.append(session)
        } else {
            diagnostics.append(
                .error(
                    .orphanSession, at: session.location,
                    "search-session has no example before it in this section; put it after the example's code or name the example with example=NAME"
                ))
        }
    }

    mutating func newGroup(language: ExampleLanguage, name: String?) -> Int {
        groups.append(Group(language: language, name: name))
        return groups.count - 1
    }

    private mutating func parseSession(_ code: CodeBlock, file: String) -> SearchSession? {
        let parsed = SearchSessionParser.parse(
            code.code, file: file, firstLine: code.firstCodeLine, column: code.codeColumn)
        diagnostics += parsed.diagnostics
        guard !parsed.steps.isEmpty else { return nil }
        return SearchSession(
            steps: parsed.steps, location: SourceLocation(file: file, line: code.firstCodeLine, column: code.codeColumn)
        )
    }

    // MARK: - Building examples

    /// Assembles every group, merges identical examples, assigns ids.
    mutating func finish() -> (ExampleSet, [Diagnostic]) {
        var built: [Built] = []
        var indexByKey: [String: Int] = [:]
        var builtIndexOfGroup: [Int] = []
        // A plain-Swift listing shown again in its document is run again where it stands (the program's state
        // differs: `john.residence` set in between); its nth showing is the same listing as a translation's nth.
        var showings: [String: Int] = [:]
        for group in groups {
            let example = build(group)
            var key =
                "\(example.language)|\(example.mode)|\(group.isScriptPart)|"
                + (group.blocks + laterBlocks(of: group)).map { sameCodeKey(of: $0, group: group) }
                .joined(separator: "\n\u{1}\n")
            if group.isScriptPart, let file = group.blocks.first?.file {
                let showing = showings["\(file)|\(key)", default: 0]
                showings["\(file)|\(key)"] = showing + 1
                if showing > 0 { key += "|showing \(showing + 1)" }
            }
            if let existing = indexByKey[key] {
                merge(example, into: &built[existing].example, isScriptPart: group.isScriptPart)
                builtIndexOfGroup.append(existing)
            } else {
                indexByKey[key] = built.count
                builtIndexOfGroup.append(built.count)
                built.append(
                    Built(
                        example: example, name: group.name, order: built.count,
                        root: group.root.map { builtIndexOfGroup[$0] }, laterGroups: group.laterFiles.map(\.group)))
            }
        }
        built.sort { lhs, rhs in
            let left = lhs.example.sources[0].location, right = rhs.example.sources[0].location
            if left != right { return left < right }
            return lhs.order < rhs.order
        }
        var examples = assignIdentifiers(built)
        var idByOrder: [Int: String] = [:]
        for (entry, example) in zip(built, examples) { idByOrder[entry.order] = example.id }
        let scripts = Self.scripts(
            scriptDocuments.map { document in
                (document.file, document.groups.compactMap { idByOrder[builtIndexOfGroup[$0]] })
            }, examples: examples)
        for (position, entry) in built.enumerated() where !entry.laterGroups.isEmpty {
            for (index, group) in entry.laterGroups.enumerated() {
                examples[position].laterFiles?[index].exampleID = idByOrder[builtIndexOfGroup[group]] ?? ""
            }
            diagnostics.append(Self.laterFilesNote(examples[position]))
        }
        for example in examples {
            guard let version = example.version,
                let changing = example.sources[0].blocks.dropFirst(
                    example.sources[0].blocks.count - max(1, version.changes.count)
                ).first
            else { continue }
            diagnostics.append(
                .note(
                    .programVersion,
                    at: SourceLocation(
                        file: example.sources[0].file, line: changing.firstCodeLine, column: changing.codeColumn),
                    "this block changes the program of \(version.baseID): checked as a new version, \(example.id); the earlier version is checked unchanged"
                ))
        }
        for example in examples where !example.mode.isRun {
            for session in example.sessions {
                diagnostics.append(
                    .warning(
                        .sessionOnUnrunExample, at: session.location,
                        "search-session belongs to example \(example.id), which is not run (\(example.mode)); its steps are not played"
                    ))
            }
        }
        let sorted = diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (let left?, let right?) where left != right: return left < right
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
        return (ExampleSet(examples: examples, scripts: scripts), sorted)
    }

    /// An example before identifiers: its group's name, creation order, and for a later version the
    /// index (in creation order) of its first version.
    private struct Built {
        var example: Example
        var name: String?
        var order: Int
        var root: Int?
        /// The groups of the app's later files it is compiled with.
        var laterGroups: [Int] = []
    }

    /// The blocks of the app's later files `group` is compiled with, in order.
    private func laterBlocks(of group: Group) -> [ExampleBlock] {
        group.laterFiles.flatMap { groups[$0.group].blocks }
    }

    /// The note that says which later files an example is compiled with.
    private static func laterFilesNote(_ example: Example) -> Diagnostic {
        let files = (example.laterFiles ?? []).map { file in
            "\(file.names.isEmpty ? "" : file.names.joined(separator: ", ") + " of ")line \(file.blocks.first?.firstCodeLine ?? 0) (\(file.exampleID))"
        }
        return .note(
            .laterFilesJoined, at: example.sources[0].location,
            "uses what another block of this document declares: compiled with it as one app's files, "
                + files.joined(separator: ", ") + "; those blocks' errors are their own example's")
    }

    private mutating func build(_ group: Group) -> Example {
        let first = group.blocks[0]
        let source = ExampleSource(
            file: first.file, documentName: first.documentName, documentLanguage: first.documentLanguage,
            sectionTitle: first.sectionTitle, blocks: group.blocks.map(\.sourceBlock))
        let mode = self.mode(of: group)
        var steps: [AssemblyStep]
        var lines: [ProgramLine]
        var hostType: String?
        var hostGaps: [HostGap] = []
        var partlyShownClasses: [String] = []
        var entries: [Entry] = []
        var notes: [String] = []
        if group.language == .swift {
            let later = laterBlocks(of: group)
            let laterNotes = group.laterFiles.flatMap { file in
                groups[file.group].blocks.indices.map { index -> String? in
                    guard index == 0 else { return "the app's later file, continued" }
                    let names = file.names.isEmpty ? "" : " declaring \(file.names.joined(separator: ", "))"
                    return "the app's later file\(names), compiled with this example; its errors are its own example's"
                }
            }
            let assembler = ProgramAssembler(
                blocks: group.blocks + later, notes: group.notes + laterNotes, ownBlockCount: group.blocks.count,
                isTopLevelCode: group.isScriptPart)
            diagnostics += assembler.diagnostics
            steps = assembler.steps
            lines = assembler.render()
            hostType = assembler.hostTypeName
            hostGaps = assembler.hostGaps
            let text = AssembledProgram(lines: lines).text
            let analysis = analyses[text] ?? ProgramAnalysis(lines: lines).summary
            analyses[text] = analysis
            entries = analysis.entries(in: lines)
            if analysis.needsUIKitImport {
                lines.insert(ProgramLine(text: "import UIKit", origin: nil), at: 0)
                notes.append("import UIKit added")
            }
        } else if group.language == .objectiveC {
            let assembler = ObjectiveCAssembler(blocks: group.blocks)
            // One step a block: a block's note (a step of a tutorial) follows what was done with it, as in Swift.
            steps = assembler.steps.enumerated().map { index, step in
                var step = step
                if group.notes.indices.contains(index), let note = group.notes[index] { step.action += " (\(note))" }
                return step
            }
            lines = assembler.lines
            notes = assembler.notes
            partlyShownClasses = assembler.partlyShownClasses
        } else {
            var builder = ProgramLineBuilder(blocks: group.blocks)
            for index in group.blocks.indices {
                builder.append(.source(block: index, range: 0..<group.blocks[index].code.code.utf8.count))
            }
            lines = builder.finish()
            steps = group.blocks.map { block in
                AssemblyStep(
                    firstLine: block.code.firstCodeLine, lastLine: block.lastCodeLine,
                    action: "\(group.language) code, kept as written")
            }
        }
        var example = Example(
            id: "", title: group.name ?? first.sectionTitle ?? "example", language: group.language, mode: mode,
            sources: [source], assemblySteps: steps, assemblyNotes: notes, program: AssembledProgram(lines: lines),
            hostType: hostType,
            entries: entries, sessions: group.sessions)
        if group.blocks.contains(where: { $0.code.attributes.contains(.standalone) }) { example.isStandalone = true }
        if !hostGaps.isEmpty { example.hostGaps = hostGaps }
        if !partlyShownClasses.isEmpty { example.partlyShownClasses = partlyShownClasses }
        if !group.laterFiles.isEmpty {
            example.laterFiles = group.laterFiles.map { file in
                let blocks = groups[file.group].blocks
                return ExampleLaterFile(
                    file: blocks[0].file, blocks: blocks.map(\.sourceBlock), names: file.names, exampleID: "")
            }
        }
        if group.root != nil {
            example.title = group.blocks[group.baseBlockCount].sectionTitle ?? example.title
            example.version = ExampleVersion(
                number: group.versionNumber, baseID: "",
                changes: steps.indices.prefix(group.blocks.count).dropFirst(group.baseBlockCount).map { index in
                    // The step without its note ("version N of the program of …"), which the version says.
                    var step = steps[index]
                    if let note = group.notes[index], step.action.hasSuffix(" (\(note))") {
                        step.action.removeLast(note.count + 3)
                    }
                    return step.description
                })
        }
        return example
    }

    /// The mode from the blocks' attributes: `ignore` > `compile_fail` > `should_fail` > `no_run` >
    /// runnable; Objective-C is `no_run` or `compile_fail` (`objectiveCMode`), other languages are skipped.
    /// Contradicting attributes are a warning.
    private mutating func mode(of group: Group) -> ExampleMode {
        var ignore: ExampleMode?
        var modes: [(mode: ExampleMode, block: ExampleBlock)] = []
        for block in group.blocks {
            for attribute in block.code.attributes {
                switch attribute {
                case .ignore(let reason): ignore = ignore ?? .ignore(reason: reason)
                case .compileFail(let expected): modes.append((.compileFail(expected: expected), block))
                case .shouldFail: modes.append((.shouldFail, block))
                case .noRun: modes.append((.noRun, block))
                case .example, .unknown, .standalone: break
                }
            }
        }
        switch group.language {
        case .objectiveC:
            return objectiveCMode(of: group, ignore: ignore, modes: modes.map(\.mode))
        case .other(let word):
            if case .ignore(let reason?)? = ignore { return .skipped(reason: reason) }
            if ["objective-c++", "objc++", "mm"].contains(word) {
                return .skipped(reason: Self.objectiveCPlusPlusReason)
            }
            return .skipped(reason: "'\(word)' code is not built; docgen builds Swift and Objective-C examples")
        case .swift:
            break
        }
        if let ignore { return ignore }
        // A listing the book's own test expects not to compile (`!$ error:`) shows an error on purpose.
        if group.expectsError, modes.isEmpty { return .compileFail(expected: nil) }
        if group.expectsTrap, modes.isEmpty { return .shouldFail }
        let distinct = modes.reduce(into: [ExampleMode]()) { result, entry in
            if !result.contains(entry.mode) { result.append(entry.mode) }
        }
        if distinct.count > 1, let later = modes.first(where: { $0.mode != modes[0].mode }) {
            diagnostics.append(
                .warning(
                    .conflictingAttributes, at: later.block.origin(line: 0),
                    "blocks of one example say \(distinct.map(\.description).joined(separator: " and ")); keep one attribute"
                ))
        }
        let compileFail = distinct.first { if case .compileFail = $0 { return true } else { return false } }
        return compileFail ?? distinct.first { $0 == .shouldFail } ?? distinct.first { $0 == .noRun } ?? .runnable
    }

    /// An Objective-C example's mode: type-checked (`no_run`: nothing runs it), `compile_fail` as written,
    /// skipped when ignored, when it is Objective-C++, or when it must run (`should_fail`).
    private func objectiveCMode(of group: Group, ignore: ExampleMode?, modes: [ExampleMode]) -> ExampleMode {
        if case .ignore(let reason)? = ignore { return reason.map { .skipped(reason: $0) } ?? .ignore(reason: nil) }
        if !ObjectiveCAssembler.cPlusPlusBlocks(group.blocks).isEmpty {
            return .skipped(reason: Self.objectiveCPlusPlusReason)
        }
        if let compileFail = modes.first(where: { if case .compileFail = $0 { return true } else { return false } }) {
            return compileFail
        }
        if modes.contains(.shouldFail) {
            return .skipped(
                reason:
                    "should_fail needs a run, and Objective-C examples are only type-checked here (clang -fsyntax-only)"
            )
        }
        return .noRun
    }

    static let objectiveCPlusPlusReason =
        "Objective-C++ (.mm) is not checked: docgen type-checks Objective-C against Foundation and a headless UIKit, without C++"

    /// What makes a block the same code as another's, for merging examples: for a plain-Swift listing, its
    /// tokens (`SwiftTokens`: a translated comment is the same listing, a translated string literal is not);
    /// otherwise its normalized text, comments included.
    private mutating func sameCodeKey(of block: ExampleBlock, group: Group) -> String {
        guard group.isScriptPart, group.language == .swift else { return block.normalized.text }
        if let known = tokenSignatures[block.code.code] { return known }
        let signature = SwiftTokens.signature(of: block.code.code)
        tokenSignatures[block.code.code] = signature
        return signature
    }

    /// Adds `other`'s source, sessions and claims about output to `example`.
    private func merge(_ other: Example, into example: inout Example, isScriptPart: Bool) {
        example.sources += other.sources
        if isScriptPart {
            let claims = OutputClaim.claims(in: other.ownProgram)
            if !claims.isEmpty { example.otherClaims = (example.otherClaims ?? []) + claims }
        }
        for session in other.sessions {
            if let index = example.sessions.firstIndex(where: {
                $0.steps.map(\.description) == session.steps.map(\.description)
            }) {
                example.sessions[index].otherLocations.append(session.location)
            } else {
                example.sessions.append(session)
            }
        }
    }

    // MARK: - Identifiers

    /// `<document>__<section or name>`, from an English source if there is one, else from a source whose
    /// title docgen can spell, else the primary; collisions get `_2`, `_3`, … in example order.
    ///
    /// A later version is `<id of its first version>_v<number>`, its title the section that changed it.
    private func assignIdentifiers(_ built: [Built]) -> [Example] {
        var used = UsedIdentifiers()
        var idByOrder: [Int: String] = [:]
        var examples: [Example?] = Array(repeating: nil, count: built.count)
        // First versions first, so that later versions can name theirs.
        for (position, entry) in built.enumerated() where entry.root == nil {
            let example = identify(entry.example, name: entry.name, used: &used)
            idByOrder[entry.order] = example.id
            examples[position] = example
        }
        for (position, entry) in built.enumerated() {
            guard let root = entry.root, var version = entry.example.version else { continue }
            let baseID = idByOrder[root] ?? "example"
            let id = used.claim("\(baseID)_v\(version.number)")
            version.baseID = baseID
            var example = entry.example
            example.id = id
            example.version = version
            examples[position] = example
        }
        return examples.compactMap { $0 }
    }

    private func identify(_ example: Example, name: String?, used: inout UsedIdentifiers) -> Example {
        let candidates = example.sources.map { source in
            (source: source, part: name ?? source.sectionTitle ?? "example")
        }
        let chosen =
            candidates.first { $0.source.documentLanguage == .english }
            ?? candidates.first { ExampleIdentifier.isFullyReadable($0.part) } ?? candidates[0]
        var example = example
        example.id = used.claim(ExampleIdentifier.make(document: chosen.source.documentName, part: chosen.part))
        example.title = chosen.part
        return example
    }
}

/// The identifiers given so far: a base taken is followed by `<base>_2`, `<base>_3`… Each base remembers
/// its next number, so that n examples under one heading cost n claims, not n²/2 tries.
struct UsedIdentifiers {
    private var used: Set<String> = []
    private var next: [String: Int] = [:]

    /// `base`, or the first `<base>_<n>` (n from 2) not taken yet; taken from now on.
    mutating func claim(_ base: String) -> String {
        var id = base
        var counter = next[base, default: 2]
        while used.contains(id) {
            id = "\(base)_\(counter)"
            counter += 1
        }
        if id != base { next[base] = counter }
        used.insert(id)
        return id
    }
}
