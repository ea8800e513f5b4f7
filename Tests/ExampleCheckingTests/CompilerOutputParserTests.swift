import DocgenCore
import ExampleChecking
import Testing

@Suite struct CompilerOutputParserTests {
    let parser = CompilerOutputParser(packageRoot: "/ci/docs/Examples")

    // MARK: - Real Swift 6.3 output

    @Test func duplicatesFromEmitModuleAndCompileJobsAreMerged() throws {
        let output = parser.parse(try fixture("build-emit-module-duplicates.txt"))
        let lines = output.diagnostics.map {
            "\($0.location.map(String.init(describing:)) ?? "-") \($0.severity) \($0.message)"
        }
        #expect(
            lines == [
                "Docs/x.ru.md:42:19 error cannot find type 'UIViewControler' in scope",
                "Sources/ex_alpha/Program.swift:8:30 error cannot convert value of type 'Int' to specified type 'String'",
                "Docs/Поиск 中文.zh-Hans.md:8:18 error cannot convert value of type 'String' to specified type 'Int'",
            ])
        #expect(output.failedCommands == ["emit-module"])
        #expect(output.succeeded == false)
    }

    /// `swift build -Xswiftc -debug-diagnostic-names`: each diagnostic and note ends in the compiler's identifier
    /// (and a warning's group after it); the message is the message alone, the identifier and the quoted values
    /// are the facts verdicts read.
    @Test func compilerIdentifiersAreFactsAndNotPartOfTheMessage() throws {
        let output = parser.parse(try fixture("build-diagnostic-names.txt"))
        #expect(
            output.diagnostics.map(\.message) == [
                "type 'Controller' does not conform to protocol 'Updating'", "'a()' is deprecated: renamed to 'b()'",
                "cannot find 'UITableView' in scope", "cannot find 'titleLable' in scope",
            ])
        #expect(
            output.diagnostics.map(\.identifier) == [
                "type_does_not_conform", "availability_deprecated_rename", "cannot_find_in_scope",
                "cannot_find_in_scope",
            ])
        #expect(output.diagnostics[1].group == "DeprecatedDeclaration")
        let conformance = output.diagnostics[0].diagnostic()
        #expect(
            conformance.compiler
                == CompilerFact(identifier: "type_does_not_conform", arguments: ["Controller", "Updating"]))
        #expect(
            conformance.notes.map(\.compiler) == [
                CompilerFact(identifier: "no_witnesses", arguments: ["update(for:)", "(Int) -> ()"]),
                CompilerFact(identifier: "missing_witnesses_general", arguments: []),
            ])
        #expect(
            conformance.notes.map(\.message).first
                == "protocol requires function 'update(for:)' with type '(Int) -> ()'")
        #expect(output.diagnostics[3].diagnostic().compiler?[argument: 0] == "titleLable")
    }

    @Test func generatedFileDiagnosticsNameTheirTarget() throws {
        let output = parser.parse(try fixture("build-emit-module-duplicates.txt"))
        #expect(output.diagnostics.map(\.targetName) == [nil, "ex_alpha", nil])
        #expect(output.diagnostics.map(\.isInMarkdown) == [true, false, true])
        #expect(Set(output.errors.compactMap(\.targetName)) == ["ex_alpha"])
    }

    @Test func sameFileNotesAreLocatedFromTheGutterAndGroupsAreSplitOff() throws {
        let output = parser.parse(try fixture("build-notes-and-warnings.txt"))
        let conformance = try #require(
            output.diagnostics.first { $0.message == "type 'S' does not conform to protocol 'P'" })
        #expect(conformance.location == location("Docs/x.ru.md", 48, 15))
        // The note's marker is one gutter line above the error's: Markdown line 47, under `required()`.
        #expect(
            conformance.notes == [
                .init(
                    location: location("Docs/x.ru.md", 47, 26),
                    message: "protocol requires function 'required()' with type '() -> ()'"),
                .init(location: location("Docs/x.ru.md", 48, 15), message: "add stubs for conformance"),
            ])
        let deprecated = try #require(output.diagnostics.first { $0.message == "'old()' is deprecated: use new" })
        #expect(deprecated.group == "DeprecatedDeclaration")
        #expect(deprecated.severity == .warning)
        #expect(output.diagnostics.count { $0.severity == .warning } == 3)
        #expect(output.diagnostics.count { $0.severity == .error } == 2)
    }

    @Test func crossFileNotesAttachToTheErrorBeforeThem() throws {
        let output = parser.parse(try fixture("build-cross-file-note.txt"))
        #expect(output.diagnostics.count == 1)
        #expect(
            output.diagnostics[0].notes == [
                .init(location: location("Docs/x.ru.md", 90, 14), message: "'helper(x:)' declared here")
            ])
    }

    @Test func cancelledBuildsSaySo() throws {
        let output = parser.parse(try fixture("build-cancelled.txt"))
        #expect(output.wasCancelled)
        #expect(
            output.diagnostics.map(\.location) == [location("Docs/x.ru.md", 43, 60), location("Docs/x.ru.md", 44, 29)])
        #expect(output.diagnostics.allSatisfy { $0.origin == .compiler })
    }

    @Test func linkErrorsAreLinkerDiagnosticsOfTheirTarget() throws {
        let output = parser.parse(try fixture("build-link-error.txt"))
        let link = try #require(output.diagnostics.first { $0.origin == .linker })
        #expect(link.message == "undefined reference to 'docgen_missing_symbol'")
        #expect(link.location == location("Sources/ex_link/main.swift", 2, 1))
        #expect(link.targetName == "ex_link")
        #expect(link.diagnostic().id == .linkError)
        #expect(output.failedCommands == ["link"])
        // `clang: error: linker command failed` is noise, not a second problem.
        #expect(output.diagnostics.count == 2)
    }

    @Test func buildCompleteIsSuccess() {
        let output = parser.parse("[1/1] Planning build\nBuilding for debugging...\nBuild complete! (0.79s)\n")
        #expect(output.succeeded)
        #expect(output.diagnostics.isEmpty)
    }

    // MARK: - Other forms

    @Test func classicFormWithCaretsAndColours() {
        let text = """
            \u{1B}[1mDocs/a.en.md:3:7: \u{1B}[0;1;31merror: \u{1B}[0m\u{1B}[1mexpected expression\u{1B}[0m\r
            let = 1
                  ^
            Docs/a.en.md:1:1: note: to match this
            Sources/ex_a/Main.swift:3:7: remark: ignored
            """
        let output = CompilerOutputParser().parse(text)
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics[0].location == location("Docs/a.en.md", 3, 7))
        #expect(output.diagnostics[0].message == "expected expression")
        #expect(
            output.diagnostics[0].notes == [.init(location: location("Docs/a.en.md", 1, 1), message: "to match this")])
    }

    @Test func lldUndefinedSymbolsTakeTheirLocationFromReferencedBy() {
        let text = """
            error: link command failed with exit code 1 (use -v to see invocation)
            ld.lld: error: undefined symbol: docgen_missing
            >>> referenced by main.swift:2 (/ci/docs/Examples/Sources/ex_b/main.swift:2)
            >>>               /ci/docs/Examples/.build/debug/ex_b.build/main.swift.o:($main)
            ex_c.build/main.swift.o:(.text+0x1b): undefined reference to 'other'
            """
        let output = parser.parse(text)
        #expect(output.diagnostics.map(\.origin) == [.linker, .linker])
        #expect(output.diagnostics[0].location == location("Sources/ex_b/main.swift", 2, 1))
        #expect(output.diagnostics.map(\.targetName) == ["ex_b", "ex_c"])
    }

    @Test func buildSystemErrorsAreUnlocatedButNoiseIsDropped() {
        let text = """
            error: fatalError
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            error: compile command failed due to signal 6 (use -v to see invocation)
            error: 'examples': invalid custom path 'Sources/gone' for target 'gone'
            warning: 'examples': found 1 file(s) which are unhandled
            """
        let output = parser.parse(text)
        #expect(output.failedCommands == ["emit-module"])
        #expect(
            output.diagnostics.map(\.message) == [
                "compile command failed due to signal 6 (use -v to see invocation)",
                "'examples': invalid custom path 'Sources/gone' for target 'gone'",
                "'examples': found 1 file(s) which are unhandled",
            ])
        #expect(output.diagnostics.allSatisfy { $0.origin == .buildSystem && $0.location == nil })
        #expect(output.diagnostics[1].diagnostic().id == .unattributedBuildError)
    }

    @Test func noteColumnsCountUTF8Bytes() {
        // The marker is under `b`, after two 2-byte letters: character column 10, byte column 12.
        let text = """
            Docs/r.ru.md:20:5: error: boom
            2 | let яя = b
              |          `- note: here
            3 | boom
              | `- error: boom
            """
        let output = CompilerOutputParser().parse(text)
        #expect(output.diagnostics[0].notes == [.init(location: location("Docs/r.ru.md", 19, 12), message: "here")])
    }

    @Test(arguments: [
        ("/ci/Examples/Sources/ex_a/Program.swift", "ex_a"),
        ("Tests/ExamplesTests/Tests_a.swift", "ExamplesTests"),
        ("/ci/.build/debug/ex_b.build/main.swift.o", "ex_b"),
        ("Sources/Program.swift", nil),
        ("Docs/x.ru.md", nil),
    ])
    func targetNames(path: String, target: String?) {
        #expect(CompilerDiagnostic.targetName(inPath: path) == target)
    }

    @Test func conversionToDocgenDiagnostics() {
        let warning = CompilerDiagnostic(severity: .warning, location: location("Docs/a.md", 1), message: "w")
        #expect(warning.diagnostic().id == .exampleCompileWarning)
        let error = CompilerDiagnostic(severity: .error, location: location("Sources/ex/P.swift", 9), message: "e")
        let mapped = error.diagnostic(at: location("Docs/a.md", 4))
        #expect(mapped.description == "Docs/a.md:4:1: error: e [DG0601]")
    }
}
