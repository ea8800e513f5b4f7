import AppleUIKitAPI
import DocgenCore

/// The app's other files: a program that uses a type only another program of its document declares — a
/// later one, or an earlier one it does not continue — is checked together with that program, the way Xcode
/// compiles one app's files together.
///
/// A tutorial often shows one app file by file, each in a section of its own (`### AppDelegate.swift`, then
/// `### FirstViewController.swift`), often with a tab per Swift version (`fct_label="Swift 4.x"`). The
/// earlier file uses what the later one declares (`FirstViewController()`): alone it needs it, with the
/// app's files it compiles. This is the other direction of a later section's block continuing an earlier
/// program (`ExampleSetBuilder+Steps`), decided the same way, from the blocks' syntax trees:
/// - what a program needs: the names its blocks use as values or types (`ReferencedNames.undeclared`) and
///   declare nowhere;
/// - what a later program offers: the types its blocks declare at top level, exactly that name, or a near
///   miss of it (`NearMiss`) for a name Apple's UIKit does not have, so that a typo of the later file's type
///   is still compiled beside the type it misspells and fails with its "did you mean";
/// - among several (tabs of one file), the one whose tab label names the same Swift version as the needing
///   block's (`Swift 5.x/4.x` and `Swift 4.x`), else the first in the document; a label for other versions
///   only (`Swift 2.3` for a `Swift 4.x` block) never pairs;
/// - never a program that declares a type the needing program (or a later file already joined) declares,
///   nor one marked `compile_fail` or importing a module the needing program does not that cannot be built
///   here.
///
/// An earlier program it does not continue (`struct Song` in one section, a cell using `Song` in another) is
/// joined the same way, as a file of the app: the nearest before the program's first block. A later file
/// brings its own later files (an earlier one only itself: the files it needs are not known yet). Their
/// blocks are compiled with the program and are not its example's: they stay the other program's own
/// example, which reports their errors (`Example.laterFiles`).
extension ExampleSetBuilder {
    /// A program joined as a later file of another, and the names it was joined for.
    struct LaterFile {
        var group: Int
        var names: [String]
    }

    /// Joins each of these automatic programs of one document with the later programs that declare what it
    /// needs (`laterFiles` of its group), the latest program first so that a later file's own later files
    /// are known when it is joined.
    mutating func joinLaterFiles(_ programs: [Int]) {
        let index = LaterFileIndex(self, programs)
        for program in programs.sorted(by: { index.firstLine[$0]! > index.firstLine[$1]! }) {
            groups[program].laterFiles = laterFiles(for: program, index: index)
        }
    }

    /// What `laterFiles` looks up, made once per document (looking through every program for every program
    /// was quadratic in the document's examples).
    struct LaterFileIndex {
        /// Each program's own first line.
        var firstLine: [Int: Int]
        /// The programs that can be later files (automatic, not continuing or named), by the types they
        /// declare at top level, each list in the document's order.
        var programsDeclaring: [String: [Int]]

        init(_ builder: ExampleSetBuilder, _ programs: [Int]) {
            let firstLine = Dictionary(uniqueKeysWithValues: programs.map { ($0, builder.ownFirstLine(of: $0)) })
            var declaring: [String: [Int]] = [:]
            for program in programs.sorted(by: { firstLine[$0]! < firstLine[$1]! })
            where builder.groups[program].root == nil && builder.groups[program].name == nil {
                for type in builder.groups[program].typeNames { declaring[type, default: []].append(program) }
            }
            self.firstLine = firstLine
            self.programsDeclaring = declaring
        }

        /// The programs that declare `need` at top level, or a near miss of it, in the document's order; none
        /// for a name Apple's UIKit declares: a block that uses it means Apple's, and a block declaring it quotes
        /// Apple's interface (`open class UICollectionViewCompositionalLayout … { public init(section:) }`).
        func programs(offering need: String) -> [Int] {
            if case .success(let surface) = UIKitSurface.bundled, surface.topLevel(need) != nil { return [] }
            var offering = Set(programsDeclaring[need] ?? [])
            for (name, programs) in programsDeclaring where name != need && NearMiss.isNearMiss(need, of: name) {
                offering.formUnion(programs)
            }
            return offering.sorted { firstLine[$0]! < firstLine[$1]! }
        }
    }

