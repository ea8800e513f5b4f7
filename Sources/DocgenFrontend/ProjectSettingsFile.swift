import DocgenCore
import Foundation

/// Finds and reads the project's settings file (`docgen.config`): `--config FILE`, else the one at the
/// project root: the folder that holds the first docs folder given (`Docs/..`), else the current directory.
enum ProjectSettingsFile {
    struct Loaded {
        var settings: ProjectSettings
        var diagnostics: [Diagnostic]
        var hadIOError: Bool
    }

    static func load(explicit: String?, docsPaths: [String]) -> Loaded {
        let manager = FileManager.default
        let path: String
        if let explicit {
            path = explicit
        } else {
            guard let found = candidates(docsPaths: docsPaths).first(where: { manager.fileExists(atPath: $0) }) else {
                return Loaded(settings: ProjectSettings(), diagnostics: [], hadIOError: false)
            }
            path = found
        }
        guard let data = manager.contents(atPath: path) else {
            return Loaded(
                settings: ProjectSettings(),
                diagnostics: [.error(.unreadableFile, at: nil, "cannot read settings \(path); check the path")],
                hadIOError: true)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return Loaded(
                settings: ProjectSettings(),
                diagnostics: [
                    .error(
                        .settingsMalformed, at: SourceLocation(file: path, line: 1, column: 1),
                        "settings are not UTF-8 text; save the file as UTF-8")
                ], hadIOError: false)
        }
        let parsed = ProjectSettings.parse(text, path: path)
        return Loaded(settings: parsed.settings, diagnostics: parsed.diagnostics, hadIOError: false)
    }

    /// Where the file may be, in order: beside each docs folder given (its parent: the project root), then
    /// the current directory.
    static func candidates(docsPaths: [String]) -> [String] {
        var result = docsPaths.compactMap(root(ofDocs:)).map {
            relative($0.appendingPathComponent(ProjectSettings.fileName).path)
        }
        result.append(ProjectSettings.fileName)
        var seen: Set<String> = []
        return result.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    /// The project root of a docs path that exists: the folder that holds the docs folder (or the folder of
    /// a file given).
    static func root(ofDocs docs: String) -> URL? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: docs, isDirectory: &isDirectory) else { return nil }
        let url = URL(fileURLWithPath: docs)
        let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
        return folder.standardizedFileURL.deletingLastPathComponent()
    }

    /// A path under the current directory written relative to it (as diagnostics name files).
    static func relative(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
