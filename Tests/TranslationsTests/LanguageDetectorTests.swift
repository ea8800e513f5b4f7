import DocgenCore
import Testing
import Translations

@Suite struct LanguageDetectorTests {
    // MARK: - Docs/

    @Test func everyDocsPassageIsTaggedWithItsLanguage() throws {
        let report = try CorpusFixture.docsReport()
        let byPath = Dictionary(uniqueKeysWithValues: report.documents.map { ($0.path, $0) })

        let traditional = try #require(byPath["Docs/uisearchcontroller-topic.zh-Hant.md"])
        #expect(!traditional.passages.isEmpty)
        #expect(traditional.passages.allSatisfy { $0.language == .human(.traditionalChinese) })

        let russian = try #require(byPath["Docs/uisearchcontroller-topic.ru.md"])
        let headings = russian.passages.filter { $0.block.kindName == "heading" && $0.language != .neutral }
        #expect(headings.allSatisfy { $0.language == .human(.russian) })
        // "UISerachController в Objective-C": English names, Russian prose.
        #expect(
            russian.passages.contains {
                $0.block.plainText.hasSuffix("в Objective-C") && $0.language == .human(.russian)
            })

        let overview = try #require(byPath["Docs/uisearchcontroller-overview.md"])
        for passage in overview.passages {
            switch passage.block.bullet {
            case .leadingCharacter?: #expect(passage.language == .human(.simplifiedChinese), "\(passage.location)")
            default: #expect(passage.language != .human(.simplifiedChinese), "\(passage.location)")
            }
        }
        #expect(overview.passages.contains { $0.block.plainText.hasPrefix("https://") && $0.language == .neutral })
        #expect(overview.detectedHanVariant == .simplifiedChinese)
    }

    @Test func chineseNotesWithEnglishNamesAreChineseAndQuotesEnglish() throws {
        let report = try CorpusFixture.docsReport()
        let notes = try #require(report.documents.first { $0.path == "Docs/uisearchcontroller-notes.zh-Hans.md" })
        let mixed = try #require(notes.passages.first { $0.block.plainText.hasPrefix("每个search controller") })
        #expect(mixed.language == .human(.simplifiedChinese))
        let quote = try #require(notes.passages.first { $0.block.plainText.hasPrefix("To customize the presentation") })
        #expect(quote.language == .human(.english))
    }

    // MARK: - Scripts and variants

    @Test func simplifiedAndTraditionalAreToldApartByTheirOwnCharacters() {
        let detector = LanguageDetector()
        #expect(detector.language(of: "此示例使用搜尋控制器過濾表檢視控制器內的資料。") == .human(.traditionalChinese))
        #expect(detector.language(of: "视图控制器，用于根据与搜索栏的交互来管理搜索结果的显示。") == .human(.simplifiedChinese))
        let simplified = PassageContent(prose: "视图").profile
        #expect(simplified.simplifiedOnly == 2 && simplified.traditionalOnly == 0)
        let traditional = PassageContent(prose: "視圖").profile
        #expect(traditional.traditionalOnly == 2 && traditional.simplifiedOnly == 0)
        let common = PassageContent(prose: "中文").profile
        #expect(common.hanCharacters == 2 && common.simplifiedOnly == 0 && common.traditionalOnly == 0)
    }

    @Test func passagesWithoutVariantEvidenceFollowTheirDocument() {
        let languages = CorpusFixture.languages(
            "Docs/mixed.md", "此示例使用搜尋控制器過濾表檢視控制器內的資料。\n\n交互效果如下\n")
        #expect(languages.passages.map(\.language) == [.human(.traditionalChinese), .human(.traditionalChinese)])
        #expect(languages.passages.map(\.basis) == [.text, .document])

        let alone = CorpusFixture.languages("Docs/alone.md", "交互效果如下\n")
        #expect(alone.passages[0].language == .human(.simplifiedChinese))
        #expect(alone.passages[0].basis == .assumed)
    }

    @Test func declaredLanguageOverridesTheChineseVariant() {
        let languages = CorpusFixture.languages("Docs/x.zh-Hant.md", "视图控制器，用于根据与搜索栏的交互来管理搜索结果的显示。\n")
        #expect(languages.passages[0].language == .human(.traditionalChinese))
        #expect(languages.passages[0].basis == .declared)
        let frontMatter = CorpusFixture.languages("Docs/y.md", "---\nlang: zh-Hans\n---\n\n交互效果如下\n")
        #expect(frontMatter.passages[0].language == .human(.simplifiedChinese))
        #expect(frontMatter.passages[0].basis == .declared)
    }

    // MARK: - What is not prose

    @Test func inlineCodeURLsIdentifiersAndNumbersAreNeutral() {
        let languages = CorpusFixture.languages(
            "Docs/n.md",
            "`let x = searchBar.text`\n\nhttps://developer.apple.com/documentation/uikit\n\nUISearchBar searchResultsUpdater 42 11.0\n\n## `init(searchResultsController:)`\n"
        )
        #expect(languages.passages.map(\.language) == [.neutral, .neutral, .neutral, .neutral])
    }

    @Test func mixedPassagesGetTheLanguageOfTheirProse() {
        let detector = LanguageDetector()
        #expect(
            detector.language(of: "使用init(searchResultsController:)来传递显示结果的控制器，如果传递nil") == .human(.simplifiedChinese))
        #expect(
            detector.language(
                of: "Вставьте UITableViewController в UINavigationController чтобы получить UINavigationItem")
                == .human(.russian))
        #expect(
            detector.language(of: "Pass `nil` to use the UISearchController itself, see https://example.com/ru")
                == .human(.english))
    }

    @Test func tokensSurvivingTranslationAreExtracted() {
        let content = PassageContent(
            prose: "Since iOS 11.0, call init(searchResultsController:) on cell.textLabel, see https://example.com/a.")
        #expect(content.numbers == ["11.0"])
        #expect(content.urls == ["https://example.com/a"])
        #expect(content.identifiers == ["iOS", "init(searchResultsController:)", "cell.textLabel"])
        #expect(content.profile.latinWords == 4)  // Since, call, on, see
    }
}
