import AppleUIKitAPI
import DocgenCore
import ExampleExtraction

/// Decides what an example that did not compile is: `failed` (its own code is wrong), `skipped` (it only
/// uses UIKit API that Apple's UIKit has and the headless UIKit does not model), or `incomplete` (a fragment
/// of a larger sample that needs declarations it never shows).
///
/// Each compiler error is read for the name it is about (`cannot find type 'UIScene' in scope`, `value of
/// type 'UIScreen' has no member 'main'`, `extra argument 'windowScene' in call` on `UIWindow(windowScene:)`)
/// and that name is looked up in Apple's UIKit symbol list:
/// - listed and available (or deprecated): *unmodelled*, a limit of the headless UIKit;
/// - listed as renamed, or close to a listed name (a typo), or a `UI`/`NS` name Apple's UIKit lacks, or a
///   member Apple's type lacks: a *doc error*, with the replacement or a "did you mean";
/// - a near miss (``NearMiss``) of a name the program itself declares, or of a member Apple's UIKit declares
///   on a type the program's types inherit from: a *doc error* (a typo), with a "did you mean";
/// - any other name: a *missing declaration* of the sample.
///
/// An error on the same line as one of those is taken as a consequence of it. Any error left is a real error:
/// the example fails and shows every error. Otherwise missing declarations make it incomplete, and
/// unmodelled names alone make it skipped. An error on a line docgen generated follows from the example's
/// own problems when it has any; alone, it is docgen's internal error (`DG0518`): the example is not
/// checked, and is never failed for it.
public struct CompileFailureClassifier: Sendable {
    public var symbols: AppleUIKitSymbols
    /// The names each document's examples declare, by the document's path: a name an example needs that is
    /// a near miss of one its document declares elsewhere is a typo of it, never a need.
    var documentNames: [String: [DeclaredNames.Name]] = [:]
    /// The standard library's public types and functions (``StandardLibraryNames``): a name a fragment cannot
    /// find that is a near miss of one (`Stirng`, `UIt8.min`, `prnit(x)`) is a typo of it
    /// (``standardLibraryNearMiss(of:isType:)``). Read from the toolchain of `standardLibraryBeside` (a `swift`
    /// or `swiftc`) when set, and only once a name reaches that question: parsing the interfaces takes time.
    var standardLibrary = StandardLibraryNames.Names()
    var standardLibraryBeside: String?
    /// What the blocks of each document that cannot be built here give its app, by the document's path: the
    /// modules they import that are not here (`SwiftyJSON`, `SnapKit`) and the names they declare.
    var unbuildable: [String: UnbuildableBlocks] = [:]
    /// The members each document's examples add to types in their extensions, by the document's path and the
    /// type (`UITraitCollection` → `isDarkMode`): used in another example, the doc's own member, shown there.
    var documentExtensionMembers: [String: [String: Set<String>]] = [:]
    /// The protocols each document's extensions declare each of its types adopts, by the document's path and the
    /// type (`MainViewController` → `UITableViewDataSource`, from `extension MainViewController: …` in a block).
    var documentConformances: [String: [String: Set<String>]] = [:]
    /// The same from the types' declarations (`class ViewController: UIViewController, UITableViewDataSource`),
    /// any version of them.
    var documentDeclaredConformances: [String: [String: Set<String>]] = [:]

    /// A document's blocks that import a module not available here.
    struct UnbuildableBlocks: Hashable, Sendable {
        /// The modules, in the document's order.
        var modules: [String] = []
        /// The names those blocks declare.
        var names: Set<String> = []
    }

    public init(symbols: AppleUIKitSymbols = .shared) {
        self.symbols = symbols
    }

    /// The verdict on one example's compile errors.
    public struct Verdict: Hashable, Sendable {
        public var status: ExampleResult.Status
        /// The errors to report (with "did you mean" notes added), or the notes of a skip or incomplete.
        public var diagnostics: [Diagnostic]
        /// Apple UIKit names the headless UIKit lacks, at first use.
        public var unmodelled: [UnmodelledUse]
        /// Where SwiftUI is first used, when the example was skipped for it.
        public var swiftUILocation: SourceLocation?
        /// The only errors are on lines docgen generated: docgen's bug, not the doc's; the example is not
        /// checked (skipped) and the check as a whole must fail.
        public var isDocgenError: Bool

        public init(
            status: ExampleResult.Status, diagnostics: [Diagnostic], unmodelled: [UnmodelledUse],
            swiftUILocation: SourceLocation? = nil, isDocgenError: Bool = false
        ) {
            self.status = status
            self.diagnostics = diagnostics
            self.unmodelled = unmodelled
            self.swiftUILocation = swiftUILocation
            self.isDocgenError = isDocgenError
        }
    }

    /// What an error is about.
    enum Finding: Hashable {
        /// A SwiftUI name (`View`, `Text`, `@State`): SwiftUI code with its import left out.
        case swiftUI(String)
        case unmodelled(String)
        /// The doc's error, with a note to add (at `at`, else at the error), and in Xcode's words when the
        /// compiler's differ (`reworded`: the headless UIKit lacks what makes Xcode say it).
        /// `moved`: the error itself is put at `at`, the doc's line to change, and the compiler's place is noted.
        case docError(
            note: String?, at: SourceLocation? = nil, reworded: String? = nil, notes: [String] = [], moved: Bool = false
        )
        case needs(FragmentNeed)
        /// What the doc declares in another block explains the error (its class adopts the protocol there): an
        /// assumption of the reading, said in a note, not the doc's error nor a need.
        case assumed(String)
        /// A member no Apple type has, in an app whose other blocks import a module not available here: Swift
        /// makes an extension's members visible in every file of the module, so it may be that module's
        /// (`imageView.snp` where another block imports SnapKit).
        case moduleMember(String, module: String)
        /// An error that follows only from names the headless UIKit does not model or the fragment never
        /// declares (``CascadeRoots``): none of the doc's own.
        case cascade
        /// An error on a line docgen generated around the example (``ExampleCompileError/isInGeneratedCode``):
        /// it follows from the example's own problems when it has any (its host class cannot be used);
        /// alone, it is docgen's internal error.
        case generated
        case other
    }

    /// The verdict on compile errors that are all on doc lines.
    public func classify(_ errors: [Diagnostic], example: Example) -> Verdict {
        classify(errors.map(ExampleCompileError.doc), example: example)
    }

