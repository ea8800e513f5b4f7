import DocParsing
import DocgenCore
import ExampleExtraction
import Foundation
import Testing

@testable import ExampleChecking

/// Plain-Swift listings checked as their document's script, with the real `swiftc`: each listing's verdict
/// at its lines, one bad listing never stopping the others.
@Suite struct ScriptCheckerTests {
    static let document = """
        # Greeting

        ```swift
        let greeting = "Hello"
        print(greeting)
        ```

        # Typo

        ```swift
        let loud = greetng.uppercased()
        ```

        # After the typo

        ```swift
        print(loud)
        ```

        # Context

        ```swift
        let total = price * quantity
        ```

        # Template

        ```swift
        let <#name#> = <#value#>
        ```

        # Crash

        ```swift
        let numbers = [1, 2]
        print(numbers[5])
        ```

        # Still runs

        ```swift
        print(greeting.count)
        // Prints "5"
        ```

        # Wrong claim

        ```swift
        print(greeting)
        // Prints "Bonjour"
        ```

        # Elided

        ```swift
        func compute() -> Int {
            // implementation goes here
        }
        print("elided")
        // Prints "elided"
        ```

        # Alone

        ```swift
        init() {}
        ```

        # A type

        ```swift
        struct Point { var x = 0 }
        ```

        # Method alone

        ```swift
        func increment() {
            self.count += 1
        }
        ```

        # Case alone

        ```swift
        case let (x, y) where x == y:
        ```

        # Alternatives

        ```swift
        var someArray: Array<String> = ["Alex", "Brian", "Dave"]
        var someArray: [String] = ["Alex", "Brian", "Dave"]
        ```

        # Objective-C protocol

        ```swift
        @objc protocol CounterSource {
            @objc optional var step: Int { get }
        }
        ```

        # Conforming

        ```swift
        class Three: CounterSource {
            let step = 3
        }
        ```

        # Selector

        ```swift
        import Foundation
        class Target: NSObject {
            @objc func fire() {}
        }
        let action = #selector(Target.fire)
        ```

        # Broken claim

        ```swift
        let broken: Int = "text"
        // Prints "text"
        ```

        # Declares, then fails

        ```swift
        func double(_ value: Int) -> Int { value * 2 }
        print(double("two"))
        ```

        # Its own error

        ```swift
        let four = double(2)
        print(four.uppercased())
        ```

        # Right, and needs it

        ```swift
        print(double(3))
        ```

        # Goes on after the crash

        ```swift
        print(numbers.count)
        // Prints "2"
        ```

        # A method

        ```swift
        extension Int { func doubled() -> Int { self * 2 } }
        ```

        # Another version of it

        ```swift
        extension Int { func doubled() -> Int { self + self } }
        ```

        """

