import DocgenCore
import ExampleExtraction
import Testing

@Suite struct SearchSessionTests {
    func parse(_ code: String) -> (steps: [SearchSession.Step], diagnostics: [Diagnostic]) {
        SearchSessionParser.parse(code, file: "Docs/t.md", firstLine: 10, column: 4)
    }

    @Test func everyActionAndBothArrows() {
        let code = """
            activate              → (none)
            type "in"             → Intermediate
            type "say \\"hi\\""     -> "Easy, really", Expert Only
            delete → A
              clear -> (none)
            # a comment

            scope "Title" → A, B
            scope 2 → (none)
            search → A
            cancel → Easiest, Intermediate
            """
        let (steps, diagnostics) = parse(code)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            steps.map(\.action) == [
                .activate, .type("in"), .type("say \"hi\""), .delete, .clear, .scopeTitle("Title"), .scopeIndex(2),
                .search,
                .cancel,
            ])
        #expect(steps[2].expectedRows == ["Easy, really", "Expert Only"])
        #expect(steps[0].expectedRows.isEmpty)
        #expect(steps[4].location == SourceLocation(file: "Docs/t.md", line: 14, column: 6))
        #expect(steps[2].description == "type \"say \\\"hi\\\"\" → \"Easy, really\", Expert Only")
    }

    @Test(arguments: [
        ("jump → (none)", 1, "unknown action 'jump'"),
        ("type in → A", 6, "'type' needs the text in double quotes"),
        ("activate (none)", 10, "expected '→' after the action"),
        ("activate →", 13, "expected rows after the arrow"),
        ("type \"abc → A", 6, "unterminated string"),
        ("scope x → A", 7, "'scope' needs a button title"),
        ("clear → A,, B", 13, "empty row title"),
        ("clear → (none) A", 18, "unexpected text after '(none)'"),
    ])
    func malformedLinesAreLocatedErrors(line: String, column: Int, message: String) throws {
        let (steps, diagnostics) = parse("activate → (none)\n" + line)
        #expect(steps.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error && diagnostic.id == .malformedSessionStep)
        #expect(diagnostic.location == SourceLocation(file: "Docs/t.md", line: 11, column: 3 + column), "\(diagnostic)")
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
    }

    @Test func aSessionBelongsToTheExampleBeforeItInItsSection() throws {
        let text = """
            ## A

            \(fence("swift", "class A: UIViewController {}"))
            \(fence("search-session", "activate → (none)"))
            ## B

            \(fence("search-session", "cancel → (none)"))
            \(fence("search-session example=nope", "cancel → (none)"))
            """
        let (set, diagnostics) = extract(text)
        #expect(set.examples.first?.sessions.map(\.steps.count) == [1])
        #expect(set.examples.first?.session?.location == SourceLocation(file: "Docs/t.md", line: 8, column: 1))
        #expect(diagnostics.map(\.id) == [.orphanSession, .orphanSession])
        #expect(diagnostics.map { $0.location?.line } == [14, 18])
    }

    @Test func aSessionOnAnExampleThatIsNotRunIsAWarning() {
        let text = "## A\n\n" + fence("objc", "- (void)f {}") + "\n" + fence("search-session", "activate → (none)")
        let (set, diagnostics) = extract(text)
        #expect(set.examples.first?.sessions.count == 1)
        #expect(diagnostics.map(\.id) == [.sessionOnUnrunExample])
    }
}
