import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

@testable import Translations

/// Translation QA on small pairs: what is reported, what is not (no false alarms), and bad input.
@Suite struct TranslationQACheckerTests {
    /// The QA findings of an English document and its Russian translation.
    static func findings(_ english: String, _ russian: String, glossary: Glossary? = nil) -> [QAFinding] {
        let documents = [
            CorpusFixture.document("Docs/pair.en.md", english), CorpusFixture.document("Docs/pair.ru.md", russian),
        ]
        return TranslationAnalyzer().analyze(documents, glossary: glossary).qa
    }

    static let english = """
        # Searching

        Create a `UISearchController` and set its `searchResultsUpdater` to the view controller.

        The bar is 44 pt tall and search results appear after 0.3 seconds on iOS 11.
        """

    @Test func anUntouchedTranslationReportsNothing() {
        let russian = """
            # Поиск

            Создайте `UISearchController` и задайте его `searchResultsUpdater` контроллеру представления.

            Панель высотой 44 пт, а результаты поиска появляются через 0,3 с в iOS 11.
            """
        #expect(Self.findings(Self.english, russian).map(\.summary) == [])
    }

    @Test func aChangedIdentifierIsReportedAtBothSpans() throws {
        let russian = """
            # Поиск

            Создайте `UISearchController` и задайте его `searchResultUpdater` контроллеру представления.

            Панель высотой 44 пт, а результаты поиска появляются через 0,3 с в iOS 11.
            """
        let found = Self.findings(Self.english, russian)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.id == .qaCode)
        #expect(finding.location == SourceLocation(file: "Docs/pair.ru.md", line: 3, column: 64))
        #expect(finding.otherLocation == SourceLocation(file: "Docs/pair.en.md", line: 3, column: 43))
        #expect(
            finding.message
                == "code 'searchResultsUpdater' of the original is 'searchResultUpdater' here; keep code and identifiers unchanged"
        )
    }

    @Test func aChangedNumberUnitOrVersionIsReported() {
        let russian = """
            # Поиск

            Создайте `UISearchController` и задайте его `searchResultsUpdater` контроллеру представления.

            Панель высотой 44 px, а результаты поиска появляются через 0,5 с в iOS 12.
            """
        let found = Self.findings(Self.english, russian)
        #expect(found.map(\.check) == [.number, .number, .number])
        #expect(found.map(\.message).contains("number '44 pt' of the original is '44 px' here; keep numbers unchanged"))
        #expect(
            found.map(\.message).contains("number 'iOS 11' of the original is 'iOS 12' here; keep numbers unchanged"))
        #expect(found.allSatisfy { $0.location.line == 5 && $0.otherLocation.line == 5 })
    }

    @Test func numbersInsideCodeSpansAreReportedOnceAsCode() {
        let found = Self.findings(
            "# Versions\n\nRequires `iOS 11` and later versions of the system.\n",
            "# Версии\n\nНужна `iOS 12` или более поздние версии системы.\n")
        #expect(found.map(\.check) == [.code])
    }

    @Test func fullWidthDigitsAndDecimalCommasAreTheSameNumbers() {
        #expect(NumberScanner.numbers(in: "版本 １１ 与 3,5 秒").map(\.key) == ["11", "3.5 s"])
        #expect(
            NumberScanner.numbers(in: "iOS11 and 1,000 rows, 2 000 строк, 1.000.000").map(\.key) == [
                "11", "1000", "2000", "1000000",
            ])
        #expect(NumberScanner.numbers(in: "UIKit2 h1 v2beta").isEmpty)
        #expect(NumberScanner.numbers(in: "Swift 5").map(\.text) == ["Swift 5"])
        // Right-to-left text with Arabic-Indic digits and direction marks.
        #expect(NumberScanner.numbers(in: "\u{200F}استخدم ٣ عناصر \u{202B}עם 44\u{202C}").map(\.key) == ["3", "44"])
    }

    @Test func placeholdersAreFoundAndOrdinaryPercentSignsAreNot() {
        #expect(
            PlaceholderScanner.placeholders(in: "Shows %@ of %d, %1$@ and %.2f%% at {name} \\(value)") == [
                "%@", "%d", "%1$@", "%.2f", "{name}", "\\(value)",
            ])
        #expect(PlaceholderScanner.placeholders(in: "50% of the rows, 100 % done, {not a name}").isEmpty)
    }

    @Test func aTranslatedLinkTargetIsTheSameLink() {
        #expect(LinkTarget.key("search.ru.md#поиск") == LinkTarget.key("search.en.md#search"))
        #expect(LinkTarget.key("images/shot.zh-Hans.png") == LinkTarget.key("images/shot.png"))
        #expect(LinkTarget.key("https://example.com/a/") == "https://example.com/a")
        #expect(LinkTarget.key("other.ru.md") != LinkTarget.key("search.en.md"))
        #expect(
            LinkTarget.key("https://cdn.io/a/header-en.jpg?v=2") == LinkTarget.key("https://cdn.io/a/header-ru.jpg?v=2")
        )
        #expect(
            LinkTarget.key("https://site.io/ru/tutorials/x#obnovit") == LinkTarget.key("https://site.io/en/tutorials/x")
        )
        #expect(LinkTarget.key("https://site.io/a/x.png") != LinkTarget.key("https://site.io/b/x.png"))
        #expect(LinkTarget.key("https://en.wikipedia.org/wiki/X") == LinkTarget.key("https://zh.wikipedia.org/wiki/X"))
        #expect(LinkTarget.key("https://db.com/zh-cn/docs/a") == LinkTarget.key("http://db.com/docs/a"))
    }

    @Test func aCodeSpanTranslatedOnPurposeCanBeAccepted() {
        let english = "# Search\n\nTap `Search` in the bar to start searching the list.\n"
        let russian = "# Поиск\n\nНажмите `Поиск` в панели, чтобы начать поиск по списку.\n"
        #expect(Self.findings(english, russian).map(\.check) == [.code])
        let commented =
            "# Поиск\n\n<!-- qa-accept: code \"Поиск\" -->\nНажмите `Поиск` в панели, чтобы начать поиск по списку.\n"
        #expect(Self.findings(english, commented).isEmpty)
        let inline =
            "# Поиск\n\nНажмите `Поиск` <!-- qa-accept: code \"Поиск\" --> в панели, чтобы начать поиск по списку.\n"
        #expect(Self.findings(english, inline).isEmpty)
        let frontMatter =
            "---\nqa-accept: code \"Поиск\"; untranslated\n---\n# Поиск\n\nНажмите `Поиск` в панели, чтобы начать поиск по списку.\n"
        #expect(Self.findings(english, frontMatter).isEmpty)
    }

    @Test func anUnknownAcceptanceIsWarned() {
        let documents = [
            CorpusFixture.document("Docs/pair.en.md", "# Search\n\nTap the bar to start searching.\n"),
            CorpusFixture.document(
                "Docs/pair.ru.md", "# Поиск\n\n<!-- qa-accept: kode \"x\" -->\nНажмите на панель, чтобы искать.\n"),
        ]
        let report = TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: .english)).analyze(documents)
        #expect(report.diagnostics.map(\.id) == [.qaAcceptUnknown])
        #expect(report.diagnostics.first?.location == SourceLocation(file: "Docs/pair.ru.md", line: 3, column: 1))
    }

    @Test func identifiersInCodeBlocksAreTheCodes() {
        let english = "# List\n\n- Call the method:\n\n  ```swift\n  tableView.reloadData()\n  ```\n"
        let russian = "# Список\n\n- Вызовите метод:\n\n  ```swift\n  tableView.reload()\n  ```\n"
        #expect(Self.findings(english, russian).filter { $0.check == .code }.isEmpty)
    }

    @Test func passagesOfPunctuationAndRightToLeftTextReportNothing() {
        let english = "# Marks\n\n…\n\n— — —\n\nThe word שלום (\u{200F}shalom\u{200F}) means 3 things.\n"
        let russian = "# Знаки\n\n…\n\n— — —\n\nСлово שלום (\u{200F}shalom\u{200F}) значит 3 вещи.\n"
        #expect(Self.findings(english, russian).map(\.summary) == [])
    }

    @Test func untranslatedPassagesAreReportedButNamesAndImageDescriptionsAreNot() throws {
        let english = """
            # Activities

            Live activities show the state of a task on the lock screen of the phone.

            The Compact and Expanded presentations are shown in the Dynamic Island of the phone.

            ![Apple Distribution](https://cdn.io/new.png)
            """
        let russian = """
            # Активности

            Live activities show the state of a task on the lock screen of the phone.

            Compact и Expanded Live Activity показываются в Dynamic Island телефона.

            ![Apple Distribution](https://cdn.io/new.png)
            """
        let found = Self.findings(english, russian)
        #expect(found.map(\.check) == [.untranslated])
        #expect(found.first?.location.line == 3 && found.first?.otherLocation.line == 3)
        #expect(found.first?.message == "paragraph is still in English, not Russian; translate it")
    }

    @Test func aBrokenEmphasisIsAMarkupFinding() throws {
        let english = "# Note\n\nThe **important** part is the delegate of the controller.\n"
        let russian = "# Заметка\n\n** Важная** часть — это делегат контроллера.\n"
        let found = Self.findings(english, russian)
        #expect(found.map(\.check) == [.markup, .markup])
        #expect(found.allSatisfy { $0.location.line == 3 && $0.otherLocation.line == 3 })
    }

    @Test func glossaryTermsAreCheckedWithInflectionAndChineseScripts() throws {
        let glossary = Glossary.parse("en\tru\tzh-Hans\nsearch bar\tстрока поиска\t搜索栏\n", path: "Docs/glossary.tsv")
        #expect(glossary.diagnostics.isEmpty)
        let english = "# Bar\n\nThe search bar sits in the navigation bar of the screen.\n"
        let inflected = "# Панель\n\nСтроку поиска размещают в панели навигации экрана.\n"
        #expect(Self.findings(english, inflected, glossary: glossary.glossary).isEmpty)
        let other = "# Панель\n\nПоле ввода размещают в панели навигации экрана.\n"
        let found = Self.findings(english, other, glossary: glossary.glossary)
        #expect(found.map(\.check) == [.term])
        #expect(found.first?.message.contains("Docs/glossary.tsv:2") == true)
        // Traditional Chinese through the script conversion of the Simplified term.
        #expect(glossary.glossary.entries[0].terms(for: .traditionalChinese) == ["搜索欄"])
        #expect(TermMatcher.contains("搜索栏", in: "將搜索欄放在導航欄", language: .traditionalChinese))
    }

    @Test func simplifiedAndTraditionalAreCheckedThroughTheScriptConversion() {
        let simplified = """
            # 搜索控制器

            使用搜索控制器过滤表视图控制器中的数据，搜索栏位于导航栏中。

            当用户点击搜索栏时，搜索控制器会自动显示搜索结果视图控制器。
            """
        let traditional = """
            # 搜尋控制器

            使用搜尋控制器過濾表檢視控制器中的資料，搜尋欄位於導航欄中。

            当用户点击搜索栏时，搜索控制器会自动显示搜索结果视图控制器。
            """
        let glossary = Glossary.parse("en\tzh-Hans\nsearch bar\t搜索栏\n", path: "g.tsv").glossary
        let documents = [
            CorpusFixture.document("Docs/a.zh-Hans.md", simplified),
            CorpusFixture.document("Docs/a.zh-Hant.md", traditional),
        ]
        let found = TranslationAnalyzer().analyze(documents, glossary: glossary).qa
        // The Taiwan word 搜尋欄 is the glossary's 搜索栏; the paragraph left in Simplified is reported.
        #expect(
            found.map(\.summary) == [
                "untranslated a.zh-Hant.md:5 ↔ a.zh-Hans.md:5: paragraph is still in Simplified Chinese, not Traditional Chinese; convert its script"
            ])
    }

    @Test func badGlossariesGiveLocatedErrors() {
        let text =
            "en\tru\txx\nsearch bar\tстрока поиска\n\tпустая\nsearch bar\tпанель поиска\nbar\tпанель\tа\tb\n...\tпанель2\n"
        let parsed = Glossary.parse(text, path: "Docs/glossary.tsv")
        let found = parsed.diagnostics.map { "\($0.id) \($0.line ?? 0):\($0.column ?? 0)" }
        #expect(
            found == [
                "DG0416 1:7",  // xx is not a language
                "DG0418 3:1",  // a term in one language only
                "DG0417 4:1",  // search bar again
                "DG0416 5:21",  // a fourth column
                "DG0418 6:1",  // only punctuation
            ])
        #expect(parsed.diagnostics.allSatisfy { $0.severity == .error })
        #expect(parsed.glossary.entries.count == 1)
        #expect(Glossary.parse("", path: "g.tsv").diagnostics.map(\.id) == [.glossaryMalformed])
    }

    @Test func tenThousandCodeSpansTakeLinearTime() {
        func pair(_ count: Int) -> [Document] {
            let english = "# Code\n\n" + (0..<count).map { "`name\($0)`" }.joined(separator: " and ") + ".\n"
            let russian = "# Код\n\n" + (0..<count).reversed().map { "`name\($0)`" }.joined(separator: " и ") + ".\n"
            return [
                CorpusFixture.document("Docs/big.en.md", english), CorpusFixture.document("Docs/big.ru.md", russian),
            ]
        }
        let large = pair(10_000)
        let start = ContinuousClock.now
        let report = TranslationAnalyzer().analyze(large)
        let elapsed = ContinuousClock.now - start
        #expect(report.qa.isEmpty)
        #expect(elapsed < .seconds(20))
        // The QA checks alone, on the analyses made beforehand.
        let analyses = Dictionary(
            uniqueKeysWithValues: [1_250, 10_000].map { ($0, (pair($0), TranslationAnalyzer().analyze(pair($0)))) })
        let ratio = growthRatio(base: 1_250) { count in
            let (documents, report) = analyses[count]!
            _ = TranslationQAChecker().check(report, documents: documents)
        }
        #expect(ratio < linearGrowthLimit)
    }
}
