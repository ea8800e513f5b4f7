/// Lets a document's raw HTML through an allowlist, as GitHub does, by rebuilding it as `HTMLNode`s.
///
/// Allowed: `a` (`href` with http, https, mailto or a relative URL; `title`), `img` (`src` with http,
/// https or a relative URL; `alt`, `title`, `width`, `height`), `br`, `details`/`summary`, `sup`, `sub`,
/// `kbd`, `b`, `i`, `em`, `strong`, `code`, `p` and `div` (with `align`). Any other element loses its
/// tags (its text stays, escaped); `script`, `style`, `iframe`, `object` and the like lose their content
/// too. Every other attribute (`on…`, `style`, …) is dropped; comments are not shown. Because only
/// element and attribute names from these lists are ever written, and the serializer escapes every value,
/// nothing a document writes can become a script or an event handler.
///
/// Markdown inlines between the tags (a paragraph's `<a href…>` text `</a>`) are fed in as nodes, so an
/// element opened by one raw-HTML inline holds what follows it until its end tag.
struct RawHTMLSanitizer {
    /// Elements kept, with the attributes each may keep.
    static let allowedElements: [String: Set<String>] = [
        "a": ["href", "title"], "img": ["src", "alt", "title", "width", "height", "align"], "br": [],
        "details": ["open"], "summary": [], "sup": [], "sub": [], "kbd": [], "b": [], "i": [], "em": [],
        "strong": [], "code": [], "p": ["align"], "div": ["align"],
    ]
    /// Elements dropped with everything inside them.
    static let droppedWithContent: Set<String> = [
        "script", "style", "iframe", "object", "embed", "applet", "frame", "frameset", "noscript", "noembed",
        "noframes", "template", "textarea", "title", "xmp", "plaintext", "svg", "math", "select", "head",
    ]
    static let voidElements: Set<String> = ["br", "img"]
    static let alignments: Set<String> = ["left", "right", "center", "justify"]
    /// Elements nested deeper lose their tags (their content stays): keeps hostile nesting linear.
    static let maximumDepth = 64

    /// Rewrites a safe, allowed URL (links between documents, local images); nil drops the attribute.
    var rewriteURL: (_ url: String, _ isImage: Bool) -> String?

    private struct Open {
        var name: String
        var attributes: [HTMLAttribute]
        var children: [HTMLNode]
    }

    private var stack: [Open] = [Open(name: "", attributes: [], children: [])]
    /// The element whose content is being dropped, and how deeply it is nested in itself.
    private var dropping: (name: String, depth: Int)?

    init(rewriteURL: @escaping (_ url: String, _ isImage: Bool) -> String? = { url, _ in url }) {
        self.rewriteURL = rewriteURL
    }

    /// Sanitized nodes of a piece of raw HTML on its own (an HTML block).
    static func sanitize(
        _ html: String, rewriteURL: @escaping (_ url: String, _ isImage: Bool) -> String? = { url, _ in url }
    ) -> [HTMLNode] {
        var sanitizer = RawHTMLSanitizer(rewriteURL: rewriteURL)
        sanitizer.add(html: html)
        return sanitizer.finish()
    }

    // MARK: - Feeding

    /// Adds raw HTML.
    mutating func add(html: String) {
        for token in RawHTMLTokenizer.tokens(html) { add(token) }
    }

    /// Adds a node made from Markdown (already safe).
    mutating func add(node: HTMLNode) {
        guard dropping == nil else { return }
        stack[stack.count - 1].children.append(node)
    }

    /// The nodes, every element still open closed.
    mutating func finish() -> [HTMLNode] {
        while stack.count > 1 { closeTop() }
        defer { stack = [Open(name: "", attributes: [], children: [])] }
        return stack[0].children
    }

    private mutating func add(_ token: RawHTMLTokenizer.Token) {
        if let current = dropping {
            switch token {
            case .startTag(let name, _, let selfClosing) where name == current.name && !selfClosing:
                dropping = (current.name, current.depth + 1)
            case .endTag(let name) where name == current.name:
                dropping = current.depth > 1 ? (current.name, current.depth - 1) : nil
            default: break
            }
            return
        }
        switch token {
        case .text(let text):
            stack[stack.count - 1].children.append(.text(text))
        case .comment:
            break
        case .startTag(let name, let attributes, let selfClosing):
            if Self.droppedWithContent.contains(name) {
                if !selfClosing { dropping = (name, 1) }
                return
            }
            guard let allowed = Self.allowedElements[name] else { return }
            let kept = attributes.compactMap { attribute in keep(attribute, of: name, allowed: allowed) }
            if Self.voidElements.contains(name) {
                stack[stack.count - 1].children.append(.element(name, attributes: kept, children: []))
            } else if !selfClosing, stack.count <= Self.maximumDepth {
                stack.append(Open(name: name, attributes: kept, children: []))
            }
        case .endTag(let name):
            guard let position = stack.lastIndex(where: { $0.name == name }), position > 0 else { return }
            while stack.count > position { closeTop() }
        }
    }

    private mutating func closeTop() {
        let open = stack.removeLast()
        stack[stack.count - 1].children.append(
            .element(open.name, attributes: open.attributes, children: open.children))
    }

    // MARK: - Attributes

    private func keep(_ attribute: HTMLAttribute, of element: String, allowed: Set<String>) -> HTMLAttribute? {
        guard allowed.contains(attribute.name) else { return nil }
        switch attribute.name {
        case "href", "src":
            let isImage = element == "img"
            guard
                let url = Self.allowedURL(
                    attribute.value, schemes: isImage ? ["http", "https"] : ["http", "https", "mailto"]),
                let rewritten = rewriteURL(url, isImage)
            else { return nil }
            return HTMLAttribute(attribute.name, rewritten)
        case "width", "height":
            let value = attribute.value.trimmingSpaces
            guard !value.isEmpty, value.count <= 8, value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "%") })
            else { return nil }
            return HTMLAttribute(attribute.name, value)
        case "align":
            let value = attribute.value.trimmingSpaces.lowercased()
            return Self.alignments.contains(value) ? HTMLAttribute("align", value) : nil
        case "open":
            return HTMLAttribute("open", "")
        default:
            return attribute
        }
    }

    /// The URL with the characters browsers ignore removed, if it is relative or has one of `schemes`.
    static func allowedURL(_ url: String, schemes: Set<String>) -> String? {
        var cleaned = String.UnicodeScalarView()
        for scalar in url.unicodeScalars {
            // Tabs and newlines are removed anywhere by URL parsing; other controls and spaces at the ends.
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            cleaned.append(scalar)
        }
        let trimmed = String(cleaned).trimmingScalars(where: { $0.value <= 0x20 || $0.value == 0x7F })
        guard !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        guard let colon = trimmed.firstIndex(of: ":") else { return trimmed }
        let beforeColon = trimmed[..<colon]
        // A colon after `/`, `?` or `#` is not a scheme's.
        if beforeColon.contains(where: { "/?#".contains($0) }) { return trimmed }
        let scheme = beforeColon.lowercased()
        return schemes.contains(scheme) ? trimmed : nil
    }
}

extension String {
    fileprivate var trimmingSpaces: String { trimmingScalars(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) }

    fileprivate func trimmingScalars(where predicate: (Unicode.Scalar) -> Bool) -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, predicate(first) { scalars.removeFirst() }
        while let last = scalars.last, predicate(last) { scalars.removeLast() }
        return String(scalars)
    }
}
