import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// An error in a file docgen generated belongs to the example the file is for: the target of its own, or
/// the `<id>.swift` of the shared module. The runner's files are all the examples'.
@Suite struct ExampleCheckerAttributionTests {
    static func error(in file: String, target: String) -> CompilerDiagnostic {
        CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: file, line: 3, column: 1), message: "m",
            targetName: target)
    }

    @Test func aTargetOfItsOwnIsTheExample() {
        #expect(ExampleChecker.exampleID(of: Self.error(in: "/p/Sources/a__b/a__b.swift", target: "a__b")) == "a__b")
    }

    @Test func inTheSharedModuleTheFileNamesTheExample() {
        let shared = Self.error(in: "/p/Sources/DocgenExamples/a__b.swift", target: "DocgenExamples")
        #expect(ExampleChecker.exampleID(of: shared) == "a__b")
    }

    @Test func theRunnersFilesAreNoExamples() {
        for file in ["main", "Examples", "a__b"] {
            let error = Self.error(in: "/p/Sources/ExampleRunner/\(file).swift", target: "ExampleRunner")
            #expect(ExampleChecker.exampleID(of: error) == nil)
        }
        let unlocated = CompilerDiagnostic(severity: .error, location: nil, message: "m", targetName: "ExampleRunner")
        #expect(ExampleChecker.exampleID(of: unlocated) == nil)
    }
}

/// Whose line a compile error is on is decided by where the compiler put it: inside a `#sourceLocation`
/// region (a Markdown location) it is the doc's; elsewhere in the example's generated file it is on a line
/// docgen generated, and carries that location.
@Suite struct GeneratedLineAttributionTests {
    static let examples = ExampleSet.extract(
        from: [DocumentParser.parse("# A\n\n```swift\nlet a = 1\n```\n", path: "Docs/t.en.md").document]
    ).0

    @Test func anErrorAtADocLineIsTheDocs() throws {
        let id = try #require(Self.examples.examples.first?.id)
        let error = CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: "Docs/t.en.md", line: 4, column: 5), message: "m")
        let attributed = ExampleChecker.attribute([error], toExample: id, in: Self.examples)
        #expect(attributed.map(\.isInGeneratedCode) == [false])
        #expect(attributed.first?.diagnostic.location == SourceLocation(file: "Docs/t.en.md", line: 4, column: 5))
    }

    @Test func anErrorInTheGeneratedFileIsOnAGeneratedLineAndReportedAtTheExample() throws {
        let id = try #require(Self.examples.examples.first?.id)
        let generated = SourceLocation(file: "Sources/DocgenExamples/\(id).swift", line: 30, column: 9)
        let error = CompilerDiagnostic(
            severity: .error, location: generated, message: "m", targetName: "DocgenExamples")
        let attributed = ExampleChecker.attribute([error], toExample: id, in: Self.examples)
        #expect(attributed.map(\.generatedLocation) == [generated])
        // At the example's first line.
        #expect(attributed.first?.diagnostic.location == Self.examples.examples.first?.sources.first?.location)
        #expect(attributed.first?.diagnostic.notes.isEmpty == true)
    }
}

/// An example's own `#sourceLocation(file:line:)` cannot make docgen report its error in another document, nor
/// at another example's lines: a Markdown location outside the example's blocks is reported at its first line.
@Suite struct OwnLocationDirectiveTests {
    static let document = """
        # A

        ```swift
        let a = 1
        ```

        # B

        ```swift
        #sourceLocation(file: "Docs/victim.en.md", line: 3)
        let b: Int = "b"
        #sourceLocation(file: "Docs/t.en.md", line: 4)
        let c: Int = "c"
        ```
        """
    static let examples = ExampleSet.extract(from: [DocumentParser.parse(document, path: "Docs/t.en.md").document]).0

    @Test func aLocationInAnotherDocumentOrAnotherExampleIsAtTheExamplesFirstLine() throws {
        let spoofer = try #require(Self.examples.examples.last)
        let first = try #require(spoofer.sources.first?.location)
        #expect(Self.examples.examples.count == 2 && first.file == "Docs/t.en.md" && first.line > 5)
        // What swiftc prints for the two lines under the example's own directives.
        let output = """
            Docs/victim.en.md:3:14: error: cannot convert value of type 'String' to specified type 'Int'
            Docs/t.en.md:4:14: error: cannot convert value of type 'String' to specified type 'Int'
            Docs/t.en.md:11:5: error: a real one, at the example's own line
            """
        let errors = CompilerOutputParser().parse(output).errors
        let attributed = ExampleChecker.attribute(errors, toExample: spoofer.id, in: Self.examples)
        let locations = attributed.map(\.diagnostic.location)
        #expect(locations == [first, first, SourceLocation(file: "Docs/t.en.md", line: 11, column: 5)])
        #expect(attributed.allSatisfy { !$0.isInGeneratedCode && !$0.isInLaterFile })
        #expect(attributed.first?.diagnostic.notes.map(\.message).first?.contains("Docs/victim.en.md:3") == true)
    }
}
