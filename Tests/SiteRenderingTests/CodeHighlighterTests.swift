import DocParsing
import Testing

@testable import SiteRendering

@Suite struct CodeHighlighterTests {
    /// The kinds given to each token text, for `text` in `code`.
    func kinds(_ code: HighlightedCode, of text: String) -> [HighlightedCode.TokenKind?] {
        code.lines.flatMap { $0 }.filter { $0.text == text }.map(\.kind)
    }

    @Test func swiftTokensAreClassifiedByTheToolchain() {
        let code = CodeHighlighter.highlight(
            "@MainActor\nclass A: UIViewController {\n    // note\n    let s = \"hi\"; let n = 42\n}\n",
            language: .swift)
        let expected: [(String, HighlightedCode.TokenKind)] = [
            ("class", .keyword), ("UIViewController", .type), ("// note", .comment), ("\"hi\"", .string),
            ("42", .number),
        ]
        for (text, kind) in expected {
            #expect(kinds(code, of: text) == [Optional(kind)], "\(text)")
        }
        #expect(code.lines.flatMap { $0 }.contains { $0.kind == .attribute && $0.text.contains("MainActor") })
        #expect(
            code.visibleText
                == "@MainActor\nclass A: UIViewController {\n    // note\n    let s = \"hi\"; let n = 42\n}")
    }

    @Test func hiddenSnippetLinesAndMarkersAreLeftOut() {
        let source = "import UIKit\n// snippet.hide\nlet hidden = 1\n  //   snippet.show\nlet shown = 2\n"
        let code = CodeHighlighter.highlight(source, language: .swift)
        #expect(code.visibleText == "import UIKit\nlet shown = 2")
        #expect(code.hiddenLineCount == 3)
        let node = HTMLSerializer.serialize(code.node)
        #expect(!node.contains("hidden"))
        #expect(node.hasPrefix("<pre><code><span class=\"tok-keyword\">import</span>"))
    }

    @Test func multilineCommentsAreCutAtLineBreaks() {
        let code = CodeHighlighter.highlight("/* a\nb */ let x = 1\n", language: .swift)
        #expect(code.lines.count == 2)
        #expect(code.lines[0] == [HighlightedCode.Token(text: "/* a", kind: .comment)])
        #expect(code.lines[1].first == HighlightedCode.Token(text: "b */", kind: .comment))
    }

    @Test func objectiveCGetsALexicalPass() {
        let source =
            "#import <UIKit/UIKit.h>\n@interface VC : UIViewController\n// c\nNSString *s = @\"x\\\"y\"; int n = 3;\n@end\n"
        let code = CodeHighlighter.highlight(source, language: .objectiveC)
        let expected: [(String, HighlightedCode.TokenKind)] = [
            ("#import <UIKit/UIKit.h>", .preprocessor), ("@interface", .keyword), ("UIViewController", .type),
            ("// c", .comment), ("@\"x\\\"y\"", .string), ("int", .type), ("3", .number), ("@end", .keyword),
        ]
        for (text, kind) in expected {
            #expect(kinds(code, of: text) == [Optional(kind)], "\(text)")
        }
    }

    @Test func otherLanguagesArePlain() {
        let code = CodeHighlighter.highlight("activate → (none)\n", language: .searchSession)
        #expect(code.lines == [[HighlightedCode.Token(text: "activate → (none)", kind: nil)]])
    }

    @Test func highlightingIsRememberedByCodeAndLanguage() {
        let code = "let remembered = \"by code and language\"\n"
        let swift = CodeHighlighter.highlight(code, language: .swift)
        #expect(swift == CodeHighlighter.highlightOnce(code, language: .swift))
        #expect(CodeHighlighter.highlighted[.init(code: code, language: .swift)] == swift)
        // The same code in another language, or changed code, is highlighted on its own.
        let text = CodeHighlighter.highlight(code, language: .text)
        #expect(text == CodeHighlighter.highlightOnce(code, language: .text))
        #expect(kinds(text, of: "let") != kinds(swift, of: "let"))
        let changed = CodeHighlighter.highlight("var remembered = 1\n", language: .swift)
        #expect(changed.visibleText == "var remembered = 1")
        #expect(kinds(changed, of: "1") == [.number])
    }
}
