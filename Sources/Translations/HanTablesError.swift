/// Why OpenCC's Han tables could not be loaded; the message names the file (and the line, for a corrupt one).
public enum HanTablesError: Error, Hashable, Sendable, CustomStringConvertible {
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
            "OpenCC's Han tables are missing: \(path) (reinstall docgen with its resource bundle "
                + "\(HanTables.bundleName) next to the executable)"
        case .unreadable(let path, let reason):
            "cannot read OpenCC's Han table \(path): \(reason)"
        case .malformed(let path, let line, let problem):
            "OpenCC's Han table \(path) is corrupt at line \(line): \(problem) (\(regenerate))"
        }
    }

    /// What makes the file again: the command of the generator that writes it.
    var regenerate: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let generator = HanTableFile.Name(rawValue: name)?.generator ?? "generate-han-conversion-tables.py"
        return "regenerate it with python3 scripts/\(generator)"
    }
}
