import DocgenExampleSupport
import Foundation
import Testing
import UIKit
import UIKitDriver

/// The checks of a runnable example, recorded at the docs' lines: the docs' own session (its expected rows),
/// the fixture's entries on the first screen, and the invariants every correct app keeps after every event,
/// along the session or while exploring the screen.
@MainActor public struct DocgenOracles {
    public let example: DocgenExample
    public let fixture: URL

    public init(example: DocgenExample, fixture: URL) {
        self.example = example
        self.fixture = fixture
    }

    /// Where the example's checks record their issues: its first source (the docs, line 1, if it has none).
    var exampleLocation: Testing.SourceLocation {
        (example.sources.first ?? DocLocation(file: "docs", line: 1, column: 1)).testing
    }

    /// Fails the example at each near miss of a requirement that UIKit called while `body` ran
    /// (`NearMissedRequirement`): the app's behaviour depends on a method that never runs.
    func failingNearMissesCalled(_ body: () throws -> Void) rethrows {
        _ = NearMissedRequirement.drain()
        defer {
            for call in NearMissedRequirement.drain() {
                let location = DocLocation(file: call.file, line: call.line, column: call.column)
                Issue.record(Comment(rawValue: call.description), sourceLocation: location.testing)
            }
        }
        try body()
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
    /// they are one section's rows. An entry's image is compared only where its row shows an image: a row
    /// without one says nothing of the data's other fields (the second string of `("Apple", "Rosaceae")`
    /// may be an image's name or a subtitle, and many a correct app shows no image at all). A table that shows no rows yet contradicts nothing the docs say: many a
    /// correct app fills it only once the user acts (search results, a list built after a tap), and what
    /// it shows then is the invariants' business (``exploringKeepsTheScreenConsistent()``).
    public func hostShowsTheFixtureEntries() throws {
        try failingNearMissesCalled(showsTheFixtureEntries)
    }

    private func showsTheFixtureEntries() throws {
        let user = try host()
        let screen = user.readScreen()
        let expected = try entries()
        guard !expected.isEmpty, screen.tableOwner != nil, !screen.rows.isEmpty else { return }
        func shown(_ rows: [Screen.Row]) -> [DocgenFixture.Entry] {
            rows.map { DocgenFixture.Entry(title: $0.title ?? "", image: $0.imageName) }
        }
        func matches(_ shown: [DocgenFixture.Entry]) -> Bool {
            shown.count == expected.count
                && zip(shown, expected).allSatisfy { row, entry in
                    row.title == entry.title && (row.image == nil || row.image == entry.image)
                }
        }
        if screen.sections.count > 1 {
            let sections = screen.sections.map { shown($0.rows) }
            if !sections.contains(where: matches) {
                let shownSections = sections.map { (section: [DocgenFixture.Entry]) in "(\(Self.rows(section)))" }
                let message =
                    "no section of the table shows the docs' rows (\(Self.rows(expected))); its sections show "
                Issue.record(
                    Comment(rawValue: message + shownSections.joined(separator: ", ")), sourceLocation: exampleLocation)
            }
        } else if !matches(shown(screen.rows)) {
            let message =
                "the table shows \(Self.rows(shown(screen.rows))) where the docs' data lists \(Self.rows(expected))"
            Issue.record(Comment(rawValue: message), sourceLocation: exampleLocation)
        }
    }

    /// Rows as a session block writes them, each with its image where it has one: `A (a.png), B`, `(none)`.
    static func rows(_ entries: [DocgenFixture.Entry]) -> String {
        DocgenExample.rowList(entries.map { entry in entry.image.map { "\(entry.title) (\($0))" } ?? entry.title })
    }

    /// A person explores the screen (`ScreenExplorer`: each bar button, each alert filled and confirmed, a
    /// row tapped and swiped, pull to refresh, typing into the search bar or text field) and after every
    /// event the screen keeps what every correct app keeps (`SimulatedUser.invariantViolations()`): its
    /// table shows what its data source now says, no required constraint is broken. Nothing is assumed
    /// about what the app does with the events; a trap while exploring fails the example as any trap does.
    public func exploringKeepsTheScreenConsistent() throws {
        let makeHost = try #require(example.makeHost, "example \(example.id) declares no view controller")
        failingNearMissesCalled {
            for finding in ScreenExplorer(makeHost: makeHost).explore() {
                Issue.record(Comment(rawValue: finding.description), sourceLocation: exampleLocation)
            }
        }
    }

    /// Each step of the session shows the rows it expects, and the screen keeps the invariants after it
    /// (`SimulatedUser.invariantViolations()`); a failure names the step at its docs line.
    ///
    /// Rows are expected only where the docs write them (a `search-session`). The session docgen makes from
    /// the entries of a search screen (type each entry's title, a text matching nothing, clear, Cancel)
    /// expects no rows: whether typing a title shows that row is the app's filter's business (it may match
    /// a reading or a tag, not the title), so only the invariants are checked, which run the app's own
    /// filter: the table must show the rows its data source gives for that text.
    public func sessionShowsTheExpectedRows() throws {
        try failingNearMissesCalled(playsTheSession)
    }

    private func playsTheSession() throws {
        guard let played = example.play() else { return }
        for result in played.steps {
            if let mismatch = result.mismatch {
                Issue.record(Comment(rawValue: mismatch), sourceLocation: result.step.location.testing)
            }
            for broken in result.brokenInvariants {
                Issue.record(Comment(rawValue: broken), sourceLocation: result.step.location.testing)
            }
        }
    }
}
