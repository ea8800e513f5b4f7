/// The folder a project's paths are relative to in its shared files (a QA baseline, a SARIF log): the same
/// path whichever directory docgen runs from (`Docs/x.md`, not `../book/Docs/x.md`), with forward slashes.
///
/// Pure path arithmetic on the spelling (`.` and `..` resolved, symbolic links not followed): no file access.
public struct ProjectRoot: Hashable, Sendable {
    /// The root, absolute, without a trailing slash (`/` alone for the file system's root).
    public let path: String
    /// The directory relative paths are read from.
    public let currentDirectory: String

    /// `path` (absolute, or relative to `currentDirectory`, which must be absolute).
    public init(_ path: String, currentDirectory: String) {
        self.currentDirectory = Self.normalized(currentDirectory, in: "/")
        self.path = Self.normalized(path, in: self.currentDirectory)
    }

    /// `file` relative to the root (`Docs/x.md`); a file outside it keeps its absolute path.
    public func relative(_ file: String) -> String {
        let absolute = Self.normalized(file, in: currentDirectory)
        let prefix = path == "/" ? "/" : path + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// An absolute path without `.`, `..`, empty components or a trailing slash; backslashes read as slashes.
    static func normalized(_ path: String, in directory: String) -> String {
        let spelled = path.replacingBackslashes()
        let full = spelled.hasPrefix("/") ? spelled : directory + "/" + spelled
        var components: [Substring] = []
        for component in full.split(separator: "/") where component != "." {
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}

extension String {
    fileprivate func replacingBackslashes() -> String {
        contains("\\") ? String(map { $0 == "\\" ? "/" : $0 }) : self
    }
}
