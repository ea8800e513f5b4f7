import DocgenCore
import DocgenFrontend
import Foundation
import Testing

/// The console prints diagnostics with the one renderer: the same lines as the check report, control
/// characters replaced, colour only when asked.
@Suite struct ConsoleReportTests {
    /// What a console writes to standard error.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ string: String) { lock.withLock { text += string } }
        var written: String { lock.withLock { text } }
    }

    private func report(_ diagnostics: [Diagnostic], colour: Bool) -> String {
        let recorder = Recorder()
        let console = Console(writeOutput: { _ in }, writeError: { recorder.append($0) }, usesColor: colour)
        console.report(diagnostics)
        return recorder.written
    }

    let diagnostic = Diagnostic.error(
        .unknownAttribute, at: SourceLocation(file: "Docs/a\u{1B}]0;x\u{7}.md", line: 2, column: 3),
        "bad\u{1B}[2J attribute",
        notes: [Diagnostic.Note(location: SourceLocation(file: "Docs/a.md", line: 1, column: 1), message: "here")])

    @Test func controlCharactersNeverReachTheTerminal() {
        let written = report([diagnostic], colour: false)
        #expect(!written.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(
            written
                == "Docs/a\u{FFFD}]0;x\u{FFFD}.md:2:3: error: bad\u{FFFD}[2J attribute [DG0110]\nDocs/a.md:1:1: note: here\n"
        )
    }

    @Test func theLinesAreTheRenderersInColourToo() {
        #expect(
            report([diagnostic], colour: true)
                == DiagnosticRenderer(usesColour: true).lines(for: diagnostic).map { $0 + "\n" }.joined())
        #expect(report([diagnostic], colour: true).contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }
}
