import Testing

@testable import Translations

/// Word translations learned from a book's own pairs, and what they say of a sentence left out
/// (`TranslationLexicon`).
@Suite struct TranslationLexiconTests {
    /// Pairs where `closure` always comes with 闭包 and `protocol` with 协议, among others about other things.
    static var lexicon: TranslationLexicon {
        var pairs: [(words: Set<String>, units: Set<String>)] = []
        for index in 0..<6 {
            pairs.append((["closure", "captures", "value\(index)"], ["闭包", "捕获", "值\(index)"]))
            pairs.append((["protocol", "requires", "name\(index)"], ["协议", "要求", "名字\(index)"]))
            pairs.append((["array", "stores", "item\(index)"], ["数组", "存储", "元素\(index)"]))
        }
        return TranslationLexicon(pairs: pairs)
    }

    static func sentences(_ texts: [String]) -> [SentenceSplitter.Sentence] {
        texts.flatMap { SentenceSplitter.sentences(of: $0) }
    }

    @Test func aWordsTranslationIsTheUnitItsPairsHave() throws {
        let closure = try #require(Self.lexicon.entry(for: "closure"))
        #expect(closure.units.contains("闭包"))
        #expect(!closure.units.contains("协议"))
        #expect(closure.missRate < 0.2)
        #expect(closure.chanceRate < 0.2)
    }

    @Test func aWordInFewPairsOrInMostLearnsNothing() {
        // value0 is in one pair; nothing is in most of these pairs, so a word in all of them is made up.
        #expect(Self.lexicon.entry(for: "value0") == nil)
        #expect(Self.lexicon.entry(for: "unknown") == nil)
        let everywhere = TranslationLexicon(
            pairs: (0..<8).map { (["the", "word\($0)"], ["的", "词\($0)"]) })
        #expect(everywhere.entry(for: "the") == nil)
    }

    @Test func aWordAndAUnitMeetingAsOftenAsChanceLearnNothing() {
        // In 10 pairs, `are` (5) and 它们 (5) meet in 4: Dice 0.8, but two halves of 10 meet that often by
        // chance. Forty times as many pairs with the same proportions are evidence.
        func pairs(_ times: Int) -> [(words: Set<String>, units: Set<String>)] {
            (0..<times).flatMap { _ in
                (0..<10).map { index -> (words: Set<String>, units: Set<String>) in
                    (index < 5 ? ["are"] : [], index >= 1 && index < 6 ? ["它们"] : [])
                }
            }
        }
        #expect(TranslationLexicon(pairs: pairs(1)).entry(for: "are") == nil)
        #expect(TranslationLexicon(pairs: pairs(40)).entry(for: "are")?.units == ["它们"])
        #expect(!TranslationLexicon.isSignificant(both: 4, word: 5, unit: 5, pairs: 10))
        #expect(TranslationLexicon.isSignificant(both: 160, word: 200, unit: 200, pairs: 400))
    }

    @Test func aSentenceWhoseWordsTranslationIsMissingIsLikelyLeftOut() {
        let source = Self.sentences(["The closure captures it.", "The protocol requires it.", "Arrays too."])
        let complete = Self.sentences(["闭包捕获它。", "协议要求它。"])
        let withoutProtocol = Self.sentences(["闭包捕获它。", "数组也是。"])
        #expect(Self.lexicon.gain(leaving: 1, source: source, target: withoutProtocol) > 0)
        #expect(Self.lexicon.gain(leaving: 1, source: source, target: complete) < 0)
    }

    @Test func aPassageWhoseWordsTranslationIsMissingIsLikelyLeftOut() {
        // Two passages against one translation: the parts are any sets of words, not only sentences.
        let passages: [Set<String>] = [["closure", "captures"], ["protocol", "requires"]]
        let onlyProtocol: Set<String> = ["协议", "要求"]
        #expect(Self.lexicon.gain(leaving: 0, of: passages, in: onlyProtocol) > 3)
        #expect(Self.lexicon.gain(leaving: 1, of: passages, in: onlyProtocol) < -3)
    }

    @Test func aUnitAnotherSentencesWordAccountsForSaysNothing() {
        // 闭包 translates `closure` of the first sentence: the second's `closure` has no unit of its own left.
        let source = Self.sentences(["The closure captures it.", "Another closure here."])
        let target = Self.sentences(["闭包捕获它。"])
        #expect(Self.lexicon.gain(leaving: 1, source: source, target: target) == 0)
    }

    @Test func unitsAreWordsOfThreeLettersAndHanPairs() {
        #expect(SentenceSplitter.units(of: "An Array of 闭包值") == ["array", "闭包", "包值"])
        #expect(SentenceSplitter.units(of: "").isEmpty)
        #expect(SentenceSplitter.units(of: "闭").isEmpty)
    }
}
