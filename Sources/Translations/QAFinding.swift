import DocgenCore

/// One translation QA problem of a pair: what differs, where on each side, and the pair it belongs to.
public struct QAFinding: Hashable, Sendable, Codable {
    public var check: QACheck
    /// One line: what differs and what to do.
    public var message: String
    /// Where it is reported: the item in the translation (or the passage where a missing item belongs); for
    /// an untranslated or missing passage, the passage.
    public var location: SourceLocation
    /// The same place on the other side: the item in the source (or its passage); for an untranslated or
    /// missing passage, its counterpart or neighbour in the other document.
    public var otherLocation: SourceLocation
    /// The starts of the pair's passages (source side, then translation side): how the site finds the row.
    public var sourcePassage: SourceLocation
    public var translationPassage: SourceLocation
    /// The item as the original writes it (`UISearchResultsUpdating`, a link target, a literal `**`, a
    /// glossary term); nil when the original lacks it, and for a finding about a count or a whole passage.
    public var sourceValue: String?
    /// The item as the translation writes it; nil likewise.
    public var translationValue: String?
    /// Whether it is reported in the original (the original looks wrong), not in the translation.
    public var isInOriginal: Bool
    /// The original's passage (or code block) around the value, on one line (`QAExcerpt`).
    public var sourceExcerpt = ""
    /// The translation's passage (or code block) around the value, on one line.
    public var translationExcerpt = ""

    public init(
        check: QACheck, message: String, location: SourceLocation, otherLocation: SourceLocation,
        sourcePassage: SourceLocation, translationPassage: SourceLocation, sourceValue: String? = nil,
        translationValue: String? = nil, isInOriginal: Bool = false
    ) {
        self.check = check
        self.message = message
        self.location = location
        self.otherLocation = otherLocation
        self.sourcePassage = sourcePassage
        self.translationPassage = translationPassage
        self.sourceValue = sourceValue
        self.translationValue = translationValue
        self.isInOriginal = isInOriginal
    }

    /// The stable identifier (`DG0408`…).
    public var id: DiagnosticID { check.diagnosticID }

    /// Reported at `location`, with a note at `otherLocation`; `severity` is `.error` under `--fail-on qa`.
    public func diagnostic(severity: Diagnostic.Severity = .warning) -> Diagnostic {
        let note = Diagnostic.Note(
            location: otherLocation, message: isInOriginal ? "the translation is here" : "the original is here")
        return Diagnostic(severity, id, at: location, message, notes: [note])
    }

    /// By location, then the other location, check and message: the same order on every run.
    static func isOrderedBefore(_ lhs: QAFinding, _ rhs: QAFinding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.otherLocation != rhs.otherLocation { return lhs.otherLocation < rhs.otherLocation }
        if lhs.check != rhs.check { return lhs.check < rhs.check }
        return lhs.message < rhs.message
    }
}
