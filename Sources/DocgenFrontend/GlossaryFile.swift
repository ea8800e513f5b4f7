import DocgenCore
import Foundation
import Translations

/// Finds and reads the glossary for `docgen translations`: `--glossary FILE`, else `glossary.tsv` in the
/// first docs folder given that has one.
enum GlossaryFile {
    struct Loaded {
        var glossary: Glossary?
        var diagnostics: [Diagnostic]
        var hadIOError: Bool
    }

    static func load(explicit: String?, docsPaths: [String]) -> Loaded {
        let manager = FileManager.default
        let path: String
        if let explicit {
            path = explicit
        } else {
            var isDirectory: ObjCBool = false
            let candidates = docsPaths.filter {
                manager.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            .map { ($0.hasSuffix("/") ? $0 : $0 + "/") + Glossary.fileName }
            guard let found = candidates.first(where: { manager.fileExists(atPath: $0) }) else {
                return Loaded(glossary: nil, diagnostics: [], hadIOError: false)
            }
            path = found
        }
        guard let data = manager.contents(atPath: path) else {
            return Loaded(
                glossary: nil,
                diagnostics: [.error(.unreadableFile, at: nil, "cannot read glossary \(path); check the path")],
                hadIOError: true)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return Loaded(
                glossary: nil,
                diagnostics: [
                    .error(
                        .glossaryMalformed, at: SourceLocation(file: path, line: 1, column: 1),
                        "glossary is not UTF-8 text; save it as UTF-8")
                ], hadIOError: false)
        }
        let parsed = Glossary.parse(text, path: path)
        return Loaded(glossary: parsed.glossary, diagnostics: parsed.diagnostics, hadIOError: false)
    }
}
