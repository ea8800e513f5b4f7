import AppleUIKitAPI
import DocgenCore
import ExampleExtraction

extension ExampleChecker {
    /// Other readings of the examples the first reading failed or skipped, each compiled alone against the
    /// built modules (issue 31: the most charitable reading that still compiles):
    /// - a failed fragment whose errors point at another host (``HostSearch``), at most
    ///   ``HostSearch/maximumCandidates`` readings: the one with the fewest errors of the doc's wins;
    /// - an example skipped for a UIKit class its own class inherits from (``SuperclassStubs``): read with that
    ///   class declared as Apple's data has it, it fails if the compiler then finds errors of the doc's.
    /// - an incomplete fragment that needs values: read with each declared as the UIKit class its name ends
    ///   with (`subView`, `parentView`), else as `Any` (``NamedTypeReading``), it fails if the compiler then
    ///   finds typos of the doc's that the names hid (`.width(…)` for the doc's `.with(…)` on a constraint of
    ///   `subView`), never for what the declared type lacks.
    /// The reading taken is named in a note. `versionErrors` are each example's errors before those of a
    /// tutorial's earlier step were taken out of the next (``EarlierVersionErrors``).
    func otherReadings(
        _ classified: [String: ExampleResult], compileErrors: [String: [ExampleCompileError]],
        versionErrors: [String: [ExampleCompileError]] = [:], toolchain: any CheckToolchain,
        holes: [String: HoleReading], classifier: CompileFailureClassifier
    ) -> [String: (result: ExampleResult, fromHoles: [ExampleCompileError])] {
        let search = HostSearch(symbols: .shared)
        var found: [String: (result: ExampleResult, fromHoles: [ExampleCompileError])] = [:]
        for (id, first) in classified.sorted(by: { $0.key < $1.key }) {
            guard let example = examples[id: id], let errors = compileErrors[id] else { continue }
            var readings: [(example: Example, note: String)] = []
            if first.status == .failed {
                readings = search.candidates(for: example, errors: errors.map(\.diagnostic)).map { kind in
                    let read = search.hosted(example, as: kind)
                    let host = HostSearch.hostSuperclass(of: example) ?? "view controller"
                    return (
                        read,
                        "read as the members of a \(kind) subclass, which the doc never shows: as a \(host)'s they do not compile"
                    )
                }
            } else if case .skipped = first.status {
                let stubs = SuperclassStubs.stubs(
                    for: example, unmodelled: first.unmodelled, surface: search.symbols.surface)
                if !stubs.isEmpty {
                    readings = [
                        (
                            SuperclassStubs.reading(example, stubs: stubs),
                            "read with what the headless UIKit lacks declared as Apple's data has it: "
                                + stubs.joined(separator: "; ")
                        )
                    ]
                }
            }
            var guessed: NamedTypeReading?
            var hostProperties: [(name: String, declaration: String)] = []
            var hostKind: String?
            var joined: [DocumentJoin.Declaration] = []
            let synthesized = HostSearch.hostSuperclass(of: example) != nil
            let ownTypes = DocumentJoin.typesDeclared(by: example.ownProgram)
            if case .incomplete(let needs, _) = first.status {
                hostProperties = search.hostProperties(for: example, needs: needs)
                // Other names another kind of host has (a view's `addSubview`), not the properties just given.
                hostKind = search.hostKind(
                    for: example, needs: needs.filter { need in !hostProperties.contains { $0.name == need } })
                // Not a name the program declares already (`tableView` beside its `tableView(_:…)` methods needs
                // the property, not another method), nor one the host's properties give. Members for a hidden
                // host; a fragment of statements takes the variables other examples' statements declare.
                let declared = DeclaredNames(of: example.program)
                let given = Set(hostProperties.map(\.name))
                let open = needs.filter { !declared.contains($0) && !given.contains($0) }
                // The members other examples show of the doc's own types this program declares (an earlier
                // step's `var cities` of the `ViewController` this step adds methods to), then, for the rest,
                // members for a hidden host or the variables of other examples' statements.
                if !ownTypes.isEmpty {
                    joined = DocumentJoin.declarations(of: open, for: example, in: examples, owners: ownTypes)
                }
                let members = Set(joined.map(\.name))
                joined += DocumentJoin.declarations(
                    of: open.filter { !members.contains($0) }, for: example, in: examples, locals: !synthesized)
                if let reading = NamedTypeReading(
                    needs: needs, suggester: HiddenPartSuggester(symbols: search.symbols))
                {
                    guessed = reading
                    readings = [
                        (
                            SuperclassStubs.reading(example, stubs: reading.lines),
                            "read with the values it needs declared as the UIKit classes they name, or as Any: "
                                + reading.lines.joined(separator: "; ")
                        )
                    ]
                }
            }
            // Tried first: a reading that explains needs away (the host's own properties, the members other
            // examples of the document show) is taken when it leaves fewer needs, or only typos they hid.
            let explaining = !hostProperties.isEmpty || !joined.isEmpty || hostKind != nil
            if explaining {
                let host = HostSearch.hostSuperclass(of: example) ?? "view controller"
                var notes: [String] = []
                if let hostKind {
                    notes.append(
                        "as the members of a \(hostKind) subclass, which the doc never shows: a \(host) lacks what they use"
                    )
                }
                if !hostProperties.isEmpty {
                    notes.append(
                        "with the \(host)'s own properties it uses, as Apple's UIKit declares them on a subclass the doc never shows: "
                            + hostProperties.map(\.declaration).joined(separator: "; "))
                }
                if !joined.isEmpty {
                    notes.append(
                        "with what other examples of the document declare: "
                            + joined.map { "\($0.name) (line \($0.location?.line ?? 0))" }.joined(separator: ", "))
                }
                let ofTypes = joined.filter { $0.owner.map(ownTypes.contains) ?? false }
                let rest = joined.filter { !($0.owner.map(ownTypes.contains) ?? false) }
                var read = HostSearch.withTypeMembers(
                    synthesized
                        ? HostSearch.withHostMembers(example, hostProperties.map(\.declaration) + rest.map(\.code))
                        : HostSearch.withStatements(example, rest.map(\.code)),
                    Dictionary(grouping: ofTypes) { $0.owner ?? "" }.mapValues { $0.map(\.code) })
                if let hostKind { read = search.hosted(read, as: hostKind) }
                readings.insert((read, "read " + notes.joined(separator: "; ")), at: 0)
            }
            var best = (errors: Self.errorCount(first), result: first, fromHoles: [ExampleCompileError]())
            for (index, (read, note)) in readings.enumerated() {
                let explainsNeeds = index == 0 && explaining
                guard let compiled = toolchain.compileAlone(reading: read) else { continue }
                // What a tutorial's next step keeps from the step before it is reported there, in every reading.
                var errors = EarlierVersionErrors.own(
                    Self.attribute(compiled, toExample: id, in: examples), of: example, among: versionErrors,
                    in: examples)
                let declared = DeclaredNames(of: read.program)
                if let guessed, !explainsNeeds {
                    errors = errors.filter { !guessed.explains($0) && NamedTypeReading.isTypo($0, declared: declared) }
                }
                var fromHoles: [ExampleCompileError] = []
                if let reading = holes[id] { (errors, fromHoles) = reading.split(errors) }
                var checked = example
                checked.program = read.program
                let verdict =
                    errors.isEmpty
                    ? CompileFailureClassifier.Verdict(status: .passed, diagnostics: [], unmodelled: [])
                    : classifier.classify(errors, example: checked)
                // A reading docgen cannot generate is no reading of the doc's.
                if verdict.isDocgenError { continue }
                var result = self.result(
                    checked, verdict.status,
                    verdict.diagnostics + [.note(.synthesizedHost, at: example.sources.first?.location, note)])
                result.unmodelled = verdict.unmodelled
                if verdict.status == .passed { result.evidence = .compiled }
                let count = Self.errorCount(result)
                var better = first.status == .failed ? count < best.errors : count > 0
                if explainsNeeds {
                    // Fewer needs, or errors that are only typos the needs hid (`tableView.reloadDate()`).
                    better =
                        verdict.status == .failed
                        ? errors.allSatisfy { NamedTypeReading.isTypo($0, declared: declared) }
                        : Self.needCount(result) < Self.needCount(first)
                }
                if better {
                    best = (count, result, fromHoles)
                    if explainsNeeds { break }
                }
            }
            if best.result != first { found[id] = (best.result, best.fromHoles) }
        }
        return found
    }

