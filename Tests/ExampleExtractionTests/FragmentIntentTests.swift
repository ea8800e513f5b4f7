import DocgenCore
import ExampleExtraction
import Foundation
import Testing

/// Fragments assembled as their authors meant: model types with their program, versions instead of
/// silent replacement, a hidden host for orphan members and controller statements.
@Suite struct FragmentIntentTests {
    static let movie = "struct Movie {\n    let title: String\n}"
    static let controller = """
        class MoviesViewController: UITableViewController {
            let movies = [Movie(title: "Up")]
        }
        """

    // MARK: - Model types

    @Test func modelTypesThenTheProgramUsingThemAreOneProgram() throws {
        let (set, _) = extract("## S\n\n" + fence("swift", Self.movie) + "\n" + fence("swift", Self.controller))
        #expect(set.examples.map(\.id) == ["t__s"])
        let example = try #require(set.examples.first)
        #expect(example.assembly.contains("declares class MoviesViewController (one program with the model types"))
        #expect(example.hostType == "MoviesViewController")
    }

    @Test func theProgramThenTheModelTypesItUsesAreOneProgram() {
        let (set, _) = extract("## S\n\n" + fence("swift", Self.controller) + "\n" + fence("swift", Self.movie))
        #expect(set.examples.map(\.id) == ["t__s"])
    }

    @Test func modelTypesTheNextProgramDoesNotUseStayApart() {
        let other = "class OtherViewController: UIViewController {}"
        let (set, _) = extract("## S\n\n" + fence("swift", Self.movie) + "\n" + fence("swift", other))
        #expect(set.examples.map(\.id) == ["t__s", "t__s_2"])
    }

    // MARK: - Versions

    static let versioned = """
        ## Setup

        ```swift
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }
        ```

        ```search-session
        activate → (none)
        ```

        ## Improvements

        ```swift
        override func viewDidLoad() {
            print("improved")
        }
        ```

        ```search-session
        cancel → (none)
        ```
        """

    @Test func aLaterSectionRedefiningAMemberMakesANewVersion() throws {
        let (set, diagnostics) = extract(Self.versioned)
        #expect(set.examples.map(\.id) == ["t__setup", "t__setup_v2"])
        let first = try #require(set.examples.first), second = try #require(set.examples.last)
        // The first version is checked as it was, with its own session.
        #expect(first.version == nil)
        #expect(first.program.text.contains("super.viewDidLoad()"))
        #expect(!first.program.text.contains("improved"))
        #expect(first.sessions.map(\.location.line) == [12])
        // The second replaces viewDidLoad() and has the session that follows it.
        #expect(second.program.text.contains("improved"))
        #expect(!second.program.text.contains("super.viewDidLoad()"))
        #expect(second.sessions.map(\.location.line) == [24])
        #expect(second.title == "Improvements")
        try expectSecondVersion(second, of: set, diagnostics)
    }

    private func expectSecondVersion(_ second: Example, of set: ExampleSet, _ diagnostics: [Diagnostic]) throws {
        let version = try #require(second.version)
        #expect(version.number == 2)
        #expect(version.baseID == "t__setup")
        #expect(version.changes == ["lines 18-20 members added to ViewController (replaced viewDidLoad())"])
        #expect(set.report.contains("  version 2 of t__setup: lines 18-20 members added to ViewController"))
        #expect(diagnostics.map(\.id) == [.programVersion])
        #expect(diagnostics.first?.location == SourceLocation(file: "Docs/t.md", line: 18, column: 1))
    }

    @Test func redefiningViewDidLoadInEverySectionMakesOneVersionEach() throws {
        var text = "## S1\n\n" + fence("swift", "class VC: UIViewController {\n    override func viewDidLoad() {}\n}")
        for section in 2...10 {
            text += "\n## S\(section)\n\n" + fence("swift", "override func viewDidLoad() { print(\(section)) }")
        }
        let (set, diagnostics) = extract(text)
        #expect(set.examples.map(\.id) == ["t__s1"] + (2...10).map { "t__s1_v\($0)" })
        #expect(set.examples.map { $0.version?.number ?? 1 } == Array(1...10))
        // Each version holds only the latest viewDidLoad().
        let last = try #require(set.examples.last)
        #expect(last.program.text.contains("print(10)"))
        #expect(!last.program.text.contains("print(9)"))
        #expect(diagnostics.filter { $0.id == .programVersion }.count == 9)
    }

    @Test func anExtensionOfAnEarlierSectionsTypeIsANewVersionOfItsProgram() throws {
        let text =
            "## One\n\n" + fence("swift", "class VC: UITableViewController {}") + "\n## Two\n\n"
            + fence(
                "swift",
                "extension VC: UISearchResultsUpdating {\n    func updateSearchResults(for c: UISearchController) {}\n}"
            )
            + "\n## Three\n\n" + fence("swift", "extension Other {}")
        let (set, _) = extract(text)
        #expect(set.examples.map(\.id) == ["t__one", "t__one_v2", "t__three"])
        #expect(set.examples[1].version?.changes == ["lines 10-12 extension VC"])
    }

