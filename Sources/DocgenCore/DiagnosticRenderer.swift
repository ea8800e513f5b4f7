/// The one rendering of diagnostics for people: `file:line:col: severity: message [id]`, then one line per
/// note (`file:line:col: note: message`, or indented when the note has no location).
///
/// The form editors and terminals make clickable. Control characters in the message and the path (escape
/// sequences a compiler or an example printed, a file name with a line feed) become U+FFFD, so a diagnostic
/// cannot move the cursor or recolour the terminal; a multi-line message continues on lines indented by four
/// spaces, so it stays visibly one entry. A diagnostic with no location names the tool (`docgen: error: …`).
///
/// Colours (ANSI, on when ``usesColour``): errors bold red, warnings magenta, notes cyan; only the severity
/// word is coloured.
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour the severity words with ANSI escapes.
    public var usesColour: Bool

    public init(usesColour: Bool = false) { self.usesColour = usesColour }

    /// Colour on a terminal, unless `NO_COLOR` is set to anything but the empty string (no-color.org) or
    /// `TERM` is `dumb`.
    public static func shouldUseColour(environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    // MARK: - Lines

    /// The diagnostic's line, then one line per note.
    public func lines(for diagnostic: Diagnostic) -> [String] {
        [headerLine(for: diagnostic)] + diagnostic.notes.map(noteLine)
    }

    /// The diagnostic and its notes, one line each, joined by line feeds (no final one).
    public func render(_ diagnostic: Diagnostic) -> String {
        lines(for: diagnostic).joined(separator: "\n")
    }

    /// `file:line:col: severity: message [id]` (`docgen: …` when unlocated).
    public func headerLine(for diagnostic: Diagnostic) -> String {
        let prefix = diagnostic.location.map { "\(Self.printablePath($0)): " } ?? "docgen: "
        let severity = paint(diagnostic.severity.rawValue + ":", Self.colour(of: diagnostic.severity))
        return "\(prefix)\(severity) \(Self.printable(diagnostic.message)) [\(diagnostic.id.rawValue)]"
    }

    /// `file:line:col: note: message`, or `    note: message` for a note with no location.
    public func noteLine(_ note: Diagnostic.Note) -> String {
        let prefix = note.location.map { "\(Self.printablePath($0)): " } ?? "    "
        return "\(prefix)\(paint("note:", Self.colour(of: .note))) \(Self.printable(note.message))"
    }

    // MARK: - Control characters

    /// `text` safe to print on a terminal or in a CI log: control characters other than tab and line feed
    /// (escape sequences, `\r`) become U+FFFD, and each line after the first is indented by
    /// `continuationIndent`.
    public static func printable(_ text: String, continuationIndent: String = "    ") -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A:
                result.append(scalar)
                result.append(contentsOf: continuationIndent.unicodeScalars)
            case 0x09: result.append(scalar)
            case 0x00..<0x20, 0x7F..<0xA0: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `file:line:col` on one line (``printableFile(_:)``).
    public static func printablePath(_ location: SourceLocation) -> String {
        "\(printableFile(location.file)):\(location.line):\(location.column)"
    }

    /// A path, a name or a line of a report on one line: every control character (line feeds too) becomes
    /// U+FFFD, so a file named `a\n::error file=x::pwned.md` cannot start a line (a CI workflow command)
    /// nor move the cursor. Every human-readable output of docgen shows paths, names and titles through it.
    public static func printableFile(_ path: String) -> String {
        var file = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0: file.append("\u{FFFD}")
            default: file.append(scalar)
            }
        }
        return String(file)
    }

    // MARK: - Colour

    /// ANSI select-graphic-rendition sequences.
    public enum Colour {
        public static let green = "\u{1B}[32m"
        public static let boldRed = "\u{1B}[1;31m"
        public static let yellow = "\u{1B}[33m"
        public static let magenta = "\u{1B}[35m"
        public static let cyan = "\u{1B}[36m"
        public static let reset = "\u{1B}[0m"
    }

    /// The colour of a severity word: errors bold red, warnings magenta, notes cyan.
    public static func colour(of severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return Colour.boldRed
        case .warning: return Colour.magenta
        case .note: return Colour.cyan
        }
    }

    /// `text` in `colour` when ``usesColour``, else unchanged.
    public func paint(_ text: String, _ colour: String) -> String {
        usesColour ? colour + text + Colour.reset : text
    }
}
