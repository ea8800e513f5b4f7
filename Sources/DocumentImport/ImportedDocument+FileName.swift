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

    /// Why `name` cannot name a file `docgen import` writes, or nil when it can: it must stay a single
    /// file name inside the output directory (no `/`, not `..` or a hidden file) and be one line a terminal
    /// shows as it is (no control character, no line or paragraph separator).
    package static func unsafeNameReason(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.contains("/") { return "it holds a '/'; give a file name, not a path" }
        if name.hasPrefix(".") { return "it starts with '.'" }
        if let bad = name.unicodeScalars.first(where: isUnsafe) {
            let code = String(bad.value, radix: 16, uppercase: true)
            return "it holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)"
        }
        return nil
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
