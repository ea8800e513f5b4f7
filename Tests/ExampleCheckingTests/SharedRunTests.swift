import DocParsing
import DocgenCore
import ExampleExtraction
import Foundation
import Testing

@testable import ExampleChecking

/// Programs of one content run once; the result moves to each copy's places. Claims of every document are
/// checked against the one run of a shared listing.
@Suite struct SharedRunTests {
    @Test func theFirstProgramOfEachContentRuns() {
        let sharing = SharedRun(contents: ["a", "b", "a", "c", "b"])
        #expect(sharing.runner == [0, 1, 0, 3, 1])
        #expect(sharing.runs == [0, 1, 3])
    }

    @Test func aResultMovesToTheCopysPlaces() {
        func at(_ file: String, _ line: Int, _ column: Int = 1) -> DocgenCore.SourceLocation {
            DocgenCore.SourceLocation(file: file, line: line, column: column)
        }
        let places = [at("a.en.md", 10, 3), at("a.en.md", 14, 3), at("a.en.md", 15, 3)]
        let copy = [at("a.zh.md", 40, 3), at("a.zh.md", 44, 3), at("a.zh.md", 46, 3)]
        let error = Diagnostic.error(
            .bookTestFailed, spanning: SourceRange(at("a.en.md", 14, 9), at("a.en.md", 14, 12)), "wrong",
            notes: [
                .init(location: at("a.en.md", 15, 3), message: "expected here"), .init(location: nil, message: "x"),
            ])
        let result = ExampleResult(
            id: "a_en__test_t", status: .failed, locations: [places[0]], diagnostics: [error], evidence: nil)
        let moved = SharedRun.result(result, id: "a_zh__test_t", locations: [copy[0]], from: places, to: copy)
        #expect(moved.id == "a_zh__test_t")
        #expect(moved.locations == [copy[0]])
        #expect(moved.diagnostics.first?.range == SourceRange(at("a.zh.md", 44, 9), at("a.zh.md", 44, 12)))
        let notes: [DocgenCore.SourceLocation?] = moved.diagnostics.first?.notes.map(\.location) ?? []
        #expect(notes == [copy[2], nil])
        #expect(moved.status == ExampleResult.Status.failed)
    }

    static let english = "# G\n\n```swift\nprint(2 + 3)\n// Prints \"5\"\n```\n"
    static let chinese = "# 问\n\n```swift\n// 加法\nprint(2 + 3)\n// 打印“5”\n```\n"

    /// The claims of the shared listing in `printed`, by the document and line of each failure.
    static func failures(_ chinese: String, printed: String) -> [DocgenCore.SourceLocation] {
        let documents = [("Docs/g.en.md", english), ("Docs/g.zh-Hans.md", chinese)].map { path, text in
            DocumentParser.parse(text, path: path).document
        }
        let (set, _) = ExampleSet.extract(from: documents)
        let checker = ScriptChecker(
            tools: TopLevelProgramTools(
                swiftc: "swiftc", scratch: FileManager.default.temporaryDirectory, sandbox: nil),
            examples: set)
        return checker.checkClaims(of: set.examples.map(\.id), printed: printed).failures.values.flatMap { $0 }
            .compactMap(\.location).sorted()
    }

    @Test func eachDocumentsClaimsAreCheckedAgainstTheOneRun() {
        #expect(Self.failures(Self.chinese, printed: "5\n").isEmpty)
        #expect(
            Self.failures(Self.chinese, printed: "6\n") == [
                SourceLocation(file: "Docs/g.en.md", line: 5, column: 1),
                SourceLocation(file: "Docs/g.zh-Hans.md", line: 6, column: 1),
            ])
        // The translation's claim alone is wrong: it fails at its line.
        #expect(
            Self.failures(Self.chinese.replacingOccurrences(of: "“5”", with: "“6”"), printed: "5\n") == [
                SourceLocation(file: "Docs/g.zh-Hans.md", line: 6, column: 1)
            ])
        // A full-width form of the translation's prose (`５`, `！`) is the output's character (Unicode's
        // compatibility form, NFKC): the same claim.
        #expect(Self.failures(Self.chinese.replacingOccurrences(of: "“5”", with: "“５”"), printed: "5\n").isEmpty)
    }
}
