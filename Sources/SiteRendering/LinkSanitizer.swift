/// Decides which link destinations from a document may become an `href` or `src`.
///
/// Browsers ignore ASCII whitespace and control characters inside a URL's scheme and compare schemes
/// case-insensitively, so `  JaVa\tScript:alert(1)` runs script. The check removes those characters,
/// lowercases, and refuses the schemes that execute or embed content: `javascript:`, `vbscript:` and
/// `data:`. Links to another Markdown document of the site are pointed at its page.
struct LinkSanitizer: Sendable {
    /// Schemes never allowed in a document's link.
    static let forbiddenSchemes = ["javascript:", "vbscript:", "data:"]

    /// Page file names by Markdown file name (`x.ru.md` → `x.ru.html`), for links between documents whose
    /// target is not found by path; only names that one document has.
    var pagesByMarkdownName: [String: String]
    /// Page file names by document path (normalized: no `.` or `..`), for links resolved from their document.
    var pagesByPath: [String: String]
    /// Local images copied into the site.
    var images: SiteImages

    init(
        pagesByMarkdownName: [String: String] = [:], pagesByPath: [String: String] = [:],
        images: SiteImages = SiteImages()
    ) {
        self.pagesByMarkdownName = pagesByMarkdownName
        self.pagesByPath = Dictionary(
            pagesByPath.map { (Self.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.images = images
    }

    /// The sanitizer for the documents at these paths and their pages: two documents of one name in
    /// different folders (`a/x.en.md`, `b/x.en.md`) are told apart by the linking document's folder.
    init(pages: [String: String], images: SiteImages = SiteImages()) {
        var byName: [String: String?] = [:]
        for (path, page) in pages {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            byName[name] = byName[name] == nil ? page : .some(nil)
        }
        self.init(pagesByMarkdownName: byName.compactMapValues { $0 }, pagesByPath: pages, images: images)
    }

    /// The `src` to write for an image of the document at `path`: its copy in the site when it is a local
    /// image that was found; nil when it must not be loaded.
    func imageSource(for source: String, in path: String) -> String? {
        guard !Self.isDangerous(source) else { return nil }
        return images.sitePath(for: source, in: path) ?? source
    }

    /// Whether a browser would run or embed `destination` instead of navigating to it.
    static func isDangerous(_ destination: String) -> Bool {
        var normalized = ""
        for scalar in destination.unicodeScalars {
            // Whitespace and C0 controls are dropped by URL parsing wherever they are in the scheme.
            if scalar.value <= 0x20 || scalar.value == 0x7F { continue }
            normalized.unicodeScalars.append(scalar)
            if normalized.unicodeScalars.count > 16 { break }
        }
        normalized = normalized.lowercased()
        return forbiddenSchemes.contains { normalized.hasPrefix($0) }
    }

    /// The `href` to write for a link of the document at `documentPath`, or nil when the link must not be
    /// followed. A link to a Markdown document of the site goes to its page: the document the link names
    /// from its own folder, else the one document of that file name.
    func href(for destination: String, from documentPath: String = "") -> String? {
        guard !Self.isDangerous(destination) else { return nil }
        if !destination.contains(":") {
            let (path, fragment) = Self.splitFragment(destination)
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            guard fileName.hasSuffix(".md") else { return destination }
            let folder = documentPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/")
            let resolved = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
            if let page = pagesByPath[Self.normalized(resolved)] ?? pagesByMarkdownName[fileName] {
                return page + fragment
            }
        }
        return destination
    }

    /// `path` without `.` components, and with each `..` taking away the component before it.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append(part) }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `("a.md", "#x")` for `a.md#x`.
    private static func splitFragment(_ destination: String) -> (String, String) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, "") }
        return (String(destination[..<hash]), String(destination[hash...]))
    }
}
