import DocgenCore
import Testing

/// One rendering for every diagnostic printed for people: clickable, colour on request, never a raw control
/// character.
@Suite struct DiagnosticRendererTests {
    let location = SourceLocation(file: "Docs/a.ru.md", line: 42, column: 19)

    @Test func theClickableFormWithNotes() {
        let diagnostic = Diagnostic.error(
            .exampleCompileError, at: location, "cannot find type 'UIViewControler' in scope",
            notes: [
                Diagnostic.Note(location: SourceLocation(file: "Docs/a.ru.md", line: 47, column: 26), message: "here"),
                Diagnostic.Note(location: nil, message: "unlocated"),
            ])
        #expect(
            DiagnosticRenderer().lines(for: diagnostic) == [
                "Docs/a.ru.md:42:19: error: cannot find type 'UIViewControler' in scope [DG0601]",
                "Docs/a.ru.md:47:26: note: here",
                "    note: unlocated",
            ])
        #expect(DiagnosticRenderer().render(diagnostic).split(separator: "\n").count == 3)
        #expect(
            DiagnosticRenderer().headerLine(for: .warning(.pathNotFound, at: nil, "no such file"))
                == "docgen: warning: no such file [DG0101]")
    }

    @Test func controlCharactersInMessageAndPathAreReplaced() {
        let path = SourceLocation(file: "Docs/a\u{1B}[2J\nb.md", line: 1, column: 2)
        let diagnostic = Diagnostic.error(.exampleTrapped, at: path, "trap\u{1B}[31m red\r\nsecond line")
        let line = DiagnosticRenderer().headerLine(for: diagnostic)
        #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0 == "\r" })
        #expect(line.hasPrefix("Docs/a\u{FFFD}[2J\u{FFFD}b.md:1:2: error: trap\u{FFFD}[31m red\u{FFFD}"))
        // A multi-line message stays one entry: its next lines are indented.
        #expect(line.hasSuffix("\n    second line [DG0604]"))
        // Diagnostic.description is the same line.
        #expect(diagnostic.description == line)
    }

    @Test func colourPaintsOnlyTheSeverityWords() {
        let renderer = DiagnosticRenderer(usesColour: true)
        let error = Diagnostic.error(
            .exampleCompileError, at: location, "e", notes: [.init(location: nil, message: "n")])
        #expect(
            renderer.lines(for: error) == [
                "Docs/a.ru.md:42:19: \u{1B}[1;31merror:\u{1B}[0m e [DG0601]", "    \u{1B}[36mnote:\u{1B}[0m n",
            ])
        #expect(
            renderer.headerLine(for: .warning(.exampleCompileWarning, at: location, "w"))
                == "Docs/a.ru.md:42:19: \u{1B}[35mwarning:\u{1B}[0m w [DG0602]")
        #expect(!DiagnosticRenderer(usesColour: false).render(error).contains("\u{1B}"))
    }

    @Test(
        arguments: [
            ([:], true, true), (["NO_COLOR": "1"], true, false), (["NO_COLOR": ""], true, true),
            (["TERM": "dumb"], true, false), ([:], false, false),
        ] as [([String: String], Bool, Bool)])
    func colourPolicy(environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(DiagnosticRenderer.shouldUseColour(environment: environment, isTerminal: isTerminal) == expected)
    }
}
