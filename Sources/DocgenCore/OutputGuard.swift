import Foundation

/// Checks, before anything is written, that a command's outputs cannot destroy its inputs or each other.
public enum OutputGuard {
    /// The problems of writing the package to `output`, the site to `site` and a JUnit report to `junit`
    /// (each optional) when the inputs are `inputs` (paths as given) and `documents` (files found).
    public static func problems(output: String?, site: String?, junit: String?, inputs: [String], documents: [String])
        -> [Diagnostic]
    {
        var problems: [Diagnostic] = []
        let inputPaths = Set((inputs + documents).map(canonical))
        let directories = [("--output", output), ("--site", site)].compactMap { option, path in
            path.map { (option, $0) }
        }
        for (option, path) in directories {
            let directory = canonical(path)
            // An output inside the docs' directory is fine (docgen writes only its own files); docs inside
            // (or at) an output are not.
            if let input = inputPaths.sorted().first(where: { isSame($0, orInside: directory) }) {
                problems.append(
                    .error(
                        .outputOverlapsInput, at: location(of: input, in: inputs + documents),
                        "'\(option) \(path)' would write over the docs; choose a directory apart from them"
                    ))
            }
        }
        if directories.count == 2 {
            let (package, pages) = (canonical(directories[0].1), canonical(directories[1].1))
            if isSame(package, orInside: pages) || isSame(pages, orInside: package) {
                problems.append(
                    .error(
                        .outputsOverlap, at: nil,
                        "'--site \(directories[1].1)' and '--output \(directories[0].1)' must be separate directories; the site would replace the package"
                    ))
            }
        }
        if let junit {
            let file = canonical(junit)
            var isDirectory: ObjCBool = false
            if let input = inputPaths.sorted().first(where: { $0 == file }) {
                problems.append(
                    .error(
                        .outputOverlapsInput, at: location(of: input, in: inputs + documents),
                        "'--junit \(junit)' names an input document; docgen never overwrites the docs"))
            } else if FileManager.default.fileExists(atPath: junit, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    problems.append(
                        .error(
                            .reportWouldOverwriteFile, at: nil,
                            "'--junit \(junit)' is a directory; name the report file, like \(junit)/junit.xml"))
                } else if !isJUnitReport(junit) {
                    problems.append(
                        .error(
                            .reportWouldOverwriteFile, at: SourceLocation(file: junit, line: 1, column: 1),
                            "'--junit' would overwrite this file, which is not a JUnit report; choose another file name"
                        ))
                }
            }
        }
        return problems
    }

    /// Whether the file at `path` looks like a JUnit report (one docgen or another tool wrote).
    public static func isJUnitReport(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        return head.contains("<testsuites") || head.contains("<testsuite ")
    }

    /// An absolute path without `.`, `..` or symbolic links (as far as they exist).
    public static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func isSame(_ path: String, orInside directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }

    private static func location(of canonicalPath: String, in paths: [String]) -> SourceLocation {
        let shown = paths.first { canonical($0) == canonicalPath } ?? canonicalPath
        return SourceLocation(file: shown, line: 1, column: 1)
    }
}
