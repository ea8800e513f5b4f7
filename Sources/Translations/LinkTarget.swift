import DocgenCore
import Foundation

/// How QA compares link targets and image sources: a target and its translation's target are the same key.
///
/// A target loses its `#fragment` (headings, and so their anchors, are translated), the language part of
/// its file name (`search.ru.md` and `search.en.md` are one document; `shot.zh-Hans.png`, `shot-ru.png` and
/// `shot.png` one picture), of its path (`site.io/ru/page`, `site.io/page`) and host (`en.wikipedia.org`,
/// `zh.wikipedia.org`), a trailing slash, and `http` for `https`.
enum LinkTarget {
    static func key(_ target: String) -> String {
        var target = target.trimmingCharacters(in: .whitespaces)
        if target.hasPrefix("<"), target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
        if target.hasPrefix("mailto:") { return target }
        if let hash = target.firstIndex(of: "#") {
            let path = String(target[..<hash])
            // A link within the page: its anchor is the page's own heading, translated too.
            target = path.isEmpty ? "#" : path
        }
        var query = ""
        if let mark = target.firstIndex(of: "?") {
            query = String(target[mark...])
            target = String(target[..<mark])
        }
        while target.hasSuffix("/") { target.removeLast() }
        if target.hasPrefix("./") { target.removeFirst(2) }
        if target.hasPrefix("http://") { target = "https://" + target.dropFirst("http://".count) }
        var segments = target.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if target.hasPrefix("https://"), segments.count > 2 {
            // `en.wikipedia.org` and `zh.wikipedia.org` are one site in two languages.
            let labels = segments[2].split(separator: ".")
            if labels.count > 2, let first = labels.first, isLanguage(first) {
                segments[2] = labels.dropFirst().joined(separator: ".")
            }
        }
        // `/ru/tutorials/x`, `/zh-cn/docs/x` and `/docs/x`: a language in the path is left out.
        segments = segments.enumerated().filter { index, segment in index < 3 || !isLanguage(Substring(segment)) }
            .map(\.element)
        target = segments.joined(separator: "/")
        return withoutLanguage(target) + query
    }

    /// `en`, `ru`, `zh-Hans`, `zh`, `en-US`…: a path segment or file-name part that names a language.
    private static func isLanguage(_ text: Substring) -> Bool {
        text.count >= 2 && text.count <= 10 && text.first?.isLowercase == true
            && (HumanLanguage(tag: String(text)) != nil || text.lowercased() == "zh")
    }

    /// `dir/name.ru.md` → `dir/name.md`; `name.zh-Hans.png`, `name-en.png`, `name_ru.png` → `name.png`;
    /// anything else unchanged.
    static func withoutLanguage(_ path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        // `name-en.png`, `name_ru.png`.
        if let dot = path[slash...].lastIndex(of: "."),
            let separator = path[slash..<dot].lastIndex(where: { $0 == "-" || $0 == "_" }),
            isLanguage(path[path.index(after: separator)..<dot])
        {
            return String(path[..<separator]) + path[dot...]
        }
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