    /// Every listing's result, checked once for the tests below.
    /// The results of the document's listings, and the sources kept of its scripts (by file name).
    static let checked: (results: [String: ExampleResult], kept: [String: String]) = {
        let parsed = DocumentParser.parse(document, path: "Docs/s.en.md").document
        let (examples, _) = ExampleSet.extract(from: [parsed])
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var tools = TopLevelProgramTools(swiftc: "swiftc", scratch: scratch, sandbox: nil)
        tools.keptPrograms = scratch.appendingPathComponent("kept")
        let checker = ScriptChecker(tools: tools, examples: examples)
        let checked: [ExampleResult] = checker.check(Set(examples.examples.map(\.id)))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path + "/kept")) ?? []
        let kept = names.compactMap { name in
            (try? String(contentsOfFile: scratch.path + "/kept/" + name, encoding: .utf8)).map { (name, $0) }
        }
        return (
            Dictionary(uniqueKeysWithValues: checked.map { ($0.id, $0) }),
            Dictionary(kept, uniquingKeysWith: { first, _ in first })
        )
    }()
    static var results: [String: ExampleResult] { checked.results }

    /// Asked to, the checker keeps the source it compiled last of each script (the floor of `bench/book`): the
    /// listings that compile, without those it left out.
    @Test func theLastSourceCompiledOfAScriptIsKeptWhenAsked() throws {
        #expect(Self.checked.kept.keys.sorted() == ["s_en__program_1.swift"])
        let source = try #require(Self.checked.kept.values.first)
        #expect(source.contains("let greeting = \"Hello\""))
        #expect(!source.contains("greetng"))
    }

    @Test func aListingThatCompilesAndRunsPasses() {
        let parsed = DocumentParser.parse(Self.document, path: "Docs/s.en.md").document
        #expect(ExampleSet.extract(from: [parsed]).0.scripts.count == 1)
        #expect(Self.results["s__greeting"]?.status == .passed)
        #expect(Self.results["s__greeting"]?.evidence == .ran)
    }

    /// A near miss of a declared name is the doc's typo; what needs the left-out listing is skipped.
    @Test func aTypoFailsAndWhatNeedsItIsSkipped() throws {
        let typo = try #require(Self.results["s__typo"])
        #expect(typo.status == .failed)
        #expect(typo.diagnostics.first?.location == SourceLocation(file: "Docs/s.en.md", line: 11, column: 12))
        let after: String? = Self.results["s__after_the_typo"]?.status.reason
        #expect(after?.contains("uses 'loud', which the listing at line 11 declares") == true)
    }

    /// A listing that uses what a left-out listing declares is type-checked with those declarations (the
    /// other's statements, where its error is, left out): its own error is the doc's; right, it is skipped
    /// (it cannot run without the other).
    @Test func aListingsOwnErrorShowsWithTheDeclarationsOfALeftOutListing() throws {
        #expect(Self.results["s__declares_then_fails"]?.status == .failed)
        let own = try #require(Self.results["s__its_own_error"])
        #expect(own.status == .failed, "\(own.status)")
        #expect(own.diagnostics.first?.location?.line == 140)
        #expect(own.diagnostics.first?.compiler?.identifier != "cannot_find_in_scope")
        let right: String? = Self.results["s__right_and_needs_it"]?.status.reason
        #expect(right?.contains("uses 'double', which the listing at line 132 declares") == true)
    }

    /// A listing that declares again a member another listing declares (`invalid_redecl`, the compiler's note
    /// in the other) shows an alternative version of it: compiled without the other, it passes (not run).
    @Test func aMemberDeclaredAgainIsAnAlternativeVersion() throws {
        #expect(Self.results["s__a_method"]?.status == .passed)
        let version = try #require(Self.results["s__another_version_of_it"])
        #expect(version.status == .passed, "\(version.diagnostics)")
        #expect(version.evidence == .compiled)
        #expect(version.diagnostics.map(\.id) == [.alternativeVersion])
        #expect(version.diagnostics.first?.message.contains("the listing at line 159") == true)
    }

    @Test func contextTemplatesAndLoneMembersAreNotFailures() {
        #expect(Self.results["s__context"]?.status.needs == ["price", "quantity"])
        #expect(Self.results["s__template"]?.status.reason?.contains("editor placeholders") == true)
        #expect(Self.results["s__alone"]?.status.reason?.contains("a type's member shown alone") == true)
        // A method that uses `self`, a case of a switch: parts shown alone, and what follows from them on their line.
        #expect(Self.results["s__method_alone"]?.status.reason?.contains("a type's member shown alone") == true)
        #expect(Self.results["s__case_alone"]?.status.reason?.contains("a case of a switch shown alone") == true)
        // What uses a listing that fails in the same compile is judged once that one is left out.
        #expect(Self.results["s__objective_c_protocol"]?.status.reason?.contains("Objective-C") == true)
        #expect(Self.results["s__conforming"]?.status.reason?.contains("uses 'CounterSource'") == true)
        // Alternative forms of one declaration in one listing: not the doc's error.
        #expect(Self.results["s__alternatives"]?.status.reason?.contains("declares 'someArray' twice") == true)
        // The Objective-C runtime, which Swift on Linux does not have: not checked here, not the doc's error.
        #expect(Self.results["s__selector"]?.status.reason?.contains("Objective-C interoperability") == true)
        // A body that holds only a comment is elided: the rest of the listing is checked.
        #expect(Self.results["s__elided"]?.status == .passed)
    }

    @Test func aCrashFailsItsListingAndTheRestStillRuns() throws {
        let crash = try #require(Self.results["s__crash"])
        #expect(crash.status == .failed)
        #expect(crash.diagnostics.first?.location?.line == 36)
        #expect(crash.diagnostics.first?.id == .exampleTrapped)
        #expect(Self.results["s__still_runs"]?.status == .passed)
        // What ran of it before the statement it stopped in is the context of the listings after it.
        #expect(Self.results["s__goes_on_after_the_crash"]?.status == .passed)
        #expect(Self.results["s__goes_on_after_the_crash"]?.claims == ClaimTally(found: 1, right: 1, wrong: 0))
    }

    @Test func aClaimAboutOutputThatDoesNotHoldFails() throws {
        let claim = try #require(Self.results["s__wrong_claim"])
        #expect(claim.status == .failed)
        #expect(claim.diagnostics.map(\.id) == [.outputClaimFailed])
        #expect(claim.diagnostics.first?.location == SourceLocation(file: "Docs/s.en.md", line: 50, column: 1))
    }

    /// Issue 32: each listing counts its claims — those the run bears out, those it contradicts, and those of
    /// a listing that did not run, found but not checked — and the report adds them up.
    @Test func eachListingCountsItsClaimsRightWrongAndUnchecked() throws {
        #expect(Self.results["s__still_runs"]?.claims == ClaimTally(found: 1, right: 1, wrong: 0))
        #expect(Self.results["s__wrong_claim"]?.claims == ClaimTally(found: 1, right: 0, wrong: 1))
        #expect(Self.results["s__elided"]?.claims == ClaimTally(found: 1, right: 1, wrong: 0))
        #expect(Self.results["s__greeting"]?.claims == ClaimTally(found: 0))
        // A listing that does not compile: its claim is found, and not checked.
        #expect(Self.results["s__broken_claim"]?.status == .failed)
        #expect(Self.results["s__broken_claim"]?.claims == ClaimTally(found: 1, right: 0, wrong: 0))
        let total = CheckReport(examples: Array(Self.results.values)).claims
        #expect(total == ClaimTally(found: 5, right: 3, wrong: 1))
        #expect(total.checked == 4)
    }

    /// Issue 31: a document that declares a type again ("a version of `Shape`") may mean an alternative, and
    /// go on with the first declaration. A listing is read both ways: it passes if it passes in either.
    @Test func aListingIsReadWithTheFirstDeclarationOfANameDeclaredAgain() throws {
        let document = """
            # Shapes

            ```swift
            protocol Shape { func area() -> Double }
            struct Square: Shape { var side = 2.0; func area() -> Double { side * side } }
            ```

            A version of `Shape` with a name:

            ```swift
            protocol Shape { var name: String { get }; func area() -> Double }
            ```

            ```swift
            extension Shape { func describe() -> String { "area \\(area())" } }
            print(Square().describe())
            // Prints "area 4.0"
            ```

            ```swift
            print(Square().describ())
            ```
            """
        let parsed = DocumentParser.parse(document, path: "Docs/v.en.md").document
        let examples = ExampleSet.extract(from: [parsed]).0
        #expect(examples.scripts.count == 2)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-versions-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let checker = ScriptChecker(
            tools: TopLevelProgramTools(swiftc: "swiftc", scratch: scratch, sandbox: nil), examples: examples)
        let results = Dictionary(
            checker.check(Set(examples.examples.map(\.id))).map { ($0.primaryLocation?.line ?? 0, $0) }
        ) { first, _ in first }
        #expect(results[4]?.status == .passed)
        #expect(results[15]?.status == .passed, "\(String(describing: results[15]))")
        #expect(results[15]?.claims == ClaimTally(found: 1, right: 1, wrong: 0))
        // Its typo fails in the first reading, where `Square` may be another than the one it means: not judged.
        #expect(results[21]?.status.isIncomplete == true)
    }

    /// Issue 34: a listing that starts a process and leaves it running fails (its script ended normally
    /// before); the process is killed.
    @Test func aScriptThatLeavesAProcessRunningFails() throws {
        let document = """
            # Leaves

            ```swift
            import Foundation
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["300"]
            try sleeper.run()
            print("started")
            ```
            """
        let parsed = DocumentParser.parse(document, path: "Docs/l.en.md").document
        let examples = ExampleSet.extract(from: [parsed]).0
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-leaves-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sandbox = try? ExampleSandbox.available(limits: .init()).get()
        let checker = ScriptChecker(
            tools: TopLevelProgramTools(swiftc: "swiftc", scratch: scratch, sandbox: sandbox), examples: examples)
        let result = try #require(checker.check(Set(examples.examples.map(\.id))).first)
        #expect(result.status == .failed)
        #expect(result.diagnostics.map(\.id) == [.exampleLeftProcesses], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location?.line == 4)
    }
}
