import AppleUIKitAPI
import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation

/// Checks the plain-Swift listings of the documents as their scripts (`ExampleScript`): each script's
/// `main.swift` compiled and run as top-level code, each listing reported at its lines.
///
/// A listing with a compile error fails with its errors, is left out, and the script is compiled again
/// without it (one bad listing never stops the others); a later listing whose only errors are names that a
/// left-out listing declares is skipped with that reason, not blamed. The script that compiles is run: its
/// listings pass when it ends normally; when it stops, Swift's crash report says at which line, and that
/// listing fails (those before it ran, those after it did not run).
struct ScriptChecker: Sendable {
    var tools: TopLevelProgramTools
    var examples: ExampleSet

    /// The most compiles of one script: each leaves out the listings with errors.
    static let maximumCompiles = 8

    /// The results of the examples `ids` (each checked in the script of its first source), and of no other.
    func check(_ ids: Set<String>) -> [ExampleResult] {
        let scripts = examples.scripts.filter { script in
            script.exampleIDs.contains { ids.contains($0) && examples.script(of: $0) == script }
        }
        let results = ParallelResults<[ExampleResult]>(count: scripts.count)
        DispatchQueue.concurrentPerform(iterations: scripts.count) { index in
            results[index] = check(scripts[index])
        }
        // A listing carried into a later script as its context has its verdict from its own script.
        let verdicts = zip(scripts, results.values).flatMap { script, results in
            results.filter { ids.contains($0.id) && examples.script(of: $0.id) == script }
        }
        return charitable(verdicts)
    }

