import ExampleExtraction
import Testing

@Suite struct ExampleIdentifierTests {
    @Test func cyrillicTitlesAreTransliterated() {
        #expect(
            ExampleIdentifier.make(document: "uisearchcontroller-topic", part: "Панель поиска в заголовке таблицы")
                == "uisearchcontroller_topic__panel_poiska_v_zagolovke_tablitsy")
        #expect(ExampleIdentifier.slug("Реализация", fallbackPrefix: "h") == "realizatsiia")
        #expect(ExampleIdentifier.slug("Щука, ёж и йогурт", fallbackPrefix: "h") == "shchuka_ezh_i_iogurt")
    }

    @Test func latinKeepsWordsAndLosesDiacriticsAndPunctuation() {
        #expect(
            ExampleIdentifier.slug("Search bar in the navigation bar's title!", fallbackPrefix: "h")
                == "search_bar_in_the_navigation_bar_s_title")
        #expect(ExampleIdentifier.slug("Café  crème — déjà vu", fallbackPrefix: "h") == "cafe_creme_deja_vu")
        #expect(
            ExampleIdentifier.slug("UISerachController в Objective-C", fallbackPrefix: "h")
                == "uiserachcontroller_v_objective_c")
    }

    @Test func hanTitlesFallBackToAStableHash() {
        let id = ExampleIdentifier.slug("導航欄標題中的搜尋欄", fallbackPrefix: "h")
        #expect(id.count == 9 && id.hasPrefix("h"))
        #expect(id == ExampleIdentifier.slug("導航欄標題中的搜尋欄", fallbackPrefix: "h"))
        #expect(id != ExampleIdentifier.slug("表頭中的搜尋欄", fallbackPrefix: "h"))
        // Mixed: the Latin part stays readable, a hash keeps titles apart that differ only in Han.
        let mixed = ExampleIdentifier.slug("UISearchController 简介", fallbackPrefix: "h")
        #expect(mixed.hasPrefix("uisearchcontroller_") && mixed.count == "uisearchcontroller_".count + 6)
        #expect(mixed != ExampleIdentifier.slug("UISearchController 用法", fallbackPrefix: "h"))
    }

    @Test(arguments: [
        ("3-tricks", "Ünïcödé 🎉 title", "doc_3_tricks__unicode_title"),
        ("x", "", "x__h"),
        ("x", "class", "x__class"),
        ("x", String(repeating: "very long words ", count: 10), "x__very_long_words"),
    ])
    func idsAreValidIdentifiersWhateverTheTitle(document: String, part: String, expectedPrefix: String) {
        let id = ExampleIdentifier.make(document: document, part: part)
        #expect(id.hasPrefix(expectedPrefix), "\(id)")
        #expect(isSafeIdentifier(id), "\(id)")
        #expect(id.count <= 64)
    }
}

/// A Swift identifier, SwiftPM target name and path component: `[a-z_][a-z0-9_]*`.
func isSafeIdentifier(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else { return false }
    return id.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
}
