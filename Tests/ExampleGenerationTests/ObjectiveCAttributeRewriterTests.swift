import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleGeneration

/// `@objc` becomes spaces and `#selector(...)` the headless UIKit's `_sel(...)`, every column kept.
@Suite struct ObjectiveCAttributeRewriterTests {
    static func lines(_ texts: [String]) -> [ProgramLine] {
        texts.enumerated().map { index, text in
            ProgramLine(text: text, origin: SourceLocation(file: "Docs/a.md", line: index + 10, column: 5))
        }
    }

    /// The runner is the app's entry point: an app delegate's `@UIApplicationMain` or `@main` is written over,
    /// and the class stays where it was (a second `main` would not link; the Linux compiler crashed on the first).
    @Test func entryPointAttributesBecomeSpaces() {
        let original = Self.lines([
            "@UIApplicationMain",
            "class AppDelegate: UIResponder, UIApplicationDelegate {}",
            "@main struct Tool { static func main() {} }",
            "let text = \"@main @UIApplicationMain\"",
        ])
        let rewritten = ObjectiveCAttributeRewriter.rewrite(original)
        #expect(
            rewritten.map(\.text) == [
                String(repeating: " ", count: 18),
                "class AppDelegate: UIResponder, UIApplicationDelegate {}",
                "      struct Tool { static func main() {} }",
                "let text = \"@main @UIApplicationMain\"",
            ])
        #expect(rewritten.map(\.origin) == original.map(\.origin))
    }

    @Test func attributesAndSelectorsAreRewrittenWithTheSameColumns() {
        let original = Self.lines([
            "@objcMembers class C: UIViewController {",
            "    @objc func addTodo() {}",
            "    @objc(tapWithSender:) func tap(_ sender: Any) {}",
            "    @objc dynamic var count = 0",
            "    func wire(_ control: UIControl) {",
            "        control.addTarget(self, action: #selector(addTodo), for: .touchUpInside)",
            "        control.addTarget(self, action: #selector(tap(_:)), for: .valueChanged)",
            "        _ = #selector(C.addTodo); _ = #selector(self.tap)",
            "        let s = \"#selector(addTodo) @objc\"  // #selector(addTodo) @objc",
            "        _ = #selector(getter: C.count)",
            "    }",
            "}",
        ])
        let rewritten = ObjectiveCAttributeRewriter.rewrite(original)
        #expect(
            rewritten.map(\.text) == [
                "             class C: UIViewController {",
                "          func addTodo() {}",
                "                          func tap(_ sender: Any) {}",
                "          dynamic var count = 0",
                "    func wire(_ control: UIControl) {",
                "        control.addTarget(self, action: _sel(Self.addTodo), for: .touchUpInside)",
                "        control.addTarget(self, action: _sel(Self.tap(_:)), for: .valueChanged)",
                "        _ = _sel(     C.addTodo); _ = _sel(     self.tap)",
                "        let s = \"#selector(addTodo) @objc\"  // #selector(addTodo) @objc",
                "        _ = #selector(getter: C.count)",
                "    }",
                "}",
            ])
        #expect(
            zip(original, rewritten).allSatisfy { $0.text.utf8.count == $1.text.utf8.count && $0.origin == $1.origin })
    }

    @Test func codeWithoutThemIsUnchanged() {
        let original = Self.lines(["class C {", "    func f() {}", "}"])
        #expect(ObjectiveCAttributeRewriter.rewrite(original) == original)
    }
}
