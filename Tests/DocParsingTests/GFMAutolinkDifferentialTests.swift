import Testing

@testable import DocParsing

/// The autolink scanner (one scan per run) finds exactly what the plain definition finds: the reference
/// below rescans every start from scratch, with cmark-gfm's rules written as plainly as they read, and
/// both run on random texts.
@Suite struct GFMAutolinkDifferentialTests {
    @Test func theScannerAgreesWithThePlainDefinitionOnRandomTexts() {
        let alphabet = Array("wW.a_-b()c ;&<@?!,:*~'\"x1/:ptsfh[]é".utf8)
        var generator = SplitMix(seed: 0x5EED)
        for round in 0..<20_000 {
            let length = Int(generator.next() % 24) + 1
            var bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            // Plant a prefix often enough for links to appear.
            let prefixes = ["www.", "http://", "https://", "ftp://", "a@b.", "mailto:", "xmpp:"]
            if generator.next() % 2 == 0 {
                let prefix = prefixes[Int(generator.next() % UInt64(prefixes.count))]
                let at = Int(generator.next() % UInt64(bytes.count))
                bytes.insert(contentsOf: prefix.utf8, at: at)
            }
            let endsParagraph = round % 3 != 0
            let wwwAllowedAtStart = round % 5 != 0
            var scanner = AutolinkScanner(bytes: bytes)
            scanner.endsParagraph = endsParagraph
            scanner.wwwAllowedAtStart = wwwAllowedAtStart
            let found = scanner.links()
            let expected = ReferenceAutolink(
                bytes: bytes, endsParagraph: endsParagraph, wwwAllowedAtStart: wwwAllowedAtStart
            ).links()
            #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self))")
            if found != expected { return }
        }
    }
}

/// A deterministic random source for the test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// cmark-gfm's extended autolink rules, every start scanned anew (quadratic on hostile input: tests only).
struct ReferenceAutolink {
    let bytes: [UInt8]
    let endsParagraph: Bool
    let wwwAllowedAtStart: Bool

