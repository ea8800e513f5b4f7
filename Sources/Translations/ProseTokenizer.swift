/// Splits prose into the tokens language detection and pair checks look at.
///
/// Han characters are tokens of their own (Chinese has no spaces); everything else is split at whitespace
/// and CJK punctuation, stripped of surrounding punctuation, and classified as a URL, a number, an
/// identifier (`UISearchBar`, `searchBar.text`, `init(searchResultsController:)`, `iOS`) or a word.
enum ProseTokenizer {
    /// One token of prose.
    enum Token: Hashable {
        case url(String)
        case number(String)
        case identifier(String)
        case word(Substring)
        case han(Unicode.Scalar)
    }

    static func tokens(in text: String) -> [Token] {
        var result: [Token] = []
        var chunk = String.UnicodeScalarView()
        func flush() {
            if !chunk.isEmpty { result += classify(String(chunk)) }
            chunk.removeAll()
        }
        for scalar in text.unicodeScalars {
            if isHan(scalar) {
                flush()
                result.append(.han(scalar))
            } else if TextClasses.isWhitespace(scalar) || isCJKPunctuation(scalar) {
                flush()
            } else {
                chunk.append(scalar)
            }
        }
        flush()
        return result
    }

    // MARK: - Classifying a chunk

    /// Punctuation stripped from both ends of a chunk.
    private static let edgePunctuation: Set<Character> = [
        ".", ",", ";", ":", "!", "?", "\"", "'", "(", ")", "[", "]", "{", "}", "<", ">", "«", "»", "“", "”",
        "‘", "’", "„", "…", "—", "–", "-", "*", "•", "·", "/", "\\", "`", "|",
    ]

    static func classify(_ raw: String) -> [Token] {
        var text = Substring(raw)
        while let first = text.first, edgePunctuation.contains(first), first != "(" || !text.contains(")") {
            text = text.dropFirst()
        }
        if text.contains("://") || startsWithWWW(text) {
            while let last = text.last, ".,;:)>\"'".contains(last) { text = text.dropLast() }
            return [.url(String(text))]
        }
        if isMethodReference(text) { return [.identifier(String(text))] }
        while let last = text.last, edgePunctuation.contains(last) { text = text.dropLast() }
        while let first = text.first, edgePunctuation.contains(first) { text = text.dropFirst() }
        guard !text.isEmpty else { return [] }
        if isNumber(text) { return [.number(String(text))] }
        if isIdentifier(text) { return [.identifier(String(text))] }
        return text.split(whereSeparator: { !TextClasses.isLetter($0) }).map { Token.word($0) }
    }

    /// `init(searchResultsController:)`, `reloadData()`: a name followed by a parenthesized part.
    private static func isMethodReference(_ text: Substring) -> Bool {
        guard let open = text.firstIndex(of: "("), open != text.startIndex, text.last == ")" else { return false }
        return text[..<open].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }

    /// `11`, `11.0`, `1,000`.
    static func isNumber(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isNumber, let last = text.last, last.isNumber else {
            return false
        }
        return text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," }
    }

    /// Code-like Latin tokens: underscores, dots or colons inside, letters mixed with digits, camel case
    /// (`searchBar`, `iOS`), a leading acronym (`UISearchBar`) or an all-capitals acronym (`API`).
    static func isIdentifier(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: isLatinLetter) else { return false }
        if scalars.contains(where: isCodePunctuation) { return true }
        let hasDigit = scalars.contains { (0x30...0x39).contains($0.value) }
        if hasDigit { return true }
        let letters = scalars.filter(isLatinLetter)
        if letters.count >= 2, letters.allSatisfy(TextClasses.isUppercase), scalars.count == letters.count {
            return true
        }
        for (previous, next) in zip(scalars, scalars.dropFirst()) {
            if TextClasses.isLowercase(previous) && TextClasses.isUppercase(next) && isLatinLetter(next) { return true }
        }
        if scalars.count >= 3, TextClasses.isUppercase(scalars[0]), TextClasses.isUppercase(scalars[1]),
            TextClasses.isLowercase(scalars[2]),
            isLatinLetter(scalars[1])
        {
            return true
        }
        return false
    }

    /// `www.` in any case at the start.
    private static func startsWithWWW(_ text: Substring) -> Bool {
        var bytes = text.utf8.makeIterator()
        for expected in "www.".utf8 {
            guard let byte = bytes.next(), byte == expected || expected != UInt8(ascii: ".") && byte == expected - 32
            else { return false }
        }
        return true
    }

    // MARK: - Scalar classes (`TextClasses` for the Unicode properties)

    /// `_.:()#@=<>[]`: punctuation only code has inside a word.
    private static func isCodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "_", ".", ":", "(", ")", "#", "@", "=", "<", ">", "[", "]": return true
        default: return false
        }
    }

    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: return true
        default: return false
        }
    }

    /// CJK Unified Ideographs, extensions A–G and compatibility ideographs.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return true
        default: return false
        }
    }

    /// CJK symbols and punctuation, and full-width forms (`，`, `。`, `（`, `：`).
    private static func isCJKPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0xFF00...0xFFEF: return true
        default: return false
        }
    }
}
