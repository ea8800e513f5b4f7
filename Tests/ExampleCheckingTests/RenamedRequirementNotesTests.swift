import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// A requirement written under its Swift 2 name gets the rename as a note on "does not conform".
@Suite struct RenamedRequirementNotesTests {
    static func example(_ lines: [String]) -> Example {
        let program = AssembledProgram(
            lines: lines.enumerated().map { index, text in
                ProgramLine(text: text, origin: SourceLocation(file: "Docs/t.ru.md", line: index + 20, column: 1))
            })
        return Example(
            id: "t", title: "t", language: .swift, mode: .runnable, sources: [], assemblySteps: [],
            program: program, hostType: nil, entries: [], sessions: [])
    }

    static let seed = example([
        "class MyTableViewController: UITableViewController, UISearchResultsUpdating {",
        "    func updateSearchResultsForSearchController(searchController: UISearchController) {",
        "    }",
        "}",
    ])

    @Test func theSwift2MethodIsNamedWithItsRename() {
        let error = compilerError(
            at: SourceLocation(file: "Docs/t.ru.md", line: 20, column: 7),
            "type 'MyTableViewController' does not conform to protocol 'UISearchResultsUpdating' [type_does_not_conform]",
            notes: [compilerNote(at: nil, "protocol requires function 'updateSearchResults(for:)' [no_witnesses]")])
        let annotated = RenamedRequirementNotes.annotate(error, in: Self.seed)
        #expect(annotated.message == error.message)
        #expect(
            annotated.notes == error.notes + [
                .init(
                    location: SourceLocation(file: "Docs/t.ru.md", line: 21, column: 10),
                    message:
                        "'updateSearchResultsForSearchController(searchController:)' has been renamed to 'updateSearchResults(for:)'"
                )
            ])
    }

    @Test func otherErrorsAndProtocolsAreUnchanged() {
        let other = compilerError(
            at: nil,
            "type 'MyTableViewController' does not conform to protocol 'UITableViewDelegate' [type_does_not_conform]")
        #expect(RenamedRequirementNotes.annotate(other, in: Self.seed) == other)
        let unrelated = compilerError(
            at: nil, "cannot find type 'UTableViewController' in scope [cannot_find_type_in_scope]")
        #expect(RenamedRequirementNotes.annotate(unrelated, in: Self.seed) == unrelated)
    }
}
