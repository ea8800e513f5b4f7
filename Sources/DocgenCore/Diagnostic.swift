/// A problem found by docgen: a value, never a print or an exit.
///
/// Rendered by the CLI as `Docs/x.ru.md:42:5: error: message [DG0104]`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// A secondary location with its own message (e.g. "other translation is here").
    public struct Note: Hashable, Sendable, Codable {
        public var location: SourceLocation?
        public var message: String

        public init(location: SourceLocation?, message: String) {
            self.location = location
            self.message = message
        }
    }

    public var severity: Severity
    /// Where the problem is; nil only for problems with no file (e.g. a usage error).
    public var location: SourceLocation?
    public var id: DiagnosticID
    /// Terse, no final period: what is wrong and what to do.
    public var message: String
    public var notes: [Note]

    public init(
        _ severity: Severity, _ id: DiagnosticID, at location: SourceLocation?, _ message: String,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.location = location
        self.message = message
        self.notes = notes
    }

    public static func error(_ id: DiagnosticID, at location: SourceLocation?, _ message: String, notes: [Note] = [])
        -> Diagnostic
    { Diagnostic(.error, id, at: location, message, notes: notes) }

    public static func warning(
        _ id: DiagnosticID, at location: SourceLocation?, _ message: String, notes: [Note] = []
    ) -> Diagnostic { Diagnostic(.warning, id, at: location, message, notes: notes) }

    public static func note(_ id: DiagnosticID, at location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(.note, id, at: location, message)
    }

    /// One line: `file:line:col: severity: message [DGnnnn]`.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? "docgen: "
        return "\(prefix)\(severity.rawValue): \(message) [\(id.rawValue)]"
    }
}

/// A stable diagnostic identifier such as `DG0104`.
///
/// Ranges: DG01xx input and parsing, DG02xx code language, DG03xx examples and assembly,
/// DG04xx translations, DG05xx templates and generation, DG06xx check results, DG07xx site, DG08xx import.
/// Identifiers are never reused for another meaning.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

extension DiagnosticID {
    // MARK: Input (DG01xx)
    /// A path given on the command line does not exist.
    public static let pathNotFound = DiagnosticID("DG0101")
    /// A directory holds no Markdown file.
    public static let noMarkdownFiles = DiagnosticID("DG0102")
    /// A file is not valid UTF-8 (the location names the first bad byte).
    public static let invalidUTF8 = DiagnosticID("DG0103")
    /// A file looks binary (NUL bytes).
    public static let binaryFile = DiagnosticID("DG0104")
    /// A file could not be read.
    public static let unreadableFile = DiagnosticID("DG0105")
    /// A fenced code block is never closed.
    public static let unterminatedFence = DiagnosticID("DG0106")
    /// A file is empty.
    public static let emptyFile = DiagnosticID("DG0107")
    /// Front matter opened with `---` is never closed, or a line in it is not `key: value`.
    public static let malformedFrontMatter = DiagnosticID("DG0108")
    /// A file name's language suffix is not one docgen knows.
    public static let unknownLanguageSuffix = DiagnosticID("DG0109")
    /// A code block attribute is not one docgen knows, or is malformed.
    public static let unknownAttribute = DiagnosticID("DG0110")

    // MARK: Code language (DG02xx)
    /// A fence's language contradicts the code; the inferred language wins.
    public static let fenceLanguageMismatch = DiagnosticID("DG0201")
}
