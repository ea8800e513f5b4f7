import DocParsing
import DocgenCore
import Testing

@testable import Translations

/// Conventions of each target language: what a translation may do without a finding.
@Suite struct TranslationConventionTests {
    static func report(
        _ english: String, _ translation: String, language: String = "zh-Hans",
        settings: TranslationSettings = TranslationSettings(sourceLanguage: .english)
    ) -> TranslationReport {
        let documents: [Document] = [
            CorpusFixture.document("Docs/a.en.md", english),
            CorpusFixture.document("Docs/a.\(language).md", translation),
        ]
        return TranslationAnalyzer(settings: settings).analyze(documents)
    }

    static let italic = "# Types\n\nA *tuple* groups several values into one compound value.\n"

    @Test func italicBecomingBoldIsNormalInChinese() {
        let chinese = "# 类型\n\n**元组**把多个值组合成一个复合值。\n"
        #expect(Self.report(Self.italic, chinese).qa.filter { $0.check == .markup }.isEmpty)
    }

    @Test func italicBecomingBoldIsOneFindingWhereTheConventionIsOff() {
        let chinese = "# 类型\n\n**元组**把多个值组合成一个复合值。\n"
        var settings = TranslationSettings(sourceLanguage: .english)
        settings.conventionLanguages[.emphasisAsStrong] = []
        let markup = Self.report(Self.italic, chinese, settings: settings).qa.filter { $0.check == .markup }
        #expect(markup.count == 2)
        let russian = "# Типы\n\n**Кортеж** объединяет несколько значений в одно составное значение.\n"
        #expect(Self.report(Self.italic, russian, language: "ru").qa.filter { $0.check == .markup }.count == 2)
    }

    @Test func droppedEmphasisIsReportedUnlessTheProjectSaysOtherwise() {
        let chinese = "# 类型\n\n元组把多个值组合成一个复合值。\n"
        let found = Self.report(Self.italic, chinese).qa.filter { $0.check == .markup }
        #expect(found.map(\.message) == ["emphasis or strong differs: 0 here, 1 in the original; mark the same words"])
        var settings = TranslationSettings(sourceLanguage: .english)
        settings.conventionLanguages[.emphasisDropped] = [.simplifiedChinese]
        #expect(Self.report(Self.italic, chinese, settings: settings).qa.isEmpty)
    }

    // MARK: - Comments in code blocks

    static func code(_ body: String) -> String {
        "# Hello\n\nThe program prints a greeting.\n\n```swift\n\(body)\n```\n"
    }

    @Test func aTranslatedCommentIsNoCodeDrift() {
        let english = Self.code("let name = \"x\"\nprint(name)\n// Prints \"x\"")
        let chinese = "# 你好\n\n这个程序打印一句问候。\n\n```swift\nlet name = \"x\"\nprint(name)\n// 打印“x”\n```\n"
        let report = Self.report(english, chinese)
        #expect(report.drifts.filter { $0.kind == .example }.isEmpty)
        #expect(!report.diagnostics.contains { $0.id == .exampleDrift })
    }

    @Test func codeChangedOutsideCommentsIsDriftShowingOnlyTheCode() throws {
        let english = Self.code(
            "let name = \"x\"\nlet greeting = \"Hello\"\nprint(greeting)\nprint(name) // Prints \"x\"")
        let chinese =
            "# 你好\n\n这个程序打印一句问候。\n\n```swift\nlet nam = \"x\"\nlet greeting = \"Hello\"\nprint(greeting)\n"
            + "print(name) // 打印“x”\n```\n"
        let report = Self.report(english, chinese)
        let drift = try #require(report.drifts.first { $0.kind == .example })
        #expect(drift.drifted.path == "Docs/a.zh-Hans.md")
        #expect(drift.diff.removed == ["name"])
        #expect(drift.diff.inserted == ["nam"])
    }