    public func classify(_ allErrors: [ExampleCompileError], example: Example) -> Verdict {
        // The app's later files' errors are their own example's: the example is judged on its own lines.
        let laterFileErrors = allErrors.filter(\.isInLaterFile)
        if laterFileErrors.count == allErrors.count, !laterFileErrors.isEmpty {
            return laterFilesVerdict(laterFileErrors, example: example)
        }
        // In doc order, whatever order the compiler printed them in: the verdict is a function of the errors,
        // never of their order (needs, first uses and shown errors are listed as the doc has them).
        let compileErrors = allErrors.filter { !$0.isInLaterFile }.map {
            SelectorWording.xcodeWording($0, in: example.program)
        }
        .sorted(by: Self.inDocOrder)
        let declared = DeclaredNames(of: example.program)
        let errors = compileErrors.map(\.diagnostic)
        let syntax = ProgramSyntax(example.program)
        // Names apps declare too (`enum Section`, a `Label` model) are needs before cascades are marked, so that
        // what follows from them (`snapshot` of `NSDiffableDataSourceSnapshot<Section, Song>()`) is theirs.
        var findings = cascadesMarked(
            Self.appNamesAsNeeds(
                compileErrors.map { error in
                    (
                        error.diagnostic,
                        error.isInGeneratedCode
                            ? .generated
                            : finding(for: error.diagnostic, example: example, declared: declared, syntax: syntax)
                    )
                }, syntax: syntax), in: syntax)
        findings = typosOfNeeds(findings, example: example, declared: declared, syntax: syntax)
        let namedLines = Self.namedLines(findings)
        let shown = Self.shown(findings, namedLines: namedLines)
        findings = findings.filter { diagnostic, finding in
            if case .other = finding, let location = diagnostic.location, namedLines[Self.lineKey(location)] != nil {
                return false
            }
            return true
        }

        // SwiftUI code (its `import SwiftUI` left out, as snippets often do) cannot be built here at all: skipped
        // like an import of SwiftUI, whatever else the compiler said about it.
        var swiftUINames: [String] = []
        for case (_, .swiftUI(let name)) in findings where !swiftUINames.contains(name) { swiftUINames.append(name) }
        if !swiftUINames.isEmpty {
            let location = findings.first { if case .swiftUI = $1 { return true } else { return false } }?.0.location
            return Verdict(
                status: .skipped(
                    reason:
                        "uses SwiftUI (an Apple-only framework that does not exist on Linux): "
                        + swiftUINames.prefix(5).joined(separator: ", ")),
                diagnostics: [
                    .note(
                        .unavailableModule, at: location,
                        "SwiftUI code (\(swiftUINames.prefix(5).joined(separator: ", "))) cannot be built on Linux")
                ],
                unmodelled: [], swiftUILocation: location)
        }

        var unmodelled: [UnmodelledUse] = []
        var needs: [(need: FragmentNeed, location: SourceLocation?)] = []
        var moduleMembers: [(name: String, module: String, location: SourceLocation?)] = []
        var failing: [Diagnostic] = []
        var assumptions: [Diagnostic] = []
        var generated = false
        for (diagnostic, finding) in findings {
            switch finding {
            case .unmodelled(let name):
                if !unmodelled.contains(where: { $0.name == name }) {
                    unmodelled.append(UnmodelledUse(name: name, location: diagnostic.location))
                }
            case .needs(let need):
                if !needs.contains(where: { $0.need == need }) { needs.append((need, diagnostic.location)) }
            case .moduleMember(let name, let module):
                if !moduleMembers.contains(where: { $0.name == name }) {
                    moduleMembers.append((name, module, diagnostic.location))
                }
            case .assumed(let reading):
                let note = Diagnostic.note(.laterFilesJoined, at: diagnostic.location, reading)
                if !assumptions.contains(where: { $0.message == reading }) { assumptions.append(note) }
            case .swiftUI, .cascade: break
            case .generated: generated = true
            case .docError, .other: failing.append(diagnostic)
            }
        }
        // What the compiler cannot see: the uses of the unmodelled API, against Apple's surface.
        let audited =
            (UnmodelledAPIAudit(surface: symbols.surface, extensionMembers: documentExtensions(of: example)).errors(
                in: syntax, unmodelled: unmodelled.map(\.name)
            ) + BodylessDeclarations.errors(in: syntax, reported: errors))
            .filter { error in error.location.map { !example.isInLaterFile($0) } ?? true }
        // What the fragment needs is no error of the doc's, in a failed example too: a warning, not an error
        // at each place it is used, so that only the doc's errors are at its lines.
        let needsWarning = needs.first.map { first in
            Diagnostic.warning(
                .incompleteFragment, at: first.location ?? example.sources.first?.location,
                "a fragment of a larger sample: needs \(needs.map { "'\($0.need.description)'" }.joined(separator: ", ")), which it never declares; declare them in a hidden part (// snippet.hide … // snippet.show)",
                notes: needs.dropFirst().map {
                    Diagnostic.Note(location: $0.location, message: "needs '\($0.need.description)'")
                })
        }
        if !failing.isEmpty || !audited.isEmpty {
            // The generated lines' errors are shown too, as what follows from the doc's.
            return Verdict(
                status: .failed,
                diagnostics: (shown + audited).sorted(by: Self.byLocation) + (needsWarning.map { [$0] } ?? [])
                    + Self.unmodelledNotes(unmodelled),
                unmodelled: unmodelled)
        }
        if unmodelled.isEmpty && needs.isEmpty && generated {
            // The doc's code left a statement open, and the compiler read the generated lines as its rest.
            let syntaxErrors = DocSyntaxErrors.errors(in: example.ownProgram)
            if !syntaxErrors.isEmpty { return Verdict(status: .failed, diagnostics: syntaxErrors, unmodelled: []) }
            return docgenErrorVerdict(compileErrors.filter(\.isInGeneratedCode))
        }
        // UIKit API the headless UIKit lacks: the example cannot be checked here, whatever else it needs (its
        // needs are said beside the skip).
        if !unmodelled.isEmpty {
            return Verdict(
                status: .skipped(reason: Self.unmodelledReason(unmodelled.map(\.name))),
                diagnostics: (needsWarning.map { [$0] } ?? []) + Self.unmodelledNotes(unmodelled),
                unmodelled: unmodelled)
        }
        // What the app's blocks that import a module not available here declare or may declare: the example
        // cannot be built without them (`Expert` of a block importing SwiftyJSON, `imageView.snp`).
        let document = example.sources.first.flatMap { unbuildable[$0.file] }
        let fromUnbuildable =
            moduleMembers.map { ($0.name, $0.module, $0.location) }
            + needs.compactMap { need, location in
                guard need.isName, let document, document.names.contains(need.name) else { return nil }
                return (need.name, document.modules.joined(separator: ", "), location)
            }
        if let first = fromUnbuildable.first {
            let names = fromUnbuildable.map { "'\($0.0)'" }.joined(separator: ", ")
            let reason =
                "uses \(names), which the app's blocks importing \(first.1) give it (a module not available to the "
                + "examples)"
            return Verdict(
                status: .skipped(reason: reason),
                diagnostics: [.note(.unavailableModule, at: first.2, reason)] + (needsWarning.map { [$0] } ?? []),
                unmodelled: [])
        }
        if let needsWarning {
            let names = needs.map(\.need.description)
            let suggestion = HiddenPartSuggester(symbols: symbols).suggestion(for: needs.map(\.need), example: example)
            return Verdict(
                status: .incomplete(needs: names, suggestion: suggestion), diagnostics: [needsWarning] + assumptions,
                unmodelled: [])
        }
        // Every error explained by what other blocks of the document declare: it compiles, read with them.
        if !assumptions.isEmpty { return Verdict(status: .passed, diagnostics: assumptions, unmodelled: []) }
        return Verdict(status: .failed, diagnostics: errors, unmodelled: [])
    }

