import DocgenCore

extension MustacheError {
    /// The located docgen diagnostic for this error: `template:line:col: error: message [DG072x]`.
    ///
    /// A mismatched closing tag has a note at the section's opening tag; an unreadable or refused template
    /// file is located at its first line; a missing template by name and an unreadable directory have no
    /// location.
    public var diagnostic: Diagnostic {
        var location = self.location
        var notes: [Diagnostic.Note] = []
        switch self {
        case .mismatchedClosingTag(let expected, _, let opening, _):
            notes = [Diagnostic.Note(location: opening, message: "section '\(expected)' opens here")]
        case .unreadableTemplate(let path, _) where path.hasSuffix(".mustache"),
            .templateOutsideFolder(let path, _, _), .notRegularTemplate(let path, _):
            location = SourceLocation(file: path, line: 1, column: 1)
        default:
            break
        }
        return .error(diagnosticID, at: location, message, notes: notes)
    }

    /// The stable id of this kind of template error (DG0720–DG0729, DG0740–DG0742).
    public var diagnosticID: DiagnosticID {
        switch self {
        case .unclosedTag: .templateUnclosedTag
        case .unclosedSection: .templateUnclosedSection
        case .unexpectedClosingTag: .templateUnexpectedClosingTag
        case .mismatchedClosingTag: .templateMismatchedClosingTag
        case .invalidTagName: .templateInvalidTagName
        case .invalidDelimiters: .templateInvalidDelimiters
        case .unknownPartial: .templateUnknownPartial
        case .recursionLimitExceeded: .templateRecursionLimit
        case .unknownTemplate: .templateNotFound
        case .unreadableTemplate: .templateUnreadable
        case .templateOutsideFolder: .templateOutsideFolder
        case .notRegularTemplate: .templateNotRegularFile
        case .renderLimitExceeded: .templateRenderLimit
        }
    }
}
