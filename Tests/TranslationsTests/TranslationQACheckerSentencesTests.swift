import Testing

@testable import Translations

/// An original sentence the translation leaves out, found by matching the pair's sentences
/// (`TranslationQAChecker+Sentences`, `SentenceMatcher`) and reported as `length` at the translation.
@Suite struct TranslationQACheckerSentencesTests {
    typealias Lengths = TranslationQACheckerLengthsTests

    @Test func aLeftOutSentenceIsNamedAtTheTranslation() throws {
        var chinese = Lengths.chinese
        // The second sentence, about the range of values, is left out.
        chinese[5] = "浮点数有小数部分。Swift 提供了两种浮点数。"
        let findings = Lengths.lengthFindings(chinese)
        #expect(findings.map(\.location.line) == [Lengths.line(of: 5)])
        let finding = try #require(findings.first)
        // Only the sentence matching names the sentence: this fails if it is removed.
        #expect(finding.message.contains("leaves out sentence 2 of the original's 3"))
        #expect(finding.message.contains("“They can represent a much wider range of values than integers.”"))
        #expect(finding.message.contains("2 sentences here"))
        #expect(finding.otherLocation.line == Lengths.line(of: 5))
        #expect(finding.id.rawValue == "DG0426")
    }

    @Test func theLastSentenceLeftOutIsNamedToo() throws {
        var chinese = Lengths.chinese
        chinese[2] = "在实践中很少需要写类型注解。Swift 会根据初始值推断类型。"
        let finding = try #require(Lengths.lengthFindings(chinese).first)
        #expect(finding.location.line == Lengths.line(of: 2))
        #expect(finding.message.contains("leaves out sentence 3 of the original's 3"))
    }

    @Test func twoSentencesMergedIntoOneWithAllTheirWordsAreNoFinding() {
        var chinese = Lengths.chinese
        // As long as the original's three, in two sentences: a translator's choice.
        chinese[6] = "元组把多个值组合成一个复合值，这些值可以是任意类型。它们适合用作函数的返回值。"
        #expect(Lengths.lengthFindings(chinese).isEmpty)
    }

    @Test func twoSentencesSaidInOneAreNoFindingWhenNoLearnedWordTellsWhichIsLeftOut() {
        // Ten pairs are too few to learn a translation beyond chance (`are` meets 它们 in half of them), and
        // by length a sentence left out of two looks like two merged.
        var english = Lengths.english
        english[4] =
            "Integers are whole numbers with no fractional part. Swift provides signed and unsigned integers in several sizes."
        var chinese = Lengths.chinese
        chinese[4] = "整数是没有小数部分的数字。"
        let report = TranslationAlignerTests.analyzed(
            english: Lengths.document("The Basics", english), chinese: Lengths.document("基础部分", chinese))
        #expect(report.qa.filter { $0.check == .length }.map(\.message) == [])
    }

    @Test func aSentenceWhoseNameTheTranslationKeepsIsNotLeftOut() {
        var chinese = Lengths.chinese
        // Short for its original, but the sentence that names Swift is there: the tokens say which is which.
        chinese[4] = "整数是没有小数部分的数字。Swift 提供了好几种大小的整数。"
        let findings = Lengths.lengthFindings(chinese)
        #expect(!findings.contains { $0.message.contains("“Swift provides them in several sizes.”") })
    }

    @Test func badInputIsNoFindingAndNoCrash() {
        var chinese = Lengths.chinese
        chinese[3] = "。"
        chinese[8] = "错误处理让你能够应对函数可能遇到的情况。"
        chinese[9] = "……！？"
        let findings = Lengths.lengthFindings(chinese)
        #expect(!findings.contains { [3, 8, 9].map(Lengths.line(of:)).contains($0.location.line) })
    }

    @Test func aPairOfOneSentenceEachOrNoneIsNeverMatched() {
        let matcher = SentenceMatcher(ratio: 0.3, spread: 0.3)
        let empty = SentenceMatcher.Side(lengths: [], anchors: [])
        let one = SentenceMatcher.Side(lengths: [30], anchors: [[]])
        #expect(matcher.cost(source: empty, target: empty) == 0)
        #expect(matcher.cost(source: empty, target: one) == SentenceMatcher.addedCost)
        #expect(matcher.cost(source: SentenceMatcher.Side(lengths: [100], anchors: [[]]), target: one) < 0.5)
    }

    @Test func anAnchorPullsItsSentencesTogether() {
        let matcher = SentenceMatcher(ratio: 0.3, spread: 0.3)
        let anchors = SentenceMatcher.anchors(
            source: [["name:Swift"], [], ["name:Swift", "number:2"]], target: [["name:Swift"], ["number:2"]])
        // `Swift` is in two original sentences: no anchor; `2` is in one of each side.
        #expect(anchors.source == [[], [], ["number:2"]])
        #expect(anchors.target == [[], ["number:2"]])
        let source = SentenceMatcher.Side(lengths: [100, 100], anchors: [["number:2"], []])
        let target = SentenceMatcher.Side(lengths: [30, 30], anchors: [[], ["number:2"]])
        let crossed = matcher.cost(source: source, target: target)
        let straight = matcher.cost(
            source: source, target: SentenceMatcher.Side(lengths: [30, 30], anchors: [["number:2"], []]))
        #expect(crossed > straight + SentenceMatcher.anchorPenalty)
    }
}
