/// Finds GFM's extended autolinks in one text node, over its UTF-8 bytes, as cmark-gfm finds them.
///
/// Two passes, as in cmark-gfm: `www.` and `http://`/`https://`/`ftp://` (and `mailto:`/`xmpp:`) first,
/// then `name@host` in the text left between those links. Every start inside one run of domain bytes
/// shares the run's end and the positions of its periods and underscores, and every start inside one run
/// without white space shares the path's end: each run is scanned once and a domain's validity is a few
/// binary searches, so a line of 100 KB of `_www.a` (or of `a@a@…`) is linear, not quadratic.
struct AutolinkScanner {
    /// One link: its bytes in the text and where it points.
    struct Link: Equatable {
        var range: Range<Int>
        var destination: String
    }

    let bytes: [UInt8]
    /// Whether a `www.` at byte 0 may start a link: the text starts its paragraph or an emphasis, or
    /// follows a line break, white space, `*`, `_`, `~` or `(`.
    var wwwAllowedAtStart = true
    /// Whether the text runs to the end of its paragraph: cmark-gfm's domain check never looks at the
    /// paragraph's last byte (so `www.a.com_` ends in a link and `www.a.com_ x` does not).
    var endsParagraph = true
    /// `[` opened before the text and not closed (cmark-gfm makes no `www.`/URL link inside brackets).
    var openBrackets = 0

    /// The last domain run scanned, for the starts that fall inside it.
    private var run: DomainRun?
    /// The last path scanned: from `start`, the first white space or `<` is at `end`.
    private var path: (start: Int, end: Int)?
    /// The last email run scanned (see `emailRun`).
    private var email: EmailRun?

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The autolinks, in order, and the brackets still open after the text.
    mutating func links() -> [Link] {
        let urls = urlLinks()
        var result: [Link] = []
        var segmentStart = 0
        for link in urls {
            result += emailLinks(in: segmentStart..<link.range.lowerBound)
            result.append(link)
            segmentStart = link.range.upperBound
        }
        result += emailLinks(in: segmentStart..<bytes.count)
        return result
    }

    // MARK: - www. and schemes

