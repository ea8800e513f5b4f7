import DocgenExampleSupport
import DocgenExampleTesting
import Foundation
import Testing
import UIKit
import UIKitDriver

@testable import NavigationBarSearchExample

/// An issue recorded at the docs' `location` (Swift Testing names the file's last component) saying `message`.
func recorded(at location: DocLocation, saying message: String) -> KnownIssueMatcher {
    { issue in
        issue.sourceLocation?.fileName == (location.file as NSString).lastPathComponent
            && issue.sourceLocation?.line == location.line && issue.sourceLocation?.column == location.column
            && issue.comments.contains(Comment(rawValue: message))
    }
}

/// The oracles pass on a correct example and record an issue, at the docs' location, on a wrong one.
@Suite @MainActor struct DocgenOraclesTests {
    nonisolated static let source = DocLocation(file: "Docs/search.ru.md", line: 27, column: 4)
    static let images = ["green_circle", "blue_square", "black_diamond", "double_black_diamond"]

    /// A fixture file of these entries, removed after `body`.
    func withFixture(
        _ entries: [(title: String, image: String?)], _ body: (URL) throws -> Void
    ) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("oracles-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let objects = entries.map { ["title": $0.title, "image": $0.image.map { $0 as Any } ?? NSNull()] }
        try JSONSerialization.data(withJSONObject: ["entries": objects]).write(to: file)
        try body(file)
    }

    func example(
        _ makeHost: (@MainActor @Sendable () -> UIViewController)?, session: [DocgenSessionStep] = []
    ) -> DocgenExample {
        DocgenExample(
            id: "search", title: "Search", mode: .runnable, sources: [Self.source], makeHost: makeHost,
            sessionIsFromDocs: true, session: session)
    }

    static let trails = zip(["Easiest", "Intermediate", "Advanced", "Expert Only"], images).map {
        (title: $0, image: Optional($1))
    }

    @Test func everyOraclePassesOnTheDocsExample() throws {
        try withFixture(Self.trails) { fixture in
            let oracles = DocgenOracles(example: example { ViewController() }, fixture: fixture)
            try oracles.hostShowsTheFixtureEntries()
            try oracles.exploringKeepsTheScreenConsistent()
        }
    }

    @Test func entriesOtherThanTheFixturesAreReportedAtTheExample() throws {
        let wrongImages = Self.trails.map { (title: $0.title, image: Optional("snowflake")) }
        try withFixture(wrongImages) { fixture in
            let oracles = DocgenOracles(example: example { ViewController() }, fixture: fixture)
            try withKnownIssue {
                try oracles.hostShowsTheFixtureEntries()
            } matching: {
                recorded(
                    at: Self.source,
                    saying:
                        "the table shows Easiest (green_circle), Intermediate (blue_square), Advanced (black_diamond), Expert Only (double_black_diamond) where the docs' data lists Easiest (snowflake), Intermediate (snowflake), Advanced (snowflake), Expert Only (snowflake)"
                )($0)
            }
        }
    }

    /// A screen of two sections, the fixture's entries in the second.
    final class TwoSections: UITableViewController {
        let sections = [["iPhone", "iPad"], ["Easiest", "Intermediate", "Advanced", "Expert Only"]]
        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    @Test func inATableOfSeveralSectionsTheEntriesAreOneSectionsRows() throws {
        try withFixture(Self.trails.map { (title: $0.title, image: nil) }) { fixture in
            try DocgenOracles(example: example { TwoSections() }, fixture: fixture).hostShowsTheFixtureEntries()
        }
        try withFixture([(title: "Expert Only", image: nil)]) { fixture in
            let oracles = DocgenOracles(example: example { TwoSections() }, fixture: fixture)
            try withKnownIssue {
                try oracles.hostShowsTheFixtureEntries()
            } matching: {
                recorded(
                    at: Self.source,
                    saying:
                        "no section of the table shows the docs' rows (Expert Only); its sections show (iPhone, iPad), (Easiest, Intermediate, Advanced, Expert Only)"
                )($0)
            }
        }
    }

