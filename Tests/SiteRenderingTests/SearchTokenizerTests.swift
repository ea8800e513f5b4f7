import Testing

@testable import SiteRendering

@Suite struct SearchTokenizerTests {
    @Test func hanTextBecomesCharacterBigrams() {
        #expect(SearchTokenizer.terms("導航欄標題") == ["導航", "航欄", "欄標", "標題"])
        #expect(SearchTokenizer.terms("的") == ["的"])
    }

    @Test func latinAndCyrillicBecomeFoldedWords() {
        #expect(SearchTokenizer.terms("Панель ПОИСКА, ещё") == ["панель", "поиска", "еще"])
        #expect(SearchTokenizer.terms("searchController.searchBar.text") == ["searchcontroller", "searchbar", "text"])
        #expect(SearchTokenizer.terms("init(searchResultsController:)") == ["init", "searchresultscontroller"])
    }

    @Test func mixedScriptsSplitAtScriptChanges() {
        #expect(SearchTokenizer.terms("將UITableViewController嵌入") == ["將", "uitableviewcontroller", "嵌入"])
    }
}
