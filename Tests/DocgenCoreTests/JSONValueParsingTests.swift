import DocgenCore
import Testing

@Suite struct JSONValueParsingTests {
    private func parseError(_ text: String) -> JSONValue.ParseError? {
        do {
            _ = try JSONValue(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func surrogatePairsDecodeToOneScalar() throws {
        #expect(
            try JSONValue(parsing: #"["\uD83D\uDE00", "\u00e9", "\uFFFF"]"#)
                == .array([.string("😀"), .string("é"), .string("\u{FFFF}")]))
    }

    /// Issue 26: two high surrogates in a row trapped on an arithmetic overflow.
    @Test func twoHighSurrogatesAreAnErrorAtTheSecond() throws {
        let error = try #require(parseError(#"{"id": "\uD800\uD800"}"#))
        #expect(
            error.description
                == #"1:15: high surrogate \uD800 is followed by \uD800, not a low surrogate \uDC00–\uDFFF"#)
    }

    @Test(arguments: [
        (#""\uD800""#, #"1:2: high surrogate \uD800 is not followed by a low surrogate \uDC00–\uDFFF"#),
        (#""\uD800x""#, #"1:2: high surrogate \uD800 is not followed by a low surrogate \uDC00–\uDFFF"#),
        (#""\uDBFF\u0041""#, #"1:8: high surrogate \uDBFF is followed by \u0041, not a low surrogate \uDC00–\uDFFF"#),
        (#""a\uDC00""#, #"1:3: lone low surrogate \uDC00 (a \u escape of U+D800–U+DFFF must be a pair)"#),
        (#""\u+041""#, #"1:4: invalid \u escape"#),
    ])
    func loneSurrogatesAndBadEscapesAreLocatedErrors(text: String, expected: String) throws {
        #expect(try #require(parseError(text)).description == expected)
    }

    /// Issue 26: 40,000 nested `[` overflowed the stack.
    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
        let limit = JSONValue.maximumNestingDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONValue(parsing: deepest) }
        let tooDeep = try #require(parseError(String(repeating: "[", count: 40_000)))
        #expect(tooDeep.description == "1:\(limit + 1): arrays and objects nest deeper than \(limit) levels")
        let objects = String(repeating: #"{"a":"#, count: limit + 1)
        #expect(try #require(parseError(objects)).message == "arrays and objects nest deeper than \(limit) levels")
    }
}
