import DocgenCore
import Foundation
import Mustache
import Testing

/// Template errors are docgen diagnostics like every other stage's: `template:line:col: error: … [DG072x]`.
@Suite struct MustacheDiagnosticTests {
    private func compileError(_ source: String) -> MustacheError? {
        do {
            _ = try MustacheTemplate(name: "Templates/page.mustache", source: source)
            return nil
        } catch {
            return error
        }
    }

    private func at(_ line: Int, _ column: Int) -> DocgenCore.SourceLocation {
        DocgenCore.SourceLocation(file: "Templates/page.mustache", line: line, column: column)
    }

    @Test(arguments: [
        ("a\n  {{name\n", "DG0720", 2, 3),
        ("{{#a}}\n  {{^c}}\n{{/a}}", "DG0723", 3, 1),
        ("{{#a}}\n{{/a}}\n{{^c}}\n", "DG0721", 3, 1),
        ("x\n{{/rows}}", "DG0722", 2, 1),
        ("{{a b}}", "DG0724", 1, 1),
        ("{{=<% x %>=}}", "DG0725", 1, 1),
    ])
    func syntaxErrorsHaveTheirIDAndTemplateLocation(source: String, id: String, line: Int, column: Int) throws {
        let diagnostic = try #require(compileError(source)).diagnostic
        #expect(diagnostic.id.rawValue == id)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == at(line, column))
        #expect(diagnostic.description.hasPrefix("Templates/page.mustache:\(line):\(column): error: "))
        #expect(diagnostic.description.hasSuffix("[\(id)]"))
    }

    @Test func aMismatchedClosingTagHasANoteAtTheOpeningTag() throws {
        let diagnostic = try #require(compileError("{{#rows}}\n  {{name}}\n{{/row}}\n")).diagnostic
        #expect(diagnostic.id == .templateMismatchedClosingTag)
        #expect(diagnostic.notes == [Diagnostic.Note(location: at(1, 1), message: "section 'rows' opens here")])
    }

    @Test func renderingErrorsAndLibraryErrors() throws {
        let strict = try MustacheLibrary(sources: ["page": "x\n {{>missing}}", "loop": "{{>loop}}"], isStrict: true)
        do {
            _ = try strict.render("page")
            Issue.record("expected an unknown partial")
        } catch {
            #expect(error.diagnostic.id == .templateUnknownPartial)
            #expect(error.diagnostic.location == DocgenCore.SourceLocation(file: "page", line: 2, column: 2))
        }
        do {
            _ = try strict.render("loop")
            Issue.record("expected the recursion limit")
        } catch {
            #expect(error.diagnostic.id == .templateRecursionLimit)
            #expect(error.diagnostic.location?.file == "loop")
        }
        let missing = MustacheError.unknownTemplate(name: "site/page").diagnostic
        #expect(missing.id == .templateNotFound && missing.location == nil)
        #expect(missing.description.hasPrefix("docgen: error: no template named 'site/page'"))
    }

    @Test func anUnreadableTemplateFileIsLocatedAtIt() {
        let file = MustacheError.unreadableTemplate(path: "Templates/a.mustache", reason: "not UTF-8").diagnostic
        #expect(file.id == .templateUnreadable)
        #expect(file.location == DocgenCore.SourceLocation(file: "Templates/a.mustache", line: 1, column: 1))
        let directory = MustacheError.unreadableTemplate(path: "Templates", reason: "no such directory").diagnostic
        #expect(directory.id == .templateUnreadable && directory.location == nil)
    }

    @Test func crLfAndLoneCRTemplatesCountLinesAsEditorsDo() throws {
        #expect(compileError("a\r\nb\r\n{{/x}}")?.diagnostic.location == at(3, 1))
        #expect(compileError("a\rb\r{{/x}}")?.diagnostic.location == at(3, 1))
    }
}