    /// Rows of a pair of strings, `("Apple", "Rosaceae")`: the second is shown as a subtitle, not an image.
    final class SubtitleRows: UITableViewController {
        let rows = [("Apple", "Rosaceae"), ("Orange", "Rutaceae")]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row].0
            cell.detailTextLabel?.text = rows[indexPath.row].1
            return cell
        }
    }

    @Test func anEntrysImageIsComparedOnlyWhereItsRowShowsOne() throws {
        try withFixture([(title: "Apple", image: "Rosaceae"), (title: "Orange", image: "Rutaceae")]) { fixture in
            try DocgenOracles(example: example { SubtitleRows() }, fixture: fixture).hostShowsTheFixtureEntries()
        }
        // Titles are still compared: a row that shows another title contradicts the docs' data.
        try withFixture([(title: "Apple", image: "Rosaceae"), (title: "Pear", image: "Rosaceae")]) { fixture in
            let oracles = DocgenOracles(example: example { SubtitleRows() }, fixture: fixture)
            try withKnownIssue {
                try oracles.hostShowsTheFixtureEntries()
            } matching: {
                recorded(
                    at: Self.source,
                    saying: "the table shows Apple, Orange where the docs' data lists Apple (Rosaceae), Pear (Rosaceae)"
                )($0)
            }
        }
    }

    /// Search results: the table shows nothing until the user types. Empty at load, it claims nothing against
    /// the docs' list; once it shows rows, they must be the list.
    final class ResultsAfterTyping: UITableViewController {
        var results: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            results.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = results[indexPath.row]
            return cell
        }
    }

    @Test func aTableEmptyUntilTheUserActsIsNotCheckedForEntries() throws {
        try withFixture([(title: "Red", image: nil), (title: "Blue", image: nil)]) { fixture in
            try DocgenOracles(example: example { ResultsAfterTyping() }, fixture: fixture).hostShowsTheFixtureEntries()
            let shown = DocgenOracles(
                example: example {
                    let controller = ResultsAfterTyping()
                    controller.results = ["Green"]
                    return controller
                }, fixture: fixture)
            try withKnownIssue {
                try shown.hostShowsTheFixtureEntries()
            } matching: {
                recorded(at: Self.source, saying: "the table shows Green where the docs' data lists Red, Blue")($0)
            }
        }
    }

    @Test func aScreenWithoutATableIsNotCheckedForEntries() throws {
        // A segmented control's items are the docs' first list of titles, but no table shows them.
        try withFixture([(title: "Red", image: nil), (title: "Blue", image: nil)]) { fixture in
            let oracles = DocgenOracles(
                example: example {
                    let controller = UIViewController()
                    controller.view.addSubview(UISegmentedControl(items: ["Red", "Blue"]))
                    return controller
                }, fixture: fixture)
            try oracles.hostShowsTheFixtureEntries()
        }
    }

    /// What the app's filter shows is its own business: a filter that ignores the text, one that keeps
    /// filtering after Cancel, a plain bar without Cancel all keep their tables current, so nothing is
    /// reported (the generic "typing a title shows its row" was a guess about the app, not a claim of the docs).
    @Test func searchScreensThatKeepTheirTablesCurrentAreNotFailedForTheirFilter() throws {
        try withFixture(Self.trails + [(title: "Bunny Hill", image: nil)]) { fixture in
            for makeHost in Self.searchScreens {
                let oracles = DocgenOracles(example: example(makeHost), fixture: fixture)
                try oracles.exploringKeepsTheScreenConsistent()
            }
        }
    }

    static let searchScreens: [@MainActor @Sendable () -> UIViewController] = [
        { ViewController() }, { IgnoresTheTextController() }, { KeepsFilteringController() },
        { PlainSearchBarController() },
    ]

    @Test func eachMismatchedSessionStepIsReportedAtItsOwnLine() throws {
        let good = DocLocation(file: "Docs/search.ru.md", line: 96, column: 1)
        let bad = DocLocation(file: "Docs/search.ru.md", line: 97, column: 3)
        let session = [
            DocgenSessionStep(.type("in"), expected: ["Intermediate"], quoted: "type \"in\"", at: good),
            DocgenSessionStep(.type("ex"), expected: ["Easiest"], quoted: "type \"ex\"", at: bad),
        ]
        try withFixture(Self.trails) { fixture in
            let oracles = DocgenOracles(example: example({ ViewController() }, session: session), fixture: fixture)
            try withKnownIssue {
                try oracles.sessionShowsTheExpectedRows()
            } matching: {
                recorded(at: bad, saying: "type \"ex\": expected Easiest, the table shows Expert Only")($0)
            }
        }
    }

    @Test func anExampleWithoutAControllerFailsTheOraclesThatHostIt() throws {
        try withFixture(Self.trails) { fixture in
            let oracles = DocgenOracles(example: example(nil), fixture: fixture)
            try oracles.sessionShowsTheExpectedRows()
            try withKnownIssue {
                try oracles.exploringKeepsTheScreenConsistent()
            } matching: {
                $0.comments.contains("example search declares no view controller")
            }
        }
    }

    /// A table filtered from a text field: prefix filter in the delegate, with or without `reloadData()`.
    final class TextFieldFilterController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
        let table = UITableView()
        let field = UITextField()
        let names = ["Easiest", "Intermediate", "Advanced", "Expert Only"]
        lazy var shown = names
        let reloads: Bool

        init(reloads: Bool) {
            self.reloads = reloads
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            view.addSubview(table)
            table.dataSource = self
            field.delegate = self
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            let query = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
            shown = names.filter { $0.hasPrefix(query) }
            if reloads { table.reloadData() }
            return true
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
    }

    @Test func aTableNotReloadedAfterTypingIntoItsTextFieldIsReportedInRows() throws {
        try withFixture(Self.trails) { fixture in
            try DocgenOracles(example: example { TextFieldFilterController(reloads: true) }, fixture: fixture)
                .exploringKeepsTheScreenConsistent()
            let stale = DocgenOracles(example: example { TextFieldFilterController(reloads: false) }, fixture: fixture)
            try withKnownIssue {
                try stale.exploringKeepsTheScreenConsistent()
            } matching: {
                recorded(
                    at: Self.source,
                    saying:
                        "after type \"E\" into the text field: the table shows 4 rows (\"Easiest\", \"Intermediate\", \"Advanced\", \"Expert Only\") where its data source now has 2 (\"Easiest\", \"Expert Only\"): it was not reloaded after its data changed"
                )($0)
            }
        }
    }

    /// A session step after which the table is stale is reported at the step's line, in rows.
    @Test func aSessionStepAfterWhichTheTableIsStaleIsReportedAtItsLine() throws {
        let line = DocLocation(file: "Docs/search.ru.md", line: 98, column: 1)
        let session = [DocgenSessionStep(.tapButton("Add"), expected: nil, quoted: "tap button \"Add\"", at: line)]
        try withFixture(Self.trails) { fixture in
            let oracles = DocgenOracles(
                example: example({ AddsWithoutReloading() }, session: session), fixture: fixture)
            try withKnownIssue {
                try oracles.sessionShowsTheExpectedRows()
            } matching: {
                recorded(
                    at: line,
                    saying:
                        "after tap button \"Add\": the table shows 1 row (\"One\") where its data source now has 2 (\"One\", \"Two\"): it was not reloaded after its data changed"
                )($0)
            }
        }
    }

    /// Adds a row from its Add button and forgets `reloadData()`.
    final class AddsWithoutReloading: UITableViewController {
        var rows = ["One"]
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .add, target: self, action: _sel(AddsWithoutReloading.add))
        }
        func add() { rows.append("Two") }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    /// A delegate whose `didSelectRowAt` is misspelt, with the requirement docgen's generated copy adds to
    /// record UIKit's calls (`Entry.swift.mustache`).
    final class MisspeltDelegate: UITableViewController {
        let recorder = RecordingDelegate()
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.delegate = recorder
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Apple"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAtt indexPath: IndexPath) {}
    }

    final class RecordingDelegate: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            NearMissedRequirement.called(
                "tableView(_:didSelectRowAt:)", on: "ListDelegate", nearMiss: "tableView(_:didSelectRowAtt:)",
                file: "Docs/list.md", line: 40, column: 10)
        }
    }

    @Test func aNearMissOfARequirementUIKitCalledIsReportedAtItsLine() throws {
        try withFixture([]) { fixture in
            let oracles = DocgenOracles(example: example { MisspeltDelegate() }, fixture: fixture)
            try withKnownIssue {
                try oracles.exploringKeepsTheScreenConsistent()
            } matching: {
                recorded(
                    at: DocLocation(file: "Docs/list.md", line: 40, column: 10),
                    saying:
                        "UIKit called 'tableView(_:didSelectRowAt:)' on 'ListDelegate', which does not implement it: its 'tableView(_:didSelectRowAtt:)' nearly matches the requirement and is never called"
                )($0)
            }
        }
    }
}
