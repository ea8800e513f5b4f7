import DocgenCore
import Testing
import Translations

@Suite struct InlinePairFinderTests {
    @Test func everyTranslatedOverviewParagraphIsPairedWithItsChineseLine() throws {
        let report = try CorpusFixture.docsReport()
        let overview = try #require(report.documents.first { $0.path == "Docs/uisearchcontroller-overview.md" })
        let pairs = report.pairs.filter { $0.origin == .inline && $0.source[0].path == overview.path }
        let bulletLines = overview.passages.filter { $0.block.bullet == .leadingCharacter("•") }
        #expect(pairs.count == bulletLines.count)
        #expect(pairs.map(\.translation[0].passageIndex) == bulletLines.map(\.index))
        expectLanguagesAndUnpaired(pairs, overview)
    }

    private func expectLanguagesAndUnpaired(_ pairs: [TranslationPair], _ overview: DocumentLanguages) {
        for pair in pairs {
            #expect(pair.source[0].language == .human(.english))
            #expect(pair.translation[0].language == .human(.simplifiedChinese))
            #expect(pair.translation[0].passageIndex == pair.source[0].passageIndex! + 1)
        }
        // Every English paragraph followed by a "• " line is paired; only headings and the closing
        // paragraph, which has no translation, are not.
        let unpairedEnglish = overview.passages.filter { passage in
            passage.language == .human(.english) && !pairs.contains { $0.source[0].passageIndex == passage.index }
        }
        #expect(unpairedEnglish.map { String($0.block.plainText.prefix(12)) } == ["Overview", "Note", "For iOS, see"])
    }

    @Test func mismatchedInlineCodeNumbersAndURLsAreQAFindings() throws {
        let markdown = """
            Pass `init(searchResultsController:)` 2 times, see <https://example.com/a>.

            • 传递 `init(searchResultsUpdater:)` 3 次，参见 <https://example.com/a>。

            Call `reloadData()` once for each of the 4 rows on the screen.

            • 对屏幕上的 4 行各调用一次 `reloadData()`。

            """
        let document = CorpusFixture.languages("Docs/pairs.md", markdown)
        let found = InlinePairFinder().pairs(in: document)
        #expect(found.pairs.count == 2)
        #expect(found.diagnostics.isEmpty)
        let report = TranslationAnalyzer().analyze([CorpusFixture.document("Docs/pairs.md", markdown)])
        #expect(report.qa.map(\.check).sorted() == [.code, .number])
        let code = try #require(report.qa.first { $0.check == .code })
        let number = try #require(report.qa.first { $0.check == .number })
        #expect(code.location == SourceLocation(file: "Docs/pairs.md", line: 3, column: 12))
        #expect(code.otherLocation == SourceLocation(file: "Docs/pairs.md", line: 1, column: 6))
        #expect(
            code.message.contains("'init(searchResultsController:)' of the original is 'init(searchResultsUpdater:)'"))
        #expect(number.message.contains("'2' of the original is '3'"))
        #expect(number.location.line == 3 && number.otherLocation.line == 1)
        #expect(!report.diagnostics.contains { $0.id == .inlinePairMismatch })
    }

    @Test func ordinaryBulletsAreNotTranslations() {
        let document = CorpusFixture.languages(
            "Docs/lists.md",
            """
            Синтаксис контроллера поиска

            • UISearchController передача nil в качестве параметра для поиска

            使用教程可参考：

            • UISearchController Tutorial: Getting Started
            • Displaying Searchable Content by Using a Search Controller

            """)
        #expect(InlinePairFinder().pairs(in: document).pairs.isEmpty)
    }

    @Test func aSingleItemListAfterAPassageIsATranslationLine() {
        let document = CorpusFixture.languages(
            "Docs/list.md",
            "A search controller works with two custom view controllers that you provide.\n\n- 搜索控制器使用您提供的两个自定义视图控制器。\n"
        )
        let pairs = InlinePairFinder().pairs(in: document).pairs
        #expect(pairs.count == 1)
        #expect(pairs.first?.translation.first?.kind == "listItem")
    }
}
