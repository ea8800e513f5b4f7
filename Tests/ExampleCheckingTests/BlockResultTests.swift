import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// A verdict is located where its cause is: the blocks of one example get verdicts of their own.
@Suite struct BlockResultTests {
    static let path = "Docs/views.en.md"

    /// One example of three blocks (a view controller shown in pieces): lines 4-6, 10-12 and 16-18.
    static let markdown = """
        # Views

        ```swift
        class ViewController: UIViewController {
            let first = UIView()
        }
        ```

        ```swift
        extension ViewController {
            func layOut() { view.addSubview(first) }
        }
        ```

        ```swift
        extension ViewController {
            func layOutSecond() { view.addSubview(second) }
        }
        ```
        """

    static func example() throws -> Example {
        let examples = ExampleSet.extract(from: [DocumentParser.parse(markdown, path: path).document]).0
        return try #require(examples.examples.first { $0.sources.first?.blocks.count == 3 })
    }

    func statuses(_ result: ExampleResult) throws -> [BlockResult.Status] {
        BlockResult.blocks(of: try Self.example(), result: result).map(\.status)
    }

    func result(_ status: ExampleResult.Status, _ diagnostics: [Diagnostic]) throws -> ExampleResult {
        ExampleResult(id: try Self.example().id, status: status, locations: [], diagnostics: diagnostics)
    }

    @Test func anIncompleteExamplesBlocksThatUseNoneOfItsNeedsPassed() throws {
        let warning = Diagnostic.warning(
            .incompleteFragment, at: DocgenCore.SourceLocation(file: Self.path, line: 17, column: 45), "needs")
        let blocks = BlockResult.blocks(
            of: try Self.example(),
            result: try result(.incomplete(needs: ["second"], suggestion: ""), [warning]))
        #expect(blocks.map(\.status) == [.passed, .passed, .incomplete])
        #expect(blocks.map(\.needs) == [[], [], ["second"]])
        #expect(blocks.map(\.location.line) == [4, 10, 16])
    }

    /// A block that declares the needed name itself (a parameter) does not use the example's need.
    @Test func aNameABlockDeclaresItselfIsNotTheExamplesNeed() throws {
        let markdown = Self.markdown.replacingOccurrences(
            of: "func layOut() { view.addSubview(first) }",
            with: "func layOut(second: UIView) { view.addSubview(second) }")
        let examples = ExampleSet.extract(from: [DocumentParser.parse(markdown, path: Self.path).document]).0
        let example = try #require(examples.examples.first { $0.sources.first?.blocks.count == 3 })
        let result = ExampleResult(
            id: example.id, status: .incomplete(needs: ["second"], suggestion: ""), locations: [],
            diagnostics: [
                .warning(
                    .incompleteFragment, at: DocgenCore.SourceLocation(file: Self.path, line: 17, column: 45), "needs")
            ])
        #expect(BlockResult.blocks(of: example, result: result).map(\.status) == [.passed, .passed, .incomplete])
    }

    /// A translation's blocks are the same code: each takes the verdict of the original's block.
    @Test func aTranslationsBlocksTakeTheirOriginalsVerdicts() throws {
        let documents = [Self.path, "Docs/views.ru.md"].map { path in
            DocumentParser.parse(Self.markdown, path: path).document
        }
        let examples = ExampleSet.extract(from: documents).0
        let example = try #require(examples.examples.first { $0.sources.count == 2 })
        let error = Diagnostic.error(
            .exampleCompileError, at: DocgenCore.SourceLocation(file: Self.path, line: 11, column: 5), "an error")
        let blocks = BlockResult.blocks(
            of: example, result: ExampleResult(id: example.id, status: .failed, locations: [], diagnostics: [error]))
        #expect(blocks.map(\.status) == [.passed, .failed, .passed, .passed, .failed, .passed])
        #expect(Set(blocks.map(\.location.file)) == [Self.path, "Docs/views.ru.md"])
    }

    @Test func aFailedExamplesErrorFailsItsOwnBlockOnly() throws {
        let error = Diagnostic.error(
            .exampleCompileError, at: DocgenCore.SourceLocation(file: Self.path, line: 11, column: 5), "an error")
        #expect(try statuses(try result(.failed, [error])) == [.passed, .failed, .passed])
    }

    @Test func aFailedExampleWithNoErrorInABlockFailsInEveryBlock() throws {
        let unlocated = Diagnostic.error(.expectationFailed, at: nil, "the table shows (none)")
        #expect(try statuses(try result(.failed, [unlocated])) == [.failed, .failed, .failed])
    }

    /// Skipped for UIKit API the headless UIKit lacks: only the blocks that use it are skipped.
    @Test func aSkipForUnmodelledAPISkipsTheBlocksThatUseIt() throws {
        var result = try result(.skipped(reason: "uses UIKit API the headless UIKit does not model"), [])
        result.unmodelled = [UnmodelledUse(name: "UIView.addSubview", location: nil)]
        #expect(try statuses(result) == [.passed, .skipped, .skipped])
    }

    @Test func passedAndSkippedExamplesGiveEveryBlockTheirStatus() throws {
        #expect(try statuses(try result(.passed, [])) == [.passed, .passed, .passed])
        #expect(
            try statuses(try result(.skipped(reason: "unmodelled"), []))
                == [.skipped, .skipped, .skipped])
    }
}
