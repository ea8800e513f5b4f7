import DocgenCore

/// A problem with a template: where it is (`template:line:col`, 1-based, columns in UTF-8 bytes) and what it is.
///
/// Syntax errors come from compiling a template; `unknownPartial` and `recursionLimitExceeded` from rendering or
/// from ``MustacheLibrary/validate()``; `unknownTemplate` and `unreadableTemplate` from the library.
public enum MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A tag is opened but its closing delimiter never comes.
    case unclosedTag(delimiter: String, at: SourceLocation)
    /// A section, inverted section, parent or block is never closed.
    case unclosedSection(name: String, at: SourceLocation)
    /// A closing tag closes nothing.
    case unexpectedClosingTag(name: String, at: SourceLocation)
    /// A closing tag names another section than the innermost open one, which opened at `opening`.
    case mismatchedClosingTag(expected: String, found: String, opening: SourceLocation, at: SourceLocation)
    /// A tag's name is empty, contains whitespace or is a malformed dotted name.
    case invalidTagName(String, at: SourceLocation)
    /// A set-delimiters tag is not two whitespace-separated delimiters without `=`.
    case invalidDelimiters(String, at: SourceLocation)
    /// A partial or parent tag names a template the library does not have (strict libraries and `validate()`).
    case unknownPartial(name: String, at: SourceLocation)
    /// Partials or parents nest deeper than the renderer allows, almost always a template including itself.
    case recursionLimitExceeded(name: String, depth: Int, at: SourceLocation)
    /// The library has no template of this name.
    case unknownTemplate(name: String)
    /// A template file could not be read or is not UTF-8.
    case unreadableTemplate(path: String, reason: String)
    /// A template file is a symbolic link that leads out of its templates folder (to `resolved`).
    case templateOutsideFolder(path: String, resolved: String, folder: String)
    /// A template file is a FIFO, a device or a socket (`kind`, in words), which is never read.
    case notRegularTemplate(path: String, kind: String)
    /// A render wrote more than its limit of output, or did more than its limit of steps (a node rendered,
    /// a section's item); `location` is the tag or text where the limit was passed.
    case renderLimitExceeded(RenderLimits.Kind, limit: Int, at: SourceLocation)

    /// Where the problem is; nil for library errors that concern no position in a template.
    public var location: SourceLocation? {
        switch self {
        case .unclosedTag(_, let location), .unclosedSection(_, let location),
            .unexpectedClosingTag(_, let location), .mismatchedClosingTag(_, _, _, let location),
            .invalidTagName(_, let location), .invalidDelimiters(_, let location),
            .unknownPartial(_, let location), .recursionLimitExceeded(_, _, let location),
            .renderLimitExceeded(_, _, let location):
            location
        case .unknownTemplate, .unreadableTemplate, .templateOutsideFolder, .notRegularTemplate:
            nil
        }
    }

    /// Terse, no final period: what is wrong and what to do.
    public var message: String {
        switch self {
        case .unclosedTag(let delimiter, _):
            "unclosed tag: add the closing '\(delimiter)'"
        case .unclosedSection(let name, _):
            "section '\(name)' is never closed: add '{{/\(name)}}'"
        case .unexpectedClosingTag(let name, _):
            "closing tag '\(name)' closes nothing: remove it or open the section"
        case .mismatchedClosingTag(let expected, let found, let opening, _):
            "closing tag '\(found)' does not match open section '\(expected)' (opened at \(opening)): "
                + "close '\(expected)' first"
        case .invalidTagName(let name, _):
            "invalid tag name '\(name)': use a non-empty name without spaces, or a dotted name such as 'a.b'"
        case .invalidDelimiters(let content, _):
            "invalid delimiters '\(content)': write two delimiters separated by a space, e.g. {{=<% %>=}}"
        case .unknownPartial(let name, _):
            "no template named '\(name)': add '\(name).mustache' or fix the name"
        case .recursionLimitExceeded(let name, let depth, _):
            "partial '\(name)' nests more than \(depth) levels deep: stop the recursion with a section"
        case .unknownTemplate(let name):
            "no template named '\(name)': add '\(name).mustache' to the templates directory"
        case .unreadableTemplate(let path, let reason):
            "cannot read template '\(path)': \(reason)"
        case .templateOutsideFolder(let path, let resolved, let folder):
            "template '\(path)' is a symbolic link to \(resolved), outside \(folder); it is not read: "
                + "put the template itself in the folder"
        case .notRegularTemplate(let path, let kind):
            "template '\(path)' is \(kind), not a regular file; it is not read: replace it with a file"
        case .renderLimitExceeded(.outputBytes, let limit, _):
            "the render passed its limit of \(RenderLimits.describe(bytes: limit)) of output here: partials that "
                + "include others several times multiply what they write; include them fewer times"
        case .renderLimitExceeded(.steps, let limit, _):
            "the render passed its limit of \(limit) steps here: partials that include others several times, "
                + "or sections nested over the same data, multiply the work; include or nest them fewer times"
        }
    }

    /// `template:line:col: error: message`, the form editors make clickable.
    public var description: String {
        if let location { return "\(location): error: \(message)" }
        switch self {
        case .unreadableTemplate(let path, _), .templateOutsideFolder(let path, _, _), .notRegularTemplate(let path, _):
            return "\(path): error: \(message)"
        default:
            return "mustache: error: \(message)"
        }
    }
}
