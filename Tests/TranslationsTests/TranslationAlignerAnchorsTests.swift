import DocParsing
import Testing

@testable import Translations

@Suite struct TranslationAlignerAnchorsTests {
    /// A revision history of `entries` dated entries, repeated `copies` times, in English or in Chinese.
    static func history(english: Bool, entries: Int, copies: Int) -> Document {
        let entry = (0..<entries).map { index in
            "**\(2000 + index)-03-15**\n\n"
                + (english
                    ? "- Updated for Swift 5.\(index).\n- Added the section about `feature\(index)` and its uses.\n"
                        + "- Minor corrections and additions throughout.\n"
                    : "- 更新至 Swift 5.\(index)。\n- 新增 `feature\(index)` 章节，介绍它的用法。\n- 全书的少量更正和补充。\n")
        }
        let copy = (english ? "# Document Revision History\n\n" : "# 文档修订历史\n\n") + entry.joined(separator: "\n")
        return CorpusFixture.document(
            english ? "Docs/history.en.md" : "Docs/history.zh-Hans.md",
            Array(repeating: copy, count: copies).joined(separator: "\n"))
    }

    /// Its dates each twice, none unique, a history repeated twice is anchored as its single copy is: every
    /// date pairs with the same date of its own copy, every passage with its own translation, and the dynamic
    /// programs' tables only double (with no anchor they were one band 129 cells wide over all of it).
    @Test func aDocumentRepeatedTwiceIsAnchoredAsItsSingleCopy() throws {
        let detector = LanguageDetector()
        func plan(copies: Int) -> (AlignmentPlan, DocumentAlignment) {
            let source = Self.history(english: true, entries: 40, copies: copies)
            let target = Self.history(english: false, entries: 40, copies: copies)
            let aligner = TranslationAligner()
            return (
                aligner.plan(source: source, detector.detect(source), target: target, detector.detect(target)),
                aligner.align(source: source, detector.detect(source), target: target, detector.detect(target))
            )
        }
        let (single, _) = plan(copies: 1)
        let (doubled, alignment) = plan(copies: 2)
        #expect(single.anchors.count == 40)
        #expect(doubled.anchors.count == 80)
        #expect(doubled.anchors.allSatisfy { $0.source == $0.target })
        let pairs = alignment.pairs
        #expect(pairs.count == 2 * (1 + 40 * 4))
        #expect(pairs.allSatisfy { $0.source.map(\.passageIndex) == $0.translation.map(\.passageIndex) })
        #expect(doubled.tableCells <= 2 * single.tableCells + 2 * 25)
    }

    @Test func theRarestKeysOccurringEquallyOftenPairInOrder() {
        // Key 7 twice on both sides, key 8 three times in the source and twice in the target: 7 pairs in order.
        let source: [TranslationAligner.KeyedUnit] = [(0, 7), (1, 8), (2, 8), (3, 7), (4, 8)]
        let target: [TranslationAligner.KeyedUnit] = [(0, 8), (1, 7), (2, 8), (3, 7)]
        #expect(
            TranslationAligner.rarestPairs(source[...], target[...]).map { [$0.source, $0.target] } == [
                [0, 1], [3, 3],
            ])
        // Unique keys come first when there are some.
        let unique: [TranslationAligner.KeyedUnit] = [(0, 7), (1, 9), (2, 7)]
        #expect(TranslationAligner.rarestPairs(unique[...], unique[...]).map { [$0.source, $0.target] } == [[1, 1]])
    }

    @Test func theLongestChainIsInOrderOnBothSides() {
        let chain = TranslationAligner.longestChain(of: [(0, 3), (1, 0), (2, 1), (2, 4), (3, 2), (4, 5)])
        #expect(chain.map { [$0.source, $0.target] } == [[1, 0], [2, 1], [3, 2], [4, 5]])
        #expect(TranslationAligner.longestChain(of: []).isEmpty)
        // Of two chains as long (a passage the translation moved), the one ending first.
        let moved = TranslationAligner.longestChain(of: [(0, 2), (1, 3), (2, 0), (3, 1)])
        #expect(moved.map { [$0.source, $0.target] } == [[0, 2], [1, 3]])
    }

    @Test func aKeyRepeatedInTheDocumentIsAnAnchorWhereItIsUniqueBetweenTwoOthers() {
        // Key 5 is in both documents twice but once more in the target's stretch after key 2: between the
        // anchors 1 and 2, where it is once on each side, it pairs.
        let source: [TranslationAligner.KeyedUnit] = [(0, 1), (1, 5), (2, 2), (3, 5)]
        let target: [TranslationAligner.KeyedUnit] = [(0, 1), (1, 5), (2, 2), (3, 5), (4, 5)]
        let anchors = TranslationAligner.matchedAnchors(source, target)
        #expect(anchors.map { [$0.source, $0.target] } == [[0, 0], [1, 1], [2, 2]])
    }
}
