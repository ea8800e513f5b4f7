/// Splits text into search terms, the same way the site's script splits a query (`site.js`, `tokenize`).
///
/// - Han characters: each run becomes its overlapping character bigrams (`搜尋欄` → `搜尋`, `尋欄`); a run
///   of one character is a term by itself. Chinese has no spaces, so words cannot be split reliably.
/// - Other letters, digits and `_`: words, lowercased, with `ё` folded to `е` (Russian text often writes
///   `е` for it). `searchController.searchBar` gives `searchcontroller` and `searchbar`.
/// - Everything else separates terms.
enum SearchTokenizer {
    /// The terms of `text`, in order, repeats included.
    static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        var word = ""
        var han: [Unicode.Scalar] = []
        func flushWord() {
            if !word.isEmpty { terms.append(word) }
            word = ""
        }
        func flushHan() {
            if han.count == 1 {
                terms.append(String(han[0]))
            } else if han.count > 1 {
                for index in 0..<(han.count - 1) {
                    var bigram = ""
                    bigram.unicodeScalars.append(han[index])
                    bigram.unicodeScalars.append(han[index + 1])
                    terms.append(bigram)
                }
            }
            han.removeAll(keepingCapacity: true)
        }
        for scalar in text.lowercased().unicodeScalars {
            if isHan(scalar) {
                flushWord()
                han.append(scalar)
            } else if isWordScalar(scalar) {
                flushHan()
                word.unicodeScalars.append(scalar == "ё" ? "е" : scalar)
            } else {
                flushWord()
                flushHan()
            }
        }
        flushWord()
        flushHan()
        return terms
    }

    /// CJK Unified Ideographs with extension A, compatibility ideographs and the supplementary planes'
    /// extensions — the same ranges as the script's `isHan`.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return true
        default: return false
        }
    }

    /// Letters, digits and `_` (the script's `[\p{L}\p{N}_]`).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9")
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
