/// A kind of data file docgen ships in a module's resource bundle (Apple's UIKit surface, OpenCC's Han
/// tables): what its errors call it and which diagnostics they are.
public protocol ResourceFileKind: Sendable {
    /// What the files are, as a message names them ("Apple's UIKit surface", "OpenCC's Han tables").
    static var name: String { get }
    /// Whether `name` is plural ("… are missing").
    static var isPlural: Bool { get }
    /// One file of them ("Apple's UIKit surface", "OpenCC's Han table").
    static var oneFile: String { get }
    /// The resource bundle docgen installs next to its executable.
    static var bundleName: String { get }
    /// What writes the file at `path` again ("regenerate it with python3 scripts/…").
    static func regeneration(of path: String) -> String
    /// The diagnostics of a missing, an unreadable and a corrupt file.
    static var missingID: DiagnosticID { get }
    static var unreadableID: DiagnosticID { get }
    static var corruptID: DiagnosticID { get }
}

/// Why a resource file of `Kind` could not be loaded; the message names the file (and the line, for a
/// corrupt one).
public enum ResourceFileError<Kind: ResourceFileKind>: Error, Hashable, Sendable, CustomStringConvertible {
    /// The resource bundle or a file in it is not there (an installation without the bundle next to the
    /// executable).
    case missing(path: String)
    /// The file is there but cannot be read, or is not UTF-8.
    case unreadable(path: String, reason: String)
    /// A line breaks the format (a header field, a wrong number of fields, a row count, a value).
    case malformed(path: String, line: Int, problem: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .malformed(let path, _, _): path
        }
    }

    public var description: String {
        switch self {
        case .missing(let path):
            "\(Kind.name) \(Kind.isPlural ? "are" : "is") missing: \(path) (reinstall docgen with its resource "
                + "bundle \(Kind.bundleName) next to the executable)"
        case .unreadable(let path, let reason):
            "cannot read \(Kind.oneFile) \(path): \(reason)"
        case .malformed(let path, let line, let problem):
            "\(Kind.oneFile) \(path) is corrupt at line \(line): \(problem) (\(Kind.regeneration(of: path)))"
        }
    }

    /// The docgen diagnostic for this error, located at the file (and line, for a corrupt one).
    public var diagnostic: Diagnostic {
        switch self {
        case .missing: .error(Kind.missingID, at: nil, description)
        case .unreadable: .error(Kind.unreadableID, at: nil, description)
        case .malformed(let path, let line, let problem):
            .error(
                Kind.corruptID, at: SourceLocation(file: path, line: line, column: 1),
                "\(Kind.oneFile) is corrupt: \(problem); \(Kind.regeneration(of: path))")
        }
    }
}
