import Foundation
import Testing

@testable import DocgenFrontend

@Suite struct ProgressLineTests {
    @Test func aStatusLineOnlyOnATerminalThatIsNotDumb() {
        #expect(ProgressLine.style(environment: ["TERM": "xterm-256color"], isTerminal: true) == .statusLine)
        #expect(ProgressLine.style(environment: [:], isTerminal: true) == .statusLine)
        #expect(ProgressLine.style(environment: ["TERM": "dumb"], isTerminal: true) == .plainLines)
        #expect(ProgressLine.style(environment: ["TERM": "xterm"], isTerminal: false) == .plainLines)
        // NO_COLOR takes colour away, not the status line (it has no colour).
        #expect(ProgressLine.style(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTerminal: true) == .statusLine)
    }

    @Test func theStatusTextHasTheStepTheTimeAndTheEstimate() {
        #expect(
            ProgressLine.statusText(step: "testing 4 examples", elapsed: 12.4, estimate: 90)
                == "docgen: testing 4 examples… 0:12 of about 1:30")
        #expect(
            ProgressLine.statusText(step: "building 5 examples", elapsed: 61, estimate: nil)
                == "docgen: building 5 examples… 1:01")
        // An estimate already passed is left out rather than shown wrong.
        #expect(ProgressLine.statusText(step: "testing", elapsed: 100, estimate: 90) == "docgen: testing… 1:40")
        let long = ProgressLine.statusText(
            step: String(repeating: "x", count: 200), elapsed: 0, estimate: nil, width: 40)
        #expect(long.count == 40 && long.hasSuffix("…"))
    }

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func write(_ more: String) { lock.withLock { text += more } }
        var written: String { lock.withLock { text } }
    }

    @Test func plainLinesAreTheLinesOfToday() {
        let recorder = Recorder()
        let line = ProgressLine(style: .plainLines, estimate: 30, write: recorder.write)
        line.show("building 5 examples")
        line.show("testing 4 examples")
        line.finish()
        #expect(recorder.written == "docgen: building 5 examples…\ndocgen: testing 4 examples…\n")
    }

    @Test func theStatusLineIsRewrittenInPlaceAndClearedAtTheEnd() {
        let recorder = Recorder()
        let line = ProgressLine(style: .statusLine, estimate: 30, write: recorder.write)
        line.show("building 5 examples")
        line.show("testing 4 examples")
        line.finish()
        let written = recorder.written
        #expect(!written.contains("\n"))
        #expect(written.hasPrefix("\r\u{1B}[Kdocgen: building 5 examples… 0:0"))
        #expect(written.contains(" of about 0:30"))
        #expect(written.contains("\r\u{1B}[Kdocgen: testing 4 examples… 0:0"))
        #expect(written.hasSuffix("\r\u{1B}[K"))
    }

    @Test func theLastDurationIsKeptForTheNextEstimate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-progress-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ProgressLine.lastDuration(in: directory.path) == nil)
        ProgressLine.recordDuration(83.6, in: directory.path)
        #expect(ProgressLine.lastDuration(in: directory.path) == 84)
    }
}