    private mutating func urlLinks() -> [Link] {
        var result: [Link] = []
        var plainStart = 0
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .leftBracket {
                openBrackets += 1
            } else if byte == .rightBracket {
                openBrackets = max(0, openBrackets - 1)
            } else if openBrackets == 0, byte == .w, wwwAllowed(at: position), let end = wwwLink(at: position) {
                result.append(Link(range: position..<end, destination: "http://" + text(position..<end)))
                position = end
                plainStart = end
                continue
            } else if openBrackets == 0, byte == .colon, let link = schemeLink(colon: position, notBefore: plainStart) {
                result.append(link)
                position = link.range.upperBound
                plainStart = position
                continue
            }
            position += 1
        }
        return result
    }

    private func wwwAllowed(at position: Int) -> Bool {
        guard position + 4 <= bytes.count, bytes[position + 1] == .w, bytes[position + 2] == .w,
            bytes[position + 3] == .period
        else { return false }
        guard position > 0 else { return wwwAllowedAtStart }
        let before = bytes[position - 1]
        return ASCII.isSpace(before) || before == .asterisk || before == .underscore || before == .tilde
            || before == .leftParenthesis
    }

    /// The end of a `www.` link starting at `start`, if its domain is valid.
    private mutating func wwwLink(at start: Int) -> Int? {
        guard let domainEnd = domainEnd(from: start, allowShort: false) else { return nil }
        return trimmedEnd(start: start, end: pathEnd(from: domainEnd))
    }

    /// A link whose scheme ends at the `:` at `colon`: the ASCII letters before it (not before `notBefore`)
    /// are the scheme.
    private mutating func schemeLink(colon: Int, notBefore: Int) -> Link? {
        var start = colon
        while start > notBefore, ASCII.isLetter(bytes[start - 1]) { start -= 1 }
        let scheme = ASCII.lowercased(bytes[start..<colon])
        switch scheme {
        case "http", "https", "ftp":
            guard colon + 3 <= bytes.count, bytes[colon + 1] == .slash, bytes[colon + 2] == .slash,
                let domainEnd = domainEnd(from: colon + 3, allowShort: true)
            else { return nil }
            let end = trimmedEnd(start: start, end: pathEnd(from: domainEnd))
            return Link(range: start..<end, destination: text(start..<end))
        case "mailto", "xmpp":
            guard var end = schemeEmailEnd(from: colon + 1) else { return nil }
            if scheme == "xmpp", end < bytes.count, bytes[end] == .slash {
                end += 1
                while end < bytes.count, ASCII.isAlphanumeric(bytes[end]) || Self.isXMPPResource(bytes[end]) {
                    end += 1
                }
                end = trimmedEnd(start: start, end: end)
            }
            return Link(range: start..<end, destination: text(start..<end))
        default:
            return nil
        }
    }

    private static func isXMPPResource(_ byte: UInt8) -> Bool {
        byte == .period || byte == .hyphen || byte == .underscore || byte == .at || byte == .slash
    }

    /// After `mailto:`: a local part, `@` and an email domain (see `emailLinks`).
    private mutating func schemeEmailEnd(from start: Int) -> Int? {
        var at = start
        while at < bytes.count, Self.isLocalPart(bytes[at]) { at += 1 }
        guard at > start, at < bytes.count, bytes[at] == .at else { return nil }
        guard let end = emailEnd(at: at, segmentEnd: bytes.count) else { return nil }
        return trimmedEnd(start: start, end: end)
    }

    // MARK: - Domains and paths

    /// cmark-gfm's domain check from `start`: the byte at `start` is a host character (any letter or digit)
    /// and is not examined further; the bytes after it are letters, digits, `-`, `_` and `.` up to the
    /// first other byte (or the paragraph's last byte, never examined). Invalid with an `_` in the last
    /// two segments (unless there are more than ten periods), and without a period unless `allowShort`.
    private mutating func domainEnd(from start: Int, allowShort: Bool) -> Int? {
        guard start < bytes.count else { return nil }
        let first = bytes[start]
        if first >= 0x80 {
            // The byte after a multi-byte character's first one ends cmark-gfm's byte-wise domain check.
            guard ASCII.isHostCharacter(scalarAt: start, in: bytes) else { return nil }
            return allowShort ? start + 1 : nil
        }
        guard ASCII.isAlphanumeric(first) else { return nil }
        let domain = domainRun(containing: start)
        let limit = endsParagraph ? bytes.count - 1 : bytes.count
        let end = max(start + 1, min(domain.end, limit))
        // Periods and underscores examined: those in start+1..<end.
        let periods = domain.count(of: domain.periods, in: (start + 1)..<end)
        if domain.count(of: domain.underscores, in: (start + 1)..<end) > 0, periods <= 10 {
            let lastPeriod = DomainRun.last(in: domain.periods, before: end).flatMap { $0 > start ? $0 : nil }
            let afterLast = domain.count(of: domain.underscores, in: ((lastPeriod ?? start) + 1)..<end)
            var beforeLast = 0
            if let lastPeriod {
                let previous = DomainRun.last(in: domain.periods, before: lastPeriod).flatMap { $0 > start ? $0 : nil }
                beforeLast = domain.count(of: domain.underscores, in: ((previous ?? start) + 1)..<lastPeriod)
            }
            if afterLast > 0 || beforeLast > 0 { return nil }
        }
        if !allowShort, periods == 0 { return nil }
        return end
    }

    /// The run of ASCII letters, digits, `-`, `_` and `.` holding `start` (scanned once per run).
    private mutating func domainRun(containing start: Int) -> DomainRun {
        if let run, start >= run.start, start < run.end { return run }
        var scanned = DomainRun(start: start, end: start)
        while scanned.end < bytes.count {
            let byte = bytes[scanned.end]
            if byte == .period {
                scanned.periods.append(scanned.end)
            } else if byte == .underscore {
                scanned.underscores.append(scanned.end)
            } else if !(ASCII.isAlphanumeric(byte) || byte == .hyphen) {
                break
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
        while end < bytes.count, !ASCII.isSpace(bytes[end]), bytes[end] != .lessThan { end += 1 }
        path = (start, end)
        return end
    }

    /// `end` without trailing punctuation, a final entity-like `&name;` (or a lone `;`) and closing
    /// parentheses that have no opening one in the link.
    private func trimmedEnd(start: Int, end: Int) -> Int {
        var end = end
        var unbalanced = 0
        for byte in bytes[start..<end] {
            if byte == .rightParenthesis { unbalanced += 1 } else if byte == .leftParenthesis { unbalanced -= 1 }
        }
        while end > start {
            let last = bytes[end - 1]
            switch last {
            case .question, .exclamation, .period, .comma, .colon, .asterisk, .underscore, .tilde, .apostrophe,
                .quote:
                end -= 1
            case .semicolon:
                var ampersand = end - 2
                while ampersand > start, ASCII.isLetter(bytes[ampersand]) { ampersand -= 1 }
                if ampersand < end - 2, bytes[ampersand] == .ampersand { end = ampersand } else { end -= 1 }
            case .rightParenthesis:
                guard unbalanced > 0 else { return end }
                unbalanced -= 1
                end -= 1
            default:
                return end
            }
        }
        return end
    }

    // MARK: - Emails

    /// `local@host.tld` in `segment`: a local part of letters, digits, `.`, `+`, `-`, `_` before the
    /// `@`; after it letters, digits, `-`, `_` and periods followed by a letter or digit, with one `@`,
    /// at least one period, ending in a letter or a period (trimmed).
    private mutating func emailLinks(in segment: Range<Int>) -> [Link] {
        var result: [Link] = []
        var notBefore = segment.lowerBound
        var position = segment.lowerBound
        while position < segment.upperBound {
            guard bytes[position] == .at else {
                position += 1
                continue
            }
            var start = position
            while start > notBefore, Self.isLocalPart(bytes[start - 1]) { start -= 1 }
            if start < position, let end = emailEnd(at: position, segmentEnd: segment.upperBound) {
                let trimmed = trimmedEnd(start: start, end: end)
                result.append(Link(range: start..<trimmed, destination: "mailto:" + text(start..<trimmed)))
                position = trimmed
                notBefore = trimmed
                continue
            }
            position += 1
        }
        return result
    }

    static func isLocalPart(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == .period || byte == .plus || byte == .hyphen || byte == .underscore
    }

    /// The end of the email whose `@` is at `at`, before trimming, if it is one.
    private mutating func emailEnd(at: Int, segmentEnd: Int) -> Int? {
        let run = emailRun(containing: at, segmentEnd: segmentEnd)
        // One `@` (this one is the run's last), a period after it, at least one byte after it.
        guard run.lastAt == at, let period = run.lastPeriod, period > at, run.end - at >= 2 else { return nil }
        let last = bytes[run.end - 1]
        guard ASCII.isLetter(last) || last == .period else { return nil }
        return run.end
    }

    /// What follows an `@`: letters, digits, `-`, `_`, `@` and periods followed by a letter or digit.
    private struct EmailRun {
        var start: Int
        var end: Int
        var segmentEnd: Int
        var lastAt: Int
        var lastPeriod: Int?
    }

    private mutating func emailRun(containing at: Int, segmentEnd: Int) -> EmailRun {
        if let email, at >= email.start, at < email.end, email.segmentEnd == segmentEnd { return email }
        var scanned = EmailRun(start: at, end: at, segmentEnd: segmentEnd, lastAt: at)
        while scanned.end < segmentEnd {
            let byte = bytes[scanned.end]
            if byte == .at {
                scanned.lastAt = scanned.end
            } else if byte == .period {
                guard scanned.end + 1 < segmentEnd, ASCII.isAlphanumeric(bytes[scanned.end + 1]) else { break }
                scanned.lastPeriod = scanned.end
            } else if !(ASCII.isAlphanumeric(byte) || byte == .hyphen || byte == .underscore) {
                break
            }
            scanned.end += 1
        }
        email = scanned
        return scanned
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

/// A run of domain bytes, `[start, end)`, with the positions of its periods and of its underscores,
/// ascending.
struct DomainRun {
    var start: Int
    var end: Int
    var periods: [Int] = []
    var underscores: [Int] = []

    /// How many of the ascending `positions` lie in `range`.
    func count(of positions: [Int], in range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        return Self.firstIndex(in: positions, notBelow: range.upperBound)
            - Self.firstIndex(in: positions, notBelow: range.lowerBound)
    }

    /// The greatest element of the ascending `positions` below `bound`.
    static func last(in positions: [Int], before bound: Int) -> Int? {
        let index = firstIndex(in: positions, notBelow: bound)
        return index > 0 ? positions[index - 1] : nil
    }

    /// The index of the first element of the ascending `positions` at or above `bound`.
    static func firstIndex(in positions: [Int], notBelow bound: Int) -> Int {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
