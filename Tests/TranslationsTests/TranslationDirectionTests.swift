import DocParsing
import DocgenCore
import Testing

@testable import Translations

/// Which document of a pair is the original: the project's source language decides; the document with
/// more passages only when it does not, and a note says so. Findings are in the translation.
@Suite struct TranslationDirectionTests {
    /// A short English original whose Chinese translation adds a paragraph and changes a version.
    static let english = "# About\n\nSwift 5.9 is the version this book describes.\n"
    static let chinese = "# 关于\n\n本书描述的版本是 Swift 5.8。\n\n译者注：本章由社区翻译，欢迎在仓库里提出修改建议。\n"

    static func report(sourceLanguage: HumanLanguage?) -> TranslationReport {
        let documents: [Document] = [
            CorpusFixture.document("Docs/about.en.md", english),
            CorpusFixture.document("Docs/about.zh-Hans.md", chinese),
        ]
        return TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: sourceLanguage)).analyze(documents)
    }

    @Test func theSourceLanguageMakesTheSmallerDocumentTheOriginal() throws {
        let report = Self.report(sourceLanguage: .english)
        let alignment = try #require(report.alignments.first)
        #expect(alignment.source == "Docs/about.en.md")
        #expect(alignment.direction == .configured)
        #expect(!report.diagnostics.contains { $0.id == .translationDirectionGuessed })
        // Every finding is the translation's, worded for its translator.
        #expect(!report.qa.isEmpty)
        #expect(report.qa.allSatisfy { $0.location.file == "Docs/about.zh-Hans.md" })
        let number = try #require(report.qa.first { $0.check == .number })
        #expect(number.message == "number 'Swift 5.9' of the original is 'Swift 5.8' here; keep numbers unchanged")
        #expect(number.diagnostic().notes.first?.message == "the original is here")
    }

    @Test func withoutASourceLanguageTheGuessIsANote() throws {
        let report = Self.report(sourceLanguage: nil)
        let alignment = try #require(report.alignments.first)
        // The Chinese has more passages: guessed as the original, and said so.
        #expect(alignment.source == "Docs/about.zh-Hans.md")
        #expect(alignment.direction == .guessed)
        let note = try #require(report.diagnostics.first { $0.id == .translationDirectionGuessed })
        #expect(note.severity == .note)
        #expect(note.location == SourceLocation(file: "Docs/about.en.md", line: 1, column: 1))
        #expect(note.message.contains("no source language is set"))
        #expect(note.message.contains("source-language"))
    }

    @Test func aSourceLanguageNeitherDocumentIsInFallsBackToTheGuess() throws {
        let report = Self.report(sourceLanguage: .russian)
        #expect(report.alignments.first?.direction == .guessed)
        let note = try #require(report.diagnostics.first { $0.id == .translationDirectionGuessed })
        #expect(note.message.hasPrefix("neither document is in the source language ru"))
    }

    @Test func aPassageOfTheOriginalWithoutTranslationIsReportedInTheTranslation() throws {
        let english =
            "# About\n\nSwift is a safe and fast programming language for everyone.\n\n"
            + "The compiler turns `Int` and `String` values into fast code in 2 passes.\n"
        let chinese = "# 关于\n\nSwift 是一门安全、快速、适合所有人的编程语言。\n"
        let documents: [Document] = [
            CorpusFixture.document("Docs/a.en.md", english), CorpusFixture.document("Docs/a.zh-Hans.md", chinese),
        ]
        let report = TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: .english)).analyze(documents)
        let missing = try #require(report.qa.first { $0.check == .missing })
        #expect(missing.location.file == "Docs/a.zh-Hans.md")
        #expect(missing.otherLocation == SourceLocation(file: "Docs/a.en.md", line: 5, column: 1))
        #expect(missing.message.hasPrefix("the original's paragraph at Docs/a.en.md:5:1 is not translated"))
    }

    @Test func aPassageOfTheOriginalInTheTranslationsLanguageSaysTheOriginalLooksWrong() throws {
        let english =
            "# About\n\nSwift is a safe and fast programming language for everyone.\n\n"
            + "编译器为性能而优化，语言为开发而优化，两者都没有妥协。\n"
        let chinese = "# 关于\n\nSwift 是一门安全、快速、适合所有人的编程语言。\n\n编译器为性能而优化，语言为开发而优化，两者都没有妥协。\n"
        let documents: [Document] = [
            CorpusFixture.document("Docs/a.en.md", english), CorpusFixture.document("Docs/a.zh-Hans.md", chinese),
        ]
        let report = TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: .english)).analyze(documents)
        let untranslated = try #require(report.qa.first { $0.check == .untranslated })
        #expect(untranslated.location.file == "Docs/a.en.md")
        #expect(untranslated.message.hasPrefix("the original looks wrong:"))
        #expect(untranslated.diagnostic().notes.first?.message == "the translation is here")
    }

    @Test func aQuoteThatDriftedBetweenOriginalAndTranslationIsTheTranslations() throws {
        let english = "# Search\n\nThe search controller manages the display of search results for you.\n"
        let chinese = "# 搜索\n\n原文：The search controller manages the display of all search results for you.\n"
        let documents: [Document] = [
            CorpusFixture.document("Docs/q.en.md", english), CorpusFixture.document("Docs/q.zh-Hans.md", chinese),
        ]
        // The fuller wording is the Chinese document's: without a source language it is the reference.
        let guessed = try #require(TranslationAnalyzer().analyze(documents).drifts.first { $0.kind == .quote })
        #expect(guessed.drifted.path == "Docs/q.en.md")
        let settings = TranslationSettings(sourceLanguage: .english)
        let report = TranslationAnalyzer(settings: settings).analyze(documents)
        let drift = try #require(report.drifts.first { $0.kind == .quote })
        #expect(drift.drifted.path == "Docs/q.zh-Hans.md")
        #expect(drift.reference.path == "Docs/q.en.md")
        #expect(drift.diff.inserted == ["all"])
    }
}
