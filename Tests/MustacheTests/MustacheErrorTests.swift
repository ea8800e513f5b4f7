import DocgenCore
import Mustache
import Testing

/// Syntax errors name `template:line:col` (1-based, columns in UTF-8 bytes) and say what to do.
@Suite struct MustacheErrorTests {
    /// Compiles `source` and returns its error; `⏚` in `source` marks the expected location and is removed.
    private func compileError(_ marked: String) -> (error: MustacheError?, expected: DocgenCore.SourceLocation) {
        let parts = marked.components(separatedBy: "⏚")
        precondition(parts.count == 2, "mark the expected location with one ⏚")
        let before = parts[0]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.utf8.count ?? 0) + 1
        let expected = DocgenCore.SourceLocation(file: "page.mustache", line: line, column: column)
        do {
            _ = try MustacheTemplate(name: "page.mustache", source: parts.joined())
            return (nil, expected)
        } catch {
            return (error, expected)
        }
    }

    @Test(arguments: [
        "a\n  ⏚{{name\n",
        "⏚{{{name}}\n",
        "{{=<% %>=}}\n⏚<% name }}",
        "x ⏚{{! never closed",
    ])
    func unclosedTag(_ marked: String) {
        let (error, expected) = compileError(marked)
        guard case .unclosedTag(_, let location)? = error else {
            Issue.record("expected unclosedTag, got \(String(describing: error))")
            return
        }
        #expect(location == expected)
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        let (error, expected) = compileError("{{#a}}\n{{#b}}{{/b}}\n  ⏚{{^c}}\n")
        #expect(error == .unclosedSection(name: "c", at: expected))
        #expect(error?.description == "page.mustache:3:3: error: section 'c' is never closed: add '{{/c}}'")
    }

    @Test func mismatchedClosingTagNamesBothEnds() {
        let (error, expected) = compileError("{{#rows}}\n  {{name}}\n⏚{{/row}}\n")
        #expect(
            error
                == .mismatchedClosingTag(
                    expected: "rows", found: "row",
                    opening: DocgenCore.SourceLocation(file: "page.mustache", line: 1, column: 1),
                    at: expected))
    }

    @Test func unexpectedClosingTag() {
        let (error, expected) = compileError("text\n⏚{{/rows}}")
        #expect(error == .unexpectedClosingTag(name: "rows", at: expected))
    }

    @Test func parentsAndBlocksMustBeClosed() {
        let (parentError, parentExpected) = compileError("⏚{{<layout}}{{$title}}x{{/title}}")
        #expect(parentError == .unclosedSection(name: "layout", at: parentExpected))
        let (blockError, blockExpected) = compileError("{{<layout}}⏚{{$title}}x{{/layout}}")
        guard case .mismatchedClosingTag("title", "layout", let opening, _)? = blockError else {
            Issue.record("expected mismatchedClosingTag, got \(String(describing: blockError))")
            return
        }
        #expect(opening == blockExpected)
    }

    @Test(arguments: ["⏚{{=<%=}}", "⏚{{=<% %> x=}}", "⏚{{==}}"])
    func invalidDelimiters(_ marked: String) {
        let (error, expected) = compileError(marked)
        #expect(error?.location == expected)
        guard case .invalidDelimiters? = error else {
            Issue.record("expected invalidDelimiters, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: ["⏚{{}}", "x⏚{{#}}{{/}}", "⏚{{a b}}", "⏚{{a..b}}", "⏚{{>}}", "⏚{{$ }}{{/ }}"])
    func invalidTagName(_ marked: String) {
        let (error, expected) = compileError(marked)
        guard case .invalidTagName(_, let location)? = error else {
            Issue.record("expected invalidTagName, got \(String(describing: error))")
            return
        }
        #expect(location == expected)
    }

    @Test func columnsCountUTF8Bytes() {
        // "é" is 2 bytes, "日本" 6, "🙂" 4: the tag starts at byte column 1 + 2 + 6 + 4 + 1 = 14.
        let (error, expected) = compileError("é日本🙂 ⏚{{#x}}")
        #expect(expected.column == 14)
        #expect(error == .unclosedSection(name: "x", at: expected))
    }
}
