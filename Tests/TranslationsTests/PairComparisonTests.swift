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

    @Test func aMarkedModifierIsStressButAMetavariableOfASyntaxFormIsATerm() {
        // One word marked before the name it modifies, or before a word it makes a phrase the document
        // uses elsewhere, contrasts it.
        let modifier =
            "# Access\n\nGive a setter a *lower* access level, and declare it as an *optional* `Int`.\n\n"
            + "A lower access level hides it.\n"
        let chinese = "# 访问\n\n为 setter 指定更低的访问级别，并将其声明为可选的 `Int`。\n\n更低的访问级别会隐藏它。\n"
        #expect(Self.findings(modifier, chinese).isEmpty)
        // A term is marked whole; its verb, punctuation or a closed-class word after it changes nothing.
        let subject = "# Types\n\nA *tuple* groups values.\n"
        #expect(Self.findings(subject, "# 类型\n\n元组把值组合起来。\n").map(\.check) == [.markup])
        let term = "# Access\n\nThe *members* (its properties) and the *pointers* to memory.\n"
        #expect(Self.findings(term, "# 访问\n\n成员（其属性）以及指向内存的指针。\n").map(\.check) == [.markup])
        // A metavariable of the document's syntax form is marked wherever it modifies a word.
        let form =
            "# Loops\n\n```swift\nfor <#item#> in <#collection#> {\n}\n```\n\nIt is called on the *collection* expression.\n"
        let loop = "# 循环\n\n```swift\nfor <#item#> in <#collection#> {\n}\n```\n\n它在集合表达式上调用。\n"
        #expect(
            Self.findings(form + "\nA collection expression is a sequence.\n", loop + "\n集合表达式是一个序列。\n").map(\.check)
                == [.markup])
    }

    @Test func aTypeNamedForTheOriginalsCommonNounIsNoFinding() {
        let english = "# Switch\n\nYour code can branch on scalar values, such as integers and characters.\n"
        #expect(Self.findings(english, "# Switch\n\n你的代码可以根据标量值分支，如 `Character`。\n").isEmpty)
        // A name the original's words do not say is still one it lacks.
        let other = Self.findings(english, "# Switch\n\n你的代码可以根据标量值分支，如 `Substring`。\n")
        #expect(other.map(\.translationValue) == ["Substring"])
    }

    @Test func aTermMarkedAgainInItsPassageIsMarkedOnceInTheTranslation() {
        let english = "# Basics\n\nAssign a *literal value* (or *literal*) to the *constant*.\n"
        #expect(Self.findings(english, "# 基础\n\n把*字面量*赋给*常量*。\n").isEmpty)
        // Each distinct term is still to be marked.
        #expect(Self.findings(english, "# 基础\n\n把*字面量*赋给常量。\n").map(\.check) == [.markup])
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

    @Test func whatATranslatorWritesInsteadOfACodeSpanIsNoFinding() {
        // Punctuation named, a span in its own brackets, a number with a unit, a keyword as two words, a
        // function without its labels.
        let english =
            "# Protocols\n\nSeparate them with a colon before the body, as with the operator (`+`) and `(newValue)`."
            + " A 3D box is file private; call `swapTwoInts`, then `swap`.\n"
        let chinese =
            "# 协议\n\n在主体的开括号（`{`）之前用冒号（`:`）分隔，如运算符 `（+）` 和（`newValue`）。"
            + "三维盒子是 `fileprivate` 的；调用 `swapTwoInts(_:_:)`，再调用 `swap(_:_:)`。\n"
        #expect(Self.findings(english, chinese).isEmpty)
    }

    @Test func aSyntaxFormsPlaceholdersInTheTranslationsWordsAreNoFindingButAProgramsNameIs() throws {
        let english = "# Operators\n\nIt takes the form `question ? answer1 : answer2` and returns `remainder`.\n"
        let chinese = "# 运算符\n\n它的形式为 `问题 ? 答案1 : 答案2`，并返回 `余数`。\n"
        #expect(Self.findings(english, chinese).isEmpty)
        let names = "# Types\n\nIt is the runtime type `Subclass`.\n"
        let found = try #require(Self.findings(names, "# 类型\n\n它是运行时类型 `子类`。\n").first)
        #expect(found.sourceValue == "Subclass" && found.translationValue == "子类")
        // Another skeleton is another form.
        #expect(!Self.findings(english, "# 运算符\n\n它的形式为 `问题 ? 答案1`，并返回 `余数`。\n").isEmpty)
    }

    @Test func aSpanOfNamesTheOriginalUsesIsTheTranslatorsExplanation() throws {
        let english =
            "# Chaining\n\nIt returns an optional integer.\n\n```swift\nlet count: Int? = board.count\n```\n"
        let explained = "# 链\n\n它返回 `Int?`（即 `board.count`）。\n\n```swift\nlet count: Int? = board.count\n```\n"
        #expect(Self.findings(english, explained).isEmpty)
        // A name the original does not use, letters of another script, full-width punctuation, labels.
        for span in ["`bord.count`", "`整数`", "`board（count）`", "`count(of:)`"] {
            let chinese = "# 链\n\n它返回 \(span)。\n\n```swift\nlet count: Int? = board.count\n```\n"
            #expect(Self.findings(english, chinese).map(\.check) == [.code], "\(span)")
        }
    }

    @Test func aTranslationMayMarkMoreThanItsOriginal() {
        let english = "# Classes\n\nAn *instance* of a class is an object.\n"
        #expect(Self.findings(english, "# 类\n\n类的*实例*是一个**对象**。\n").isEmpty)
    }

    @Test func aBaseNamedByAWordIsItsNumber() {
        let english = "# Unicode\n\nThe first three decimal `codeUnit` values are `68`, `111` and `103`.\n"
        let chinese = "# Unicode\n\n前三个 10 进制 `codeUnit` 值是 `68`、`111` 和 `103`。\n"
        #expect(Self.findings(english, chinese).isEmpty)
        // Another number is still one.
        let changed = "# Unicode\n\n前三个 16 进制 `codeUnit` 值是 `68`、`111` 和 `103`。\n"
        #expect(Self.findings(english, changed).map(\.translationValue) == ["16"])
    }

    @Test func anInlineEnumerationsNumbersAreItsParts() {
        let english =
            "# Initialization\n\nYou can initialize a `Rect` in one of three ways: with default values, with an "
            + "origin and a size, or with a center and a size.\n"
        let chinese =
            "# 构造过程\n\n你可以通过三种方式创建 `Rect` 实例 (1)使用默认值；(2)提供 origin 和 size；(3)提供 center 和 size。\n"
        #expect(Self.findings(english, chinese).isEmpty)
        #expect(PairComparison.enumerationMarkers(in: "(1) a（2）b (3) c") == ["1", "2", "3"])
        // Not counting from 1, or a lone one: numbers.
        #expect(PairComparison.enumerationMarkers(in: "(2) a (3) b").isEmpty)
        #expect(PairComparison.enumerationMarkers(in: "(1) a and 2").isEmpty)
    }

    @Test func containsStandaloneNeedsNoWordAroundIt() {
        #expect("类型 () 的别名".containsStandalone("()"))
        #expect("即 [int]。".containsStandalone("[int]"))
        #expect(!"within".containsStandalone("in"))
        #expect(!"a_b".containsStandalone("a"))
    }
}
