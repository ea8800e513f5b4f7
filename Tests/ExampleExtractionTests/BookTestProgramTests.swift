import DocParsing
import DocgenCore
import Testing

@testable import ExampleExtraction

/// A book test's parts as one program: its code in order, what it prints, the diagnostics it expects.
@Suite struct BookTestProgramTests {
    static func programs(_ text: String) -> [BookTestProgram] {
        let document = DocumentParser.parse(text, path: "Docs/b.en.md").document
        return BookTestProgram.programs(from: BookTestParser.parts(of: document).parts, file: document.path)
    }

    @Test func partsWithOneNameAreOneProgramInOrder() throws {
        let programs = Self.programs(
            """
            <!--
              - test: `greeting, other`

              ```swifttest
              -> var greeting = "Hello"
              ```
            -->

            Prose.

            <!--
              - test: `greeting`

              ```swifttest
              -> greeting += "!"
              /> greeting is now \\"\\(greeting)\\"
              </ greeting is now "Hello!"
              ```
            -->

            """)
        #expect(programs.map(\.name) == ["greeting", "other"])
        let greeting = try #require(programs.first)
        #expect(
            greeting.source
                == "var greeting = \"Hello\"\ngreeting += \"!\"\nprint(\"greeting is now \\\"\\(greeting)\\\"\")\n")
        #expect(greeting.locations.map(\.line) == [2, 12])
        #expect(greeting.output.map(\.text) == ["greeting is now \"Hello!\""])
        #expect(greeting.output.first?.location.line == 17)
        // `-> ` at column 3: the code starts at column 6.
        #expect(greeting.code.first?.location == SourceLocation(file: "Docs/b.en.md", line: 5, column: 6))
        #expect(programs[1].source == "var greeting = \"Hello\"\n")
    }

    @Test func blankLinesAndDeeperMarkersBelongToTheCode() throws {
        let program = try #require(
            Self.programs(
                """
                <!--
                  - test: `multiline`

                  ```swifttest
                  -> let text = \"\"\"
                     one

                     \"\"\"
                  -> func f()
                         -> Int { 1 }
                  >> print(text.count)
                  << 5
                  ```
                -->

                """
            ).first)
        #expect(
            program.code.map(\.text) == [
                "let text = \"\"\"", "one", "", "\"\"\"", "func f()", "    -> Int { 1 }", "print(text.count)",
            ])
    }

    @Test func expectedDiagnosticsFromEitherForm() throws {
        let program = try #require(
            Self.programs(
                """
                <!--
                  - test: `errors`

                  ```swifttest
                  -> let x = 1
                  -> x = 2
                  !$ error: cannot assign to value: 'x' is a 'let' constant
                  !! x = 2
                  !! ^
                  !! /tmp/swifttest.swift:1:1: note: change 'let' to 'var' to make it mutable
                  -> let big: Int8 = 128
                  !! /tmp/swifttest.swift:3:17: error: integer literal '128' overflows when stored into 'Int8'
                  !! let big: Int8 = 128
                  !!                 ^
                  ```
                -->

                """
            ).first)
        #expect(program.diagnostics.map(\.severity) == ["error", "error"])
        #expect(
            program.diagnostics.map(\.message) == [
                "cannot assign to value: 'x' is a 'let' constant",
                "integer literal '128' overflows when stored into 'Int8'",
            ])
        #expect(program.diagnostics.map(\.sourceLine) == ["x = 2", "let big: Int8 = 128"])
        #expect(program.diagnostics.map(\.column) == [1, 17])
    }

    @Test func mainTypeAloneIsALibrarysCode() throws {
        func program(_ code: String) throws -> BookTestProgram {
            try #require(
                Self.programs("<!--\n  - test: `m`\n\n  ```swifttest\n" + code + "  ```\n-->\n").first)
        }
        #expect(try program("  -> @main struct App {\n  ->     static func main() {}\n  -> }\n").hasMainType)
        #expect(
            try !program("  -> @main struct App {\n  ->     static func main() {}\n  -> }\n  -> print(1)\n").hasMainType
        )
        #expect(try program("  -> import Foundation\n  -> import UIKit\n").imports == ["Foundation", "UIKit"])
    }
}