    @Test func aRequirementOfAnAdoptedProtocolInALaterSectionIsANewVersion() throws {
        let text =
            "## One\n\n" + fence("swift", "class VC: UIViewController, UISearchResultsUpdating {}") + "\n## Two\n\n"
            + fence("swift", "func updateSearchResults(for searchController: UISearchController) {}")
            + "\n## Three\n\n" + fence("swift", "func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}")
        let (set, _) = extract(text)
        // The third section's method implements a protocol VC does not adopt: a program of its own, hosted.
        #expect(set.examples.map(\.id) == ["t__one", "t__one_v2", "t__three"])
        #expect(set.examples[2].hostType == "DocgenHostViewController")
    }

    @Test func aTypeRedeclaredInTenSectionsIsTenExamples() {
        let text = (1...10).map { "## S\($0)\n\n" + fence("swift", "class VC: UIViewController { let n = \($0) }") }
            .joined(separator: "\n")
        let (set, diagnostics) = extract(text)
        #expect(set.examples.count == 10)
        #expect(Set(set.examples.map(\.id)).count == 10)
        #expect(diagnostics.isEmpty)
    }

    // MARK: - Hidden host

    @Test func anOrphanUpdaterIsHostedByAControllerConformingToItsProtocol() throws {
        let code = "func updateSearchResults(for searchController: UISearchController) {\n    print(1)\n}"
        let (set, diagnostics) = extract("## S\n\n" + fence("swift", code))
        let example = try #require(set.examples.first)
        #expect(example.hostType == "DocgenHostViewController")
        let lines = example.program.lines
        #expect(
            lines.contains(
                ProgramLine(
                    text: "class DocgenHostViewController: UIViewController, UISearchResultsUpdating {", origin: nil,
                    isHidden: true)))
        #expect(lines.last == ProgramLine(text: "}", origin: nil, isHidden: true))
        #expect(!example.program.visibleText.contains("DocgenHostViewController"))
        #expect(diagnostics.map(\.id) == [.synthesizedHost])
    }

    @Test func tableMembersMakeATableViewControllerHost() throws {
        let code = """
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
            func didDismissSearchController(_ searchController: UISearchController) {}
            """
        let example = try #require(extract("## S\n\n" + fence("swift", code)).set.examples.first)
        #expect(
            example.program.text.contains(
                "class DocgenHostViewController: UITableViewController, UISearchBarDelegate, UISearchControllerDelegate {"
            ))
    }

    @Test func dataSourceMembersWithoutOverrideAdoptTheProtocols() throws {
        let code = """
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            """
        let example = try #require(extract("## S\n\n" + fence("swift", code)).set.examples.first)
        // The delegate's methods are all optional; the data source also requires cellForRowAt.
        #expect(
            example.program.text.contains("class DocgenHostViewController: UIViewController, UITableViewDelegate {"))
        #expect(example.hostGaps?.map(\.description) == ["tableView(_:cellForRowAt:) of UITableViewDataSource"])
        let complete =
            code
            + "\nfunc tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }"
        let adopting = try #require(extract("## S\n\n" + fence("swift", complete)).set.examples.first)
        #expect(
            adopting.program.text.contains(
                "class DocgenHostViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {"))
        #expect(adopting.hostGaps == nil)
    }

    /// A hidden host that implements only part of a protocol does not adopt it and says what is missing.
    @Test func aHostWithOnlyCellForRowAtDoesNotAdoptTheDataSource() throws {
        let code =
            "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n    UITableViewCell()\n}"
        let (set, diagnostics) = extract("## S\n\n" + fence("swift", code))
        let example = try #require(set.examples.first)
        #expect(example.program.text.contains("class DocgenHostViewController: UIViewController {"))
        #expect(
            example.hostGaps == [
                HostGap(protocolName: "UITableViewDataSource", missing: ["tableView(_:numberOfRowsInSection:)"])
            ])
        #expect(
            diagnostics.first?.message.contains(
                "it does not adopt UITableViewDataSource, which also requires tableView(_:numberOfRowsInSection:)")
                == true)
    }

    /// Properties shown before a controller's members that use them through `self` are the host's; properties
    /// the host does not use that way stay top-level.
    @Test func orphanPropertiesTheHostUsesThroughSelfAreItsOwn() throws {
        let properties = "let tableData = [\"One\", \"Two\"]\nvar filtered = [String]()"
        let members = "override func viewDidLoad() {\n    super.viewDidLoad()\n    self.filtered = tableData\n}"
        let text = "## S\n\n" + fence("swift", properties) + "\n" + fence("swift", members)
        let example = try #require(extract(text).set.examples.first)
        #expect(
            example.assembly.hasPrefix(
                "2 blocks: lines 4-5 properties of the hidden host DocgenHostViewController (its code uses them through self); lines 9-12 members added"
            ))
        let programText = example.program.text
        let header = try #require(programText.range(of: "class DocgenHostViewController: UIViewController {"))
        #expect(try #require(programText.range(of: "let tableData")).lowerBound > header.upperBound)
        #expect(try #require(programText.range(of: "var filtered")).lowerBound > header.upperBound)

        let unrelated = "override func viewDidLoad() {\n    super.viewDidLoad()\n    self.filteredItems = []\n}"
        let apart = try #require(
            extract("## S\n\n" + fence("swift", properties) + "\n" + fence("swift", unrelated)).set.examples.first)
        #expect(apart.assembly.hasPrefix("2 blocks: lines 4-5 top-level declarations;"))
        let apartText = apart.program.text
        let apartHeader = try #require(apartText.range(of: "class DocgenHostViewController"))
        #expect(try #require(apartText.range(of: "let tableData")).lowerBound < apartHeader.lowerBound)
    }

    @Test func controllerStatementsAreWrappedInTheHost() throws {
        let navigation = "navigationItem.searchController = UISearchController(searchResultsController: nil)"
        let plain = try #require(extract("## S\n\n" + fence("swift", navigation)).set.examples.first)
        #expect(plain.program.text.contains("class DocgenHostViewController: UIViewController {"))
        #expect(
            plain.assembly.contains("statements wrapped in func docgenFragmentAtLine4() of DocgenHostViewController"))
        let table = "tableView.tableHeaderView = UISearchController(searchResultsController: nil).searchBar"
        let tabled = try #require(extract("## S\n\n" + fence("swift", table)).set.examples.first)
        #expect(tabled.program.text.contains("class DocgenHostViewController: UITableViewController {"))
    }

    @Test func controllerFragmentsAfterModelTypesGoToTheHostNotTheStruct() throws {
        let members = "override func viewDidLoad() {\n    super.viewDidLoad()\n}"
        let text =
            "## S\n\n" + fence("swift", Self.movie) + "\n" + fence("swift", members) + "\n"
            + fence("swift", "navigationItem.title = \"Movies\"")
        let example = try #require(extract(text).set.examples.first)
        #expect(
            example.assembly
                == "3 blocks: lines 4-6 declares struct Movie; lines 10-12 members added to the hidden host DocgenHostViewController (added viewDidLoad()); line 16 statements wrapped in func docgenFragmentAtLine16() of DocgenHostViewController; import UIKit added"
        )
        #expect(example.hostType == "DocgenHostViewController")
        // Members that are a struct's own still join it.
        let mutating = "## S\n\n" + fence("swift", Self.movie) + "\n" + fence("swift", "mutating func rename() {}")
        #expect(
            extract(mutating).set.examples.first?.assembly
                == "2 blocks: lines 4-6 declares struct Movie; line 10 members added to Movie (added rename())")
    }

    @Test func plainStatementsStayTopLevelStatements() throws {
        let example = try #require(extract("## S\n\n" + fence("swift", "print(\"hi\")")).set.examples.first)
        #expect(example.hostType == nil)
        #expect(example.program.lines.first?.text == "print(\"hi\")")
    }

    // MARK: - Hostile shapes

    @Test func fiveHundredStatementBlocksAreOneProgramQuickly() throws {
        let text = "## S\n\n" + (0..<500).map { fence("swift", "print(\($0))") }.joined(separator: "\n")
        let clock = ContinuousClock()
        var result: (set: ExampleSet, diagnostics: [Diagnostic])?
        let elapsed = clock.measure { result = extract(text) }
        // Plain Swift: each listing an example, the 500 of them one script of top-level statements.
        #expect(result?.set.examples.count == 500)
        #expect(result?.set.scripts.map(\.exampleIDs.count) == [500])
        #expect(result?.set.examples.allSatisfy { $0.program.lines.count == 1 } == true)
        #expect(elapsed < .seconds(10), "assembling 500 blocks took \(elapsed)")
    }

    @Test func aCommentOnlyBlockIsKeptAndSaysSo() throws {
        let (set, diagnostics) = extract("## S\n\n" + fence("swift", "// just a note\n// and another"))
        let example = try #require(set.examples.first)
        #expect(diagnostics.map(\.id) == [.commentOnlyBlock])
        #expect(diagnostics.first?.location == SourceLocation(file: "Docs/t.md", line: 4, column: 1))
        #expect(example.assembly == "1 block: lines 4-5 no declarations or statements (comments only)")
        #expect(example.program.lines.map(\.text) == ["// just a note", "// and another"])
    }
}
