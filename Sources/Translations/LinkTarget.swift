import DocgenCore
import Foundation

/// How QA compares link targets and image sources: a target and its translation's target are the same key.
///
/// A relative target loses its `#fragment` (headings, and so their anchors, are translated) and the
/// language part of its file name (`search.ru.md` and `search.en.md` are one document, `shot.zh-Hans.png`
/// and `shot.png` one picture). An absolute URL keeps everything but a trailing slash.
enum LinkTarget {
    static func key(_ target: String) -> String {
        var target = target.trimmingCharacters(in: .whitespaces)
        if target.hasPrefix("<"), target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
        if target.contains("://") || target.hasPrefix("mailto:") {
            while target.hasSuffix("/") { target.removeLast() }
            return target
        }
        if let hash = target.firstIndex(of: "#") {
            let path = String(target[..<hash])
            // A link within the page: its anchor is the page's own heading, translated too.
            target = path.isEmpty ? "#" : path
        }
        if target.hasPrefix("./") { target.removeFirst(2) }
        return withoutLanguage(target)
    }

    /// `dir/name.ru.md` → `dir/name.md`; `name.zh-Hans.png` → `name.png`; anything else unchanged.
    static func withoutLanguage(_ path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let components = path[slash...].split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 3,
            HumanLanguage(tag: String(components[components.count - 2])) != nil
                || components[components.count - 2].lowercased() == "zh"
        else { return path }
        var kept = components
        kept.remove(at: components.count - 2)
        return String(path[..<slash]) + kept.joined(separator: ".")
    }
}
