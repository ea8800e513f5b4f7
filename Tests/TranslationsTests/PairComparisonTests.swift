import DocParsing
import DocgenCore
import Testing

@testable import Translations

/// What one pair's checks leave alone and what they still find (issue 33: precision measured on the Swift
/// book, `bench/translations-accuracy`).
@Suite struct PairComparisonTests {
    static func findings(_ english: String, _ chinese: String) -> [QAFinding] {
        TranslationConventionTests.report(english, chinese).qa
    }

    @Test func aCodeSpanWrittenAsPlainTextIsNoFinding() {
        let english =
            "# Types\n\nEvery tuple type except `Void`, an alias of `()`, has two types or more; `Int...` is `[Int]`.\n"
        let chinese = "# 类型\n\n除了 Void 是空元组 () 的别名外，所有元组类型都包含两个或更多类型；Int... 即 [Int]。\n"
        #expect(Self.findings(english, chinese).isEmpty)
    }

    @Test func codeJoinedByAHyphenIsTheSameCode() {
        let english = "# Loops\n\nUse `for`-`in` to iterate and `do`-`catch` to handle errors.\n"
        let chinese = "# 循环\n\n使用 `for-in` 遍历，使用 `do-catch` 处理错误。\n"
        #expect(Self.findings(english, chinese).isEmpty)
    }

    @Test func aNameSaidInWordsWhereTheTranslationKeepsItElsewhereIsNoFinding() {
        let english = "# Strings\n\nA `String` value holds text.\n\nCreate a `String` with `init(repeating:count:)`.\n"
        let chinese = "# 字符串\n\n字符串值保存文本。\n\n用 `init(repeating:count:)` 创建 `String`。\n"
        #expect(Self.findings(english, chinese).isEmpty)
        // Nowhere in the translation: lost.
        let lost = "# 字符串\n\n字符串值保存文本。\n\n用 `init(repeating:count:)` 创建字符串。\n"
        #expect(Self.findings(english, lost).map(\.sourceValue) == ["String", "String"])
    }

    @Test func aCodeSpanTheOriginalUsesElsewhereIsNoFinding() {
        let english = "# Switch\n\nA `switch` statement has cases.\n\nEvery value must match a case.\n"
        let chinese = "# Switch\n\n`switch` 语句有分支。\n\n`switch` 的每个值都必须匹配一个分支。\n"
        #expect(Self.findings(english, chinese).isEmpty)
    }

    @Test func aNameChangedHereIsFoundThoughTheTranslationKeepsItElsewhere() throws {
        let english = "# Functions\n\nCall `addTwoInts` first.\n\nThen call `addTwoInts` again.\n"
        let chinese = "# 函数\n\n先调用 `addTwoInt`。\n\n然后再调用 `addTwoInts`。\n"
        let found = try #require(Self.findings(english, chinese).first)
        #expect(found.check == .code)
        #expect(found.sourceValue == "addTwoInts" && found.translationValue == "addTwoInt")
        #expect(found.location.line == 3)
    }

    @Test func aNumberInsideACodeSpanOfTheOtherSideIsKept() {
        let english = "# Patterns\n\nThe loop iterates through `1...3` and binds `(1, 2)`.\n"
        let chinese = "# 模式\n\n这个循环在 1...3 中迭代，并绑定 (1, 2)。\n"
        #expect(Self.findings(english, chinese).isEmpty)
    }

    @Test func stressLeftOutIsNoFindingButAnUnmarkedTermIs() {
        let stress = "# Equality\n\nThe two letters are *not* equal.\n"
        #expect(Self.findings(stress, "# 相等\n\n这两个字母不相等。\n").isEmpty)
        let term = "# Closures\n\nThis is *not* a *closure expression*.\n"
        let found = Self.findings(term, "# 闭包\n\n这不是闭包表达式。\n")
        #expect(found.map(\.check) == [.markup])
        #expect(Self.findings(term, "# 闭包\n\n这不是*闭包表达式*。\n").isEmpty)
    }

    @Test func aDocLinkToAHeadingNoVersionOfItsDocumentHasIsAFinding() throws {
        let english = "# Basics\n\n## Constants\n\nSee <doc:a#Constants>.\n"
        let good = "# 基础\n\n## 常量\n\n参见 <doc:a#常量>。\n"
        #expect(Self.findings(english, good).isEmpty)
        let found = try #require(Self.findings(english, "# 基础\n\n## 常量\n\n参见 <doc:a#常数>。\n").first)
        #expect(found.check == .link)
        #expect(found.translationValue == "doc:a#常数")
        #expect(found.location.line == 5)
        // The original's own anchor is known too; a document docgen has not read is not this check's.
        #expect(Self.findings(english, "# 基础\n\n## 常量\n\n参见 <doc:a#Constants>。\n").isEmpty)
    }

    @Test func containsStandaloneNeedsNoWordAroundIt() {
        #expect("类型 () 的别名".containsStandalone("()"))
        #expect("即 [int]。".containsStandalone("[int]"))
        #expect(!"within".containsStandalone("in"))
        #expect(!"a_b".containsStandalone("a"))
    }
}
