/// GFM strikethrough as cmark-gfm resolves it: runs of one or two `~` take part in the delimiter
/// algorithm together with emphasis, so `~~a *b~~ c*` is `<del>a *b</del> c*`.
///
/// libcmark has already paired the emphasis delimiters; the pairs are laid out again as opening and
/// closing tokens around their content, the `~` runs of the text between them become delimiter runs
/// (left- and right-flanking as CommonMark defines it), and CommonMark's "process emphasis" procedure runs
/// over both, closers from left to right: a `~` closer pairs with the nearest `~` opener if the two runs
/// have the same length, and every delimiter between a pair is removed, so an emphasis whose opener lies
/// inside a strikethrough and whose closer lies after it is text again. Link text is a context of its
/// own, as in cmark-gfm.
enum GFMStrikethrough {
    /// How many openers a closing run looks back through (keeps hostile inputs linear).
    static let openerSearchLimit = 64

    private enum Token {
        case text(String)
        /// Any inline that is not text or emphasis: a code span, a link, an image, raw HTML, a break.
        case inline(Inline)
        case tildes(count: Int, canOpen: Bool, canClose: Bool)
        /// The opening or closing delimiter of libcmark's emphasis pair `pair` (`strong`: two delimiters).
        case opening(strong: Bool, pair: Int)
        case closing(strong: Bool, pair: Int)
    }

    /// `inlines` (one paragraph, heading, cell or link text) with strikethrough resolved; unchanged when no
    /// text outside links holds a `~`. `emphasisCharacter` is the delimiter written for an emphasis made
    /// text again (cmark's tree does not say whether it was `*` or `_`).
    static func resolve(_ inlines: [Inline], emphasisCharacter: () -> Character) -> [Inline] {
        guard containsTilde(inlines) else { return inlines }
        var tokens: [Token] = []
        var pairs = 0
        flatten(inlines, into: &tokens, pairs: &pairs)
        markFlanking(&tokens)
        let matches = match(tokens, pairs: pairs)
        return build(tokens, matches, emphasisCharacter: emphasisCharacter)
    }

