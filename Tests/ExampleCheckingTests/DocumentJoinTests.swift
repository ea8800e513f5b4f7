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
}
