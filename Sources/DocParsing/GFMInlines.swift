/// GFM's inline extensions over cmark's inlines, as cmark-gfm makes them: strikethrough (`~~x~~`, `~x~`,
/// see `GFMStrikethrough`) and extended autolinks (`www.x.org`, `http://…`, `https://…`, `ftp://…`,
/// `mailto:…`, `xmpp:…`, `name@host.org`, see `AutolinkScanner`).
///
/// Code spans, raw HTML and images are never changed; link text gets strikethrough but no autolinks.
/// Both work on UTF-8 bytes, and a text without `~`, `:`, `@`, `[`, `]` or `www.` is not copied.
enum GFMInlines {
    /// `inlines` of one paragraph, heading or table cell with strikethrough and autolinks applied, at
    /// every level. `emphasisCharacter` is written for an emphasis that a strikethrough makes text again.
    static func apply(_ inlines: [Inline], emphasisCharacter: () -> Character = { "*" }) -> [Inline] {
        guard needsWork(inlines) else { return inlines }
        let resolved = GFMStrikethrough.resolve(mergingText(inlines), emphasisCharacter: emphasisCharacter)
        var openBrackets = 0
        return autolinked(
            resolved, endsParagraph: true, openBrackets: &openBrackets, emphasisCharacter: emphasisCharacter)
    }

    static func mergingText(_ inlines: [Inline]) -> [Inline] {
        var previousIsText = false
        guard
            inlines.contains(where: { inline in
                let isText: Bool
                if case .text = inline { isText = true } else { isText = false }
                defer { previousIsText = isText }
                return isText && previousIsText
            })
        else { return inlines }
        var result: [Inline] = []
        var pending: String?
        for inline in inlines {
            if case .text(let text) = inline {
                if pending == nil { pending = text } else { pending!.append(text) }
                continue
            }
            if let text = pending { result.append(.text(text)) }
            pending = nil
            result.append(inline)
        }
        if let text = pending { result.append(.text(text)) }
        return result
    }

    /// Whether either extension could change `inlines`: adjacent texts (merged), or a text holding `~`,
    /// `@`, `://` or `www.`, at any level (`mayChange`). Most paragraphs have none: one scan and no copy.
    private static func needsWork(_ inlines: [Inline]) -> Bool {
        var previousIsText = false
        for inline in inlines {
            switch inline {
            case .text(let text):
                if previousIsText || mayChange(text) { return true }
                previousIsText = true
                continue
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                .link(_, _, let children):
                if needsWork(children) { return true }
            default:
                break
            }
            previousIsText = false
        }
        return false
    }

