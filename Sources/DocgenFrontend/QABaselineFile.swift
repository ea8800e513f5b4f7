import DocgenCore
import Foundation
import Translations

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The translation QA baseline on disk: `--baseline FILE`, else `translations-baseline.json` at the project
/// root (beside the first docs folder given, as `docgen.config`) when it exists. Written atomically (a
/// temporary file in the same folder, renamed over it), and only over a file docgen wrote as a baseline.
enum QABaselineFile {
    struct Loaded {
        /// Where the baseline is (or would be written by `--accept`).
        var path: String
        /// Nil when there is no file (or it could not be read as a baseline).
        var baseline: QABaseline?
        var diagnostics: [Diagnostic]
        var hadIOError: Bool
    }

    /// The default file: at the project root of the first docs path that exists, else in the current directory.
    static func defaultPath(docsPaths: [String]) -> String {
        guard let root = docsPaths.lazy.compactMap(ProjectSettingsFile.root(ofDocs:)).first else {
            return QABaseline.fileName
        }
        return ProjectSettingsFile.relative(root.appendingPathComponent(QABaseline.fileName).path)
    }

    /// The project root paths in the baseline and SARIF are relative to.
    static func projectRoot(docsPaths: [String]) -> ProjectRoot {
        let current = FileManager.default.currentDirectoryPath
        let root = docsPaths.lazy.compactMap(ProjectSettingsFile.root(ofDocs:)).first?.path ?? current
        return ProjectRoot(root, currentDirectory: current)
    }

    /// The baseline at `explicit`, else at the default path if a file is there.
    static func load(explicit: String?, docsPaths: [String]) -> Loaded {
        let path = explicit ?? defaultPath(docsPaths: docsPaths)
        guard explicit != nil || FileManager.default.fileExists(atPath: path) else {
            return Loaded(path: path, baseline: nil, diagnostics: [], hadIOError: false)
        }
        switch read(path) {
        case .missing:
            return Loaded(
                path: path, baseline: nil,
                diagnostics: [.error(.unreadableFile, at: nil, "cannot read baseline \(path); check the path")],
                hadIOError: true)
        case .text(let text):
            switch QABaseline.parse(text, path: path) {
            case .success(let baseline):
                return Loaded(path: path, baseline: baseline, diagnostics: [], hadIOError: false)
            case .failure(let problem):
                return Loaded(path: path, baseline: nil, diagnostics: [problem.diagnostic], hadIOError: false)
            }
        case .refused(let diagnostic):
            return Loaded(path: path, baseline: nil, diagnostics: [diagnostic], hadIOError: false)
        }
    }

    /// What is at a baseline's path.
    enum Contents {
        case missing
        case text(String)
        /// Not a regular file, or not UTF-8: never read nor replaced.
        case refused(Diagnostic)
    }

    static func read(_ path: String) -> Contents {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .missing }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .refused(
                .error(
                    .qaBaselineNotDocgens, at: start,
                    "baseline is not a regular file (a symbolic link, a directory…); docgen neither reads nor replaces it"
                ))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        guard let text = String(data: data, encoding: .utf8) else {
            return .refused(
                .error(
                    .qaBaselineNotDocgens, at: start,
                    "not a baseline docgen wrote (not UTF-8 text); docgen neither reads nor overwrites it"))
        }
        return .text(text)
    }

    /// Writes `baseline` to `path` atomically; refuses (and writes nothing) when a file docgen did not write
    /// as a baseline is there. Returns the problem, or nil.
    static func write(_ baseline: QABaseline, to path: String) -> Diagnostic? {
        let start = SourceLocation(file: path, line: 1, column: 1)
        switch read(path) {
        case .missing: break
        case .refused(let diagnostic): return diagnostic
        case .text(let text):
            guard QABaseline.isDocgens(text) else {
                return .error(
                    .qaBaselineNotDocgens, at: start,
                    "not a baseline docgen wrote (no \"generator\": \"\(QABaseline.generator)\"); docgen does not overwrite it: choose another file or move it away"
                )
            }
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(baseline.text.utf8).write(to: temporary)
        } catch {
            return .error(
                .qaBaselineNotWritten, at: start,
                "cannot write the baseline: \((error as NSError).localizedDescription); check its folder")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            return .error(.qaBaselineNotWritten, at: start, "cannot write the baseline: \(reason)")
        }
        return nil
    }
}
