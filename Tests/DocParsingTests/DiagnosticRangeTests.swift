import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

/// Parsing diagnostics cover what they are about, marked `‸…‸` in the sources below.
@Suite struct ParsingDiagnosticRangeTests {
    /// The range between the first two markers of `source` in `t.md`.
    private func span(_ source: MarkedSource) -> SourceRange {
        SourceRange(source.location(0, file: "t.md"), source.location(1, file: "t.md"))
    }

    @Test func anUnknownAttributeCoversItsWord() {
        let source = MarkedSource("> ```swift no_run ‸colour=\"dark red\"‸ example=a\n> let a = 1\n> ```\n")
        let result = parse(source.text)
        #expect(result.diagnostics.map(\.id) == [.unknownAttribute])
        #expect(result.diagnostics.first?.range == span(source))
    }

    @Test func anUnbalancedQuoteCoversTheQuote() {
        let source = MarkedSource("```swift compile_fail=‸\"‸cannot\nlet a = 1\n```\n")
        let diagnostic = parse(source.text).diagnostics.first { $0.id == .unbalancedInfoStringQuote }
        #expect(diagnostic?.range == span(source))
    }

    @Test func anUnterminatedFenceCoversTheOpeningLine() {
        let source = MarkedSource("# T\n\n- ‸~~~~ swift‸\n  let a = 1\n")
        let diagnostic = parse(source.text).diagnostics.first { $0.id == .unterminatedFence }
        #expect(diagnostic?.range == span(source))
    }

    @Test func aFenceLanguageWarningCoversTheFenceAndItsWord() {
        let source = MarkedSource(
            "‸```objc‸\nclass A: UIViewController {\n    override func viewDidLoad() {}\n}\n```\n")
        let diagnostic = parse(source.text).diagnostics.first { $0.id == .fenceLanguageMismatch }
        #expect(diagnostic?.range == span(source))
    }

    @Test func frontMatterProblemsCoverTheirLine() {
        let malformed = MarkedSource("---\ntitle: A\n‸no colon here‸\n---\n# A\n")
        #expect(parse(malformed.text).diagnostics.first?.range == span(malformed))
        let unclosed = MarkedSource("‸---‸\ntitle: A\n")
        let diagnostic = parse(unclosed.text).diagnostics.first { $0.id == .malformedFrontMatter }
        #expect(diagnostic?.range == span(unclosed))
    }
}
