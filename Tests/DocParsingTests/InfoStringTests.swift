import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

/// A fence's info string as written: `\"` and `\\` escapes in quoted values, and an unbalanced quote
/// that is reported at its column without swallowing the attributes after it.
@Suite struct InfoStringTests {
    @Test func escapedQuotesAndBackslashesStayInTheValue() throws {
        let result = parse(
            #"""
            ```swift ignore="says \"hi\" to C:\\" no_run
            let a = 1
            ```
            """#)
        #expect(result.diagnostics.isEmpty)
        let code = try #require(result.document.codeBlocks.first)
        #expect(code.attributes == [.ignore(reason: #"says "hi" to C:\"#), .noRun])
        #expect(code.fenceLanguage == "swift")
    }

    @Test func anUnbalancedQuoteIsWarnedAtItsColumnAndTheRestIsRead() throws {
        let source = MarkedSource(
            """
            > ```swift compile_fail=‸"cannot find no_run example=search
            > let a = 1
            > ```
            """)
        let result = parse(source.text)
        let code = try #require(result.document.codeBlocks.first)
        #expect(
            code.attributes == [
                .compileFail(expected: "cannot"), .unknown(name: "find", value: nil), .noRun, .example("search"),
            ])
        let ids = result.diagnostics.map(\.id)
        #expect(ids == [.unbalancedInfoStringQuote, .unknownAttribute])
        #expect(result.diagnostics[0].location == source.location(0, file: "t.md"))
        #expect(result.diagnostics[0].message.contains("'compile_fail'"))
    }

    @Test func aQuoteClosedLaterOnTheLineStillGroupsSpaces() throws {
        let result = parse("~~~swift ignore=\"needs a device\" example=a,no_run\nlet a = 1\n~~~\n")
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.document.codeBlocks.first?.attributes == [.ignore(reason: "needs a device"), .example("a"), .noRun])
    }

    @Test func unknownAttributesAreLocatedAtTheirWord() throws {
        let source = MarkedSource("```swift no_run ‸shoud_fail\nlet a = 1\n```\n")
        let result = parse(source.text)
        #expect(result.diagnostics.map(\.id) == [.unknownAttribute])
        #expect(result.diagnostics.first?.location == source.location(0, file: "t.md"))
    }
}
