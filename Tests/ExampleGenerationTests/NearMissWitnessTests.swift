import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleGeneration

/// A delegate method that nearly matches a requirement: the generated copy gives its type the requirement in
/// an extension that records UIKit's calls, after the doc's code (lines docgen writes, not the doc's).
struct NearMissWitnessTests {
    @Test func theRequirementIsAddedAfterTheDocsCodeToRecordItsCalls() throws {
        let markdown = """
            ## List

            ```swift
            import UIKit

            class ListController: UIViewController, UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAtt indexPath: IndexPath) {}
            }
            ```

            """
        let tree = try GeneratedSyntaxValidatorTests.generate(markdown).get()
        let file = try #require(
            tree.files.first { $0.key.hasSuffix(".swift") && $0.value.contains("ListController") }?.value)
        let generated = try #require(file.components(separatedBy: "// MARK: - What docgen adds (generated)").last)
        #expect(generated.contains("extension ListController {"))
        #expect(
            generated.contains("    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {"))
        #expect(
            generated.contains(
                "\"tableView(_:didSelectRowAt:)\", on: \"ListController\", nearMiss: \"tableView(_:didSelectRowAtt:)\", file: \"Docs/t.md\", line: 7,"
            ))
        #expect(GeneratedSyntaxValidator.validate(path: "t.swift", text: file, example: nil).isEmpty)
    }
}
