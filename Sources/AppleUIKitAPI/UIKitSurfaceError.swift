/// Why Apple's UIKit surface could not be loaded; the message names the file.
public enum UIKitSurfaceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The resource bundle or the file in it is not there (an installation without the bundle next to the
    /// executable).
    case missing(path: String)
    /// The file is there but cannot be read, or is not UTF-8.
    case unreadable(path: String, reason: String)
    /// A line breaks the format (a missing header field, a wrong number of columns, an unknown kind).
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
            "Apple's UIKit surface is missing: \(path) (reinstall docgen with its resource bundle "
                + "\(UIKitSurface.bundleName) next to the executable)"
        case .unreadable(let path, let reason):
            "cannot read Apple's UIKit surface \(path): \(reason)"
        case .malformed(let path, let line, let problem):
            "Apple's UIKit surface \(path) is corrupt at line \(line): \(problem) "
                + "(regenerate it with python3 scripts/generate-uikit-surface.py)"
        }
    }
}