    /// Whether the UTF-8 of `text` holds `byte`.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains(byte) }
    }

    /// Whether the autolink pass would change `inlines`: text that must be merged or scanned, or a link
    /// whose text has a `~`.
    private static func needsAutolinkPass(_ inlines: [Inline]) -> Bool {
        var previousIsText = false
        for inline in inlines {
            var isText = false
            switch inline {
            case .text(let text):
                if previousIsText || mayHoldAutolink(text) { return true }
                isText = true
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                if needsAutolinkPass(children) { return true }
            case .link(_, _, let children):
                if children.contains(where: {
                    if case .text(let text) = $0 { contains(.tilde, in: text) } else { true }
                }) {
                    return true
                }
            default:
                break
            }
            previousIsText = isText
        }
        return false
    }

    // MARK: - Autolinks

    /// The inlines with the autolinks of their text made links, at every level but inside links.
    private static func autolinked(
        _ inlines: [Inline], endsParagraph: Bool, openBrackets: inout Int, emphasisCharacter: () -> Character
    ) -> [Inline] {
        guard needsAutolinkPass(inlines) else { return inlines }
        let inlines = mergingText(inlines)
        var result: [Inline] = []
        result.reserveCapacity(inlines.count)
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text):
                let wwwAllowedAtStart: Bool
                switch index > 0 ? inlines[index - 1] : nil {
                case nil, .softBreak?, .lineBreak?, .emphasis?, .strong?, .strikethrough?: wwwAllowedAtStart = true
                default: wwwAllowedAtStart = false
                }
                appendLinks(
                    in: text, wwwAllowedAtStart: wwwAllowedAtStart,
                    endsParagraph: endsParagraph && index == inlines.count - 1, openBrackets: &openBrackets,
                    to: &result)
            case .emphasis(let children):
                result.append(
                    .emphasis(
                        autolinked(
                            children, endsParagraph: false, openBrackets: &openBrackets,
                            emphasisCharacter: emphasisCharacter)))
            case .strong(let children):
                result.append(
                    .strong(
                        autolinked(
                            children, endsParagraph: false, openBrackets: &openBrackets,
                            emphasisCharacter: emphasisCharacter)))
            case .strikethrough(let children):
                result.append(
                    .strikethrough(
                        autolinked(
                            children, endsParagraph: false, openBrackets: &openBrackets,
                            emphasisCharacter: emphasisCharacter)))
            case .link(let destination, let title, let children):
                let text = GFMStrikethrough.resolve(mergingText(children), emphasisCharacter: emphasisCharacter)
                result.append(.link(destination: destination, title: title, text))
            default:
                result.append(inline)
            }
        }
        return result
    }

    private static func appendLinks(
        in text: String, wwwAllowedAtStart: Bool, endsParagraph: Bool, openBrackets: inout Int,
        to result: inout [Inline]
    ) {
        guard mayHoldAutolink(text) else {
            result.append(.text(text))
            return
        }
        var scanner = AutolinkScanner(bytes: Array(text.utf8))
        scanner.wwwAllowedAtStart = wwwAllowedAtStart
        scanner.endsParagraph = endsParagraph
        scanner.openBrackets = openBrackets
        let links = scanner.links()
        openBrackets = scanner.openBrackets
        guard !links.isEmpty else {
            result.append(.text(text))
            return
        }
        let bytes = scanner.bytes
        var plainStart = 0
        for link in links {
            if plainStart < link.range.lowerBound {
                result.append(.text(String(decoding: bytes[plainStart..<link.range.lowerBound], as: UTF8.self)))
            }
            let linkText = String(decoding: bytes[link.range], as: UTF8.self)
            result.append(.link(destination: link.destination, title: "", [.text(linkText)]))
            plainStart = link.range.upperBound
        }
        if plainStart < bytes.count {
            result.append(.text(String(decoding: bytes[plainStart...], as: UTF8.self)))
        }
    }

    /// Whether a text can take part in a strikethrough or an autolink, in one pass: a `~`, an `@` (email
    /// links, `mailto:` and `xmpp:` ones too), `://` (`http`, `https`, `ftp`) or `www.`. A block none of whose
    /// texts has one is left as it is: brackets only change where a link may start, and `:` makes one only
    /// in `://` or with an `@`.
    static func mayChange(_ text: String) -> Bool { holdsTrigger(text, forBlock: true) }

    /// Whether `text` holds a byte that can start or change an autolink: `:`, `@`, a bracket, `www.`.
    static func mayHoldAutolink(_ text: String) -> Bool { holdsTrigger(text, forBlock: false) }

    /// The one scan of both: for a whole block (`mayChange`) or for one text of a block being linked.
    private static func holdsTrigger(_ text: String, forBlock: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                switch bytes[index] {
                case .at: return true
                case .tilde where forBlock: return true
                case .leftBracket where !forBlock, .rightBracket where !forBlock: return true
                case .colon:
                    if !forBlock || (index + 2 < count && bytes[index + 1] == .slash && bytes[index + 2] == .slash) {
                        return true
                    }
                case .w:
                    if index + 3 < count, bytes[index + 1] == .w, bytes[index + 2] == .w, bytes[index + 3] == .period {
                        return true
                    }
                default: break
                }
                index += 1
            }
            return false
        }
    }
}
