import Testing
import UIKit
import UIKitDriver

/// The plain-text rendering of a screen.
@Suite
struct ScreenTests {
    @Test func rendersEveryFactOnItsOwnLine() {
        let screen = Screen(
            navigationTitle: "Candy Search",
            searchBar: Screen.SearchBar(
                text: "c\"1", placeholder: "Search", prompt: nil, isEditing: true,
                scopeTitles: ["All", "Hard"], selectedScopeIndex: 1, showsScopeBar: true, showsCancelButton: true),
            isSearchActive: true, tableOwner: .resultsController,
            sections: [
                Screen.Section(
                    header: "Sweet",
                    rows: [Screen.Row(title: "Caramel", detail: "Other", imageName: "Other"), Screen.Row(title: nil)])
            ])
        #expect(
            screen.description == """
                navigation title: "Candy Search"
                search bar: text "c\\"1", placeholder "Search", editing
                scope bar: All | [Hard]
                cancel button
                search: active
                table (results controller):
                  section "Sweet"
                  - Caramel · Other [Other]
                  - (no title)
                """)
    }

    @Test func rendersAnEmptyTableAsNone() {
        let screen = Screen(navigationTitle: nil, searchBar: nil, isSearchActive: nil, tableOwner: .host, sections: [])
        #expect(screen.description == "table (host):\n  (none)")
    }
}
