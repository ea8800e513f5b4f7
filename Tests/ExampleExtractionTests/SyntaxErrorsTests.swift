import DocgenTestSupport
import Foundation
import SwiftParser
import Testing

@testable import ExampleExtraction

@Suite struct SyntaxErrorsTests {
    @Test func aValidTreeHasNoErrors() {
        #expect(SyntaxErrors.of(Parser.parse(source: "let x = 1\nprint(x)\n")).isEmpty)
    }

    @Test func missingTokensAndUnexpectedCodeAreLocated() {
        let source = "func f( {\n}\nlet = 2\n"
        let errors = SyntaxErrors.of(Parser.parse(source: source))
        #expect(errors.count >= 2)
        #expect(errors.map(\.position) == errors.map(\.position).sorted())
        #expect(errors.allSatisfy { $0.position.utf8Offset <= source.utf8.count })
    }

    /// The input on which SwiftParserDiagnostics' generator trapped ("A Fix-It must have at least one change"):
    /// every line run of it, as the import reads a document's lines as possible code, is counted, not fatal.
    @Test func theFuzzersFixItTrapIsCountedNotFatal() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/fuzz/examples-fixit-trap.md")
        let lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        var counted = 0
        for start in stride(from: 0, to: lines.count, by: 8) {
            let run = lines[start..<min(lines.count, start + 24)].joined(separator: "\n")
            counted += SyntaxErrors.of(Parser.parse(source: run)).count
        }
        #expect(counted > 0)
    }
}
