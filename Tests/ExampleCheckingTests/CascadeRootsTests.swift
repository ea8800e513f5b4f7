import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// What follows from a name docgen cannot type is no error of the doc's; a statement that cannot be read is.
struct CascadeRootsTests {
    static let file = "Docs/t.en.md"

    static func syntax(_ lines: [String]) -> ProgramSyntax {
        ProgramSyntax(
            AssembledProgram(
                lines: lines.enumerated().map { index, text in
                    ProgramLine(text: text, origin: DocgenCore.SourceLocation(file: file, line: index + 1, column: 1))
                }))
    }

    @Test func aStatementUsingARootIsACascadeUnlessItCannotBeParsed() {
        let syntax = Self.syntax([
            "func f() {",
            "    let next = OrangeViewController()",
            "    next.modalPresentationStyle = .fullScreen",
            "    next.",
            "}",
        ])
        let roots = CascadeRoots(["OrangeViewController"], in: syntax)
        #expect(roots.isCascade(at: DocgenCore.SourceLocation(file: Self.file, line: 3, column: 36)))
        #expect(!roots.isCascade(at: DocgenCore.SourceLocation(file: Self.file, line: 4, column: 9)))
    }

    /// A statement that reads a member root (`.presentViewController`, a member the doc got wrong) is its
    /// cascade; a declaration whose body reads it is not (its error is about itself: a missing `override`).
    @Test func aStatementReadingAMemberRootIsACascadeNotADeclarationAroundIt() {
        let syntax = Self.syntax([
            "class A: UIViewController {",
            "    func viewDidLoad() {",
            "        self.presentViewController(alert, animated: true, completion: nil)",
            "    }",
            "}",
        ])
        let roots = CascadeRoots([".presentViewController"], in: syntax)
        #expect(roots.isCascade(at: DocgenCore.SourceLocation(file: Self.file, line: 3, column: 71)))
        #expect(!roots.isCascade(at: DocgenCore.SourceLocation(file: Self.file, line: 2, column: 10)))
    }
}
