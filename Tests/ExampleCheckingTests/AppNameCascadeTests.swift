import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// A name apps declare too (`enum Section`, SwiftUI's `Section` as well) that a fragment never declares is a
/// need, and what follows from it is its cascade: the fragment is incomplete, not failed.
@Suite struct AppNameCascadeTests {
    static let markdown = """
        # Snapshot

        ```swift
        var snapshot = NSDiffableDataSourceSnapshot<Section, Song>()
        snapshot.appendSections([.favorites, .disney])
        snapshot.appendItems(songs, toSection: .disney)
        let title: String = 42
        ```
        """

    func error(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        compilerError(at: location("Docs/t.en.md", line, column), message)
    }

    @Test func anErrorThatFollowsFromAnAppNameIsItsCascade() throws {
        let document = DocumentParser.parse(Self.markdown, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let verdict = CompileFailureClassifier().classify(
            [
                error(4, 45, "cannot find type 'Section' in scope [cannot_find_type_in_scope]"),
                error(
                    5, 27,
                    "reference to member 'favorites' cannot be resolved without a contextual type [unresolved_member_no_inference]"
                ),
                error(
                    5, 39,
                    "reference to member 'disney' cannot be resolved without a contextual type [unresolved_member_no_inference]"
                ),
                error(6, 22, "cannot find 'songs' in scope [cannot_find_in_scope]"),
                error(
                    6, 41,
                    "cannot infer contextual base in reference to member 'disney' [cannot_infer_base_of_unresolved_member]"
                ),
            ], example: example)
        guard case .incomplete(let needs, _) = verdict.status else {
            Issue.record("expected incomplete, got \(verdict.status)")
            return
        }
        #expect(needs == ["Section", "songs"])
        // An error on another line that does not follow from a need still fails.
        let failing = CompileFailureClassifier().classify(
            [
                error(4, 45, "cannot find type 'Section' in scope [cannot_find_type_in_scope]"),
                error(
                    7, 21,
                    "cannot convert value of type 'Int' to specified type 'String' [cannot_convert_initializer_value]"),
            ], example: example)
        #expect(failing.status == .failed)
    }
}
