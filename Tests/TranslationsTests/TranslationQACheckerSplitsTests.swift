import DocgenCore
import Testing

@testable import Translations

/// A passage the aligner joined with its neighbour although the other side leaves it out
/// (`TranslationQAChecker+Splits`).
@Suite struct TranslationQACheckerSplitsTests {
    static let english = """
        # Generics

        The function can't compare two values of any type.

        ```swift
        func findIndex(ofString valueToFind: String, in array: [String]) -> Int? { nil }
        ```

        The Swift standard library defines a protocol called `Equatable`, which requires any conforming type to implement the equal to operator (`==`) and the not equal to operator (`!=`) to compare any two values of that type. All of Swift's standard types automatically support the `Equatable` protocol.

        Any type that's `Equatable` can be used safely with the `findIndex(of:in:)` function.

        ```swift
        func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? { nil }
        ```

        """

    /// The translation with `paragraph` in place of the original's two paragraphs about `Equatable`.
    static func chinese(_ paragraph: String) -> String {
        """
        # 泛型

        这个函数不能比较任意类型的两个值。

        ```swift
        func findIndex(ofString valueToFind: String, in array: [String]) -> Int? { nil }
        ```

        \(paragraph)

        ```swift
        func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? { nil }
        ```

        """
    }

    static let second =
        "Swift 标准库定义了一个叫做 `Equatable` 的协议，该协议要求任何遵循它的类型实现等式运算符（`==`）和不等式运算符（`!=`），"
        + "以比较该类型的任意两个值。所有 Swift 标准类型都自动支持 `Equatable` 协议。"

    @Test func aParagraphWhoseOwnNamesAreLeftOutIsMissingThoughItSharesOneWithItsNeighbour() throws {
        // The translation leaves out the third paragraph; the second, which it translates, shares `Equatable`.
        let report = TranslationAlignerTests.analyzed(english: Self.english, chinese: Self.chinese(Self.second))
        let missing = report.qa.filter { $0.check == .missing }
        #expect(missing.map(\.otherLocation.line) == [11])
        #expect(missing.map(\.location.line) == [9])
    }

    @Test func twoParagraphsJoinedInOneAreNoFinding() {
        // The translation says both paragraphs in one: its length is theirs, and it has the third's name.
        let joined = Self.second + "任何 `Equatable` 类型都可以安全地与 `findIndex(of:in:)` 函数一起使用。"
        let report = TranslationAlignerTests.analyzed(english: Self.english, chinese: Self.chinese(joined))
        #expect(!report.qa.contains { $0.check == .missing })
    }

    /// Two original passages of 40 characters (about closures, about protocols) against one translation of
    /// `length` with `units`, in a document whose translations are half as long as their originals.
    static func bead(length: Double, units: Set<String>) -> TranslationQAChecker.SplitBead {
        TranslationQAChecker.SplitBead(
            many: [
                .init(evidence: .init(), length: 40, units: ["closure", "captures"]),
                .init(evidence: .init(), length: 40, units: ["protocol", "requires"]),
            ],
            singleLength: length, singleUnits: units, isOriginal: true, lengthRatio: 0.5)
    }

    static let distribution = TranslationQAChecker.LengthDistribution(
        measured: [], ratios: [], median: 0, spread: 0.1, lengthRatio: 0.5)

    @Test func aPassageWithNoItemsIsMissingWhenTheLengthAndItsWordsTranslationsSaySo() {
        // The translation is one passage long and has only the protocol passage's words.
        let bead = Self.bead(length: 20, units: ["协议", "要求"])
        let lexicon = TranslationLexiconTests.lexicon
        #expect(bead.isAbsent(0, distribution: Self.distribution, lexicon: lexicon))
        #expect(!bead.isAbsent(1, distribution: Self.distribution, lexicon: lexicon))
        // Without learned translations, a length alone does not tell which passage is left out.
        #expect(!bead.isAbsent(0, distribution: Self.distribution, lexicon: nil))
    }

    @Test func aTranslationAsLongAsBothWithTheirWordsLeavesNothingOut() {
        let bead = Self.bead(length: 40, units: ["闭包", "捕获", "协议", "要求"])
        let lexicon = TranslationLexiconTests.lexicon
        #expect(!bead.isAbsent(0, distribution: Self.distribution, lexicon: lexicon))
        #expect(!bead.isAbsent(1, distribution: Self.distribution, lexicon: lexicon))
        // Short, but with both passages' words: said in fewer words.
        let terse = Self.bead(length: 20, units: ["闭包", "捕获", "协议", "要求"])
        #expect(!terse.isAbsent(0, distribution: Self.distribution, lexicon: lexicon))
    }
}