    /// The names an incomplete result needs: none unless it is incomplete.
    static func needCount(_ result: ExampleResult) -> Int {
        if case .incomplete(let needs, _) = result.status { return needs.count }
        return 0
    }

    /// The doc's errors a result reports: none unless it failed.
    static func errorCount(_ result: ExampleResult) -> Int {
        result.status == .failed ? result.diagnostics.filter { $0.severity == .error }.count : 0
    }
}

/// The values an incomplete fragment needs, declared as the UIKit classes their names end with (`subView:
/// UIView!`), or as `Any` where a name says no class (`playlistId`): a value that is not `nil` and has no
/// members of its own, so its uses type-check as far as a value the doc does not show can, and the errors
/// the missing names hid (a use of a missing name leaves the whole expression untyped: `let alert =
/// UIAlertController(message: "\(playlistId)", …)` hides `alert.addTextFeld`) show. Types a fragment needs
/// are not declared. What the declared class or `Any` lacks (`headerView.titleLabel` of the doc's own
/// `HeaderView`) is the guess's, never the doc's error.
struct NamedTypeReading {
    /// Each needed name's class.
    var declarations: [String: String]

    init?(needs: [String], suggester: HiddenPartSuggester) {
        // A hole (`elided code at line 5`) is no name: the fragment is read with its holes, not here.
        guard needs.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        var declarations: [String: String] = [:]
        for need in needs where need.first?.isLowercase == true {
            declarations[need] = suggester.uikitType(named: need) ?? "Any"
        }
        guard !declarations.isEmpty else { return nil }
        self.declarations = declarations
    }

