import DocgenCore
import Testing

@Suite struct StringExcerptTests {
    @Test func shortTextIsQuotedWhole() {
        #expect("".excerpt() == "")
        #expect("swift".excerpt() == "swift")
        #expect(String(repeating: "a", count: 80).excerpt() == String(repeating: "a", count: 80))
    }

    @Test func longTextKeepsItsStartAndEndsWithAnEllipsis() {
        let long = String(repeating: "~", count: 1_000_000)
        #expect(long.excerpt() == String(repeating: "~", count: 79) + "…")
        #expect(long.excerpt().count == String.maximumExcerptLength)
        #expect("Привет, мир".excerpt(maximumLength: 4) == "При…")
        #expect("👩‍👩‍👧🇯🇵ab".excerpt(maximumLength: 2) == "👩‍👩‍👧…")
        #expect("abc".excerpt(maximumLength: 0) == "")
    }
}