    // MARK: - Steps

    /// A name the fragment needs that is a near miss of a name its document declares in another block, or
    /// of another name it needs and uses more often (`titleLable` once beside `titleLabel` three times, neither
    /// declared: an outlet the doc does not show, and its typo), is a typo: the doc's error, with the name it
    /// misspells. On a tie of uses the later first use is the typo.
    func typosOfNeeds(
        _ findings: [(Diagnostic, Finding)], example: Example, declared: DeclaredNames, syntax: ProgramSyntax
    ) -> [(Diagnostic, Finding)] {
        var needed: [String] = []
        for case (_, .needs(let need)) in findings where need.isName && !needed.contains(need.name) {
            needed.append(need.name)
        }
        guard !needed.isEmpty else { return findings }
        let elsewhere = (example.sources.first.flatMap { documentNames[$0.file] } ?? []).filter {
            !declared.contains($0.name)
        }
        let uses = syntax.uses(of: needed)
        return findings.map { diagnostic, finding in
            // A name another block declares is needed as it is; an element beside its collection
            // (`restaurant`, `restaurants`) is no typo of it.
            guard case .needs(let need) = finding, need.isName,
                !elsewhere.contains(where: { $0.name == need.name })
            else { return (diagnostic, finding) }
            if let near = NearMiss.nearest(to: need.name, in: elsewhere), !NearMiss.isPlural(near.name, of: need.name) {
                return (
                    diagnostic,
                    .docError(note: "did you mean '\(near.spelling)'? (declared in another block of the document)")
                )
            }
            let index = needed.firstIndex(of: need.name) ?? 0
            let misspelt = needed.enumerated().first { otherIndex, other in
                guard NearMiss.isNearMiss(need.name, of: other), !NearMiss.isPlural(other, of: need.name) else {
                    return false
                }
                let (mine, theirs) = (uses[need.name] ?? 0, uses[other] ?? 0)
                return theirs > mine || (theirs == mine && otherIndex < index)
            }
            guard let (_, other) = misspelt else { return (diagnostic, finding) }
            return (diagnostic, .docError(note: "did you mean '\(other)'?"))
        }
    }

    /// Names apps declare too (`enum Section`, a `Label` model) are SwiftUI only beside one that is not: when
    /// every SwiftUI name is one of them, each is a type the fragment needs.
    static func appNamesAsNeeds(_ findings: [(Diagnostic, Finding)], syntax: ProgramSyntax) -> [(Diagnostic, Finding)] {
        // Each SwiftUI name, and whether a SwiftUI modifier is applied to it where it is used
        // (`Image(systemName: "doc").foregroundColor(.red)`: a view, whatever apps call their types).
        let uses = findings.compactMap { diagnostic, finding -> (name: String, modified: Bool)? in
            guard case .swiftUI(let name) = finding else { return nil }
            let statement = diagnostic.location.flatMap(syntax.statement(at:))
            return (name, statement?.appliesSwiftUIModifier ?? false)
        }
        guard !uses.isEmpty, uses.allSatisfy({ namesAppsDeclareToo.contains($0.name) && !$0.modified }) else {
            return findings
        }
        return findings.map { diagnostic, finding in
            guard case .swiftUI(let name) = finding else { return (diagnostic, finding) }
            return (diagnostic, .needs(FragmentNeed(name: name, kind: .type)))
        }
    }

    /// An example whose own lines compile while the app's later files it is compiled with do not: passed
    /// (compiled only: it cannot run), with a note naming the later files that have errors and the examples
    /// that report them.
    func laterFilesVerdict(_ errors: [ExampleCompileError], example: Example) -> Verdict {
        let failing = (example.laterFiles ?? []).filter { file in
            errors.contains { $0.diagnostic.location.map(file.covers) ?? false }
        }
        let named = failing.map { "\($0.description) (\($0.exampleID))" }.joined(separator: ", ")
        return Verdict(
            status: .passed,
            diagnostics: [
                .note(
                    .laterFileDoesNotCompile, at: example.sources.first?.location,
                    "its own lines compile; not run: the app's later file\(failing.count == 1 ? "" : "s") it is "
                        + "compiled with, \(named), \(failing.count == 1 ? "does" : "do") not compile (reported there)")
            ], unmodelled: [])
    }

    /// The lines with a named problem (any finding but `other`, `generated` or `cascade`): an error on such a
    /// line follows from it. True for a line whose only named problems are none of the doc's: UIKit API the
    /// headless UIKit lacks, or what the fragment needs.
    static func namedLines(_ findings: [(Diagnostic, Finding)]) -> [String: Bool] {
        var namedLines: [String: Bool] = [:]
        for (diagnostic, finding) in findings {
            guard let line = diagnostic.location.map(lineKey) else { continue }
            switch finding {
            case .other, .generated, .cascade: continue
            case .unmodelled, .needs, .assumed: namedLines[line] = namedLines[line] ?? true
            default: namedLines[line] = false
            }
        }
        return namedLines
    }

    /// The errors a failed example shows, with their notes and in Xcode's words: never UIKit API the headless
    /// UIKit lacks or what the fragment needs (the verdict's warning and notes name them), nor what follows
    /// only from them (a cascade, or an error on a line whose only named problems they are).
    static func shown(_ findings: [(Diagnostic, Finding)], namedLines: [String: Bool]) -> [Diagnostic] {
        findings.compactMap { diagnostic, finding -> Diagnostic? in
            var diagnostic = diagnostic
            switch finding {
            case .unmodelled, .needs, .assumed, .cascade, .swiftUI: return nil
            case .other where diagnostic.location.flatMap({ namedLines[lineKey($0)] }) == true: return nil
            case .docError(let note, let location, let reworded, let notes, let moved):
                if let reworded { diagnostic.message = reworded }
                for note in notes + (note.map { [$0] } ?? [])
                where !diagnostic.notes.contains(where: { $0.message == note }) {
                    diagnostic.notes.append(Diagnostic.Note(location: location ?? diagnostic.location, message: note))
                }
                if moved, let location, let reported = diagnostic.location {
                    diagnostic.notes.append(
                        Diagnostic.Note(location: reported, message: "the compiler reports it here"))
                    diagnostic.location = location
                }
            case .generated:
                diagnostic.notes.append(Diagnostic.Note(location: nil, message: generatedCodeNote))
            default: break
            }
            return diagnostic
        }
    }

