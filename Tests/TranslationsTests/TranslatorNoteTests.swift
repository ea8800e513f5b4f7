import DocParsing
import DocgenCore
import Testing

@testable import Translations

/// A translator's note is the translator's own text: no length or token of the passage it stands in.
@Suite struct TranslatorNoteTests {
    @Test func aNoteIsLeftOutUpToItsOwnClosingParenthesis() {
        var depth: Int?
        #expect(TranslatorNote.outside("可选类型（译者注：见 `Optional`（枚举））。之后", depth: &depth) == "可选类型。之后")
        #expect(depth == nil)
        #expect(TranslatorNote.outside("类型 (Translator's note: the (old", depth: &depth) == "类型 ")
        #expect(depth == 2)
        #expect(TranslatorNote.outside(") name) 结束", depth: &depth) == " 结束")
        #expect(depth == nil)
        // A parenthesis that is no note stays.
        #expect(TranslatorNote.outside("函数（function）", depth: &depth) == "函数（function）")
    }

    @Test func aParagraphWithALongNoteIsPairedWithItsOriginal() throws {
        let english = """
            # Containers

            You can't use `Container` as the return type of a function, because that protocol has an associated type.

            The next paragraph explains what to write instead.

            """
        let note = String(repeating: "因为协议中的关联类型在定义时并未具体化，而是在实际遵循协议的类型中被确定。", count: 6)
        let chinese = """
            # 容器

            你不能将 `Container` 用作函数的返回类型，因为该协议具有一个关联类型。（译者注：\(note)）

            下一段说明应该怎样写。

            """
        let documents = [
            CorpusFixture.document("Docs/a.en.md", english), CorpusFixture.document("Docs/a.zh-Hans.md", chinese),
        ]
        let report = TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: .english)).analyze(documents)
        let alignment = try #require(report.alignments.first)
        #expect(alignment.beads.map(\.shape) == ["1-1", "1-1", "1-1"])
        #expect(!report.qa.contains { $0.check == .missing })
    }
}
