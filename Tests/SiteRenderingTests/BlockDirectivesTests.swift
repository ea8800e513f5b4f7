import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

@testable import SiteRendering

/// `@Metadata`, `@Options` and `@Comment` blocks are not shown; other directives and the text around
/// them are.
@Suite struct BlockDirectivesTests {
    /// The text of the units the page draws.
    private func shown(_ markdown: String) -> [String] {
        let document = DocumentParser.parse(markdown, path: "Docs/a.en.md").document
        return ReadingUnit.units(of: document, directives: BlockDirectives(of: document)).map {
            (unit: ReadingUnit) -> String in unit.block.plainText
        }
    }

    @Test func nestedDirectivesOverSeveralLinesAreHidden() {
        let markdown = """
            # Root

            @Metadata {
              @TechnologyRoot
            }

            @Options(scope: global) {
              @AutomaticSeeAlso(disabled)
              @AutomaticTitleHeading(disabled)
            }

            Shown.
            """
        #expect(shown(markdown) == ["Root", "Shown."])
    }

    @Test func aCommentSpanningBlocksHidesThemAll() {
        let markdown = """
            Before.

            @Comment {
              A note to authors.

              ```swift
              func f() { }
              ```

              - item { with a brace }
            }

            After.
            """
        #expect(shown(markdown) == ["Before.", "After."])
    }

    @Test func linesOfADirectiveInsideAParagraphAreCutOut() {
        #expect(shown("Kept line\n@Comment { hidden }\nkept too\n") == ["Kept line kept too"])
        #expect(shown("@Comment {\n  hidden\n}\nAfter, in the same paragraph.\n") == ["After, in the same paragraph."])
    }

    @Test func otherDirectivesAndLookalikesAreShown() {
        #expect(shown("@Tutorial {\n  text\n}\n") == ["@Tutorial { text }"])
        #expect(shown("@Commentary about this\n") == ["@Commentary about this"])
        #expect(shown("@Metadata\n\nShown.\n") == ["Shown."])
    }

    @Test func anUnclosedDirectiveIsShownWithAWarning() {
        let source = MarkedSource("Intro.\n\n‸@Comment {\n  never closed\n\nStill shown.\n")
        let document = DocumentParser.parse(source.text, path: "Docs/a.en.md").document
        let directives = BlockDirectives(of: document)
        #expect(directives.isEmpty)
        #expect(directives.diagnostics.map(\.id) == [.unclosedBlockDirective])
        #expect(directives.diagnostics.first?.location == source.location(0, file: "Docs/a.en.md"))
        #expect(shown(source.text) == ["Intro.", "@Comment { never closed", "Still shown."])
    }

    @Test func anUnclosedOuterDirectiveLeavesAClosedInnerOneHidden() {
        let markdown = "@Comment {\n\n@Metadata {\n  @TechnologyRoot\n}\n\nShown.\n"
        #expect(shown(markdown) == ["@Comment {", "Shown."])
    }

    @Test func theSiteDoesNotShowOrIndexThem() throws {
        let root = try DocCBook.page("Book.en.html")
        #expect(!root.contains("@Metadata"))
        #expect(!root.contains("TechnologyRoot"))
        #expect(!root.contains("AutomaticSeeAlso"))
        let index = try #require(try DocCBook.files()["assets/search-index.js"])
        #expect(!index.contains("TechnologyRoot"))
    }

    @Test func manyUnclosedDirectivesStayLinear() {
        // Each opening would otherwise be found unclosed only after reading the rest of the document.
        let markdown = String(repeating: "@Comment {\n\n", count: 20_000) + "@Metadata { closed }\n\nEnd.\n"
        let document = DocumentParser.parse(markdown, path: "Docs/a.en.md").document
        let clock = ContinuousClock()
        var directives = BlockDirectives()
        let elapsed = clock.measure { directives = BlockDirectives(of: document) }
        #expect(directives.diagnostics.count == 20_000)
        #expect(directives.hiddenBlocks.count == 1)
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}
