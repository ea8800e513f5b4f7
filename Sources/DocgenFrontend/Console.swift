import DocgenCore
import Foundation

/// Where the CLI writes: standard output for results, standard error for diagnostics and progress.
///
/// Tests substitute a recording console; the library modules never print.
package struct Console: Sendable {
    package var writeOutput: @Sendable (String) -> Void
    /// Standard output for UTF-8 that is already bytes (a large JSON document), not made a `String` again.
    package var writeOutputBytes: @Sendable ([UInt8]) -> Void
    package var writeError: @Sendable (String) -> Void
    /// Whether to colour diagnostics (a TTY, and `NO_COLOR` unset).
    package var usesColor: Bool
    /// How progress is shown on standard error: a status line on a terminal, plain lines elsewhere.
    package var progressStyle: ProgressLine.Style

    /// Without `writeOutputBytes`, bytes go to `writeOutput` as text.
    package init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeOutputBytes: (@Sendable ([UInt8]) -> Void)? = nil,
        writeError: @escaping @Sendable (String) -> Void,
        usesColor: Bool, progressStyle: ProgressLine.Style = .plainLines
    ) {
        self.writeOutput = writeOutput
        self.writeOutputBytes = writeOutputBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
        self.writeError = writeError
        self.usesColor = usesColor
        self.progressStyle = progressStyle
    }

    /// The process's standard output and error; colour only on a TTY and never with `NO_COLOR`.
    package static var standard: Console {
        let environment = ProcessInfo.processInfo.environment
        let color = DiagnosticRenderer.shouldUseColour(
            environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1 && isatty(STDERR_FILENO) == 1)
        return Console(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeOutputBytes: { FileHandle.standardOutput.write(Data($0)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            usesColor: color,
            progressStyle: ProgressLine.style(environment: environment, isTerminal: isatty(STDERR_FILENO) == 1))
    }

    /// The same console with standard output sent to standard error.
    package var errorsOnly: Console {
        Console(writeOutput: writeError, writeError: writeError, usesColor: usesColor, progressStyle: progressStyle)
    }

    package func print(_ text: String) { writeOutput(text + "\n") }
    package func printError(_ text: String) { writeError(text + "\n") }

    /// One line per diagnostic on standard error, `file:line:col: severity: message [id]`, then its notes
    /// (``DiagnosticRenderer``).
    package func report(_ diagnostics: [Diagnostic]) {
        let renderer = DiagnosticRenderer(usesColour: usesColor)
        for diagnostic in diagnostics {
            for line in renderer.lines(for: diagnostic) { printError(line) }
        }
    }
}
