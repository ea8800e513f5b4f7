import DocParsing
import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation
import Mustache
import Testing

@testable import ExampleChecking

/// `ExampleChecker.check` over a fake toolchain: the steps and what they hand on, without a compiler.
@Suite struct ExampleCheckerPipelineTests {
    static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    func checker(_ text: String, toolchain: FakeToolchain) throws -> ExampleChecker {
        let examples = ExampleSet.extract(from: [DocumentParser.parse(text, path: "Docs/p.en.md").document]).0
        let templates = try MustacheLibrary(
            directory: Self.repository.appendingPathComponent("Templates"), isStrict: true)
        var checker = ExampleChecker(
            examples: examples,
            generator: ExamplePackageGenerator(templates: templates, docgenPackagePath: Self.repository.path),
            options: .init(
                packageDirectory: URL(fileURLWithPath: "/nonexistent/package"),
                docgenPackagePath: Self.repository.path))
        checker.toolchain = toolchain
        return checker
    }

    static let document = """
        # A

        ```swift no_run
        let a = UIView()
        ```

        # B

        ```swift no_run
        let b: Int = "b"
        ```
        """

    /// A block whose fence is never closed leaves its document in; its example fails at the fence whatever
    /// else it got, and the document's other examples keep their verdicts.
    @Test func aFenceNeverClosedFailsItsOwnExampleOnly() throws {
        let text = "# A\n\n```swift\nlet a = 1\n```\n\n# B\n\n```swift\nlet b = 2\n"
        let document = DocumentParser.parse(text, path: "Docs/p.en.md")
        let kept = ExampleSet.extractLeavingOutBadDocuments([document.document], document.diagnostics)
        #expect(kept.leftOut.isEmpty)
        #expect(kept.diagnostics.map(\.id) == [.unterminatedFence])
        let examples = kept.examples.examples.sorted { $0.id < $1.id }
        try #require(examples.count == 2)
        #expect(examples.map { $0.sources.flatMap(\.blocks).map(\.fenceNeverClosed) } == [[false], [true]])
        for example in examples {
            var result = ExampleResult(
                id: example.id, status: .passed, locations: example.sources.map(\.location), evidence: .ran)
            ExampleChecker.failUnclosedFences(of: example, &result)
            let unclosed = example.sources.flatMap(\.blocks).contains(where: \.fenceNeverClosed)
            #expect(result.status == (unclosed ? .failed : .passed))
            #expect(result.diagnostics.map(\.location?.line) == (unclosed ? [9] : []))
        }
    }

    @Test func anErrorOutsideEveryExampleIsShownOnTheExamplesItKeepsFromBeingChecked() throws {
        let support = CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: "/repo/Sources/UIKit/UIView.swift", line: 3, column: 1),
            message: "expected declaration", targetName: "UIKit")
        let toolchain = FakeToolchain { _, _ in [support] }
        let report = try checker(Self.document, toolchain: toolchain).check()
        #expect(toolchain.builds.count == 1)
        #expect(report.diagnostics.map(\.message) == ["expected declaration"])
        for result in report.examples {
            #expect(result.status == .failed)
            #expect(
                result.diagnostics.map(\.message) == [
                    "not checked: the package does not build: /repo/Sources/UIKit/UIView.swift:3:1: expected declaration"
                ])
        }
    }

    @Test func anExampleThatDoesNotCompileAloneFailsWithItsErrorAndTheOtherPasses() throws {
        let error = CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: "Docs/p.en.md", line: 10, column: 14),
            message: "cannot convert value of type 'String' to specified type 'Int'")
        let toolchain = FakeToolchain(aloneErrors: ["p__b": [error]]) { ids, _ in ids.contains("p__b") ? [error] : [] }
        let report = try checker(Self.document, toolchain: toolchain).check()
        #expect(toolchain.builds == [["p__a", "p__b"], ["p__a"]])
        let status = Dictionary(uniqueKeysWithValues: report.examples.map { ($0.id, $0.status) })
        #expect(status == ["p__a": .passed, "p__b": .failed])
        let failed = try #require(report.examples.first { $0.id == "p__b" })
        #expect(failed.diagnostics.first?.location == SourceLocation(file: "Docs/p.en.md", line: 10, column: 14))
        #expect(report.diagnostics.isEmpty)
    }
}
