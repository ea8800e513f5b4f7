import DocgenCore
import Testing

@testable import ExampleExtraction

/// Comments that say what code prints, in each language's words, read from SwiftParser's comments only.
@Suite struct OutputClaimTests {
    @Test(arguments: [
        ("// Prints \"Bonjour!\"", ["Bonjour!"]),
        ("// Prints \"The width is 0\".", ["The width is 0"]),
        (
            "// Prints \"Hello\", because name is indeed equal to \"Hello\".",
            [
                "Hello", "Hello\", because name is indeed equal to \"Hello",
            ]
        ),
        ("// 打印“Bonjour!”", ["Bonjour!"]),
        ("// 打印 \"Bonjour!\"。", ["Bonjour!"]),
        ("// 输出 “3”", ["3"]),
        ("// Выведет \"Bonjour!\"", ["Bonjour!"]),
        ("// Напечатает «Bonjour!»", ["Bonjour!"]),
        ("// \"Bonjour!\"と出力", ["Bonjour!"]),
    ])
    func aClaimSaysWhatIsPrinted(comment: String, readings: [String]) {
        #expect(OutputClaim.readings(of: comment) == readings)
    }

    @Test func otherCommentsAreNoClaims() {
        #expect(OutputClaim.readings(of: "// Prints two lines:") == nil)
        #expect(OutputClaim.readings(of: "// prints the value") == nil)
        #expect(OutputClaim.readings(of: "// a comment") == nil)
    }

    @Test func claimsAreAtTheirCommentsMarkdownPlaceAndNeverInAString() {
        let program = AssembledProgram(lines: [
            ProgramLine(
                text: "print(\"// Prints \\\"x\\\"\")", origin: SourceLocation(file: "Docs/a.md", line: 10, column: 1)),
            ProgramLine(
                text: "print(1) // Prints \"1\"", origin: SourceLocation(file: "Docs/a.md", line: 11, column: 3)),
        ])
        let claims = OutputClaim.claims(in: program)
        #expect(claims.map(\.readings) == [["1"]])
        #expect(claims.first?.location == SourceLocation(file: "Docs/a.md", line: 11, column: 12))
    }

    /// What a closure prints is said in it or on the lines after it; a `Task`'s or Dispatch's `async` closure
    /// runs later, maybe after the program has ended. A closure that runs at once (`forEach`) is no such one.
    @Test func aClaimAfterAClosureThatRunsLaterIsInIt() {
        let lines = [
            "Task {", "    await greet()", "}", "// Prints \"Hello\"",
            "DispatchQueue.main.async { print(1) }", "// Prints \"1\"",
            "[2].forEach { print($0) }", "// Prints \"2\"",
            "print(3) // Prints \"3\"",
        ]
        let program = AssembledProgram(
            lines: lines.enumerated().map { index, text in
                ProgramLine(text: text, origin: SourceLocation(file: "Docs/a.md", line: index + 1, column: 1))
            })
        let claims = OutputClaim.claims(in: program)
        #expect(claims.map(\.readings) == [["Hello"], ["1"], ["2"], ["3"]])
        #expect(claims.map(\.isInClosure) == [true, true, false, false])
    }
}
