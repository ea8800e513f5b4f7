/// GFM's inline extensions over cmark's inlines: strikethrough (`~~x~~`, `~x~`) and extended autolinks
/// (`www.x.org`, `http://…`, `https://…`, `ftp://…`, `name@host.org`).
///
/// Code spans, raw HTML and the text of links are never changed.
enum GFMInlines {
    /// `inlines` with strikethrough and autolinks applied, at every level.
    static func apply(_ inlines: [Inline]) -> [Inline] {
        let nested = mergingText(inlines).map { inline -> Inline in
            switch inline {
            case .emphasis(let children): return .emphasis(apply(children))
            case .strong(let children): return .strong(apply(children))
            case .strikethrough(let children): return .strikethrough(apply(children))
            case .link(let destination, let title, let children):
                return .link(destination: destination, title: title, strikethrough(mergingText(children)))
            default: return inline
            }
        }
        return strikethrough(autolinks(nested))
    }

    private static func mergingText(_ inlines: [Inline]) -> [Inline] {
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

    // MARK: - Strikethrough

    /// A piece of one level of inlines: text, a run of tildes, or another inline.
    private enum Piece {
        case inline(Inline)
        case tildes(count: Int, canOpen: Bool, canClose: Bool)
    }

    /// How many open runs a closing run looks back through (keeps hostile inputs linear).
    static let openerSearchLimit = 64

    /// Tilde runs of one or two that open (left-flanking) and close (right-flanking) with the same length
    /// wrap what lies between them; other runs stay text.
    static func strikethrough(_ inlines: [Inline]) -> [Inline] {
        guard inlines.contains(where: { if case .text(let text) = $0 { text.contains("~") } else { false } }) else {
            return inlines
        }
        var pieces: [Piece] = []
        for (index, inline) in inlines.enumerated() {
            guard case .text(let text) = inline, text.contains("~") else {
                pieces.append(.inline(inline))
                continue
            }
            let characters = Array(text)
            var position = 0
            while position < characters.count {
                var end = position
                if characters[position] == "~" {
                    while end < characters.count, characters[end] == "~" { end += 1 }
                    let before: Character? =
                        position > 0 ? characters[position - 1] : neighbourCharacter(inlines, index - 1, last: true)
                    let after: Character? =
                        end < characters.count ? characters[end] : neighbourCharacter(inlines, index + 1, last: false)
                    let left = isFlanking(next: after, previous: before)
                    let right = isFlanking(next: before, previous: after)
                    pieces.append(.tildes(count: end - position, canOpen: left, canClose: right))
                } else {
                    while end < characters.count, characters[end] != "~" { end += 1 }
                    pieces.append(.inline(.text(String(characters[position..<end]))))
                }
                position = end
            }
        }
        // Frames of open runs: the opening run's length and what follows it so far.
        var frames: [(count: Int, content: [Inline])] = [(0, [])]
        for piece in pieces {
            switch piece {
            case .inline(let inline):
                frames[frames.count - 1].content.append(inline)
            case .tildes(let count, let canOpen, let canClose):
                if canClose, count <= 2,
                    let match = frames.indices.dropFirst().suffix(Self.openerSearchLimit).last(where: {
                        frames[$0].count == count
                    })
                {
                    // Runs opened after the match stay text; everything moves once, in order.
                    var closed = frames[match].content
                    for inner in frames[(match + 1)...] {
                        closed.append(.text(String(repeating: "~", count: inner.count)))
                        closed += inner.content
                    }
                    frames.removeSubrange(match...)
                    frames[frames.count - 1].content.append(.strikethrough(mergingText(closed)))
                } else if canOpen, count <= 2 {
                    frames.append((count, []))
                } else {
                    frames[frames.count - 1].content.append(.text(String(repeating: "~", count: count)))
                }
            }
        }
        var result = frames[0].content
        for inner in frames.dropFirst() {
            result.append(.text(String(repeating: "~", count: inner.count)))
            result += inner.content
        }
        return mergingText(result)
    }

    /// The character next to a text node in the neighbouring inline: none at the edges, a space for a
    /// break, a letter for any other inline (a code span or emphasis reads like a word).
    private static func neighbourCharacter(_ inlines: [Inline], _ index: Int, last: Bool) -> Character? {
        guard inlines.indices.contains(index) else { return nil }
        switch inlines[index] {
        case .text(let text): return last ? text.last : text.first
        case .softBreak, .lineBreak: return " "
        default: return "a"
        }
    }

    /// CommonMark's left-flanking rule (right-flanking with the sides swapped).
    private static func isFlanking(next: Character?, previous: Character?) -> Bool {
        guard let next, !next.isWhitespace else { return false }
        guard isPunctuation(next) else { return true }
        guard let previous else { return true }
        return previous.isWhitespace || isPunctuation(previous)
    }

    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }

