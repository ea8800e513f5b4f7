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
}