    /// Every listing's result in one script.
    func check(_ script: ExampleScript) -> [ExampleResult] {
        var results: [String: ExampleResult] = [:]
        var members = script.exampleIDs.filter { examples[id: $0] != nil }
        /// Names declared by listings left out: where, and why they were.
        var leftOut: [String: LeftOut] = [:]
        let directory = tools.scratch.appendingPathComponent(script.id)
        let main = directory.appendingPathComponent("main.swift")
        defer {
            tools.keep(main, as: "\(script.id).swift")
            try? FileManager.default.removeItem(at: directory)
        }
        let binary = directory.appendingPathComponent(script.id)
        /// Each listing's place in the script.
        let position = Dictionary(zip(script.exampleIDs, script.exampleIDs.indices)) { first, _ in first }
        func example(_ id: String) -> Example { examples[id: id]! }
        func result(
            _ id: String, _ status: ExampleResult.Status, _ diagnostics: [Diagnostic] = [], _ evidence: Evidence? = nil
        ) -> ExampleResult {
            ExampleResult(
                id: id, status: status, locations: example(id).sources.map(\.location).sorted(),
                diagnostics: diagnostics, evidence: status == .passed ? evidence : nil,
                claims: ClaimTally(found: claims(of: example(id)).count))
        }
        func leaveOut(_ id: String, because why: String) {
            for declared in ExampleScript.topLevelNames(of: example(id).program.text) {
                let name = ExampleScript.baseName(declared)
                leftOut[name] = leftOut[name] ?? LeftOut(id: id, location: example(id).sources[0].location, why: why)
            }
            members.removeAll { $0 == id }
            keptLines[id] = nil
        }
        /// The listings that stopped at run time, kept in part as the context of those after them: the lines
        /// before the statement they stopped in, which ran as the doc has them.
        var keptLines: [String: Set<Int>] = [:]
        /// Whether the script imports Foundation (decided at its first compile with errors).
        var importsFoundation: Bool?
        /// The closing braces of bodies the docs elide (only comments in them), which get a `fatalError()`.
        var elidedBodies: Set<SourceLocation> = []
        // Compile; leave out the listings with errors and compile again; run what compiles; leave out the
        // listing it stopped in and go on with the rest.
        for _ in 0..<Self.maximumCompiles where !members.isEmpty {
            func compile(importingFoundation: Bool) -> Subprocess.Output? {
                let source = ScriptSource.text(
                    of: script, in: examples, members: members, importingFoundation: importingFoundation,
                    elidedBodies: elidedBodies, keptLines: keptLines)
                guard
                    (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
                    (try? source.write(to: main, atomically: true, encoding: .utf8)) != nil
                else { return nil }
                return tools.compile(["-module-name", "main", main.path, "-o", binary.path])
            }
            guard var output = compile(importingFoundation: importsFoundation ?? false) else {
                for id in members {
                    results[id] = result(id, .skipped(reason: "not checked: cannot compile its script"))
                }
                return script.exampleIDs.compactMap { results[$0] }
            }
            if importsFoundation == nil, output.exitCode != 0, !output.timedOut {
                // The listings may use Foundation without importing it, as in a playground: with the import if
                // it leaves fewer errors (it brings C names too: `index` is Glibc's function then).
                let errors = CompilerLine.parse(output.combined).count { $0.severity == "error" }
                if let withFoundation = compile(importingFoundation: true),
                    CompilerLine.parse(withFoundation.combined).count(where: { $0.severity == "error" }) < errors
                {
                    output = withFoundation
                    importsFoundation = true
                } else {
                    importsFoundation = false
                }
            }
            if output.timedOut {
                for id in members {
                    results[id] = result(
                        id, .failed,
                        [
                            .error(
                                .exampleTimedOut, at: example(id).sources[0].location,
                                "its script did not compile within \(Int(tools.timeLimit)) s")
                        ])
                }
                members = []
                break
            }
            let lines = CompilerLine.parse(output.combined)
            // A missing return at the end of a body with nothing but comments in it: the docs elide the body.
            let elided = lines.filter { line in
                line.severity == "error" && (line.identifier?.hasPrefix("missing_return") ?? false)
                    && !elidedBodies.contains(line.location)
                    && members.contains { Self.emptyBodyBraces(of: example($0)).contains(line.location) }
            }
            if !elided.isEmpty {
                elidedBodies.formUnion(elided.map(\.location))
                continue
            }
            if output.exitCode != 0 {
                var failing: [String: [CompilerLine]] = [:]
                for error in lines where error.severity == "error" {
                    guard let owner = members.first(where: { example($0).isWritten(at: error.location) }) else {
                        continue
                    }
                    failing[owner, default: []].append(error)
                }
                guard !failing.isEmpty else {
                    // Errors in no listing's lines (or none docgen can read): nothing said of its listings.
                    let why =
                        lines.first { $0.severity == "error" }?.message ?? ExampleChecker.lastLines(output.combined)
                    for id in members {
                        results[id] = result(id, .skipped(reason: "not checked: its script does not compile: \(why)"))
                    }
                    members = []
                    break
                }
                // A listing that uses what another failing listing before it declares is judged once that one
                // is left out: its errors may follow from the other's (a protocol that did not compile).
                var declaredByFailing: Set<String> = []
                let compiling = members.filter { failing[$0] == nil }
                for id in members where failing[id] != nil {
                    let code = example(id).program.text
                    let deferred = !ExampleScript.usedNames(of: code).isDisjoint(with: declaredByFailing)
                    declaredByFailing.formUnion(ExampleScript.topLevelNames(of: code).map(ExampleScript.baseName))
                    if deferred { continue }
                    /// The listing's errors with the declarations of the left-out listings `declarers` before it,
                    /// and without the listings `without`.
                    func errors(withDeclarationsOf declarers: [String], without: [String] = []) -> [CompilerLine]? {
                        let context = self.context(
                            for: [id] + declarers,
                            among: compiling.filter {
                                position[$0, default: 0] < position[id, default: 0] && !without.contains($0)
                            })
                        return errorsWithDeclarations(
                            of: declarers, for: id, context: context, order: position, in: directory,
                            importingFoundation: importsFoundation ?? false, elidedBodies: elidedBodies,
                            keptLines: keptLines)
                    }
                    // Every error a declaration again of what listings before it declare first: an alternative
                    // version of theirs, compiled without them.
                    if let firsts = firstDeclarers(of: id, in: lines, members: members), let first = firsts.first,
                        let own = errors(withDeclarationsOf: [], without: firsts)
                    {
                        let line = example(first).sources[0].location.line
                        let note = Diagnostic.note(
                            .alternativeVersion, at: failing[id]![0].location,
                            "declares again what the listing at line \(line) declares: an alternative version of it, "
                                + "compiled without that listing (not run)")
                        results[id] =
                            own.isEmpty
                            ? result(id, .passed, [note], .compiled)
                            : verdict(
                                on: id, own, leftOut: [:], withDeclarations: { _ in nil }, result: result)
                        leaveOut(id, because: "declares again what the listing at line \(line) declares")
                        continue
                    }
                    results[id] = verdict(
                        on: id, failing[id]!, leftOut: leftOut, withDeclarations: { errors(withDeclarationsOf: $0) },
                        result: result)
                    leaveOut(id, because: "does not compile")
                }
                continue
            }
            let ran = run(members, binary: binary, in: directory, elidedBodies: elidedBodies, keptLines: keptLines)
            let claimed =
                ran.evidence == .ran
                ? checkClaims(
                    of: members.filter { ran.outcomes[$0]?.status == .passed && keptLines[$0] == nil },
                    printed: ran.printed)
                : ClaimCheck()
            for (id, outcome) in ran.outcomes where results[id] == nil {
                if let failures = claimed.failures[id] {
                    results[id] = result(id, .failed, failures)
                } else {
                    results[id] = result(id, outcome.status, outcome.diagnostics, ran.evidence)
                }
                if let tally = claimed.tallies[id] { results[id]?.claims = tally }
            }
            guard let stopped = ran.stoppedIn else {
                members = []
                break
            }
            // The listings before it ran and run again with those after it, with the part of it that ran before
            // the statement it stopped in (what the doc's next listings go on from), or else without it.
            let program = example(stopped).program
            let line = ran.stopLocation.flatMap { location in
                program.lines.firstIndex { $0.origin?.file == location.file && $0.origin?.line == location.line }
            }
            let ranPart = line.map { ExampleScript.linesBefore(itemAt: $0, of: program.text) } ?? []
            if keptLines[stopped] == nil, !ranPart.isEmpty {
                for declared in ExampleScript.topLevelNames(of: program.text) {
                    let name = ExampleScript.baseName(declared)
                    leftOut[name] =
                        leftOut[name]
                        ?? LeftOut(
                            id: stopped, location: program.lines[line!].origin!,
                            why: "stops the program at run time before it")
                }
                keptLines[stopped] = ranPart
            } else {
                leaveOut(stopped, because: "stops the program at run time")
            }
        }
        for id in members where results[id] == nil {
            results[id] = result(
                id,
                .skipped(reason: "not checked: its script still did not compile after \(Self.maximumCompiles) compiles")
            )
        }
        return script.exampleIDs.compactMap { results[$0] }
    }

    /// A listing left out of its script, whose names later listings cannot use.
    struct LeftOut {
        var id: String
        var location: SourceLocation
        /// `does not compile`, `stops the program at run time`.
        var why: String
    }

    /// A listing's result from its compile errors: skipped when every error is (or follows, on its line, from)
    /// a name that a left-out listing declares (the compiler's `cannot_find_in_scope`,
    /// `cannot_find_type_in_scope`, at that name in the code), or when it has editor placeholders (the
    /// compiler's `lex_editor_placeholder`: `<#name#>`, a template, not code); else the verdict every example's
    /// compile errors get (`CompileFailureClassifier`: failed, incomplete, skipped for SwiftUI or unmodelled
    /// UIKit), where a name it needs that is a near miss of one another listing of the document declares is
    /// a typo: failed.
    private func verdict(
        on id: String, _ errors: [CompilerLine], leftOut: [String: LeftOut],
        withDeclarations: ([String]) -> [CompilerLine]?,
        result: (String, ExampleResult.Status, [Diagnostic], Evidence?) -> ExampleResult
    ) -> ExampleResult {
        let example = examples[id: id]!
        let missing = errors.map { error -> String? in
            guard ["cannot_find_in_scope", "cannot_find_type_in_scope"].contains(error.identifier ?? "") else {
                return nil
            }
            return error.identifier(in: Self.markdownLine(error.line, of: example))
        }
        // An error on a line where a name is missing follows from it (`catch SandwichError.x(let y)`).
        let missingLines = Set(zip(errors, missing).compactMap { $1 == nil ? nil : $0.line })
        let causes = zip(errors, missing).filter { $1 != nil || !missingLines.contains($0.line) }.map(\.1)
        if causes.allSatisfy({ $0.map { leftOut[$0] != nil } ?? false }), let name = causes.first ?? nil,
            let declared = leftOut[name]
        {
            // With what those listings declare (their statements, where their errors may be, left out), the
            // listing's own errors show: they are the doc's, whatever the other listings' are.
            var declarers: [String] = []
            for case let name? in causes where !declarers.contains(leftOut[name]!.id) {
                declarers.append(leftOut[name]!.id)
            }
            if let own = withDeclarations(declarers), !own.isEmpty {
                return verdict(on: id, own, leftOut: [:], withDeclarations: { _ in nil }, result: result)
            }
            return result(
                id,
                .skipped(
                    reason:
                        "uses '\(name)', which the listing at line \(declared.location.line) declares, and that listing \(declared.why)"
                ), [], nil)
        }
        if errors.contains(where: { $0.identifier == "lex_editor_placeholder" }) {
            return result(
                id, .skipped(reason: "a code template: it has editor placeholders (<#…#>), which are not Swift"), [],
                nil)
        }
        // One name declared twice by the listing itself (`var a: [String]` then `var a: Array<String>`): it shows
        // alternative forms of one declaration, which cannot stand in one program.
        let declarations = ExampleScript.topLevelDeclarations(of: example.program.text).map(ExampleScript.baseName)
        let redeclared = errors.map { error -> String? in
            guard error.identifier == "invalid_redecl" else { return nil }
            return error.identifier(in: Self.markdownLine(error.line, of: example))
        }
        func isDeclaredTwice(_ name: String?) -> Bool {
            guard let name else { return false }
            return declarations.count { $0 == name } > 1
        }
        if let name = redeclared.first ?? nil, redeclared.allSatisfy(isDeclaredTwice) {
            return result(
                id,
                .skipped(
                    reason:
                        "declares '\(name)' twice: alternative forms of one declaration, which one program cannot hold"),
                [], nil)
        }
        // Swift without the Objective-C runtime (Linux): `@objc`, `#selector`, `#keyPath` cannot be checked here.
        if errors.contains(where: { CompilerLine.objectiveCRuntimeOnly.contains($0.identifier ?? "") }) {
            return result(
                id, .skipped(reason: "uses Objective-C interoperability, which Swift has only on Apple platforms"), [],
                nil)
        }
        // A part shown alone, with nothing before it in the document to hold it: a type's member (`init() { … }`,
        // a method using `self`), a `case` of a switch. Errors on its lines follow from it (a redeclaration).
        let shownAlone = errors.compactMap { error in Self.shownAlone[error.identifier ?? ""].map { (error.line, $0) } }
        let aloneLines = Set(shownAlone.map(\.0))
        if let (_, part) = shownAlone.first,
            errors.allSatisfy({ Self.shownAlone[$0.identifier ?? ""] != nil || aloneLines.contains($0.line) })
        {
            return result(id, .skipped(reason: part), [], nil)
        }
        // Code the docs leave out (`let result = // ... networking code ...`): errors only on such lines.
        let elisions = errors.compactMap { error -> Int? in
            ElidedCode.column(in: Self.markdownLine(error.line, of: example)) == nil ? nil : error.line
        }
        if !elisions.isEmpty, errors.allSatisfy({ elisions.contains($0.line) || missingLines.contains($0.line) }) {
            let need = "elided code at line \(elisions[0])"
            return result(
                id, .incomplete(needs: [need], suggestion: ""),
                [.warning(.elidedCode, at: errors[0].location, "\(need): the listing leaves code out there")], nil)
        }
        if errors.allSatisfy({ $0.identifier == "func_decl_without_brace" }) {
            return result(
                id, .skipped(reason: "declarations without bodies (a listing of signatures): nothing to compile"), [],
                nil)
        }
        let diagnostics = errors.map { error in
            var diagnostic = Diagnostic.error(.exampleCompileError, at: error.location, error.message)
            diagnostic.compiler = error.fact
            return diagnostic
        }
        // A needed name that nearly matches one the document's other listings declare, or the standard
        // library's, is a typo of it: the classifier's one rule, with the names the chapter's listings declare.
        var classifier = CompileFailureClassifier()
        let file = example.sources[0].file
        classifier.documentNames = [file: declaredNames(in: file)]
        classifier.standardLibraryBeside = tools.swiftc
        let verdict = classifier.classify(diagnostics, example: example)
        var classified = result(id, verdict.status, verdict.diagnostics, nil)
        classified.unmodelled = verdict.unmodelled
        if let location = verdict.swiftUILocation {
            classified.unavailableModules = [UnavailableModule(name: "SwiftUI", kind: .appleOnly, location: location)]
        }
        return classified
    }

    /// The listings before `id` in `members` that declare first what it declares again, when every error of
    /// it in `lines` is such a declaration: `invalid_redecl`, whose `invalid_redecl_prev` note right after it
    /// is in one of them. Nil otherwise.
    private func firstDeclarers(of id: String, in lines: [CompilerLine], members: [String]) -> [String]? {
        let listing = examples[id: id]!
        var firsts: [String] = []
        for (index, line) in lines.enumerated() where line.severity == "error" && listing.isWritten(at: line.location) {
            guard line.identifier == "invalid_redecl", index + 1 < lines.count,
                case let note = lines[index + 1], note.identifier == "invalid_redecl_prev",
                let first = members.first(where: { examples[id: $0]!.isWritten(at: note.location) }),
                first != id, members.firstIndex(of: first)! < members.firstIndex(of: id)!
            else { return nil }
            if !firsts.contains(first) { firsts.append(first) }
        }
        return firsts.isEmpty ? nil : firsts
    }

    /// The errors on listing `id`'s lines when it is type-checked after `context` (listings that compile) and the
    /// top-level declarations of `declarers` (listings left out for their errors), in the script's `order`; nil
    /// when there are errors elsewhere (what the declarations need is not there, or they do not compile).
    private func errorsWithDeclarations(
        of declarers: [String], for id: String, context: [String], order: [String: Int], in directory: URL,
        importingFoundation: Bool, elidedBodies: Set<SourceLocation>, keptLines: [String: Set<Int>]
    ) -> [CompilerLine]? {
        let members = (context + declarers + [id]).sorted { order[$0, default: 0] < order[$1, default: 0] }
        let script = ExampleScript(id: "declarations", file: "", exampleIDs: members)
        let source = ScriptSource.text(
            of: script, in: examples, importingFoundation: importingFoundation, elidedBodies: elidedBodies,
            keptLines: keptLines.merging(
                declarers.map { ($0, ExampleScript.declarationLines(of: examples[id: $0]!.program.text)) }
            ) { _, declarations in declarations })
        let main = directory.appendingPathComponent("declarations.swift")
        guard (try? source.write(to: main, atomically: true, encoding: .utf8)) != nil,
            let output = tools.compile(["-typecheck", "-module-name", "main", main.path]), !output.timedOut
        else { return nil }
        let errors = CompilerLine.parse(output.combined).filter { $0.severity == "error" }
        let listing = examples[id: id]!
        guard errors.allSatisfy({ listing.isWritten(at: $0.location) }) else { return nil }
        return errors
    }

    /// The compiler's errors for a part of a larger construct shown alone, and why that is no error of the doc.
    static let shownAlone: [String: String] = {
        let member = "a type's member shown alone, with no type before it to hold it"
        return [
            "initializer_decl_wrong_scope": member, "destructor_decl_outside_class_or_noncopyable": member,
            "subscript_decl_wrong_scope": member, "override_nonclass_decl": member,
            "mutating_invalid_global_scope": member, "cannot_find_self_in_scope": member,
            "case_outside_of_switch": "a case of a switch shown alone, with no switch before it",
            "attr_ApplicationMain_with_script": "a program's entry point (@main), which top-level code cannot hold",
        ]
    }()

    /// The names the listings of a document declare, at any depth (a type's members too), each once.
    private func declaredNames(in file: String) -> [DeclaredNames.Name] {
        let programs = examples.examples.filter { $0.sources[0].file == file && $0.language == .swift }.map(\.program)
        return DeclaredNames(names: programs.flatMap { DeclaredNames(of: $0).names }).names
    }

    /// The Markdown location of the closing brace of each body (a function's, a closure's, an accessor's)
    /// with no statement in it, in an example's program.
    static func emptyBodyBraces(of example: Example) -> Set<SourceLocation> {
        ProgramSyntax.emptyBodyBraces(in: example.program)
    }

    /// The text of Markdown line `line` as the example's program has it, indented to its column.
    static func markdownLine(_ line: Int, of example: Example) -> String {
        guard let programLine = example.program.lines.first(where: { $0.origin?.line == line }),
            let origin = programLine.origin
        else { return "" }
        return String(repeating: " ", count: max(0, origin.column - 1)) + programLine.text
    }

    /// How one run of a compiled script went: the status of each listing it says something of, and the
    /// listing it stopped in (to leave out before the next run), if any.
    struct Run {
        var outcomes: [String: (status: ExampleResult.Status, diagnostics: [Diagnostic])] = [:]
        var stoppedIn: String?
        /// Where in it the crash report says it stopped (nil when no frame is in it).
        var stopLocation: SourceLocation?
        var evidence: Evidence = .ran
        /// What the script printed (standard output).
        var printed = ""
    }

    /// What the claims about output of the listings that ran came to: each listing's tally, and the errors of
    /// those the output does not hold.
    struct ClaimCheck {
        var failures: [String: [Diagnostic]] = [:]
        var tallies: [String: ClaimTally] = [:]
    }

    /// The claims about output (`// Prints "…"`, `OutputClaim`) of the listings that ran, in order, against
    /// the script's output: each claim is a line printed after the line the claim before it matched (or, for
    /// code that prints later than it reads, anywhere in the output), else an error at the claim. A claim in
    /// a closure is not held against a script that ended first (the closure may run later, as in an app):
    /// it is not checked. Each document's claims read the output on their own: a translation's claims of the
    /// same listings (`Example.otherClaims`, `// 打印…` where the original says `// Prints …`) are checked
    /// against the same run, at their own lines. Claim and output are compared in Unicode's compatibility
    /// form (NFKC): a translation that writes the output's `!` as the full-width `！` of its prose says the same.
    func checkClaims(of ran: [String], printed: String) -> ClaimCheck {
        func comparable(_ text: some StringProtocol) -> String {
            String(text.reversed().drop { $0 == " " }.reversed()).precomposedStringWithCompatibilityMapping
        }
        var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(comparable)
        if lines.last == "" { lines.removeLast() }
        var check = ClaimCheck()
        for id in ran {
            guard let example = examples[id: id] else { continue }
            check.tallies[id] = ClaimTally(found: claims(of: example).count)
        }
        for claims in claimsByDocument(of: ran) {
            var cursor = 0
            for (id, claim) in claims {
                let readings = claim.readings.map(comparable)
                if let index = lines[cursor...].firstIndex(where: readings.contains) {
                    cursor = index + 1
                    check.tallies[id]?.right += 1
                } else if lines.contains(where: readings.contains) {
                    check.tallies[id]?.right += 1
                } else if !claim.isInClosure {
                    let next = cursor < lines.count ? "'\(lines[cursor])' next" : "nothing more"
                    check.tallies[id]?.wrong += 1
                    check.failures[id, default: []].append(
                        .error(
                            .outputClaimFailed, at: claim.location,
                            "the comment says this prints '\(claim.readings[0])'; the program printed \(next)"))
                }
            }
        }
        return check
    }

    /// A listing's claims about output, each document's: its own, then its translations'.
    private func claims(of example: Example) -> [OutputClaim] {
        OutputClaim.claims(in: example.ownProgram) + (example.otherClaims ?? [])
    }

    /// The claims of the listings `ran`, in order, by the document they are written in (the order of each
    /// document's first claim).
    private func claimsByDocument(of ran: [String]) -> [[(id: String, claim: OutputClaim)]] {
        var documents: [[(id: String, claim: OutputClaim)]] = []
        var indexOfFile: [String: Int] = [:]
        for id in ran {
            guard let example = examples[id: id] else { continue }
            for claim in claims(of: example) {
                let index: Int
                if let known = indexOfFile[claim.location.file] {
                    index = known
                } else {
                    index = documents.count
                    indexOfFile[claim.location.file] = index
                    documents.append([])
                }
                documents[index].append((id, claim))
            }
        }
        return documents
    }

    /// Runs the compiled script. It ends normally: every listing ran (a `should_fail` one did not stop, and
    /// fails). It stops in a listing (the crash report's innermost frame in one): the listings before it ran;
    /// that one passes if it is `should_fail`, else fails; the rest are for the next run. It stops where no
    /// listing is: every listing fails.
    private func run(
        _ members: [String], binary: URL, in directory: URL, elidedBodies: Set<SourceLocation>,
        keptLines: [String: Set<Int>]
    ) -> Run {
        var run = Run()
        if members.contains(where: { examples[id: $0]!.mode == .noRun }) {
            run.evidence = .compiled
            for id in members { run.outcomes[id] = (.passed, []) }
            return run
        }
        let output: Subprocess.Output
        do {
            output = try tools.run(binary, in: directory)
        } catch {
            for id in members { run.outcomes[id] = (.skipped(reason: "not run: \(error)"), []) }
            return run
        }
        run.printed = output.stdout
        // A flood of output, processes left behind, a fork bomb: which listing did it the script cannot say,
        // and none of its listings passes.
        let misconduct = output.misconduct(
            at: nil, outputLimit: tools.outputLimit, processLimit: tools.sandbox?.limits.processCount ?? 0)
        if !misconduct.isEmpty {
            for id in members {
                let at = examples[id: id]!.sources[0].location
                run.outcomes[id] = (
                    .failed, misconduct.map { Diagnostic.error($0.id, at: at, "its script: " + $0.message) }
                )
            }
            return run
        }
        if output.exitCode == 0, !output.wasSignalled, !output.timedOut {
            for id in members {
                let example = examples[id: id]!
                run.outcomes[id] =
                    example.mode == .shouldFail
                    ? (
                        .failed,
                        [
                            .error(
                                .exampleTrapped, at: example.sources[0].location,
                                "expected to stop at run time (should_fail), and it ran to its end")
                        ]
                    )
                    : (.passed, [])
            }
            return run
        }
        let report = CrashReport(output.stderr)
        // A stop in a body the docs elide (filled with `fatalError()`) is not the doc's: the listing that runs
        // it is skipped, and left out.
        let locations = report?.locations ?? []
        if let first = locations.first,
            elidedBodies.contains(where: { $0.file == first.file && $0.line == first.line }),
            let caller = locations.dropFirst().lazy.compactMap({ location in
                members.firstIndex { self.examples[id: $0]!.isWritten(at: location) }
            }).first
        {
            for member in members.prefix(caller) { run.outcomes[member] = (.passed, []) }
            run.outcomes[members[caller]] = (
                .skipped(reason: "it runs a body the docs elide (line \(first.line)), which cannot run as shown"), []
            )
            run.stoppedIn = members[caller]
            return run
        }
        let stopped = locations.lazy.compactMap { location in
            members.firstIndex { self.examples[id: $0]!.isWritten(at: location) }.map { ($0, location) }
        }.first
        let why =
            output.timedOut
            ? "did not end within \(Int(tools.timeLimit)) s"
            : report?.message
                ?? ExampleChecker.lastLines(output.stderr.isEmpty ? output.stdout : output.stderr, count: 2)
        let id = output.timedOut ? .exampleTimedOut : DiagnosticID.exampleTrapped
        guard
            let (index, location) = stopped
                ?? firstStopping(members, in: directory, keptLines: keptLines).map({ index in
                    (index, examples[id: members[index]]!.sources[0].location)
                })
        else {
            // It stops, and no shorter script does: every listing of it is in question.
            for member in members {
                run.outcomes[member] = (
                    .failed,
                    [
                        .error(
                            id, at: examples[id: member]!.sources[0].location, "its script stopped at run time: \(why)")
                    ]
                )
            }
            return run
        }
        for member in members.prefix(index) { run.outcomes[member] = (.passed, []) }
        let member = members[index]
        let place = stopped == nil ? " (the script stops once this listing is in it)" : ""
        run.outcomes[member] =
            examples[id: member]!.mode == .shouldFail
            ? (.passed, []) : (.failed, [.error(id, at: location, "stopped at run time\(place): \(why)")])
        run.stoppedIn = member
        run.stopLocation = stopped?.1
        return run
    }

    /// The listing a script stops in when its crash report names none (an error thrown at top level, a
    /// stop in the standard library's code alone): the first whose prefix of the script stops too, by
    /// bisection over prefixes (each compiled and run): the last listing when no shorter prefix stops.
    private func firstStopping(_ members: [String], in directory: URL, keptLines: [String: Set<Int>]) -> Int? {
        let main = directory.appendingPathComponent("prefix.swift")
        let binary = directory.appendingPathComponent("prefix")
        let script = ExampleScript(id: "prefix", file: "", exampleIDs: members)
        func stops(_ count: Int) -> Bool {
            let source = ScriptSource.text(
                of: script, in: examples, members: Array(members.prefix(count)), keptLines: keptLines)
            guard (try? source.write(to: main, atomically: true, encoding: .utf8)) != nil,
                let compiled = tools.compile(["-module-name", "main", main.path, "-o", binary.path]),
                compiled.exitCode == 0, let ran = try? tools.run(binary, in: directory)
            else { return false }
            return ran.exitCode != 0 || ran.wasSignalled || ran.timedOut
        }
        var low = 1, high = members.count
        // The whole script stops; find the shortest prefix that does.
        while low < high {
            let middle = (low + high) / 2
            if stops(middle) { high = middle } else { low = middle + 1 }
        }
        return members.isEmpty ? nil : low - 1
    }
}
