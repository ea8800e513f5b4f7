import DocgenCore

/// Helpers for tool output captured from a terminal-oriented program.
enum TerminalText {
    /// The lines of `output` with ANSI escape sequences (colours, cursor movement) and trailing `\r` removed.
    static func plainLines(_ output: String) -> [Substring] {
        let text = output.contains("\u{1B}") ? withoutEscapes(output) : output
        // `\r\n` is one Character, so it must be a separator of its own.
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
            line in line.last == "\r" ? line.dropLast() : line
        }
    }

    /// `text` without ANSI CSI sequences (`ESC [ … final-byte`) and other two-byte `ESC x` sequences.
    static func withoutEscapes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            guard let introducer = scalars.next() else { break }
            guard introducer == "[" else { continue }
            // Parameter and intermediate bytes run until a final byte in 0x40…0x7E.
            while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
        }
        return String(result)
    }

    /// `text` safe to print on a terminal or in a CI log (``DiagnosticRenderer/printable(_:continuationIndent:)``).
    static func printable(_ text: String, continuationIndent: String = "    ") -> String {
        DiagnosticRenderer.printable(text, continuationIndent: continuationIndent)
    }
}