    // MARK: - Autolinks

    /// Text nodes with their extended autolinks turned into links.
    static func autolinks(_ inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        for (index, inline) in inlines.enumerated() {
            guard case .text(let text) = inline else {
                result.append(inline)
                continue
            }
            let startsLine: Bool
            switch index > 0 ? inlines[index - 1] : nil {
            case nil, .softBreak?, .lineBreak?: startsLine = true
            default: startsLine = false
            }
            result += links(in: text, startsLine: startsLine)
        }
        return result
    }

    private static func links(in text: String, startsLine: Bool) -> [Inline] {
        var scanner = AutolinkScanner(characters: Array(text))
        let characters = scanner.characters
        var result: [Inline] = []
        var plainStart = 0
        var position = 0
        while position < characters.count {
            let allowed =
                position == 0
                ? startsLine : characters[position - 1].isWhitespace || "*_~(".contains(characters[position - 1])
            if allowed, let (length, destination) = scanner.autolink(at: position) {
                if plainStart < position { result.append(.text(String(characters[plainStart..<position]))) }
                let linkText = String(characters[position..<(position + length)])
                result.append(.link(destination: destination, title: "", [.text(linkText)]))
                position += length
                plainStart = position
            } else {
                position += 1
            }
        }
        if plainStart < characters.count { result.append(.text(String(characters[plainStart...]))) }
        return result
    }

    /// The length and destination of an autolink starting at `start` in `characters`, if one does.
    static func autolink(_ characters: [Character], at start: Int) -> (Int, String)? {
        var scanner = AutolinkScanner(characters: characters)
        return scanner.autolink(at: start)
    }

    /// Finds the autolinks of one text. Every start inside one run of domain characters shares the run's
    /// end and the positions of its periods and underscores, and every start inside one run without white
    /// space shares the path's end: each run is scanned once, and a domain's validity is a few binary
    /// searches, so a line of 100 KB of `_www.a` is linear, not quadratic.
    struct AutolinkScanner {
        let characters: [Character]
        /// The last domain run scanned.
        private var run: DomainRun?
        /// The last path scanned: from `start`, the first white space or `<` is at `end`.
        private var path: (start: Int, end: Int)?

        init(characters: [Character]) { self.characters = characters }

        mutating func autolink(at start: Int) -> (Int, String)? {
            func hasPrefix(_ prefix: String) -> Bool {
                var index = start
                for expected in prefix {
                    guard index < characters.count, characters[index].lowercased() == String(expected) else {
                        return false
                    }
                    index += 1
                }
                return true
            }
            if hasPrefix("www.") {
                guard let length = urlLength(from: start, domainStart: start) else { return nil }
                return (length, "http://" + String(characters[start..<(start + length)]))
            }
            for scheme in ["http://", "https://", "ftp://"] where hasPrefix(scheme) {
                guard let length = urlLength(from: start, domainStart: start + scheme.count) else { return nil }
                return (length, String(characters[start..<(start + length)]))
            }
            return GFMInlines.emailLength(characters, at: start).map {
                ($0, "mailto:" + String(characters[start..<(start + $0)]))
            }
        }

        /// A domain and the path after it, trailing punctuation and unbalanced `)` trimmed.
        private mutating func urlLength(from start: Int, domainStart: Int) -> Int? {
            let domain = domainRun(from: domainStart)
            // No valid domain, no link: decided before the path is scanned. Trailing `.`, `_`, `-` are not
            // part of the domain.
            var trimmed = domain.end
            while trimmed > domainStart, "._-".contains(characters[trimmed - 1]) { trimmed -= 1 }
            guard domain.isValid(from: domainStart, to: trimmed, in: characters) else { return nil }
            var end = pathEnd(from: domain.end)
            // Trailing punctuation, an entity-like `&x;` and unbalanced closing parentheses are not part of it.
            var unbalanced = 0
            for character in characters[start..<end] {
                if character == ")" { unbalanced += 1 } else if character == "(" { unbalanced -= 1 }
            }
            while end > domainStart {
                let last = characters[end - 1]
                if "?!.,:*_~'\"".contains(last) {
                    end -= 1
                } else if last == ")" {
                    guard unbalanced > 0 else { break }
                    unbalanced -= 1
                    end -= 1
                } else if last == ";" {
                    var ampersand = end - 2
                    while ampersand >= domainStart, characters[ampersand].isLetter || characters[ampersand].isNumber {
                        ampersand -= 1
                    }
                    guard ampersand >= domainStart, characters[ampersand] == "&", ampersand < end - 2 else { break }
                    end = ampersand
                } else {
                    break
                }
            }
            // What is left of the domain, final periods aside, must still be one.
            var domainEnd = min(domain.end, end)
            while domainEnd > domainStart, characters[domainEnd - 1] == "." { domainEnd -= 1 }
            guard domain.isValid(from: domainStart, to: domainEnd, in: characters) else { return nil }
            return end - start
        }

