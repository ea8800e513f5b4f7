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
            try oracles.typingAnEntryTitleShowsThatRow()
            try oracles.textMatchingNothingShowsNoRow()
            try oracles.cancelRestoresTheFullList()
        }
    }

    @Test func entriesOtherThanTheFixturesAreReportedAtTheExample() throws {
        let wrongImages = Self.trails.map { (title: $0.title, image: Optional("snowflake")) }
        try withFixture(wrongImages) { fixture in
            let oracles = DocgenOracles(example: example { ViewController() }, fixture: fixture)
            try withKnownIssue {
                try oracles.hostShowsTheFixtureEntries()
            } matching: {
                recorded(at: Self.source, saying: "the table does not show the entries of the docs' data")($0)
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
                recorded(at: Self.source, saying: "no section of the table shows the entries of the docs' data")($0)
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

    @Test func aTitleThatDoesNotFindItsRowIsReported() throws {
        try withFixture(Self.trails + [(title: "Bunny Hill", image: nil)]) { fixture in
            let oracles = DocgenOracles(example: example { ViewController() }, fixture: fixture)
            try withKnownIssue {
                try oracles.typingAnEntryTitleShowsThatRow()
            } matching: {
                recorded(at: Self.source, saying: "typing \"Bunny Hill\" does not show its row")($0)
            }
        }
    }

    @Test func aSearchThatIgnoresItsTextIsReported() throws {
        try withFixture(Self.trails) { fixture in
            let oracles = DocgenOracles(example: example { IgnoresTheTextController() }, fixture: fixture)
            try oracles.cancelRestoresTheFullList()
            try withKnownIssue {
                try oracles.textMatchingNothingShowsNoRow()
            } matching: {
                recorded(at: Self.source, saying: "a text matching nothing still shows rows")($0)
            }
        }
    }

    @Test func aCancelThatDoesNotRestoreTheListIsReported() throws {
        try withFixture(Self.trails) { fixture in
            let oracles = DocgenOracles(example: example { KeepsFilteringController() }, fixture: fixture)
            try oracles.textMatchingNothingShowsNoRow()
            try oracles.typingAnEntryTitleShowsThatRow()
            try withKnownIssue {
                try oracles.cancelRestoresTheFullList()
            } matching: {
                recorded(at: Self.source, saying: "Cancel does not restore the full list")($0)
            }
        }
    }

    @Test func aPlainSearchBarWithoutCancelIsNotAskedToCancel() throws {
        try withFixture(Self.trails) { fixture in
            let oracles = DocgenOracles(example: example { PlainSearchBarController() }, fixture: fixture)
            try oracles.typingAnEntryTitleShowsThatRow()
            try oracles.cancelRestoresTheFullList()
        }
    }

    @Test func aPlainSearchBarThatShowsCancelIsAskedToCancel() throws {
        try withFixture(Self.trails) { fixture in
            let makeHost: @MainActor @Sendable () -> UIViewController = {
                let controller = PlainSearchBarController()
                controller.showsCancel = true
                return controller
            }
            let oracles = DocgenOracles(example: example(makeHost), fixture: fixture)
            try withKnownIssue {
                try oracles.cancelRestoresTheFullList()
            } matching: {
                recorded(at: Self.source, saying: "Cancel does not restore the full list")($0)
            }
        }
    }

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
                try oracles.textMatchingNothingShowsNoRow()
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

    @Test func aTableNotReloadedAfterTypingIntoItsTextFieldIsReported() throws {
        try withFixture(Self.trails) { fixture in
            try DocgenOracles(example: example { TextFieldFilterController(reloads: true) }, fixture: fixture)
                .typingIntoTheTextFieldKeepsTheTableCurrent()
            let stale = DocgenOracles(example: example { TextFieldFilterController(reloads: false) }, fixture: fixture)
            try withKnownIssue {
                try stale.typingIntoTheTextFieldKeepsTheTableCurrent()
            } matching: {
                recorded(
                    at: Self.source,
                    saying:
                        "after typing \"E\" into the text field the table still shows 4 rows in section 0 where its data source now has 2: the table is not reloaded after its data changes"
                )($0)
            }
        }
    }
}
