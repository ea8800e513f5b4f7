import Testing

@testable import DocParsing

/// The autolink scanner (one scan per run) finds exactly what the plain definition finds: the reference
/// below rescans every start from scratch, as the GFM spec describes it, and both run on random texts.
@Suite struct GFMAutolinkDifferentialTests {
    @Test func theScannerAgreesWithThePlainDefinitionOnRandomTexts() {
        let alphabet = Array("wW.a_-b()c ;&<@?!,:*~'\"x1/:ptsfh")
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 24) + 1
            var characters = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            // Plant a prefix often enough for links to appear.
            let prefixes = ["www.", "http://", "https://", "ftp://", "a@b."]
            if generator.next() % 2 == 0 {
                let prefix = prefixes[Int(generator.next() % UInt64(prefixes.count))]
                let at = Int(generator.next() % UInt64(characters.count))
                characters.insert(contentsOf: prefix, at: at)
            }
            var scanner = GFMInlines.AutolinkScanner(characters: characters)
            for start in characters.indices {
                let found = scanner.autolink(at: start)
                let expected = ReferenceAutolink.autolink(characters, at: start)
                #expect(found?.0 == expected?.0 && found?.1 == expected?.1, "\(String(characters)) at \(start)")
                if found?.0 != expected?.0 { return }
            }
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

/// The extended autolink rules scanned from each start anew (quadratic on hostile input: tests only).
enum ReferenceAutolink {
    static func autolink(_ characters: [Character], at start: Int) -> (Int, String)? {
        func hasPrefix(_ prefix: String) -> Bool {
            let prefix = Array(prefix)
            guard start + prefix.count <= characters.count else { return false }
            return zip(characters[start...], prefix).allSatisfy { $0.lowercased() == String($1) }
        }
        if hasPrefix("www.") {
            guard let length = urlLength(characters, from: start, domainStart: start) else { return nil }
            return (length, "http://" + String(characters[start..<(start + length)]))
        }
        for scheme in ["http://", "https://", "ftp://"] where hasPrefix(scheme) {
            guard let length = urlLength(characters, from: start, domainStart: start + scheme.count) else { return nil }
            return (length, String(characters[start..<(start + length)]))
        }
        return GFMInlines.emailLength(characters, at: start).map {
            ($0, "mailto:" + String(characters[start..<(start + $0)]))
        }
    }

    static func urlLength(_ characters: [Character], from start: Int, domainStart: Int) -> Int? {
        var end = domainStart
        while end < characters.count, GFMInlines.isDomainCharacter(characters[end]) || characters[end] == "." {
            end += 1
        }
        let domainEnd = end
        var trimmed = Substring(String(characters[domainStart..<domainEnd]))
        while let last = trimmed.last, "._-".contains(last) { trimmed = trimmed.dropLast() }
        guard GFMInlines.isValidDomain(String(trimmed)) else { return nil }
        while end < characters.count, !characters[end].isWhitespace, characters[end] != "<" { end += 1 }
        while end > domainStart {
            let last = characters[end - 1]
            if "?!.,:*_~'\"".contains(last) {
                end -= 1
            } else if last == ")" {
                let link = characters[start..<end]
                guard link.filter({ $0 == ")" }).count > link.filter({ $0 == "(" }).count else { break }
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
        guard GFMInlines.isValidDomain(String(characters[domainStart..<min(domainEnd, end)])) else { return nil }
        return end - start
    }
}
