import DocgenCore

extension MustacheError {
    /// The located docgen diagnostic for this error: `template:line:col: error: message [DG072x]`.
    ///
    /// A mismatched closing tag has a note at the section's opening tag; an unreadable template file is
    /// located at its first line; a missing template by name and an unreadable directory have no location.
    public var diagnostic: Diagnostic {
        switch self {
        case .unclosedTag(_, let location):
            return .error(.templateUnclosedTag, at: location, message)
        case .unclosedSection(_, let location):
            return .error(.templateUnclosedSection, at: location, message)
        case .unexpectedClosingTag(_, let location):
            return .error(.templateUnexpectedClosingTag, at: location, message)
        case .mismatchedClosingTag(let expected, _, let opening, let location):
            return .error(
                .templateMismatchedClosingTag, at: location, message,
                notes: [Diagnostic.Note(location: opening, message: "section '\(expected)' opens here")])
        case .invalidTagName(_, let location):
            return .error(.templateInvalidTagName, at: location, message)
        case .invalidDelimiters(_, let location):
            return .error(.templateInvalidDelimiters, at: location, message)
        case .unknownPartial(_, let location):
            return .error(.templateUnknownPartial, at: location, message)
        case .recursionLimitExceeded(_, _, let location):
            return .error(.templateRecursionLimit, at: location, message)
        case .unknownTemplate:
            return .error(.templateNotFound, at: nil, message)
        case .unreadableTemplate(let path, _):
            let file = path.hasSuffix(".mustache") ? SourceLocation(file: path, line: 1, column: 1) : nil
            return .error(.templateUnreadable, at: file, message)
        }
    }
}