    func links() -> [AutolinkScanner.Link] {
        var urls: [AutolinkScanner.Link] = []
        var brackets = 0
        var position = 0
        var plainStart = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "[") {
                brackets += 1
            } else if byte == UInt8(ascii: "]") {
                brackets = max(0, brackets - 1)
            } else if brackets == 0, let link = url(at: position, plainStart: plainStart) {
                urls.append(link)
                position = link.range.upperBound
                plainStart = position
                continue
            }
            position += 1
        }
        var result: [AutolinkScanner.Link] = []
        var segmentStart = 0
        for link in urls {
            result += emails(segmentStart..<link.range.lowerBound)
            result.append(link)
            segmentStart = link.range.upperBound
        }
        return result + emails(segmentStart..<bytes.count)
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func url(at position: Int, plainStart: Int) -> AutolinkScanner.Link? {
        let www = Array("www.".utf8)
        if bytes[position...].starts(with: www) {
            let before = position > 0 ? bytes[position - 1] : nil
            guard before.map({ ASCII.isSpace($0) || Array("*_~(".utf8).contains($0) }) ?? wwwAllowedAtStart,
                let domain = checkDomain(position, allowShort: false)
            else { return nil }
            let end = delimited(position, pathEnd(position + domain))
            return AutolinkScanner.Link(range: position..<end, destination: "http://" + text(position..<end))
        }
        guard bytes[position] == UInt8(ascii: ":") else { return nil }
        var start = position
        while start > plainStart, ASCII.isLetter(bytes[start - 1]) { start -= 1 }
        let scheme = String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
        if ["http", "https", "ftp"].contains(scheme) {
            guard bytes[(position + 1)...].starts(with: Array("//".utf8)),
                let domain = checkDomain(position + 3, allowShort: true)
            else { return nil }
            let end = delimited(start, pathEnd(position + 3 + domain))
            return AutolinkScanner.Link(range: start..<end, destination: text(start..<end))
        }
        guard scheme == "mailto" || scheme == "xmpp" else { return nil }
        var at = position + 1
        while at < bytes.count, AutolinkScanner.isLocalPart(bytes[at]) { at += 1 }
        guard at > position + 1, at < bytes.count, bytes[at] == UInt8(ascii: "@"),
            var end = emailEnd(at, bytes.count)
        else { return nil }
        end = delimited(position + 1, end)
        if scheme == "xmpp", end < bytes.count, bytes[end] == UInt8(ascii: "/") {
            end += 1
            while end < bytes.count, ASCII.isAlphanumeric(bytes[end]) || Array("._-@/".utf8).contains(bytes[end]) {
                end += 1
            }
            end = delimited(start, end)
        }
        return AutolinkScanner.Link(range: start..<end, destination: text(start..<end))
    }

    /// cmark-gfm's `check_domain`, as a loop: the length of the domain at `start`, if valid.
    private func checkDomain(_ start: Int, allowShort: Bool) -> Int? {
        guard start < bytes.count else { return nil }
        if bytes[start] >= 0x80 {
            return allowShort && ASCII.isHostCharacter(scalarAt: start, in: bytes) ? 1 : nil
        }
        guard ASCII.isAlphanumeric(bytes[start]) else { return nil }
        let size = (endsParagraph ? bytes.count - 1 : bytes.count) - start
        var periods = 0, underscoresBefore = 0, underscoresAfter = 0
        var index = 1
        while index < size {
            let byte = bytes[start + index]
            if byte == UInt8(ascii: "_") {
                underscoresAfter += 1
            } else if byte == UInt8(ascii: ".") {
                underscoresBefore = underscoresAfter
                underscoresAfter = 0
                periods += 1
            } else if !ASCII.isAlphanumeric(byte), byte != UInt8(ascii: "-") {
                break
            }
            index += 1
        }
        if underscoresBefore > 0 || underscoresAfter > 0, periods <= 10 { return nil }
        if !allowShort, periods == 0 { return nil }
        return max(index, 1)
    }

    private func pathEnd(_ start: Int) -> Int {
        var end = start
        while end < bytes.count, !ASCII.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "<") { end += 1 }
        return end
    }

    /// cmark-gfm's `autolink_delim`: trailing punctuation, entities and unbalanced `)` off the end.
    private func delimited(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start {
            let last = bytes[end - 1]
            if Array("?!.,:*_~'\"".utf8).contains(last) {
                end -= 1
            } else if last == UInt8(ascii: ";") {
                var ampersand = end - 2
                while ampersand > start, ASCII.isLetter(bytes[ampersand]) { ampersand -= 1 }
                if ampersand < end - 2, bytes[ampersand] == UInt8(ascii: "&") { end = ampersand } else { end -= 1 }
            } else if last == UInt8(ascii: ")") {
                let link = bytes[start..<end]
                guard link.filter({ $0 == UInt8(ascii: ")") }).count > link.filter({ $0 == UInt8(ascii: "(") }).count
                else { break }
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    private func emails(_ segment: Range<Int>) -> [AutolinkScanner.Link] {
        var result: [AutolinkScanner.Link] = []
        var notBefore = segment.lowerBound
        var position = segment.lowerBound
        while position < segment.upperBound {
            guard bytes[position] == UInt8(ascii: "@") else {
                position += 1
                continue
            }
            var start = position
            while start > notBefore, AutolinkScanner.isLocalPart(bytes[start - 1]) { start -= 1 }
            if start < position, let end = emailEnd(position, segment.upperBound) {
                let trimmed = delimited(start, end)
                result.append(
                    AutolinkScanner.Link(range: start..<trimmed, destination: "mailto:" + text(start..<trimmed)))
                position = trimmed
                notBefore = trimmed
                continue
            }
            position += 1
        }
        return result
    }

    private func emailEnd(_ at: Int, _ segmentEnd: Int) -> Int? {
        var end = at
        var ats = 0, periods = 0
        while end < segmentEnd {
            let byte = bytes[end]
            if byte == UInt8(ascii: "@") {
                ats += 1
            } else if byte == UInt8(ascii: "."), end + 1 < segmentEnd, ASCII.isAlphanumeric(bytes[end + 1]) {
                periods += 1
            } else if !ASCII.isAlphanumeric(byte), byte != UInt8(ascii: "-"), byte != UInt8(ascii: "_") {
                break
            }
            end += 1
        }
        guard end - at >= 2, ats == 1, periods > 0 else { return nil }
        let last = bytes[end - 1]
        return ASCII.isLetter(last) || last == UInt8(ascii: ".") ? end : nil
    }
}
