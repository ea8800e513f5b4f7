import DocgenCore
import Foundation

/// Where the CLI writes: standard output for results, standard error for diagnostics and progress.
///
/// Tests substitute a recording console; the library modules never print.
public struct Console: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether to colour diagnostics (a TTY, and `NO_COLOR` unset).
    public var usesColor: Bool
    /// How progress is shown on standard error: a status line on a terminal, plain lines elsewhere.
    public var progressStyle: ProgressLine.Style

    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        usesColor: Bool, progressStyle: ProgressLine.Style = .plainLines
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.usesColor = usesColor
        self.progressStyle = progressStyle
    }

    /// The process's standard output and error; colour only on a TTY and never with `NO_COLOR`.
    public static var standard: Console {
        let environment = ProcessInfo.processInfo.environment
        let color =
            isatty(STDOUT_FILENO) == 1 && isatty(STDERR_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["TERM"] != "dumb"
        return Console(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            usesColor: color,
            progressStyle: ProgressLine.style(environment: environment, isTerminal: isatty(STDERR_FILENO) == 1))
    }

    /// The same console with standard output sent to standard error.
    public var errorsOnly: Console {
        Console(writeOutput: writeError, writeError: writeError, usesColor: usesColor, progressStyle: progressStyle)
    }

    public func print(_ text: String) { writeOutput(text + "\n") }
    public func printError(_ text: String) { writeError(text + "\n") }

    /// One line per diagnostic on standard error, `file:line:col: severity: message [id]`, then its notes.
    public func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            printError(format(diagnostic))
            for note in diagnostic.notes {
                let prefix = note.location.map { "\($0): " } ?? ""
                printError("\(prefix)\(paint("note:", .note)) \(note.message)")
            }
        }
    }

    func format(_ diagnostic: Diagnostic) -> String {
        guard usesColor else { return diagnostic.description }
        let prefix = diagnostic.location.map { "\($0): " } ?? "docgen: "
        return
            "\(prefix)\(paint("\(diagnostic.severity.rawValue):", diagnostic.severity)) \(diagnostic.message) [\(diagnostic.id)]"
    }

    private func paint(_ text: String, _ severity: Diagnostic.Severity) -> String {
        guard usesColor else { return text }
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;35"
        case .note: code = "1;36"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
