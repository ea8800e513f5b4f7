import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleChecking
import ExampleExtraction
import ExampleGeneration
import Foundation
import Mustache
import Testing

/// `ExampleChecker` on examples that share the `DocgenExamples` module: a real `swift build` and test run
/// against this repository's headless UIKit.
@Suite(.serialized) struct SharedModuleCheckTests {
    static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// A searchable table view controller named `ViewController`, as real docs all name it, with its session.
    static func controller(_ entry: String, body: String = "") -> String {
        searchControllerDocument(heading: "Search", controller: "ViewController", entries: (entry, "Other"), body: body)
    }

    func check(_ docs: [String: String]) throws -> (CheckReport, ExampleSet) {
        let documents = docs.sorted { $0.key < $1.key }.map { DocumentParser.parse($0.value, path: $0.key).document }
        let examples = ExampleSet.extract(from: documents).0
        let templates = try MustacheLibrary(
            directory: Self.repository.appendingPathComponent("Templates"), isStrict: true)
        let root = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = ExampleChecker(
            examples: examples,
            generator: ExamplePackageGenerator(templates: templates, docgenPackagePath: Self.repository.path),
            options: .init(
                packageDirectory: root.appendingPathComponent("package"), docgenPackagePath: Self.repository.path))
        return (checker.check(), examples)
    }

    @Test(.hangGuard) func oneBrokenExampleFailsAtItsDocLineWhileItsNeighboursPass() throws {
        let (report, examples) = try check([
            "a.md": Self.controller("Alpha"),
            "b.md": Self.controller("Beta"),
            // Line 8 of c.md: `    let wrong: Int = "text"`; the string literal is at column 22.
            "c.md": Self.controller("Gamma", body: "    let wrong: Int = \"text\""),
            // Not shared: compiled in a target of its own, as before.
            "d.md": "# Own\n\n```swift\nimport UIKit\n\npublic struct Own {}\n```\n",
        ])
        #expect(
            examples.examples.filter { ExamplePlan($0).module.isShared }.map(\.id) == [
                "a__search", "b__search", "c__search",
            ])
        try expectOnlyTheBrokenOneFails(report)
    }

    private func expectOnlyTheBrokenOneFails(_ report: CheckReport) throws {
        let status: [String: ExampleResult.Status] = Dictionary(
            uniqueKeysWithValues: report.examples.map { (result: ExampleResult) in (result.id, result.status) })
        let messages = report.examples.map { "\($0.id): \($0.diagnostics.map(\.description))" }
        #expect(status["a__search"] == .passed, "\(messages)")
        #expect(status["b__search"] == .passed, "\(messages)")
        #expect(status["d__own"] == .passed)
        #expect(status["c__search"] == .failed)
        let failed = try #require(report.examples.first { $0.id == "c__search" })
        let error = try #require(failed.diagnostics.first { $0.id == .exampleCompileError })
        #expect(error.location == location("c.md", 8, 22))
        #expect(error.message == "cannot convert value of type 'String' to specified type 'Int'")
        expectNothingDocgenAddedShows(report)
    }

    /// Nothing docgen named or added shows in what the user reads.
    private func expectNothingDocgenAddedShows(_ report: CheckReport) {
        let shown: [String] =
            report.examples.flatMap(\.diagnostics).map { (diagnostic: Diagnostic) -> String in
                "\(diagnostic.message) \(diagnostic.notes.map(\.message))"
            } + report.diagnostics.map(\.message)
        for text in shown {
            #expect(!text.contains("docgenExample"))
            #expect(!text.contains("DocgenExamples"))
            #expect(!text.contains("fileprivate"))
        }
        #expect(report.diagnostics.isEmpty)
    }
}
