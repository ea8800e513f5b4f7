/// Decides which link destinations from a document may become an `href` or `src`.
///
/// Browsers ignore ASCII whitespace and control characters inside a URL's scheme and compare schemes
/// case-insensitively, so `  JaVa\tScript:alert(1)` runs script. The check removes those characters,
/// lowercases, and refuses the schemes that execute or embed content: `javascript:`, `vbscript:` and
/// `data:`. Links to another Markdown document of the site are pointed at its page.
struct LinkSanitizer: Sendable {
    /// Schemes never allowed in a document's link.
    static let forbiddenSchemes = ["javascript:", "vbscript:", "data:"]

    /// Page file names by Markdown file name (`x.ru.md` → `x.ru.html`), for links between documents.
    var pagesByMarkdownName: [String: String]
    /// Local images copied into the site.
    var images: SiteImages

    init(pagesByMarkdownName: [String: String] = [:], images: SiteImages = SiteImages()) {
        self.pagesByMarkdownName = pagesByMarkdownName
        self.images = images
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

    /// The `href` to write for a document's link, or nil when the link must not be followed.
    func href(for destination: String) -> String? {
        guard !Self.isDangerous(destination) else { return nil }
        if !destination.contains(":") {
            let (path, fragment) = Self.splitFragment(destination)
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            if fileName.hasSuffix(".md"), let page = pagesByMarkdownName[fileName] {
                return page + fragment
            }
        }
        return destination
    }

    /// `("a.md", "#x")` for `a.md#x`.
    private static func splitFragment(_ destination: String) -> (String, String) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, "") }
        return (String(destination[..<hash]), String(destination[hash...]))
    }
}
