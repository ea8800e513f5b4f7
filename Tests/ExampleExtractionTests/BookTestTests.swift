import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

@testable import ExampleExtraction

/// The test comments of *The Swift Programming Language* (`<!-- - test: … -->`), read and held against the
/// listings they test.
@Suite struct BookTestTests {
    static let booleans = """
        # Booleans

        ```swift
        if turnipsAreDelicious {
            print("Mmm, tasty turnips!")
        }
        // Prints "Mmm, tasty turnips!"
        ```

        <!--
          - test: `booleans`

          ```swifttest
          >> let turnipsAreDelicious = true
          -> if turnipsAreDelicious {
                print("Mmm, tasty turnips!")
             }
          <- Mmm, tasty turnips!
          !$ warning: something
          !! if turnipsAreDelicious {
          !!    ^
          ```
        -->

        """

    static func parts(_ text: String) -> (parts: [BookTestPart], diagnostics: [Diagnostic], document: Document) {
        let document = DocumentParser.parse(text, path: "Docs/b.en.md").document
        let parsed = BookTestParser.parts(of: document)
        return (parsed.parts, parsed.diagnostics, document)
    }

    @Test func aCommentsLinesAreReadByTheirMarkersAndContinuations() throws {
        let (parts, diagnostics, _) = Self.parts(Self.booleans)
        #expect(diagnostics.isEmpty)
        let part = try #require(parts.first)
        #expect(parts.count == 1)
        #expect(part.names == ["booleans"])
        #expect(part.location == SourceLocation(file: "Docs/b.en.md", line: 11, column: 3))
        #expect(
            part.lines.map(\.kind) == [
                .hidden, .shown, .shown, .shown, .output, .diagnostic, .diagnosticContext, .diagnosticContext,
            ])
        #expect(part.lines.map(\.line) == Array(14...21))
        #expect(part.shownCode == ["if turnipsAreDelicious {", "   print(\"Mmm, tasty turnips!\")", "}"])
        #expect(part.lines[4].text == "Mmm, tasty turnips!")
        #expect(part.lines[5].text == "warning: something")
    }

    @Test func aListingAndItsTestThatAgreeHaveNoDrift() {
        let (parts, _, document) = Self.parts(Self.booleans)
        #expect(BookTestDrift.diagnostics(document, parts: parts).isEmpty)
    }

    @Test func codeIsComparedWithoutCommentsOrSpacingInAnyScript() {
        // Comments go (line, nested block; not in a string literal), spaces collapse, blank lines drop; the text
        // around them is kept byte for byte, Han and Cyrillic included.
        let lines = [
            "let 名字 = \"//不是注释\" // 名字", "/* a /* nested */ comment */ print(名字)", "", "  let  б =\t\"\\\"\" // б",
        ]
        #expect(
            BookTestDrift.normalized(lines) == ["let 名字 = \"//不是注释\"", "print(名字)", "let б = \"\\\"\""])
    }

    @Test func aListingEditedAfterItsTestIsDriftAtTheTestWithTheListingAsANote() throws {
        let edited = Self.booleans.replacingOccurrences(
            of: "    print(\"Mmm, tasty turnips!\")\n}", with: "    print(\"Yum!\")\n}")
        let (parts, _, document) = Self.parts(edited)
        let drift = try #require(BookTestDrift.diagnostics(document, parts: parts).first)
        #expect(drift.id == .bookTestDrift)
        #expect(drift.location?.line == 11)
        #expect(drift.message.contains("'print(\"Yum!\")'"))
        #expect(drift.message.contains("'print(\"Mmm, tasty turnips!\")'"))
        #expect(drift.notes.first?.location?.line == 3)
    }

    @Test func severalNamesInOneCommentAndTestsSpreadOverComments() {
        let text = """
            <!--
              - test: `a, b`, `c`

              ```swifttest
              -> let x = 1
              ```
            -->
            """
        let (parts, _, _) = Self.parts(text)
        #expect(parts.map(\.names) == [["a", "b", "c"]])
    }

    @Test func anUnclosedFenceAndALineOutsideAnyTestAreLocatedWarnings() {
        let text = """
            <!--
              -> let orphan = 1
              - test: `open`

              ```swifttest
              -> let x = 1
            -->
            """
        let (parts, diagnostics, _) = Self.parts(text)
        #expect(parts.count == 1)
        #expect(diagnostics.map(\.id) == [.malformedBookTest, .malformedBookTest])
        #expect(diagnostics.map { $0.location?.line } == [2, 5])
    }

    @Test func aTranslatedCommentIsNotDriftAndATestOnTheCommentsFirstLineIsRead() {
        let text = """
            ```swift
            let three = 3 // 三
            /* 外层 /* 内层 */ 仍是注释 */
            ```

            <!-- - test: `arithmetic`

              ```swifttest
              -> let three = 3 // three
              -> /* outer /* inner */ still a comment */
              ```
            -->
            """
        let (parts, diagnostics, document) = Self.parts(text)
        #expect(diagnostics.isEmpty)
        #expect(parts.map(\.names) == [["arithmetic"]])
        #expect(BookTestDrift.diagnostics(document, parts: parts).isEmpty)
    }

    /// Issue 32: a translation writes `---` for the blank lines of a declaration it shows (`GuidedTour`'s
    /// `NamedShape`): the declaration goes on after it, and `---` between marker lines still only separates.
    @Test func aSeparatorInsideCodeLeavesTheCodeGoingOn() throws {
        let text = """
            <!--
              - test: `shapes`

              ```swifttest
              -> class NamedShape {
                     var name = ""
              ---
                     func describe() -> String { name }
                 }
              ---
              -> print(NamedShape().describe())
              ```
            -->
            """
        let (parts, diagnostics, _) = Self.parts(text)
        #expect(diagnostics.isEmpty)
        let part = try #require(parts.first)
        #expect(
            part.shownCode == [
                "class NamedShape {", "    var name = \"\"", "    func describe() -> String { name }", "}",
                "print(NamedShape().describe())",
            ])
    }

    @Test func aReflowedCommentIsOneWarningNotATest() {
        let text = """
            <!-- - test: `any-type`

              ```swifttest -> let mixed: [Any] = ["one", 2] ``` -->
            """
        let (parts, diagnostics, _) = Self.parts(text)
        #expect(parts.isEmpty)
        #expect(diagnostics.map(\.id) == [.malformedBookTest])
        #expect(diagnostics.first?.location?.line == 3)
    }

    /// The vendored English book: every test comment is read, and the drift is the book's (each warning names
    /// a listing whose code its test does not show).
    @Test func theEnglishBooksTestsAreReadWithoutMalformedComments() throws {
        let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures/swift-book/Docs")
        var parts = 0
        var malformed: [Diagnostic] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".en.md") {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let parsed = BookTestParser.parts(of: DocumentParser.parse(text, path: name).document)
            parts += parsed.parts.count
            malformed += parsed.diagnostics
        }
        #expect(parts >= 1_100)
        #expect(malformed.isEmpty, "\(malformed.map(\.message))")
    }

    /// The vendored Chinese book: its malformed comments are the ones its Types chapter reflowed onto one line.
    @Test func theChineseBooksMalformedCommentsAreItsReflowedOnes() throws {
        let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures/swift-book/Docs")
        var malformed: [Diagnostic] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasSuffix(".zh-Hans.md") {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            malformed += BookTestParser.parts(of: DocumentParser.parse(text, path: name).document).diagnostics
        }
        #expect(!malformed.isEmpty)
        #expect(malformed.allSatisfy { $0.location?.file == "Types.zh-Hans.md" }, "\(malformed.map(\.description))")
    }
}