    @Test func aNumberChangedInATranslatedCommentIsAFindingAtTheComment() throws {
        let english = Self.code("let total = 2 + 3\nprint(total)\n// Prints \"5\"")
        let chinese = "# 你好\n\n这个程序打印一句问候。\n\n```swift\nlet total = 2 + 3\nprint(total)\n// 打印“6”\n```\n"
        let found = Self.report(english, chinese).qa
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.check == .number)
        #expect(finding.location == SourceLocation(file: "Docs/a.zh-Hans.md", line: 8, column: 1))
        #expect(finding.otherLocation == SourceLocation(file: "Docs/a.en.md", line: 8, column: 1))
        #expect(finding.message == "number '5' of the original is '6' here; keep numbers unchanged")
        let same = "# 你好\n\n这个程序打印一句问候。\n\n```swift\nlet total = 2 + 3\nprint(total)\n// 打印“5”\n```\n"
        #expect(Self.report(english, same).qa.isEmpty)
    }

    @Test func aNameOfTheCodeACommentSaysInWordsIsNoFindingButAChangedOneIs() throws {
        let english = Self.code("var diceRoll = 0\ndiceRoll += 1\n// diceRoll moves the player")
        func chinese(_ comment: String) -> String {
            "# 你好\n\n这个程序打印一句问候。\n\n```swift\nvar diceRoll = 0\ndiceRoll += 1\n// \(comment)\n```\n"
        }
        #expect(Self.report(english, chinese("骰子数让玩家移动")).qa.isEmpty)
        let found = try #require(Self.report(english, chinese("diceRol 让玩家移动")).qa.first)
        #expect(found.check == .code && found.translationValue == "diceRol")
    }

    @Test func commentsAreCodeWhereTheProjectSaysSo() {
        let english = Self.code("print(1)\n// Prints \"1\"")
        let chinese = "# 你好\n\n这个程序打印一句问候。\n\n```swift\nprint(1)\n// 打印“1”\n```\n"
        var settings = TranslationSettings(sourceLanguage: .english)
        settings.conventionLanguages[.translatedComments] = []
        #expect(Self.report(english, chinese, settings: settings).drifts.contains { $0.kind == .example })
    }

    @Test func fullWidthPunctuationInProseIsNormal() {
        let english =
            "# Calls\n\nCall `fatalError(_:file:line:)` (or `print(_:)`): it takes 2 arguments, 3.5 seconds.\n"
        let chinese = "# 调用\n\n调用 `fatalError(_:file:line:)`（或 `print(_:)`）：它接受 2 个参数，3.5 秒。\n"
        #expect(Self.report(english, chinese).qa.isEmpty)
        let changed = "# 调用\n\n调用 `fatalError（_：file：line：）`（或 `print(_:)`）：它接受 2 个参数，3.5 秒。\n"
        #expect(Self.report(english, changed).qa.map(\.check) == [.code])
    }

    // MARK: - Numbers in code spans

    @Test func aNumberInACodeSpanWrittenAsTextIsNoFinding() {
        let english = "# Bits\n\nShifting `1` left by `4` bits gives 16.\n"
        let chinese = "# 位\n\n把 1 左移 4 位得到 `16`。\n"
        #expect(Self.report(english, chinese).qa.isEmpty)
    }

    @Test func aSignedNumberInACodeSpanIsTheNumber() {
        let english = "# Scores\n\nThe code increments the first item by `1` and sets the second to `91`.\n"
        #expect(Self.report(english, "# 分数\n\n代码把第一个元素 `+1`，把第二个设为 `91`。\n").qa.isEmpty)
        let changed = Self.report(english, "# 分数\n\n代码把第一个元素 `+2`，把第二个设为 `91`。\n").qa
        #expect(changed.map(\.check) == [.code])
    }

    @Test func zerosPaddingANumberInACodeSpanAreLayout() {
        let english = "# Board\n\nSquare 3 holds `+08`, which is equivalent to an integer value of `8`.\n"
        #expect(Self.report(english, "# 棋盘\n\n3 号方格是 `+08`。\n").qa.isEmpty)
        let changed = Self.report(english, "# 棋盘\n\n3 号方格是 `+09`。\n").qa
        #expect(changed.contains { $0.check == .code && $0.sourceValue == "+08" && $0.translationValue == "+09" })
    }

    @Test func aNumberOfTheOriginalsCodeThatTheTranslationNamesIsNoFinding() {
        let code = "\n\n```swift\nscores[\"Brian\"]?[0] = 72\n```\n"
        let english = "# Scores\n\nThe example tries to set the first item for a key of `\"Brian\"`." + code
        func chinese(_ value: String) -> String {
            "# 分数\n\n这个例子尝试把 `\"Brian\"` 数组中的第一个元素设为 `\(value)`。" + code
        }
        #expect(Self.report(english, chinese("72")).qa.isEmpty)
        #expect(Self.report(english, chinese("73")).qa.map(\.check) == [.code])
    }

    @Test func aNumberWithAHyphenatedUnitIsTheNumber() {
        let english = "# Integers\n\nOn a 64-bit platform, `Int` is the same size as `Int64`; a `32-bit` one differs.\n"
        let chinese = "# 整数\n\n在 64 位平台上，`Int` 的大小与 `Int64` 相同；32 位平台不同。\n"
        #expect(Self.report(english, chinese).qa.isEmpty)
    }

    @Test func aChangedNumberInACodeSpanWrittenAsTextIsOneFinding() throws {
        let english = "# Bits\n\nShifting `1` left by `4` bits gives 16.\n"
        let chinese = "# 位\n\n把 1 左移 5 位得到 16。\n"
        let found = Self.report(english, chinese).qa
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.check == .code)
        #expect(finding.message == "code '4' of the original is '5' here; keep code and identifiers unchanged")
    }
}