    /// The later files `program` needs, in the order their names are first needed, each once.
    private func laterFiles(for program: Int, index: LaterFileIndex) -> [LaterFile] {
        var declared = Self.declaredNames(of: groups[program])
        let needs = Self.undeclaredNames(of: groups[program]).subtracting(declared).sorted()
        guard !needs.isEmpty else { return [] }
        let lines = groups[program].blocks.map(\.code.firstCodeLine)
        let firstLine = lines.min() ?? 0, lastLine = lines.max() ?? 0
        let label = groups[program].blocks.compactMap(Self.tabLabel).last
        // First versions of other programs, after the last block of this one or before its first, that can be
        // built with it.
        let imports = Set(groups[program].blocks.flatMap { $0.structure?.importedModules ?? [] })
        var joined: [LaterFile] = []
        for need in needs where !declared.contains(need) {
            let offering = index.programs(offering: need).filter { candidate in
                let line = index.firstLine[candidate]!
                return (line > lastLine || line < firstLine) && !joined.contains { $0.group == candidate }
                    && isBuiltAlike(candidate, importing: imports)
            }
            // A later file first (the app's next file), in the document's order; then an earlier one, the
            // nearest first (the type as the doc last showed it before this program).
            func distance(_ candidate: Int) -> Int {
                let line = index.firstLine[candidate]!
                return line > lastLine ? line : Int.max - line
            }
            let ranked = offering.compactMap { candidate in
                Self.labelRank(label, groups[candidate].blocks.compactMap(Self.tabLabel).first).map { (candidate, $0) }
            }.sorted { ($0.1, distance($0.0)) < ($1.1, distance($1.0)) }
            for (candidate, _) in ranked {
                let bringing = [candidate] + groups[candidate].laterFiles.map(\.group)
                let types = bringing.filter { group in !joined.contains { $0.group == group } }
                    .reduce(into: Set<String>()) { $0.formUnion(groups[$1].typeNames) }
                guard
                    types.isDisjoint(with: Self.declaredTypeNames(of: groups[program]))
                        && !joined.contains(where: { !types.isDisjoint(with: groups[$0.group].typeNames) })
                else { continue }
                joined.append(LaterFile(group: candidate, names: [need]))
                for file in groups[candidate].laterFiles where !joined.contains(where: { $0.group == file.group }) {
                    joined.append(file)
                }
                declared.formUnion(types)
                break
            }
        }
        return joined
    }

    /// Whether `candidate` is built as an ordinary program beside one importing `imports`: it is not marked
    /// `compile_fail` (it must not compile), and imports nothing else that cannot be built here.
    private func isBuiltAlike(_ candidate: Int, importing imports: Set<String>) -> Bool {
        groups[candidate].blocks.allSatisfy { block in
            !block.code.attributes.contains { if case .compileFail = $0 { return true } else { return false } }
                && (block.structure?.importedModules ?? []).allSatisfy {
                    imports.contains($0) || ModuleAvailability.available.contains($0)
                }
        }
    }

    /// The line of the first block that is the group's own (for a later version, its first change).
    func ownFirstLine(of group: Int) -> Int {
        let blocks = groups[group].blocks
        let own = min(groups[group].baseBlockCount, blocks.count - 1)
        return blocks[own].code.firstCodeLine
    }

    // MARK: - Names

    /// The names the group's blocks use as values or types and no block of it declares.
    static func undeclaredNames(of group: Group) -> Set<String> {
        group.blocks.reduce(into: Set<String>()) { names, block in
            names.formUnion(block.structure?.names.undeclared ?? [])
        }
    }

    /// Every name the group's blocks declare (values, functions, parameters, types at any depth).
    static func declaredNames(of group: Group) -> Set<String> {
        group.blocks.reduce(into: group.typeNames) { names, block in
            guard let referenced = block.structure?.names else { return }
            names.formUnion(referenced.declared)
            names.formUnion(referenced.declaredTypes)
        }
    }

    /// The types the group's blocks declare, at any depth.
    static func declaredTypeNames(of group: Group) -> Set<String> {
        group.blocks.reduce(into: group.typeNames) { names, block in
            names.formUnion(block.structure?.names.declaredTypes ?? [])
        }
    }

    // MARK: - Tab labels

    /// How well a later file's tab label pairs with the needing block's: 0 the same label, 1 a label naming
    /// a Swift version the other names too (`Swift 5.x/4.x`, `Swift 4.x`), 2 a block without a label or a
    /// label naming no version; nil when both name Swift versions and none is the same.
    static func labelRank(_ needing: String?, _ offering: String?) -> Int? {
        guard let needing, let offering else { return 2 }
        if needing == offering { return 0 }
        let wanted = swiftVersions(inLabel: needing), offered = swiftVersions(inLabel: offering)
        guard !wanted.isEmpty, !offered.isEmpty else { return 2 }
        return wanted.isDisjoint(with: offered) ? nil : 1
    }

    /// The major Swift versions a tab label names: `Swift 5.x/4.x` → 5, 4; `Swift 4.x/Swift 3.x` → 4, 3;
    /// `Swift 2.3` → 2; none for `AppDelegate.swift`.
    static func swiftVersions(inLabel label: String) -> Set<Int> {
        let words = label.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".")) }
        return Set(
            words.compactMap { word in
                guard word.first?.isNumber == true else { return nil }
                return Int(word.prefix { $0.isNumber })
            })
    }
}
