import DocgenCore
import Testing
import Translations

/// Hangul and kana are their languages, never neutral or Chinese; plain `zh` takes its variant from the text.
@Suite struct OtherScriptsTests {
    @Test func hangulIsKoreanAndKanaIsJapanese() {
        let detector = LanguageDetector()
        #expect(detector.language(of: "검색 컨트롤러를 사용하여 테이블을 필터링합니다") == .human(.korean))
        #expect(detector.language(of: "検索コントローラーを使ってテーブルを絞り込みます") == .human(.japanese))
        #expect(detector.language(of: "使用搜索控制器过滤表格") == .human(.simplifiedChinese))
    }

    @Test func aKoreanDocumentsPassagesAreKorean() {
        let languages = CorpusFixture.languages(
            "Docs/search.ko.md", "# 검색 바\n\n`UISearchController`를 사용하여 테이블을 필터링합니다.\n")
        #expect(languages.declaredLanguage == .korean)
        #expect(languages.passages.map(\.language) == [.human(.korean), .human(.korean)])
    }

    @Test func plainZhTakesItsVariantFromTheText() {
        let traditional = CorpusFixture.languages("Docs/search.zh.md", "# 搜尋\n\n這個範例說明如何使用搜尋控制器與表格視圖。\n")
        #expect(traditional.language == .traditionalChinese)
        #expect(traditional.passages.last?.language == .human(.traditionalChinese))
        let simplified = CorpusFixture.languages("Docs/search.zh.md", "# 搜索\n\n这个示例说明如何使用搜索控制器与表格视图。\n")
        #expect(simplified.language == .simplifiedChinese)
        #expect(simplified.declaredLanguage == .simplifiedChinese)
        #expect(traditional.declaredLanguage == .traditionalChinese)
        let frontMatter = CorpusFixture.languages(
            "Docs/search.md", "---\nlang: zh\n---\n\n# 搜尋\n\n這個範例說明如何使用搜尋控制器與表格視圖。\n")
        #expect(frontMatter.declaredLanguage == .traditionalChinese)
    }
}
