import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Testing

/// Hidden lines and exact origins.
@Suite struct LinesTests {
    @Test func hiddenLinesAreCompiledAndFlaggedMarkersDropped() throws {
        let code = """
            // snippet.hide
            import UIKit
            class Host: UIViewController {
            // snippet.show
                func shown() {}
            // snippet.hide
            }
            """
        let (set, diagnostics) = extract("## S\n\n" + fence("swift", code))
        #expect(diagnostics.isEmpty)
        let program = try #require(set.examples.first?.program)
        #expect(
            program.lines.map(\.text) == ["import UIKit", "class Host: UIViewController {", "    func shown() {}", "}"])
        #expect(program.lines.map(\.isHidden) == [true, true, false, true])
        #expect(program.lines.map { $0.origin?.line } == [5, 6, 8, 10])
        #expect(program.visibleText == "    func shown() {}\n")
        #expect(!program.text.contains("snippet"))
    }

    @Test func unbalancedMarkersWarnAtTheirColumn() {
        let (_, diagnostics) = extract(
            "## S\n\n" + fence("swift", "let a = 1\n  // snippet.show\n// snippet.hide\n// snippet.hide"))
        #expect(diagnostics.map(\.id) == [.unbalancedSnippetMarker, .unbalancedSnippetMarker])
        #expect(
            diagnostics.map(\.location) == [
                SourceLocation(file: "Docs/t.md", line: 5, column: 3),
                SourceLocation(file: "Docs/t.md", line: 7, column: 1),
            ])
    }

    /// Code of a fenced block inside a list item starts at the item's content column.
    @Test func originsCarryLineAndColumnInsideListItems() throws {
        let marked = MarkedSource(
            """
            ## S

            1. Step:

               ```swift
               ‸class A: UIViewController {
               ‸    func f() {}
               ‸}
               ```
            """)
        let (set, _) = extract(marked.text)
        let lines = try #require(set.examples.first?.program.lines.filter { !$0.isSynthesized })
        #expect(lines.map(\.origin) == (0..<3).map { marked.location($0, file: "Docs/t.md") })
        #expect(lines.map(\.text) == ["class A: UIViewController {", "    func f() {}", "}"])
    }

    @Test func sourceLocationRunsFollowConsecutiveLines() throws {
        let text =
            "## S\n\n" + fence("swift", "class A: UIViewController {\n}") + "\n"
            + fence("swift", "func f() {}\nfunc g() {}")
        let program = try #require(extract(text).set.examples.first?.program)
        // import UIKit (synthesized) | class A { (4) | f, g (9-10) | } (5)
        #expect(program.sourceLocationRuns == [0..<1, 1..<2, 2..<4, 4..<5])
    }
}
