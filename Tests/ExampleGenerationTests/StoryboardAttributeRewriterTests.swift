import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleGeneration

/// `@IBOutlet` becomes the driver's `@Outlet` wrapper with every column kept; nothing else changes.
@Suite struct StoryboardAttributeRewriterTests {
    static func lines(_ texts: [String]) -> [ProgramLine] {
        texts.enumerated().map { index, text in
            ProgramLine(text: text, origin: SourceLocation(file: "Docs/a.md", line: index + 10, column: 5))
        }
    }

    @Test func outletsBecomeTheWrapperWithTheSameColumns() {
        let original = Self.lines([
            "class C: UIViewController {",
            "    @IBOutlet weak var tableView: UITableView!",
            "    @IBOutlet private weak var searchBar: UISearchBar!",
            "    @IBOutlet var label: UILabel?",
            "    weak var delegate: AnyObject?",
            "    let text = \"@IBOutlet weak var x\"  // @IBOutlet in a string and a comment",
            "    @IBAction func tap(_ sender: Any) {}",
            "}",
        ])
        let rewritten = StoryboardAttributeRewriter.rewrite(original)
        #expect(
            rewritten.map(\.text) == [
                "class C: UIViewController {",
                "    @Outlet        var tableView: UITableView!",
                "    @Outlet   private      var searchBar: UISearchBar!",
                "    @Outlet   var label: UILabel?",
                "    weak var delegate: AnyObject?",
                "    let text = \"@IBOutlet weak var x\"  // @IBOutlet in a string and a comment",
                "    @IBAction func tap(_ sender: Any) {}",
                "}",
            ])
        #expect(
            zip(original, rewritten).allSatisfy { $0.text.utf8.count == $1.text.utf8.count && $0.origin == $1.origin })
    }

    @Test func programsWithoutOutletsAreUntouched() {
        let original = Self.lines(["let a = 1", "weak var b: AnyObject?"])
        #expect(StoryboardAttributeRewriter.rewrite(original) == original)
    }

    @Test func nonASCIIBeforeTheAttributeKeepsByteColumns() {
        let original = Self.lines(["/* 表 */ @IBOutlet weak var table: UITableView!"])
        #expect(
            StoryboardAttributeRewriter.rewrite(original).map(\.text) == [
                "/* 表 */ @Outlet        var table: UITableView!"
            ])
    }
}
