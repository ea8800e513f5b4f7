import Foundation

/// How `docgen check` shows its progress: on a terminal, one status line rewritten in place (carriage
/// return) with the step, the time so far and an estimate; anywhere else (CI logs, pipes, `TERM=dumb`), the
/// plain `docgen: building 5 examples…` lines, one per step.
package final class ProgressLine: @unchecked Sendable {
    package enum Style: Equatable, Sendable {
        /// One line updated in place, every second.
        case statusLine
        /// A line per step, never rewritten.
        case plainLines
    }

    /// A status line only on a terminal that can move the cursor: standard error is a TTY and `TERM` is not
    /// `dumb`. (`NO_COLOR` only takes the colour away: the status line has none.)
    package static func style(environment: [String: String], isTerminal: Bool) -> Style {
        isTerminal && environment["TERM"] != "dumb" ? .statusLine : .plainLines
    }

    /// The status line's text: `docgen: testing 4 examples… 0:12 of about 1:30`, the estimate being the
    /// last check's duration (left out when unknown or already passed), cut to `width` characters.
    package static func statusText(step: String, elapsed: Double, estimate: Double?, width: Int = 100) -> String {
        var text = "docgen: \(step)… \(clock(elapsed))"
        if let estimate, estimate > elapsed { text += " of about \(clock(estimate))" }
        return text.count > width ? String(text.prefix(width - 1)) + "…" : text
    }

    /// `m:ss`.
    package static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }

    private let style: Style
    private let write: @Sendable (String) -> Void
    private let estimate: Double?
    private let started = Date()
    private let lock = NSLock()
    private var step: String?
    private var timer: DispatchSourceTimer?

    /// `estimate`: how long the whole run is expected to take (the last one's duration), if known.
    package init(style: Style, estimate: Double?, write: @escaping @Sendable (String) -> Void) {
        self.style = style
        self.estimate = estimate
        self.write = write
    }

    /// Seconds since the progress line was made.
    package var elapsed: Double { Date().timeIntervalSince(started) }

    /// Shows a new step: a plain line, or the status line rewritten (and kept ticking every second).
    package func show(_ step: String) {
        lock.lock()
        defer { lock.unlock() }
        switch style {
        case .plainLines:
            write("docgen: \(step)…\n")
        case .statusLine:
            self.step = step
            redraw()
            if timer == nil {
                let timer = DispatchSource.makeTimerSource(queue: .global())
                timer.schedule(deadline: .now() + 1, repeating: 1)
                timer.setEventHandler { [weak self] in
                    guard let self else { return }
                    self.lock.lock()
                    defer { self.lock.unlock() }
                    self.redraw()
                }
                timer.resume()
                self.timer = timer
            }
        }
    }

    /// Stops the ticking and clears the status line, so that what follows starts on a clean line.
    package func finish() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        if style == .statusLine && step != nil { write("\r\u{1B}[K") }
        step = nil
    }

    private func redraw() {
        guard let step else { return }
        write("\r\u{1B}[K" + Self.statusText(step: step, elapsed: elapsed, estimate: estimate))
    }
}

extension ProgressLine {
    /// Where the last check's duration is kept, for the next one's estimate.
    static let durationFile = ".build/docgen/last-check-seconds"

    /// The last check's duration, if one was recorded.
    static func lastDuration(in directory: String = FileManager.default.currentDirectoryPath) -> Double? {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(durationFile)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Keeps this check's duration for the next estimate (best effort: a failure to write loses only that).
    static func recordDuration(_ seconds: Double, in directory: String = FileManager.default.currentDirectoryPath) {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(durationFile)
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? "\(Int(seconds.rounded()))\n".write(to: url, atomically: true, encoding: .utf8)
    }
}
