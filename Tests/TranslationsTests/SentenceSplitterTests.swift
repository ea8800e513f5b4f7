import DocParsing
import Testing

@testable import Translations

/// Sentences of a passage, with the tokens a translation keeps (`SentenceSplitter`).
@Suite struct SentenceSplitterTests {
    static func texts(_ prose: String) -> [String] {
        SentenceSplitter.sentences(of: prose).map(\.text)
    }

    static func sentences(ofMarkdown markdown: String) throws -> [SentenceSplitter.Sentence] {
        let document = CorpusFixture.document("Docs/a.en.md", markdown)
        let block = try #require(document.passages.last)
        return SentenceSplitter.sentences(of: block)
    }

    @Test func englishSentencesEndAtAStopBeforeASpace() {
        #expect(
            Self.texts("Swift 5.9 is out. It is fast! Is it safe?") == [
                "Swift 5.9 is out.", "It is fast!", "Is it safe?",
            ])
    }

    @Test func abbreviationsAndLowercaseContinuationsEndNoSentence() {
        #expect(
            Self.texts("Use a type, e.g. a struct. Then call it.") == ["Use a type, e.g. a struct.", "Then call it."])
        #expect(Self.texts("It costs approx. ten seconds.") == ["It costs approx. ten seconds."])
        #expect(Self.texts("See U.S. law. Done.") == ["See U.S. law.", "Done."])
    }

    @Test func closingQuotesStayWithTheirSentence() {
        #expect(Self.texts("He said \"stop.\" Then he left.") == ["He said \"stop.\"", "Then he left."])
        #expect(Self.texts("他说：“停下。”然后离开了。") == ["他说：“停下。”", "然后离开了。"])
    }

    @Test func chineseAndJapaneseSentencesEndAtTheirFullStops() {
        #expect(Self.texts("Swift 是一门语言。它既快速又安全！你喜欢吗？") == ["Swift 是一门语言。", "它既快速又安全！", "你喜欢吗？"])
        #expect(Self.texts("Swift は言語です。速くて安全です。") == ["Swift は言語です。", "速くて安全です。"])
        #expect(Self.texts("全角的感叹号！半角的句号｡最后一句") == ["全角的感叹号！", "半角的句号｡", "最后一句"])
    }

    @Test func russianSentencesEndAsEnglishOnesDo() {
        #expect(
            Self.texts("Swift — это язык. Он быстрый, т. е. удобный.") == [
                "Swift — это язык.", "Он быстрый, т. е. удобный.",
            ])
    }

    @Test func codeSpansAndLinksEndNoSentenceAndAreTokensOfTheirs() throws {
        let sentences = try Self.sentences(
            ofMarkdown: "# T\n\nCall `a. B` on [the page](doc:Other#Part). Then `print(x)` prints 5.9.\n")
        #expect(sentences.map(\.text) == ["Call `a. B` on the page.", "Then `print(x)` prints 5.9."])
        #expect(sentences[0].tokens.contains("name:a. B"))
        #expect(sentences[0].tokens.contains("url:doc:Other"))
        #expect(sentences[1].tokens.isSuperset(of: ["name:print(x)", "number:5.9"]))
        #expect(sentences[0].length == "Callonthepage.".count)
    }

    @Test func aStopRightAfterACodeSpanOrALinkEndsASentence() throws {
        let sentences = try Self.sentences(
            ofMarkdown: "# T\n\nIt decides `T`. Any type can call it, see <doc:Other>. Then it returns `x`.\n")
        #expect(
            sentences.map(\.text) == [
                "It decides `T`.", "Any type can call it, see <doc:Other>.", "Then it returns `x`.",
            ])
    }

    @Test func anAutolinkIsShownInItsSentence() throws {
        let sentences = try Self.sentences(ofMarkdown: "# T\n\nIt is fast. For more, see <doc:Other#Part>.\n")
        #expect(sentences.map(\.text) == ["It is fast.", "For more, see <doc:Other#Part>."])
        #expect(sentences[1].tokens.contains("url:doc:Other"))
    }

    @Test func clausesAreCountedByTheirSeparators() {
        #expect(SentenceSplitter.sentences(of: "First, second; third: fourth.").map(\.clauses) == [4])
        #expect(SentenceSplitter.sentences(of: "首先，其次；再次：最后、还有。").map(\.clauses) == [5])
        #expect(SentenceSplitter.sentences(of: "A ratio 1:2 is one clause.").map(\.clauses) == [1])
    }

    @Test func badInputGivesNoSentenceOrOne() {
        #expect(Self.texts("").isEmpty)
        #expect(Self.texts("   ").isEmpty)
        #expect(Self.texts("... ?! 。。！").isEmpty)
        #expect(Self.texts("One sentence with no end") == ["One sentence with no end"])
        #expect(Self.texts("。Only after a stray stop。") == ["Only after a stray stop。"])
    }
}
