import DocParsing
import DocgenCore
import Testing
import Translations

/// Bad input: translations with no counterpart, conflicting language claims, empty documents.
@Suite struct CorpusCheckTests {
    static let example =
        "```swift\nlet searchController = UISearchController(searchResultsController: nil)\nsearchController.searchResultsUpdater = self\nnavigationItem.titleView = searchController.searchBar\n```\n"

    @Test func aTranslationMarkedInFrontMatterWithNoCounterpartIsWarned() throws {
        let orphan = CorpusFixture.document(
            "Docs/navigation.zh-Hant.md",
            "---\ncovers: the first section of topic.ru.md\n---\n\n# 導航欄標題中的搜尋欄\n\n此示例使用搜尋控制器過濾表檢視控制器內的資料。\n")
        let original = CorpusFixture.document(
            "Docs/topic.ru.md", "# Панель поиска\n\nВ этом примере используется контроллер поиска.\n")
        let report = TranslationAnalyzer().analyze([orphan, original])
        let warning = try #require(report.diagnostics.first { $0.id == .translationWithoutCounterpart })
        #expect(warning.location == SourceLocation(file: "Docs/navigation.zh-Hant.md", line: 2, column: 1))
        #expect(warning.notes.first?.location?.file == "Docs/topic.ru.md")
        #expect(report.alignments.isEmpty)
    }

    @Test func aMisnamedTranslationSharingExamplesIsWarned() throws {
        let original = CorpusFixture.document(
            "Docs/topic.ru.md", "# Панель поиска\n\nВ этом примере используется контроллер поиска.\n\n\(Self.example)")
        let misnamed = CorpusFixture.document(
            "Docs/navigation.zh-Hant.md", "# 搜尋欄\n\n此示例使用搜尋控制器過濾資料。\n\n\(Self.example)")
        let report = TranslationAnalyzer().analyze([original, misnamed])
        let warning = try #require(report.diagnostics.first { $0.id == .translationWithoutCounterpart })
        #expect(warning.location?.file == "Docs/navigation.zh-Hant.md")
        #expect(warning.message.contains("topic.zh-Hant.md"))
    }

    @Test func twoFilesClaimingOneLanguageForOneNameAreAnError() throws {
        let first = CorpusFixture.document("Docs/guide.ru.md", "# Поиск\n\nПоиск в таблице.\n")
        let second = CorpusFixture.document(
            "Docs/guide.md", "---\nlang: ru\n---\n\n# Поиск\n\nДругой поиск в таблице.\n")
        let report = TranslationAnalyzer().analyze([first, second])
        let error = try #require(report.diagnostics.first { $0.id == .duplicateTranslationLanguage })
        #expect(error.severity == .error)
        #expect(error.location == SourceLocation(file: "Docs/guide.ru.md", line: 1, column: 1))
        #expect(error.notes.first?.location == SourceLocation(file: "Docs/guide.md", line: 2, column: 1))
        #expect(report.alignments.isEmpty)
    }

    @Test func aDeclaredLanguageTheTextContradictsIsWarned() throws {
        let russianAsEnglish = CorpusFixture.document(
            "Docs/guide.en.md", "# Поиск\n\nВ этом примере используется контроллер поиска для фильтрации данных.\n")
        let simplifiedAsTraditional = CorpusFixture.document(
            "Docs/guide.zh-Hant.md", "# 搜索\n\n视图控制器，用于根据与搜索栏的交互来管理搜索结果的显示。\n")
        let report = TranslationAnalyzer().analyze([russianAsEnglish, simplifiedAsTraditional])
        let warnings = report.diagnostics.filter { $0.id == .declaredLanguageContradicted }
        #expect(warnings.map(\.location?.file) == ["Docs/guide.en.md", "Docs/guide.zh-Hant.md"])
        #expect(warnings.first?.message.contains("'en' but its text is 'ru'") == true)
        #expect(warnings.last?.message.contains("'zh-Hant' but its text is 'zh-Hans'") == true)
    }

    @Test func emptyDocumentsAreWarned() {
        let empty = CorpusFixture.document("Docs/empty.ru.md", "---\ntitle: Пусто\n---\n")
        let codeOnly = CorpusFixture.document("Docs/code.ru.md", Self.example)
        let report = TranslationAnalyzer().analyze([empty, codeOnly])
        let warnings = report.diagnostics.filter { $0.id == .emptyTranslationDocument }
        #expect(warnings.map(\.location?.file) == ["Docs/code.ru.md", "Docs/empty.ru.md"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(report.coverage.isEmpty)
        #expect(!report.isCoverage(below: 100))
    }

    @Test func docsHaveNoBadInput() throws {
        let report = try CorpusFixture.docsReport()
        let badInput: Set<DiagnosticID> = [
            .translationWithoutCounterpart, .duplicateTranslationLanguage, .declaredLanguageContradicted,
            .emptyTranslationDocument,
        ]
        #expect(report.diagnostics.filter { badInput.contains($0.id) }.map(\.description) == [])
    }
}