    /// The hidden declarations, in name order.
    var lines: [String] {
        declarations.sorted { $0.key < $1.key }.map { "var \($0.key): \($0.value)!" }
    }

    /// Whether an error is a name that is a near miss of one the program declares or Apple's UIKit has (`.width`
    /// for the doc's `.with`): what the reading can show for sure. Anything else a fragment with needs does
    /// may be the app's own extension of a UIKit class (`UIColor(231, 76, 60)`), never shown.
    static func isTypo(
        _ error: ExampleCompileError, declared: DeclaredNames, symbols: AppleUIKitSymbols = .shared
    ) -> Bool {
        guard let fact = error.diagnostic.compiler else { return false }
        switch fact.identifier {
        case "could_not_find_value_member", "could_not_find_type_member":
            guard let type = fact[argument: 0].map(CompileFailureClassifier.baseType), let member = fact[argument: 1]
            else { return false }
            return NearMiss.nearest(to: member, in: declared.names) != nil
                || symbols.nearestMember(to: member, of: type) != nil
        case "cannot_find_in_scope", "cannot_find_type_in_scope":
            guard let name = fact[argument: 0] else { return false }
            return NearMiss.nearest(to: name, in: declared.names) != nil || symbols.nearestTopLevel(to: name) != nil
        default:
            return false
        }
    }

    /// Whether an error is about a declared name or the class it was given (`value of type 'UIView' has no
    /// member 'titleLabel'`, `value of type 'Host' has no member 'subView'`).
    func explains(_ error: ExampleCompileError) -> Bool {
        guard let fact = error.diagnostic.compiler else { return false }
        let guesses = Set(declarations.keys).union(declarations.values)
        return fact.arguments.contains { argument in
            guesses.contains(CompileFailureClassifier.baseType(argument))
        }
    }
}
