import DocgenCore
import ExampleChecking
import Testing

/// A diagnostic's span becomes `endLine`/`endColumn`, in GitHub's terms: inclusive columns, on one line only.
@Suite struct GitHubAnnotationRangeTests {
    private func annotation(_ from: (Int, Int), _ to: (Int, Int)) -> String {
        let range = SourceRange(
            SourceLocation(file: "Docs/a.md", line: from.0, column: from.1),
            SourceLocation(file: "Docs/a.md", line: to.0, column: to.1))
        return GitHubAnnotationFormatter.annotation(
            for: .error(.exampleCompileError, spanning: range, "cannot find 'foo' in scope"), title: "t")
    }

    @Test func aSpanOnOneLineGivesItsLastColumn() {
        // `foo` at columns 7…9: the range ends before column 10.
        #expect(
            annotation((3, 7), (3, 10))
                == "::error file=Docs/a.md,line=3,col=7,endLine=3,endColumn=9,title=t::cannot find 'foo' in scope [DG0601]"
        )
        #expect(annotation((3, 7), (3, 8)).contains("line=3,col=7,endLine=3,endColumn=7,title"))
    }

    @Test func aSpanOverLinesGivesItsLastLineAndNoColumns() {
        #expect(annotation((3, 1), (5, 4)).contains("file=Docs/a.md,line=3,endLine=5,title=t::"))
        // Ending at the start of line 6 means the span's last byte is on line 5.
        #expect(annotation((3, 1), (6, 1)).contains("line=3,endLine=5,title"))
    }

    @Test func aPointIsAnnotatedAsBefore() {
        #expect(annotation((3, 7), (3, 7)).contains("file=Docs/a.md,line=3,col=7,title=t::"))
    }
}

@Suite struct GitHubAnnotationPathTests {
    @Test func aPathsControlCharactersAreReplaced() {
        let diagnostic = Diagnostic.error(
            .exampleCompileError, at: SourceLocation(file: "Docs/a\u{1B}[2J.md", line: 1, column: 1), "m")
        #expect(
            GitHubAnnotationFormatter.annotation(for: diagnostic, title: "t")
                == "::error file=Docs/a\u{FFFD}[2J.md,line=1,col=1,title=t::m [DG0601]")
    }
}
