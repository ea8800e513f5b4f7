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
}
