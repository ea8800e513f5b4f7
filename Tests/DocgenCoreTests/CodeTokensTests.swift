import DocgenCore
import Testing

@Suite struct CodeTokensTests {
    @Test func namesAndNumbersAreWholeAndOtherCharactersAlone() {
        #expect(CodeTokens.tokens(in: "a.b(c: 1)") == ["a", ".", "b", "(", "c", ":", "1", ")"])
        #expect(
            CodeTokens.tokens(in: "[self.view_2 addSubview:x];") == [
                "[", "self", ".", "view_2", "addSubview", ":", "x", "]", ";",
            ])
        #expect(CodeTokens.tokens(in: " \n").isEmpty)
    }
}
