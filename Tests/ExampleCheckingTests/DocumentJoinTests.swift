import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// The members other examples of a document show, for a fragment that uses them (issue 31: the blocks of the
/// document that declare what a fragment uses, earlier or later).
struct DocumentJoinTests {
    static let markdown = """
        # Games

        ## Delete

        ```swift
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            addGame("Ms Pacman")
        }
        ```

        ## Insert

        ```swift
        private func addGame(_ game: String) {
            games.append(game)
        }
        ```
        """

    @Test func aMemberALaterExampleShowsIsFoundWithItsCodeAndLine() throws {
        let document = DocumentParser.parse(Self.markdown, path: "Docs/games.en.md").document
        let set = ExampleSet.extract(from: [document]).0
        try #require(set.examples.count == 2)
        let delete = set.examples[0]
        let found = DocumentJoin.declarations(of: ["addGame", "games"], for: delete, in: set)
        #expect(found.map(\.name) == ["addGame"])
        #expect(found.first?.code.hasPrefix("private func addGame(_ game: String) {") == true)
        #expect(found.first?.location?.line == 14)
        // Its own members are no join, nor names no other example declares.
        #expect(DocumentJoin.declarations(of: ["games"], for: delete, in: set).isEmpty)
        #expect(DocumentJoin.declarations(of: ["addGame"], for: set.examples[1], in: set).isEmpty)
    }

    /// For a fragment of statements, the variables another example's statements declare (in a method's body,
    /// or at the top level), never its members.
    @Test func aVariableAnotherExamplesStatementsDeclareIsFoundForStatements() throws {
        let markdown = """
            # Alerts

            ## Show

            ```swift
            class Page: UIViewController {
                let title2 = "unused"
                func showAlert() {
                    let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            ```

            ## Buttons

            Add a button:

            ```swift
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            ```
            """
        let document = DocumentParser.parse(markdown, path: "Docs/alerts.en.md").document
        let set = ExampleSet.extract(from: [document]).0
        let statements = try #require(set.examples.first { $0.sources.first?.location.line == 20 })
        let found = DocumentJoin.declarations(of: ["alert", "title2"], for: statements, in: set, locals: true)
        #expect(
            found.map(\.code) == [#"let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)"#])
        #expect(found.first?.location?.line == 9)
        #expect(DocumentJoin.declarations(of: ["alert"], for: statements, in: set).isEmpty)
    }

    /// A later step of a class the doc shows whole earlier takes the members that earlier class declares (its
    /// `var cities`), only of a type of the same name, and they go at the top of its body.
    @Test func aMemberOfTheSameClassAnotherStepShowsGoesIntoThatClass() throws {
        let markdown = """
            # Cities

            ## Load

            ```swift
            class ViewController: UIViewController {
                var cities: [String]!
            }
            class Other {
                var rows = 0
            }
            ```

            ## Rows

            ```swift
            class ViewController: UIViewController, UITableViewDataSource {
            }
            ```

            Then:

            ```swift
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return cities.count + rows
            }
            ```
            """
        let document = DocumentParser.parse(markdown, path: "Docs/cities.en.md").document
        let set = ExampleSet.extract(from: [document]).0
        let rows = try #require(set.examples.first { $0.sources.first?.location.line == 17 })
        let owners = DocumentJoin.typesDeclared(by: rows.ownProgram)
        #expect(owners == ["ViewController"])
        let found = DocumentJoin.declarations(of: ["cities", "rows"], for: rows, in: set, owners: owners)
        #expect(found.map(\.name) == ["cities"])
        #expect(found.first?.owner == "ViewController")
        let read = HostSearch.withTypeMembers(rows, ["ViewController": found.map(\.code)])
        let lines = read.program.lines
        let header = try #require(lines.firstIndex { $0.text.hasPrefix("class ViewController") })
        #expect(lines[header + 1].text == "    var cities: [String]!")
        #expect(lines[header + 1].isHidden && lines[header + 1].origin == nil)
        #expect(lines.filter { $0.origin != nil } == rows.program.lines.filter { $0.origin != nil })
    }
}