    /// The note on an error in the code docgen generated around an example (its entry point), not in the doc.
    public static let generatedCodeNote = "in the code docgen generated to run this example, not in the doc"

    /// The skip reason of an example whose only errors are on lines docgen generated.
    public static let docgenErrorReason = "not checked: docgen generated code that does not compile (internal error)"

    /// Errors only on lines docgen generated: each as docgen's internal error, never the doc's; the example
    /// is not checked.
    private func docgenErrorVerdict(_ errors: [ExampleCompileError]) -> Verdict {
        let diagnostics = errors.map { error in
            var notes = error.diagnostic.notes
            if let generated = error.generatedLocation {
                notes.append(
                    Diagnostic.Note(
                        location: nil,
                        message:
                            "on line \(generated.line) of the generated \(generated.file), not on a line of the doc"))
            }
            return Diagnostic.error(
                .generatedCodeCompileError, at: error.diagnostic.location,
                "docgen generated code that does not compile (internal error) — please report: \(error.diagnostic.message)",
                notes: notes)
        }
        return Verdict(
            status: .skipped(reason: Self.docgenErrorReason), diagnostics: diagnostics, unmodelled: [],
            isDocgenError: true)
    }

    /// `uses UIKit API the headless UIKit does not model: UIScene, UIWindowScene`.
    public static func unmodelledReason(_ names: [String]) -> String {
        let outside = names.filter(isFrameworkName)
        let uikit = names.filter { !isFrameworkName($0) }
        return [
            uikit.isEmpty ? nil : "uses UIKit API the headless UIKit does not model: " + uikit.joined(separator: ", "),
            outside.isEmpty
                ? nil
                : "uses Apple API that UIKit brings with it on iOS and Linux lacks: " + outside.joined(separator: ", "),
        ].compactMap { $0 }.joined(separator: "; ")
    }

    static func unmodelledNotes(_ uses: [UnmodelledUse]) -> [Diagnostic] {
        uses.map {
            let what =
                isFrameworkName($0.name)
                ? "Apple API of a framework UIKit brings with it (not on Linux)"
                : "UIKit API the headless UIKit does not model"
            return .note(.unmodelledUIKitAPI, at: $0.location, "'\($0.name)' is \(what)")
        }
    }

    /// A top-level name of a framework `import UIKit` brings with it on iOS (Foundation, Core Graphics, Core
    /// Animation, Core Image: `NSItemProvider`, `CGColor`, `CIFilter`), from Apple's data.
    static func isFrameworkName(_ name: String) -> Bool {
        AppleUIKitSymbols.shared.surface.frameworkNames[name] != nil
    }

