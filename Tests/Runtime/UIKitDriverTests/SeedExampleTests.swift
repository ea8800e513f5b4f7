import Testing
import UIKit
import UIKitDriver

@testable import NavigationBarSearchExample
@testable import TableHeaderSearchExample

/// The two complete examples of the seed document, compiled verbatim (see Fixtures/) and driven by a user.
@Suite @MainActor
struct SeedExampleTests {
    /// The four entries both examples list, with their images.
    static let allEntries = [
        Screen.Row(title: "Easiest", imageName: "green_circle"),
        Screen.Row(title: "Intermediate", imageName: "blue_square"),
        Screen.Row(title: "Advanced", imageName: "black_diamond"),
        Screen.Row(title: "Expert Only", imageName: "double_black_diamond"),
    ]

    /// A user with each example on screen.
    static func users() -> [SimulatedUser] {
        [
            SimulatedUser(hosting: NavigationBarSearchExample.ViewController()),
            SimulatedUser(hosting: TableHeaderSearchExample.ViewController()),
        ]
    }

    @Test func showsAllFourEntriesFirst() {
        for user in Self.users() {
            #expect(user.readScreen().rows == Self.allEntries)
        }
    }

    @Test func findsTheBarInTheTitleViewAndInTheTableHeader() throws {
        let navigationBar = SimulatedUser(hosting: NavigationBarSearchExample.ViewController())
        #expect(navigationBar.searchBar === navigationBar.viewController.navigationItem.titleView)
        let tableHeader = SimulatedUser(hosting: TableHeaderSearchExample.ViewController())
        let table = try #require((tableHeader.viewController as? UITableViewController)?.tableView)
        #expect(tableHeader.searchBar === table.tableHeaderView)
        #expect(table.contentOffset.y == tableHeader.searchBar?.frame.height)
    }

    @Test func activatingShowsNoRowsBecauseEmptyTextMatchesNothing() throws {
        for user in Self.users() {
            try user.tapSearchBar()
            #expect(user.readScreen().isSearchActive == true)
            #expect(user.readScreen().rows.isEmpty)
        }
    }

    @Test func typingInShowsOnlyIntermediate() throws {
        for user in Self.users() {
            try user.tapSearchBar()
            try user.type("in")
            #expect(user.readScreen().rows == [Screen.Row(title: "Intermediate", imageName: "blue_square")])
        }
    }

    @Test func typingExShowsExpertOnly() throws {
        for user in Self.users() {
            try user.tapSearchBar()
            try user.type("ex")
            #expect(user.readScreen().rowTitles == ["Expert Only"])
        }
    }

    @Test func cancelRestoresAllFourRows() throws {
        for user in Self.users() {
            try user.tapSearchBar()
            try user.type("in")
            try user.tapCancel()
            let screen = user.readScreen()
            #expect(screen.rows == Self.allEntries)
            #expect(screen.isSearchActive == false)
            #expect(screen.searchBar?.text == "")
        }
    }

    @Test func deletingWidensTheResults() throws {
        for user in Self.users() {
            try user.tapSearchBar()
            try user.type("ad")
            #expect(user.readScreen().rowTitles == ["Advanced"])
            try user.deleteBackward()
            #expect(user.readScreen().rowTitles == ["Easiest", "Intermediate", "Advanced"])
            try user.type("v")
            try user.clearText()
            #expect(user.readScreen().rows.isEmpty)
        }
    }

    @Test func logsOneUpdatePerKeystroke() throws {
        let user = SimulatedUser(hosting: NavigationBarSearchExample.ViewController())
        try user.tapSearchBar()
        user.clearCallbackLog()
        try user.type("in")
        #expect(user.callbackLog == ["updateSearchResults(for:)", "updateSearchResults(for:)"])
    }
}
