import DocParsing
import Testing

/// Inputs `scripts/fuzz` found that crashed the parser, each minimized; parsing them must not trap.
@Suite struct FuzzFindingsTests {
    /// cmark ends a line at a lone CR, the source text did not: the list marker was read from a line index
    /// past the end (`Index out of range` in `marker(at:ordered:)`).
    @Test(arguments: ["\r-", "\r1.", "a\r- b\r- c", "\r\r* x\r"])
    func aListAfterALoneCarriageReturnDoesNotTrap(text: String) {
        let result = parse(text)
        #expect(result.document.blocks.contains { $0.kindName == "list" })
    }
}