    private static func containsTilde(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .text(let text): return GFMInlines.contains(.tilde, in: text)
            case .emphasis(let children), .strong(let children): return containsTilde(children)
            default: return false
            }
        }
    }

    // MARK: - Tokens

    private static func flatten(_ inlines: [Inline], into tokens: inout [Token], pairs: inout Int) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                split(text, into: &tokens)
            case .emphasis(let children), .strong(let children):
                var isStrong = false
                if case .strong = inline { isStrong = true }
                let pair = pairs
                pairs += 1
                tokens.append(.opening(strong: isStrong, pair: pair))
                flatten(children, into: &tokens, pairs: &pairs)
                tokens.append(.closing(strong: isStrong, pair: pair))
            default:
                tokens.append(.inline(inline))
            }
        }
    }

    /// Text as text pieces and `~` runs (flanking decided later, when both neighbours are known).
    private static func split(_ text: String, into tokens: inout [Token]) {
        let bytes = Array(text.utf8)
        var position = 0
        while position < bytes.count {
            var end = position
            if bytes[position] == .tilde {
                while end < bytes.count, bytes[end] == .tilde { end += 1 }
                tokens.append(.tildes(count: end - position, canOpen: false, canClose: false))
            } else {
                while end < bytes.count, bytes[end] != .tilde { end += 1 }
                tokens.append(.text(String(decoding: bytes[position..<end], as: UTF8.self)))
            }
            position = end
        }
    }

    private static func markFlanking(_ tokens: inout [Token]) {
        for index in tokens.indices {
            guard case .tildes(let count, _, _) = tokens[index] else { continue }
            let before = index > 0 ? lastScalar(of: tokens[index - 1]) : "\n"
            let after = index + 1 < tokens.count ? firstScalar(of: tokens[index + 1]) : "\n"
            tokens[index] = .tildes(
                count: count, canOpen: isFlanking(next: after, previous: before),
                canClose: isFlanking(next: before, previous: after))
        }
    }

    /// CommonMark's left-flanking rule (right-flanking with the sides swapped).
    private static func isFlanking(next: Unicode.Scalar, previous: Unicode.Scalar) -> Bool {
        guard !ASCII.isUnicodeWhitespace(next) else { return false }
        guard ASCII.isUnicodePunctuation(next) else { return true }
        return ASCII.isUnicodeWhitespace(previous) || ASCII.isUnicodePunctuation(previous)
    }

    /// The source character a token starts with (an emphasis delimiter, `` ` `` of a code span, `[`…).
    private static func firstScalar(of token: Token) -> Unicode.Scalar {
        switch token {
        case .text(let text): return text.unicodeScalars.first ?? "\n"
        case .tildes: return "~"
        case .opening, .closing: return "*"
        case .inline(let inline):
            switch inline {
            case .code: return "`"
            case .link: return "["
            case .image: return "!"
            case .html: return "<"
            case .softBreak: return "\n"
            default: return " "
            }
        }
    }

    /// The source character a token ends with.
    private static func lastScalar(of token: Token) -> Unicode.Scalar {
        switch token {
        case .text(let text): return text.unicodeScalars.last ?? "\n"
        case .tildes: return "~"
        case .opening, .closing: return "*"
        case .inline(let inline):
            switch inline {
            case .code: return "`"
            case .link, .image: return ")"
            case .html: return ">"
            default: return "\n"
            }
        }
    }

    // MARK: - Process emphasis

    /// What the procedure decided: the `~` runs that pair (opener index → closer index) and the emphasis
    /// pairs made text again.
    private struct Matches {
        var strikethroughs: [Int: Int] = [:]
        var closers: Set<Int> = []
        var dissolved: Set<Int> = []
    }

    private static func match(_ tokens: [Token], pairs: Int) -> Matches {
        var matches = Matches()
        // Active openers, as token indices; `openingIndex[pair]` finds an emphasis opener.
        var stack: [Int] = []
        var openingIndex = [Int](repeating: -1, count: pairs)
        for (index, token) in tokens.enumerated() {
            switch token {
            case .opening(_, let pair):
                openingIndex[pair] = index
                stack.append(index)
            case .closing(_, let pair):
                guard !matches.dissolved.contains(pair) else { continue }
                // Everything opened after the emphasis's opener and still open is text.
                while let top = stack.last, top != openingIndex[pair] { stack.removeLast() }
                if !stack.isEmpty { stack.removeLast() }
            case .tildes(let count, let canOpen, let canClose):
                guard count <= 2 else { continue }
                if canClose, let position = nearestTildeOpener(stack, tokens) {
                    guard case .tildes(let openerCount, _, _) = tokens[stack[position]] else { continue }
                    if openerCount == count {
                        for inner in stack[(position + 1)...] {
                            if case .opening(_, let pair) = tokens[inner] { matches.dissolved.insert(pair) }
                        }
                        matches.strikethroughs[stack[position]] = index
                        matches.closers.insert(index)
                        stack.removeSubrange(position...)
                        continue
                    }
                }
                if canOpen { stack.append(index) }
            case .text, .inline:
                continue
            }
        }
        return matches
    }

    /// The position in `stack` of the nearest `~` opener, looking back at most `openerSearchLimit` openers.
    private static func nearestTildeOpener(_ stack: [Int], _ tokens: [Token]) -> Int? {
        var position = stack.count - 1
        while position >= 0, position >= stack.count - openerSearchLimit {
            if case .tildes = tokens[stack[position]] { return position }
            position -= 1
        }
        return nil
    }

    // MARK: - The tree again

    private static func build(_ tokens: [Token], _ matches: Matches, emphasisCharacter: () -> Character)
        -> [Inline]
    {
        enum Frame {
            case root
            case strikethrough
            case emphasis(strong: Bool)
        }
        var frames: [(frame: Frame, content: [Inline])] = [(.root, [])]
        func append(_ inline: Inline) { frames[frames.count - 1].content.append(inline) }
        func close() -> Inline {
            let (frame, content) = frames.removeLast()
            let children = GFMInlines.mergingText(content)
            switch frame {
            case .strikethrough: return .strikethrough(children)
            case .emphasis(let strong): return strong ? .strong(children) : .emphasis(children)
            case .root: return .text("")
            }
        }
        for (index, token) in tokens.enumerated() {
            switch token {
            case .text(let text): append(.text(text))
            case .inline(let inline): append(inline)
            case .tildes(let count, _, _):
                if matches.strikethroughs[index] != nil {
                    frames.append((.strikethrough, []))
                } else if matches.closers.contains(index) {
                    append(close())
                } else {
                    append(.text(String(repeating: "~", count: count)))
                }
            case .opening(let strong, let pair):
                if matches.dissolved.contains(pair) {
                    append(.text(String(repeating: emphasisCharacter(), count: strong ? 2 : 1)))
                } else {
                    frames.append((.emphasis(strong: strong), []))
                }
            case .closing(let strong, let pair):
                if matches.dissolved.contains(pair) {
                    append(.text(String(repeating: emphasisCharacter(), count: strong ? 2 : 1)))
                } else {
                    append(close())
                }
            }
        }
        return GFMInlines.mergingText(frames[0].content)
    }
}
