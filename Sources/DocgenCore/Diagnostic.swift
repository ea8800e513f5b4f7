/// A problem found by docgen: a value, never a print or an exit.
///
/// Rendered by the CLI as `Docs/x.ru.md:42:5: error: message [DG0104]` (see ``DiagnosticRenderer``). A
/// diagnostic covers a `SourceRange`, so an editor or a GitHub annotation can underline the span; one made
/// from a single location covers an empty range there (a point).
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
        /// What the compiler said, as data, when the note is a compiler's; not encoded (reports show the message).
        public var compiler: CompilerFact?

        public init(location: SourceLocation?, message: String, compiler: CompilerFact? = nil) {
            self.location = location
            self.message = message
            self.compiler = compiler
        }

        private enum CodingKeys: String, CodingKey { case location, message }
    }

    public var severity: Severity
    /// The span the problem covers; nil only for problems with no file (e.g. a usage error). An empty range
    /// (a point) when only a position is known.
    public var range: SourceRange?
    public var id: DiagnosticID
    /// Terse, no final period: what is wrong and what to do.
    public var message: String
    public var notes: [Note]
    /// What the compiler said, as data, when the diagnostic is a compiler's (its identifier and the values its
    /// message quotes): what verdicts are decided from, never the message's wording. Not encoded.
    public var compiler: CompilerFact?

    /// Where the problem is: the start of ``range``.
    ///
    /// Setting another location replaces the range by a point there (the old end may be in another file);
    /// setting the same location keeps the range.
    public var location: SourceLocation? {
        get { range?.lowerBound }
        set {
            guard newValue != range?.lowerBound else { return }
            range = newValue.map(SourceRange.init(point:))
        }
    }

    /// The 1-based line of ``location``.
    public var line: Int? { range?.lowerBound.line }
    /// The 1-based column (UTF-8 bytes) of ``location``.
    public var column: Int? { range?.lowerBound.column }

    /// A diagnostic at one position (an empty range there), or with no location.
    public init(
        _ severity: Severity, _ id: DiagnosticID, at location: SourceLocation?, _ message: String,
        notes: [Note] = []
    ) {
        self.init(severity, id, range: location.map(SourceRange.init(point:)), message, notes: notes)
    }

    /// A diagnostic covering `range`.
    public init(
        _ severity: Severity, _ id: DiagnosticID, spanning range: SourceRange, _ message: String, notes: [Note] = []
    ) {
        self.init(severity, id, range: range, message, notes: notes)
    }

    private init(_ severity: Severity, _ id: DiagnosticID, range: SourceRange?, _ message: String, notes: [Note]) {
        self.severity = severity
        self.id = id
        self.range = range
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

    public static func error(_ id: DiagnosticID, spanning range: SourceRange, _ message: String, notes: [Note] = [])
        -> Diagnostic
    { Diagnostic(.error, id, spanning: range, message, notes: notes) }

    public static func warning(
        _ id: DiagnosticID, spanning range: SourceRange, _ message: String, notes: [Note] = []
    ) -> Diagnostic { Diagnostic(.warning, id, spanning: range, message, notes: notes) }

    public static func note(_ id: DiagnosticID, spanning range: SourceRange, _ message: String) -> Diagnostic {
        Diagnostic(.note, id, spanning: range, message)
    }

    /// One line: `file:line:col: severity: message [DGnnnn]`, without colour and with control characters
    /// replaced (``DiagnosticRenderer``).
    public var description: String { DiagnosticRenderer().headerLine(for: self) }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case severity, location, end, id, message, notes
    }

    /// Decodes the form ``encode(to:)`` writes, and the form before ranges (no `end`: a point).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decode(Severity.self, forKey: .severity)
        id = try container.decode(DiagnosticID.self, forKey: .id)
        message = try container.decode(String.self, forKey: .message)
        notes = try container.decodeIfPresent([Note].self, forKey: .notes) ?? []
        let start = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        let end = try container.decodeIfPresent(SourceLocation.self, forKey: .end)
        range = start.map { SourceRange($0, end ?? $0) }
    }

    /// The start as `location` (as before ranges), and the end as `end` when the range is not a point.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encodeIfPresent(range?.lowerBound, forKey: .location)
        if let range, !range.isEmpty { try container.encode(range.upperBound, forKey: .end) }
        try container.encode(id, forKey: .id)
        try container.encode(message, forKey: .message)
        try container.encode(notes, forKey: .notes)
    }
}

/// A stable diagnostic identifier such as `DG0104`.
///
/// Ranges: DG01xx input and parsing, DG02xx code language, DG03xx examples and assembly,
/// DG04xx translations, DG05xx templates and generation, DG06xx check results, DG07xx site (DG0720–DG0729
/// and DG0740–DG0744 Mustache templates, DG0730–DG0739 rendering and writing the site), DG08xx import.
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
