import DocgenExampleSupport
import Foundation
import Testing
import UIKit
import UIKitDriver

/// The generic search oracles and the docs' own session, as checks recorded at the docs' lines.
@MainActor public struct DocgenOracles {
    public let example: DocgenExample
    public let fixture: URL

    public init(example: DocgenExample, fixture: URL) {
        self.example = example
        self.fixture = fixture
    }

    /// A text no entry contains.
    public static let nonsense = "zq~docgen~qz"

    /// Where the example's checks record their issues: its first source (the docs, line 1, if it has none).
    var exampleLocation: Testing.SourceLocation {
        (example.sources.first ?? DocLocation(file: "docs", line: 1, column: 1)).testing
    }

    func entries() throws -> [DocgenFixture.Entry] {
        try DocgenFixture.load(from: fixture).entries
    }

    func host() throws -> SimulatedUser {
        let makeHost = try #require(example.makeHost, "example \(example.id) declares no view controller")
        return SimulatedUser(hosting: makeHost())
    }

    /// The host loads (its life cycle runs), is laid out and read; before any search, the table shows the
    /// fixture's entries (title and image), in order. This is all that checks a hosted example without
    /// search (evidence `ran`): it must not trap while shown and read.
    ///
    /// The entries are the docs' first list of titles; they are a table's rows only where a table is on
    /// screen (a segmented control's or picker's items are no rows), and in a table of several sections
    /// they are one section's rows.
    public func hostShowsTheFixtureEntries() throws {
        let user = try host()
        let screen = user.readScreen()
        let expected = try entries()
        guard !expected.isEmpty, screen.tableOwner != nil else { return }
        func shown(_ rows: [Screen.Row]) -> [DocgenFixture.Entry] {
            rows.map { DocgenFixture.Entry(title: $0.title ?? "", image: $0.imageName) }
        }
        if screen.sections.count > 1 {
            let sections = screen.sections.map { shown($0.rows) }
            #expect(
                sections.contains(expected), "no section of the table shows the entries of the docs' data",
                sourceLocation: exampleLocation)
        } else {
            #expect(
                shown(screen.rows) == expected, "the table does not show the entries of the docs' data",
                sourceLocation: exampleLocation)
        }
    }

    /// A screen that filters its table from a text field of its own (`Example.filtersFromATextField`): typing
    /// the first letter of the first row's title into the field must leave the table showing what its data
    /// source now says. A table keeps the rows of its last reload, so an app that filters its data and does
    /// not reload shows the old rows — on iOS as here.
    public func typingIntoTheTextFieldKeepsTheTableCurrent() throws {
        let user = try host()
        let text = user.readScreen().rows.first?.title?.first.map(String.init) ?? "a"
        try user.typeIntoTextField(text)
        if let stale = user.staleTable() {
            let what =
                stale.section.map { "\(stale.shown) rows in section \($0)" } ?? "\(stale.shown) sections"
            Issue.record(
                "after typing \"\(text)\" into the text field the table still shows \(what) where its data source now has \(stale.dataSource): the table is not reloaded after its data changes",
                sourceLocation: exampleLocation)
        }
    }

    /// Typing an entry's exact title shows that row.
    public func typingAnEntryTitleShowsThatRow() throws {
        for entry in try entries() {
            let user = try host()
            try user.perform(.type(entry.title))
            #expect(
                user.readScreen().rowTitles.contains(entry.title),
                "typing \"\(entry.title)\" does not show its row", sourceLocation: exampleLocation)
        }
    }

    /// A text that matches no entry shows no row.
    public func textMatchingNothingShowsNoRow() throws {
        let user = try host()
        try user.perform(.type(Self.nonsense))
        #expect(
            user.readScreen().rowTitles == [], "a text matching nothing still shows rows",
            sourceLocation: exampleLocation)
    }

    /// Cancel after a search shows every entry again. A bar that shows no Cancel button while searching
    /// (a plain `UISearchBar` without `showsCancelButton`, Apple's default) has none to tap: the oracle
    /// does not apply.
    public func cancelRestoresTheFullList() throws {
        let expected = try entries().map(\.title)
        guard let first = expected.first else { return }
        let user = try host()
        try user.perform(.type(first))
        guard user.searchBar?.showsCancelButton ?? true else { return }
        try user.perform(.cancel)
        #expect(
            user.readScreen().rowTitles == expected, "Cancel does not restore the full list",
            sourceLocation: exampleLocation)
    }

    /// Each step of the session shows the rows it expects; a failure names the step at its docs line.
    public func sessionShowsTheExpectedRows() throws {
        guard let played = example.play() else { return }
        for result in played.steps {
            if let mismatch = result.mismatch {
                Issue.record(Comment(rawValue: mismatch), sourceLocation: result.step.location.testing)
            }
        }
    }
}
