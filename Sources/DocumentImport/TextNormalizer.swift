/// Undoes what PDF extractors do to characters before any structure is looked for: typographic ligatures
/// (`ﬁ` in `deﬁnesPresentationContext`), soft hyphens and listing line numbers. (Form feeds stay: they mark
/// page starts for `PageFurniture`; they are white space to everything else.)
enum TextNormalizer {
    static let ligatures: [Character: String] = [
        "\u{FB00}": "ff", "\u{FB01}": "fi", "\u{FB02}": "fl", "\u{FB03}": "ffi", "\u{FB04}": "ffl", "\u{FB05}": "st",
        "\u{FB06}": "st",
    ]

    static func normalize(_ lines: [SourceLine]) -> (lines: [SourceLine], repairs: [Repair]) {
        var result = lines
        var ligatureLines: [Int] = []
        var softHyphenLines: [Int] = []
        for index in result.indices where result[index].text.utf8.count <= LineShape.longLine {
            var text = result[index].text
            if text.unicodeScalars.contains(where: { (0xFB00...0xFB06).contains($0.value) }) {
                text = text.map { ligatures[$0] ?? String($0) }.joined()
                ligatureLines.append(result[index].number)
            }
            if text.contains("\u{00AD}") {
                let trailing = text.trimmingWhitespace().hasSuffix("\u{00AD}")
                text.removeAll { $0 == "\u{00AD}" }
                if trailing { text = String(text.trimmingWhitespace()) + "-" }
                softHyphenLines.append(result[index].number)
            }
            result[index].text = text
        }
        var repairs: [Repair] = []
        if let first = ligatureLines.first, let last = ligatureLines.last {
            repairs.append(
                Repair(
                    .ligatures, lines: first...last,
                    original: "typographic ligatures (ﬁ, ﬂ, …) on \(ligatureLines.count) lines",
                    replacement: "the letters", reason: "the PDF's font set letter pairs as one glyph"))
        }
        if let first = softHyphenLines.first, let last = softHyphenLines.last {
            repairs.append(
                Repair(
                    .hyphenation, lines: first...last, original: "soft hyphens on \(softHyphenLines.count) lines",
                    replacement: "removed (a soft hyphen at a line end joins the word)",
                    reason: "invisible break hints the extractor kept"))
        }
        let (numbered, numberRepairs) = removeListingNumbers(result)
        return (numbered, repairs + numberRepairs)
    }

    /// `1 import UIKit` / `2 class A {` …: three or more lines numbered one after another, mostly code, lose
    /// their numbers.
    static func removeListingNumbers(_ lines: [SourceLine]) -> ([SourceLine], [Repair]) {
        var result = lines
        var repairs: [Repair] = []
        var index = 0
        while index < result.count {
            var run: [(index: Int, rest: String)] = []
            var expected: Int?
            var cursor = index
            while cursor < result.count, let (number, rest) = numbered(result[cursor].text),
                expected == nil || number == expected
            {
                run.append((cursor, rest))
                expected = number + 1
                cursor += 1
            }
            let codeLines = run.filter { [.code, .comment].contains(LineShape.classify($0.rest)) }.count
            if run.count >= 3, codeLines * 2 >= run.count {
                for (line, rest) in run { result[line].text = rest }
                repairs.append(
                    Repair(
                        .listingNumbers, lines: result[run[0].index].number...result[run[run.count - 1].index].number,
                        original: "line numbers \(numbered(lines[run[0].index].text)!.0)–\(expected! - 1)",
                        replacement: "removed", reason: "the listing's line numbers are not code"))
                index = cursor
            } else {
                index += max(1, run.count)
            }
        }
        return (result, repairs)
    }

    /// The leading number of a line and the rest after one space (`12     return 0`).
    private static func numbered(_ text: String) -> (Int, String)? {
        guard text.utf8.count <= 400 else { return nil }
        let trimmed = text.drop { $0 == " " }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard (1...4).contains(digits.count), let number = Int(digits) else { return nil }
        let rest = trimmed.dropFirst(digits.count)
        if rest.isEmpty { return (number, "") }
        guard rest.first == " " else { return nil }
        return (number, String(rest.dropFirst()))
    }
}