        /// The domain run holding `start` (scanned once per run).
        private mutating func domainRun(from start: Int) -> DomainRun {
            if let run, start >= run.start, start <= run.end { return run }
            var scanned = DomainRun(start: start, end: start)
            while scanned.end < characters.count,
                GFMInlines.isDomainCharacter(characters[scanned.end]) || characters[scanned.end] == "."
            {
                let index = scanned.end
                if characters[index] == "." {
                    if scanned.periods.last == index - 1 { scanned.doublePeriods.append(index - 1) }
                    scanned.periods.append(index)
                } else if characters[index] == "_" {
                    scanned.underscores.append(index)
                }
                scanned.end += 1
            }
            run = scanned
            return scanned
        }

        /// The first white space or `<` at or after `start` (scanned once per run).
        private mutating func pathEnd(from start: Int) -> Int {
            if let path, start >= path.start, start <= path.end { return path.end }
            var end = start
            while end < characters.count, !characters[end].isWhitespace, characters[end] != "<" { end += 1 }
            path = (start, end)
            return end
        }
    }

    /// A run of domain characters and periods, `[start, end)`, with the positions of its periods, of its
    /// underscores and of the first period of each `..`, ascending.
    struct DomainRun {
        var start: Int
        var end: Int
        var periods: [Int] = []
        var underscores: [Int] = []
        var doublePeriods: [Int] = []

        /// `isValidDomain` of `characters[from..<to]` (inside the run, not ending in a period).
        func isValid(from start: Int, to end: Int, in characters: [Character]) -> Bool {
            guard start < end, characters[start] != "." else { return false }
            // No empty segment: no `..` inside.
            if let double = Self.last(in: doublePeriods, before: end - 1), double >= start { return false }
            // At least two segments.
            guard let lastPeriod = Self.last(in: periods, before: end), lastPeriod > start else { return false }
            // No `_` in the last two.
            let previous = Self.last(in: periods, before: lastPeriod).flatMap { $0 > start ? $0 : nil }
            let lastTwoStart = previous.map { $0 + 1 } ?? start
            return (Self.last(in: underscores, before: end) ?? -1) < lastTwoStart
        }

        /// The greatest element of the ascending `positions` below `bound`.
        static func last(in positions: [Int], before bound: Int) -> Int? {
            var low = 0, high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] < bound { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? positions[low - 1] : nil
        }
    }

    /// A valid domain: segments of letters, digits, `_` and `-` separated by periods, at least one period,
    /// no `_` in the last two segments.
    static func isValidDomain(_ domain: String) -> Bool {
        var domain = Substring(domain)
        while domain.last == "." { domain = domain.dropLast() }
        let segments = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2, segments.allSatisfy({ !$0.isEmpty }) else { return false }
        return !segments.suffix(2).contains { $0.contains("_") }
    }

    static func isDomainCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }

    /// `local@domain.tld`: local part of letters, digits, `.`, `-`, `+`, `_`; the domain needs a period
    /// and may not end in `-` or `_`; a final `.` is not part of it.
    static func emailLength(_ characters: [Character], at start: Int) -> Int? {
        var at = start
        // A local part is at most 64 characters: longer runs are not scanned (keeps long words linear).
        while at < characters.count, at - start <= 64, characters[at].isASCII,
            characters[at].isLetter || characters[at].isNumber || ".-+_".contains(characters[at])
        {
            at += 1
        }
        guard at > start, at < characters.count, characters[at] == "@" else { return nil }
        var end = at + 1
        var periods = 0
        while end < characters.count, characters[end].isASCII {
            let character = characters[end]
            if character == ".", end + 1 < characters.count, characters[end + 1].isASCII,
                characters[end + 1].isLetter || characters[end + 1].isNumber || "-_".contains(characters[end + 1])
            {
                periods += 1
            } else if !(character.isLetter || character.isNumber || "-_".contains(character)) {
                break
            }
            end += 1
        }
        guard periods > 0, end > at + 1, !"-_".contains(characters[end - 1]) else { return nil }
        return end - start
    }
}
