import DocgenTestSupport
import Foundation
import Testing
import UIKit
import UIKitDriver

/// The results-controller + scope-bar program in the style of the zh-Hans notes, driven by a user.
@Suite @MainActor
struct ScopeBarExampleTests {
    @Test func hostListsEveryCandyUntilTheUserTypes() throws {
        let user = SimulatedUser(hosting: MasterViewController())
        #expect(user.readScreen().tableOwner == .host)
        #expect(user.readScreen().rows.count == 9)
        try user.tapSearchBar()
        let screen = user.readScreen()
        #expect(screen.tableOwner == .host)
        #expect(screen.searchBar?.showsScopeBar == true)
        #expect(screen.searchBar?.showsCancelButton == true)
    }

    @Test func typingShowsTheResultsController() throws {
        let user = SimulatedUser(hosting: MasterViewController())
        try user.tapSearchBar()
        try user.type("ch")
        let screen = user.readScreen()
        #expect(screen.tableOwner == .resultsController)
        #expect(screen.rowTitles == ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate", "Sour Chew"])
    }

    @Test func selectingAScopeByTitleOrIndexFilters() throws {
        let user = SimulatedUser(hosting: MasterViewController())
        try user.tapSearchBar()
        try user.type("a")
        try user.selectScope(titled: "Hard")
        #expect(user.readScreen().rowTitles == ["Candy Cane", "Jaw Breaker"])
        try user.selectScope(at: 3)
        #expect(user.readScreen().rowTitles == ["Caramel", "Gummi Bear"])
        #expect(user.readScreen().searchBar?.selectedScopeIndex == 3)
    }

    @Test func unknownScopesAreErrors() throws {
        let user = SimulatedUser(hosting: MasterViewController())
        #expect(throws: DriverError.noScopeBar) { try user.selectScope(at: 1) }
        try user.tapSearchBar()
        #expect(throws: DriverError.noScopeTitled("Sour", available: ["All", "Chocolate", "Hard", "Other"])) {
            try user.selectScope(titled: "Sour")
        }
        #expect(throws: DriverError.scopeIndexOutOfRange(4, count: 4)) { try user.selectScope(at: 4) }
    }

    @Test func cancelReturnsToTheHostList() throws {
        let user = SimulatedUser(hosting: MasterViewController())
        try user.tapSearchBar()
        try user.type("gum")
        #expect(user.readScreen().rowTitles == ["Gummi Bear"])
        try user.tapCancel()
        let screen = user.readScreen()
        #expect(screen.tableOwner == .host)
        #expect(screen.rows.count == 9)
        #expect(screen.searchBar?.showsScopeBar == false)
    }

    /// The rendered screen matches Fixtures/Golden/ScopeBarExample.txt; set DOCGEN_RECORD=1 to re-record it.
    @Test func renderedScreenMatchesTheGoldenFile() throws {
        let user = SimulatedUser(hosting: MasterViewController())
        try user.tapSearchBar()
        try user.type("c")
        try user.selectScope(titled: "Chocolate")
        let rendered = user.readScreen().description + "\n"
        let golden = repositoryRoot.appendingPathComponent(
            "Tests/Runtime/UIKitDriverTests/Fixtures/Golden/ScopeBarExample.txt")
        try Golden.expect(rendered, matches: golden, recordWith: "ScopeBarExampleTests")
    }
}