    /// Located diagnostics in doc order (stable: those at one place keep the compiler's order); unlocated last.
    static func byLocation(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case (let x?, let y?): return x < y
        case (_?, nil): return true
        default: return false
        }
    }

    /// Doc order, then the message and notes, so that equal errors at one place sort alike whatever came first.
    static func inDocOrder(_ a: ExampleCompileError, _ b: ExampleCompileError) -> Bool {
        let x = a.diagnostic, y = b.diagnostic
        if x.location != y.location { return byLocation(x, y) }
        if x.message != y.message { return x.message < y.message }
        return x.notes.map(\.message).lexicographicallyPrecedes(y.notes.map(\.message))
    }

    static func lineKey(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// The findings, with each error that follows only from an unmodelled type or a name the fragment never
    /// declares marked `cascade` (``CascadeRoots``).
    private func cascadesMarked(_ findings: [(Diagnostic, Finding)], in syntax: ProgramSyntax) -> [(
        Diagnostic, Finding
    )] {
        let roots = findings.compactMap { diagnostic, finding -> String? in
            switch finding {
            case .unmodelled(let name) where !name.contains("("):
                // A member (`UIViewController.sheetPresentationController`) is a root of what is bound from it.
                return name.split(separator: ".").count > 1 ? "." + name.split(separator: ".").last! : name
            case .needs(let need) where need.kind == .type || need.kind == .value: return need.name
            case .moduleMember(let name, _): return name.split(separator: ".").last.map { "." + $0 }
            case .docError:
                // A member the doc got wrong (`presentViewController`, renamed): the compiler cannot type its
                // call, so what it says of the call's arguments (`'nil' requires a contextual type`) follows.
                guard let fact = diagnostic.compiler,
                    fact.is("could_not_find_value_member") || fact.is("could_not_find_type_member")
                else { return nil }
                return fact[argument: 1].map { "." + $0 }
            default: return nil
            }
        }
        let cascades = CascadeRoots(roots, in: syntax)
        return findings.map { diagnostic, finding in
            guard let location = diagnostic.location else { return (diagnostic, finding) }
            switch finding {
            case .other: return (diagnostic, cascades.isCascade(at: location) ? .cascade : finding)
            case .needs(let need) where need.kind == .member:
                // `sheetController.detents` where `sheetController` is bound from an unmodelled member; not
                // `self.window` in a statement that also uses one.
                return (diagnostic, cascades.isCascade(ofMemberAt: location) ? .cascade : finding)
            default: return (diagnostic, finding)
            }
        }
    }

    /// Errors the compiler finds from the code alone, whatever the types of the names around them: no name the
    /// fragment leaves out could make them right (`'<' is not a prefix unary operator` of `animated: <Bool`: no
    /// such operator exists), so they are the doc's, never a cascade of a need.
    static func followsFromCodeAlone(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.compiler?.is("use_nonmatching_operator") ?? false
    }

    /// The modules not available here that other blocks of the example's document import (its own imports
    /// of them skip it before it is compiled).
    /// What the extensions of the example's document add to each type, in any of its examples.
    func documentExtensions(of example: Example) -> [String: Set<String>] {
        example.sources.first.flatMap { documentExtensionMembers[$0.file] } ?? [:]
    }

    func unbuildableModules(besides example: Example) -> [String] {
        example.sources.first.flatMap { unbuildable[$0.file]?.modules } ?? []
    }

    // MARK: - One error

    /// The compiler's identifiers of the errors a returned value gets from the result type of the function it
    /// is returned from: a value in a function with none, a member looked up on `()`, a case of `()`.
    static let resultTypeIdentifiers: Set<String> = [
        "cannot_return_value_from_void_func", "could_not_find_tuple_member", "cannot_infer_base_of_unresolved_member",
    ]

    /// What one error means, from the compiler's facts (its identifier and the values the message quotes),
    /// never from the message's wording: an error without them is `.other`.
    func finding(
        for diagnostic: Diagnostic, example: Example, declared: DeclaredNames, syntax: ProgramSyntax? = nil
    ) -> Finding {
        guard let fact = diagnostic.compiler else { return .other }
        if Self.followsFromCodeAlone(diagnostic) { return .docError(note: nil) }
        // `return .init(operation: .cancel)` in a block of statements: the value of a function the block does
        // not show, which docgen's function around the block cannot return (it has no result type).
        let isLookupOnTuple = fact.identifier == "could_not_find_tuple_member"
        if Self.resultTypeIdentifiers.contains(fact.identifier), !isLookupOnTuple || fact[argument: 0] == "()",
            let location = diagnostic.location,
            syntax?.isInReturnOfSynthesizedFunction(at: location) == true
        {
            return .needs(.enclosingFunction)
        }
        if fact.is("cannot_find_type_in_scope"), let name = fact[argument: 0] {
            return topLevelFinding(name, isType: true, diagnostic: diagnostic, declared: declared)
        }
        // `extension ViewController: UITextFieldDelegate` where the app's later file docgen joined declares
        // `class ViewController: UIViewController, UITextFieldDelegate`: the two are versions of one class, not
        // files of one app, so the class the block extends is one the doc does not show it with.
        if fact.is("redundant_conformance"), let type = fact[argument: 0].map(Self.baseType),
            let declaration = declared.names.first(where: { $0.name == type })?.location,
            example.isInLaterFile(declaration)
        {
            return .needs(FragmentNeed(name: type, kind: .type))
        }
        // `tableView.beginUpdates()` where the program declares `tableView` only as its `tableView(_:…)`
        // methods: the compiler took the method (the type it names is a function's, or it names none, the
        // methods being several); the property is one the fragment never shows.
        let namesOnlyAFunctionType =
            fact.arguments.contains { $0.contains("->") } || !fact.arguments.contains { $0.first?.isUppercase == true }
        if namesOnlyAFunctionType, let location = diagnostic.location,
            let name = syntax?.valueDeclaredOnlyAsFunction(at: location)
        {
            return .needs(FragmentNeed(name: name, kind: .value))
        }
        if fact.is("cannot_find_in_scope"), let name = fact[argument: 0] {
            return topLevelFinding(name, isType: false, diagnostic: diagnostic, declared: declared, syntax: syntax)
        }
        // `searchResultsUpdater = self` in members docgen hosts: the fragment's controller adopts a protocol the
        // fragment never shows (the hidden host cannot guess it), a declaration of the larger sample.
        if fact.is("cannot_convert_assign"), let type = fact[argument: 0].map(Self.baseType),
            let target = fact[argument: 1], target.hasPrefix("(any ") || target.hasPrefix("any ")
        {
            let proto = Self.baseType(String(target.filter { $0 != "(" && $0 != ")" }))
            if Self.isSynthesizedHost(type, of: example) {
                return .needs(FragmentNeed(name: proto, kind: .conformance))
            }
            // The doc's own class adopts it in another block: in an extension of it (`extension
            // MainViewController: UITableViewDataSource` two steps before `tableView.dataSource = self`), or, for a
            // fragment put in the class (a block that does not declare it), in any declaration of the class. A
            // block that shows the class whole without the protocol stays the doc's error.
            let file = example.sources.first?.file ?? ""
            let blockDeclaresType = declared.names.contains { name in
                name.name == type && name.location.map { Self.sameBlock($0, diagnostic.location, in: example) } == true
            }
            if documentConformances[file]?[type]?.contains(proto) == true
                || !blockDeclaresType && documentDeclaredConformances[file]?[type]?.contains(proto) == true
            {
                return .assumed("read with \(type) adopting \(proto), as another block of the document declares")
            }
        }
        if fact.is("unknown_attr_name"), let name = fact[argument: 0], Self.swiftUINames.contains(name) {
            return .swiftUI(name)
        }
        // `.onSubmit(of: .search) { … }`: a SwiftUI modifier chain shown without the view it modifies.
        if fact.is("unresolved_member_no_inference"), let name = fact[argument: 0],
            Self.swiftUIModifiers.contains(name)
        {
            return .swiftUI("." + name)
        }
        if fact.is("no_member_of_module"), fact[argument: 0] == "UIKit", let name = fact[argument: 1] {
            return topLevelFinding(name, isType: true, diagnostic: diagnostic, declared: declared)
        }
        if fact.is("could_not_find_value_member") || fact.is("could_not_find_type_member"),
            let type = fact[argument: 0], let member = fact[argument: 1]
        {
            // A type another example of the app declares whole (a joined file): what it lacks, it does not
            // have: `song.title` of the doc's `struct Song` is the doc's error, not a member never shown.
            if let declaration = declared.names.first(where: { $0.name == Self.baseType(type) })?.location,
                example.isInLaterFile(declaration)
            {
                return .other
            }
            // `UITraitCollection.isDarkMode` where another example of the document extends the type with it: the
            // doc's own member, which this example does not show, never one Apple's type lacks.
            if documentExtensions(of: example)[Self.baseType(type)]?.contains(member) == true {
                return .needs(FragmentNeed(name: member, kind: .member))
            }
            let finding = memberFinding(
                member, of: Self.baseType(type), declared: declared,
                labels: diagnostic.location.flatMap { syntax?.callLabels(at: $0) },
                inherited: syntax?.inheritedTypes(of: Self.baseType(type)) ?? nil,
                modulesElsewhere: unbuildableModules(besides: example),
                isHost: Self.isSynthesizedHost(Self.baseType(type), of: example))
            // `navigationController.isModalInPresentation`: Apple's type has it, the optional must be unwrapped.
            // Not an implicit member (`backgroundColor = .systemGroupedBackground`, a type member of `UIColor?`):
            // its lookup sees through the optional to Apple's `UIColor`.
            if type.hasSuffix("?"), fact.is("could_not_find_value_member"), case .unmodelled = finding {
                return Self.unwrapFinding(member, of: type)
            }
            return finding
        }
        if fact.is("method_does_not_override") || fact.is("property_does_not_override"), let syntax,
            let location = diagnostic.location,
            let overridden = overrideFinding(at: location, in: syntax)
        {
            return overridden
        }
        if fact.is("wrong_argument_labels"), let have = fact[argument: 0], let expected = fact[argument: 1] {
            if let expected = misspeltLabels(have: have, expected: expected) {
                return .docError(note: "did you mean '\(expected)'?")
            }
            return initializerFinding(
                label: String(have.prefix { $0 != ":" }), diagnostic: diagnostic, example: example)
        }
        // `UIWindow(windowScene:)` where the headless UIKit has other initializers: the compiler names the labels.
        if fact.is("no_overloads_match_exactly_in_call"),
            let have = diagnostic.notes.lazy.compactMap({ note -> String? in
                guard let fact = note.compiler, fact.is("candidate_expected_different_labels") else { return nil }
                return fact[argument: 0]
            }).first
        {
            let labels = have.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: true)
                .map(String.init)
            if let first = labels.first, !first.isEmpty {
                return initializerFinding(label: first, labels: labels, diagnostic: diagnostic, example: example)
            }
        }
        // `UISwipeActionsConfiguration()`: an initializer Apple's class has (its own or, by Swift's initializer
        // inheritance, NSObject's `init()`) and the headless UIKit lacks.
        if fact.is("missing_argument_named") || fact.is("missing_arguments_in_call"),
            let (type, labels) = diagnostic.location.flatMap({ syntax?.initializerCall(at: $0) }),
            symbols.topLevel(type) != nil,
            symbols.surface.callableInitializers(of: type).contains(where: { ($0.argumentLabels ?? []) == labels })
        {
            return .unmodelled("\(type)(\(labels.map { "\($0):" }.joined()))")
        }
        if fact.is("extra_argument_named"), let label = fact[argument: 0] {
            return initializerFinding(label: label, diagnostic: diagnostic, example: example)
        }
        if let (note, location) = misspeltRequirement(diagnostic, declared: declared) {
            return .docError(note: note, at: location, moved: location != nil)
        }
        // Apple's `@available(*, unavailable, …)` (renamed, replaced, obsoleted): Xcode's error as well.
        if fact.identifier.hasPrefix("availability_decl_unavailable")
            || fact.identifier.hasPrefix("availability_obsoleted")
        {
            return .docError(note: nil)
        }
        // An error no declaration explains, where SwiftParser finds the doc's own code ill-formed (`count =
        // 데이터의 갯수`, prose where the value goes): the doc's, on a line whose needs are named too.
        if let location = diagnostic.location, syntax?.parserFindsError(at: location) == true {
            return .docError(note: nil)
        }
        return .other
    }

    /// Whether two places are in one code block of the example.
    static func sameBlock(_ one: SourceLocation, _ other: SourceLocation?, in example: Example) -> Bool {
        guard let other, one.file == other.file else { return false }
        return example.sources.contains { source in
            source.file == one.file
                && source.blocks.contains { block in
                    (block.firstCodeLine...block.lastCodeLine).contains(one.line)
                        && (block.firstCodeLine...block.lastCodeLine).contains(other.line)
                }
        }
    }

    /// Whether `type` is the hidden host docgen synthesized for the example (its header is a hidden line
    /// that comes from no doc line).
    static func isSynthesizedHost(_ type: String, of example: Example) -> Bool {
        guard example.hostType == type else { return false }
        return example.program.lines.contains { line in
            line.isHidden && line.origin == nil && line.text.hasPrefix("class \(type):")
        }
    }

    static var swiftUINames: Set<String> { SwiftUIVocabulary.names }
    static var namesAppsDeclareToo: Set<String> { SwiftUIVocabulary.namesAppsDeclareToo }
    static var swiftUIModifiers: Set<String> { SwiftUIVocabulary.modifiers }

    /// Members of a view controller that a fragment uses without showing its class: the fragment needs a
    /// host, which is assembly's job (a `UIViewController` subclass), not a declaration the doc forgot.
    static let hostMembers: Set<String> = [
        "self", "super", "navigationItem", "navigationController", "tableView", "view", "title",
        "definesPresentationContext", "present", "dismiss", "storyboard", "collectionView", "searchDisplayController",
    ]

    private func topLevelFinding(
        _ name: String, isType: Bool, diagnostic: Diagnostic, declared: DeclaredNames, syntax: ProgramSyntax? = nil
    ) -> Finding {
        let location = diagnostic.location
        if Self.swiftUINames.contains(name) && name != "ContentView" { return .swiftUI(name) }
        // A view controller's member used where docgen hosts the fragment: the host is the question. In a class
        // the doc declares, it is that class's, as any other name it uses.
        let isInDocClass = location.map { syntax?.isInDocDeclaredClass(at: $0) == true } ?? false
        if Self.hostMembers.contains(name) && !isInDocClass || name.hasPrefix("$") { return .other }
        switch symbols.topLevel(name) {
        case .available?, .deprecated?: return .unmodelled(name)
        case .renamed(let replacement)?:
            return .docError(note: "renamed to '\(replacement)' in Apple's UIKit (\(symbols.sdk ?? "current SDK"))")
        case nil: break
        }
        // `NSItemProvider`, `CGColor`, `CIFilter`: Apple's, of a framework UIKit brings with it, missing here.
        if symbols.surface.frameworkNames[name] != nil || symbols.surface.typesNamedInDeclarations.contains(name) {
            return .unmodelled(name)
        }
        // `tabBarItem` in a view controller: unqualified, a member that Apple's superclass of the class around
        // it has and the headless UIKit lacks.
        if let superclass = location.flatMap({ syntax?.enclosingSuperclass(at: $0) }).map(Self.baseType),
            symbols.topLevel(superclass) != nil, let (member, status) = symbols.member(name, of: superclass)
        {
            if case .renamed(let replacement) = status {
                return .docError(note: "renamed to '\(replacement)' in Apple's UIKit (\(symbols.sdk ?? "current SDK"))")
            }
            return .unmodelled(member)
        }
        if compilerSuggestion(for: name, in: diagnostic) != nil { return .docError(note: nil) }
        if let near = nearMiss(of: name, declared: declared) { return .docError(note: "did you mean '\(near)'?") }
        if let near = symbols.nearestTopLevel(to: name) { return .docError(note: "did you mean '\(near)'?") }
        if Self.hasAppleFrameworkPrefix(name) {
            return .docError(note: "Apple's UIKit has no '\(name)' (\(symbols.sdk ?? "current SDK"))")
        }
        if let near = standardLibraryNearMiss(of: name, isType: isType) {
            return .docError(note: "did you mean '\(near)'?")
        }
        return .needs(FragmentNeed(name: name, kind: isType ? .type : .value))
    }

    /// The standard library's name that `name`, which no declaration gives, is a typo of: a type, where a type
    /// or a value is used (`UIt8.min`, `Tsk.sleep`), or a function, where a value is used (`prnit(x)`). Short
    /// names collide with words (`Bowl`, `Bool`), and so do a library function and a value the doc does not
    /// show (`point`, `print`): a type of five characters or more by any near miss (``NearMiss``), otherwise
    /// only by a slip of the hand, a letter left out or added or two neighbours swapped (`Tsk`, `tpe`, `pirnt`),
    /// never a letter changed.
    func standardLibraryNearMiss(of name: String, isType: Bool) -> String? {
        let standardLibrary =
            standardLibraryBeside.map { StandardLibraryNames.names(near: name, besideSwift: $0) } ?? standardLibrary
        let types = standardLibrary.types.first { type in
            NearMiss.isNearMiss(name, of: type) && (name.count >= 5 || Self.isSlip(name, of: type))
        }
        if let types { return types }
        guard !isType else { return nil }
        return standardLibrary.functions.first { NearMiss.isNearMiss(name, of: $0) && Self.isSlip(name, of: $0) }
    }

    /// Whether `name` is `intended` with one letter left out or added, or two neighbouring letters swapped.
    static func isSlip(_ name: String, of intended: String) -> Bool {
        let typed = Array(name), meant = Array(intended)
        if typed.count == meant.count {
            let differing = typed.indices.filter { typed[$0] != meant[$0] }
            guard differing.count == 2, let first = differing.first, differing[1] == first + 1 else { return false }
            return typed[first] == meant[first + 1] && typed[first + 1] == meant[first]
        }
        let (shorter, longer) = typed.count < meant.count ? (typed, meant) : (meant, typed)
        guard longer.count == shorter.count + 1 else { return false }
        let prefix = zip(shorter, longer).prefix { $0 == $1 }.count
        return shorter[prefix...].elementsEqual(longer[(prefix + 1)...])
    }

    /// The rule for `incomplete`: a name is a missing declaration only when it is no near miss of a name the
    /// program declares or of a member Apple's UIKit declares on a type the program's types inherit from
    /// (unqualified members of a `UITableViewController` subclass); returns that name, as a note spells it.
    func nearMiss(of member: String, declared: DeclaredNames) -> String? {
        // `onClickMyButon(sender:)` of `#selector(ViewController.onClickMyButon(sender:))`: its base name.
        let name = String(member.prefix { $0 != "(" })
        if let own = NearMiss.nearest(to: name, in: declared.names) { return own.spelling }
        for type in declared.inheritedTypes where symbols.topLevel(Self.baseType(type)) != nil {
            // By the same rule as the program's names: `titles` in a controller is the sample's, not `title`.
            if let member = symbols.nearestMember(to: name, of: Self.baseType(type)),
                NearMiss.isNearMiss(name, of: member)
            {
                return member
            }
        }
        return nil
    }

    /// `type 'ViewController' does not conform to protocol 'UISearchResultsUpdating'` while the program declares
    /// `updateSearchResult(for:)`, a near miss of the requirement the compiler names: a note at the misspelt
    /// method (the compiler puts the error on the type, not where the typo is).
    func misspeltRequirement(_ diagnostic: Diagnostic, declared: DeclaredNames) -> (String, SourceLocation?)? {
        guard let fact = diagnostic.compiler, fact.is("type_does_not_conform"), let proto = fact[argument: 1] else {
            return nil
        }
        for note in diagnostic.notes {
            // A function requirement: its type is a function type.
            guard let requirement = note.compiler, requirement.is("no_witnesses"),
                let required = requirement[argument: 0], requirement[argument: 1]?.contains("->") ?? true
            else { continue }
            let base = String(required.prefix { $0 != "(" })
            guard !declared.names.contains(where: { $0.isFunction && $0.spelling == required }) else { continue }
            if let near = declared.names.first(where: { $0.isFunction && NearMiss.isNearMiss($0.name, of: base) }) {
                return (
                    "'\(near.spelling)' nearly matches '\(required)', which '\(proto)' requires; did you mean '\(required)'?",
                    near.location
                )
            }
            if let old = declared.names.first(where: {
                $0.isFunction && Self.isSwift2Spelling($0.spelling, of: required)
            }) {
                return (
                    "'\(old.spelling)' is the Swift 2 spelling of '\(required)', which '\(proto)' requires; did you mean '\(required)'?",
                    old.location
                )
            }
        }
        return nil
    }

    /// Whether `spelling` (`numberOfComponentsInPickerView(pickerView:)`, `tableView(tableView:cellForRowAtIndexPath:)`)
    /// is how Swift 2 spelled `required` (`numberOfComponents(in:)`, `tableView(_:cellForRowAt:)`): Swift 3 named
    /// Objective-C methods by cutting the words that repeat a type from the end of the base name and of each
    /// label, and labelled the first argument. So the old base name starts with the new one, and each later
    /// label with the new label; the first label is free.
    static func isSwift2Spelling(_ spelling: String, of required: String) -> Bool {
        func parts(_ name: String) -> (base: String, labels: [String]) {
            let base = String(name.prefix { $0 != "(" })
            let labels = name.dropFirst(base.count + 1).dropLast().split(
                separator: ":", omittingEmptySubsequences: false
            )
            .dropLast().map(String.init)
            return (base, labels)
        }
        let (old, new) = (parts(spelling), parts(required))
        guard spelling != required, old.base.hasPrefix(new.base), !new.base.isEmpty,
            old.labels.count == new.labels.count, !old.labels.isEmpty
        else { return false }
        return zip(old.labels, new.labels).dropFirst().allSatisfy { $0.hasPrefix($1) }
    }

    /// `incorrect argument label in call (have 'searchResultsControler:', expected 'searchResultsController:')`:
    /// when every label that differs is a near miss of the one the compiler expects, the call is a typo of a
    /// declaration that exists (the headless UIKit's have Apple's labels), not an initializer Apple has and
    /// the headless UIKit lacks; returns the expected labels.
    func misspeltLabels(have: String, expected: String) -> String? {
        let haveLabels = have.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        let expectedLabels = expected.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard haveLabels.count == expectedLabels.count, haveLabels != expectedLabels else { return nil }
        for (written, wanted) in zip(haveLabels, expectedLabels) where written != wanted {
            guard NearMiss.isNearMiss(String(written), of: String(wanted)) else { return nil }
        }
        return expected
    }

    /// The name the compiler's own "did you mean" suggests for `name`, when it is a near miss of the same
    /// kind: the compiler suggests `item` for the type `Item` and `viewController` for `ViewController` (in
    /// `let viewController = ViewController()`), but a type is no typo of a value.
    func compilerSuggestion(for name: String, in diagnostic: Diagnostic) -> String? {
        // The compiler's typo correction: the `_corrected` error's last value, or a typo-candidate note's.
        var suggestions: [String] = []
        if let fact = diagnostic.compiler, fact.identifier.hasSuffix("_corrected"), let last = fact.arguments.last {
            suggestions.append(last)
        }
        for note in diagnostic.notes {
            if let fact = note.compiler, fact.identifier.hasPrefix("note_typo_candidate"), let first = fact[argument: 0]
            {
                suggestions.append(first)
            }
        }
        for suggested in suggestions {
            let base = String(suggested.prefix { $0 != "(" })
            if base.first?.isUppercase == name.first?.isUppercase, base != name { return suggested }
        }
        return nil
    }

    /// Xcode's words for a member of an optional that Apple's wrapped type has.
    static func unwrapFinding(_ member: String, of type: String) -> Finding {
        let wrapped = baseType(type)
        return .docError(
            note: nil,
            reworded:
                "value of optional type '\(type)' must be unwrapped to refer to member '\(member)' of wrapped base type '\(wrapped)'",
            notes: [
                "chain the optional using '?' to access member '\(member)' only for non-'nil' base values",
                "force-unwrap using '!' to abort execution if the optional value contains 'nil'",
            ])
    }

    /// What a missing `member` of `type` is; `labels` are those of the call it is made with, if any.
    /// `inherited`: what the program's declarations of `type` inherit from (nil: what any of its types does).
    private func memberFinding(
        _ member: String, of type: String, declared: DeclaredNames, labels: [String]?, inherited: [String]? = nil,
        modulesElsewhere: [String] = [], isHost: Bool = false
    ) -> Finding {
        // `UIImage.SymbolConfiguration`: a type Apple nests in the type, never a Swift 2 spelling of a member.
        if symbols.surface.type("\(type).\(member)") != nil { return .unmodelled("\(type).\(member)") }
        if let (name, status) = symbols.member(member, of: type, labels: labels) {
            if case .renamed(let replacement) = status {
                return .docError(note: "renamed to '\(replacement)' in Apple's UIKit (\(symbols.sdk ?? "current SDK"))")
            }
            return .unmodelled(name)
        }
        if symbols.topLevel(type) != nil || Self.hasAppleFrameworkPrefix(type) {
            if let renamed = renaming(member, of: [type], labels: labels) { return renamed }
            if let near = symbols.nearestMember(to: member, of: type) {
                return .docError(note: "did you mean '\(near)'?")
            }
            // `.width(…)` on a constraint where the doc declares `with(_:)` in its extension of the class.
            if let own = NearMiss.nearest(to: member, in: declared.names) {
                return .docError(note: "did you mean '\(own.spelling)'?")
            }
            if let module = modulesElsewhere.first { return .moduleMember("\(type).\(member)", module: module) }
            return .docError(
                note: symbols.allMembers(of: type).isEmpty ? nil : "Apple's \(type) has no member '\(member)'")
        }
        // A Swift 2 name of a method the program's types inherit from UIKit (`presentViewController(_:animated:
        // completion:)`); only a call with as many arguments: a property may be one the fragment never shows.
        if let labels, !labels.isEmpty,
            let renamed = renaming(
                member, of: declared.inheritedTypes.map(Self.baseType), labels: labels, methodsOnly: true)
        {
            return renamed
        }
        // `self.tabBarItem` on the program's own view controller, or `self.storyboard` on the hidden host docgen
        // put the fragment in: a member Apple's superclass has and the headless UIKit lacks (the program's
        // classes' superclasses, as the typo rule below reads them).
        if declared.contains(type) || isHost {
            // Only what `type` itself inherits: `song.title` of a `struct Song` is no `title` of the program's
            // view controller.
            for inherited in (inherited ?? declared.inheritedTypes).map(Self.baseType)
            where symbols.topLevel(inherited) != nil {
                guard let (name, status) = symbols.member(member, of: inherited, labels: labels) else { continue }
                if case .renamed(let replacement) = status {
                    return .docError(
                        note: "renamed to '\(replacement)' in Apple's UIKit (\(symbols.sdk ?? "current SDK"))")
                }
                return .unmodelled(name)
            }
        }
        // A typo of a member the program declares (or its type inherits from UIKit).
        if let near = nearMiss(of: member, declared: declared) { return .docError(note: "did you mean '\(near)'?") }
        // A member of a collection, tuple or standard type: no sample declares it, the doc's error.
        if Self.isStandardType(type) { return .other }
        // A member of the sample's own type that the fragment never shows.
        return .needs(FragmentNeed(name: member, kind: .member))
    }

    /// `[(title: String, image: String)]`, `(Int, Int)`, `String`, `Int`: types the standard library or the
    /// language defines, whose members no larger sample can add unseen.
    static func isStandardType(_ type: String) -> Bool {
        type.hasPrefix("[") || type.hasPrefix("(") || standardTypes.contains(type)
    }

    static let standardTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "CGFloat", "Array", "Dictionary", "Set",
        "Optional", "Range", "ClosedRange", "Data", "Date", "URL", "UUID", "IndexPath",
    ]

    /// `override func viewWillLayoutSubviews()` where the headless UIKit lacks the method: unmodelled when
    /// Apple's superclass declares it, a typo (with the nearest of Apple's) when it does not.
    func overrideFinding(at location: SourceLocation, in syntax: ProgramSyntax) -> Finding? {
        guard let (method, superclass) = syntax.overriddenMethod(at: location),
            symbols.surface.type(superclass) != nil
        else { return nil }
        let base = String(method.prefix { $0 != "(" })
        if let owner = symbols.surface.member(method, of: superclass)?.owner { return .unmodelled("\(owner).\(base)") }
        if let near = symbols.nearestMember(to: base, of: superclass) {
            return .docError(note: "did you mean '\(near)'?")
        }
        return nil
    }

    /// A Swift 2 name of a member of one of Apple's `types` that Swift 3 renamed, in Xcode's words.
    private func renaming(_ member: String, of types: [String], labels: [String]?, methodsOnly: Bool = false)
        -> Finding?
    {
        for type in types where symbols.surface.type(type) != nil {
            if let replacement = SwiftThreeRename.replacement(
                for: member, of: type, labels: labels, in: symbols.surface),
                !methodsOnly || replacement.hasSuffix(")")
            {
                return .docError(
                    note: nil, reworded: SwiftThreeRename.message(member, labels: labels, renamedTo: replacement))
            }
        }
        return nil
    }

    /// `UIWindow(windowScene: scene)`: an initializer label Apple's type has.
    private func initializerFinding(
        label: String, labels: [String]? = nil, diagnostic: Diagnostic, example: Example
    ) -> Finding {
        guard let location = diagnostic.location, let line = Self.lineText(at: location, in: example) else {
            return .other
        }
        // The type called with that label on this line.
        let pattern = "(\(label):"
        guard let range = line.range(of: pattern) else { return .other }
        let type = String(
            line[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        // Apple's type has an initializer with that label (with all the call's labels, when the compiler names them).
        let initializers = symbols.surface.initializers(of: type)
        let matches =
            labels.map { labels in initializers.contains { $0.argumentLabels == labels } }
            ?? initializers.contains { $0.argumentLabels?.contains(label) == true }
        guard symbols.topLevel(type) != nil, matches else { return .other }
        return .unmodelled("\(type)(\((labels ?? [label]).map { "\($0):" }.joined()))")
    }

    // MARK: - Names

    /// `UIWindow` of `UIWindow?`, `UIWindow!`, `any UIScene`, `UIKit.UIWindow`.
    static func baseType(_ type: String) -> String {
        var text = Substring(type)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("UIKit.") { text = text.dropFirst("UIKit.".count) }
        return String(text)
    }

    static func hasAppleFrameworkPrefix(_ name: String) -> Bool {
        guard name.count > 2 else { return false }
        let third = name[name.index(name.startIndex, offsetBy: 2)]
        return (name.hasPrefix("UI") || name.hasPrefix("NS")) && third.isUppercase
    }

    /// The program line a doc location points at.
    static func lineText(at location: SourceLocation, in example: Example) -> String? {
        example.program.lines.first { $0.origin?.file == location.file && $0.origin?.line == location.line }?.text
    }
}
