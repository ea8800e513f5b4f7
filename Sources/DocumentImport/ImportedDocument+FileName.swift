import Foundation

extension ImportedDocument {
    /// The Markdown file an import writes: `<name>.<lang>.md` (`<name>.md` for a mixed document). The name
    /// is `name` if given, else the imported file's name without its extension, else (standard input, `-`)
    /// a slug of the title, else `imported`.
    package func fileName(importing file: String, name: String? = nil) -> String {
        let baseName = name ?? Self.documentName(file: file, title: title)
        return baseName + (language.map { ".\($0.rawValue)" } ?? "") + ".md"
    }

    /// The file's name without its extension, or for standard input (`-`) a slug of the title.
    static func documentName(file: String, title: String?) -> String {
        if file != "-" {
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            if !base.isEmpty { return base }
        }
        let slug = (title ?? "").lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let name = String(slug).split(separator: "-").joined(separator: "-")
        return name.isEmpty ? "imported" : name
    }
}
