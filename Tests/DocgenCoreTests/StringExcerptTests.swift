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

@Suite struct StringExcerptAroundTests {
    let sentence = "The quick brown fox jumps over the lazy dog while UISearchController waits for the next event"

    func excerpt(_ text: String, around needle: String, _ length: Int) throws -> String {
        let range = try #require(text.range(of: needle))
        return text.excerpt(around: range, maximumLength: length)
    }

    @Test func shortTextIsQuotedWhole() throws {
        #expect(try excerpt("a UISearchBar b", around: "UISearchBar", 80) == "a UISearchBar b")
    }

    @Test func aValueInTheMiddleKeepsContextOnBothSidesAndTheWidth() throws {
        let quoted = try excerpt(sentence, around: "UISearchController", 40)
        #expect(quoted.count == 40)
        #expect(quoted.hasPrefix("…") && quoted.hasSuffix("…"))
        #expect(quoted.contains("UISearchController"))
        let before = try #require(quoted.range(of: "UISearchController")).lowerBound
        let after = try #require(quoted.range(of: "UISearchController")).upperBound
        // As much text before the value as after it, within one character.
        #expect(
            abs(
                quoted.distance(from: quoted.startIndex, to: before) - quoted.distance(from: after, to: quoted.endIndex)
            ) <= 1)
    }

    @Test func aValueNearAnEndIsQuotedWithThatEnd() throws {
        let start = try excerpt(sentence, around: "quick", 30)
        #expect(start == sentence.excerpt(maximumLength: 30))
        let end = try excerpt(sentence, around: "event", 30)
        #expect(end == "…" + sentence.suffix(29))
    }

    @Test func hanTextIsCountedInCharacters() throws {
        let text = String(repeating: "搜索", count: 30) + "控制器" + String(repeating: "视图", count: 30)
        let quoted = try excerpt(text, around: "控制器", 21)
        #expect(quoted.count == 21 && quoted.contains("控制器"))
    }
}
