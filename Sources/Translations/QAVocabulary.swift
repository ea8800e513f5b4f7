import DocgenCore

/// The names one document uses anywhere: the keys of its passages' code spans and identifiers
/// (`PairComparison.codeKey`), its Latin words, lowercased, and every identifier of its code spans and code
/// blocks (outside comments).
///
/// A name a pair's passage lacks but its document uses elsewhere is one the translator knows: left out of
/// this passage, it was said in words (`字符串` for `String`, `大小` for `size`), not lost or changed. A code
/// span the translation adds that is made of names the original uses elsewhere names what the original
/// means (a translator's `switch` in a sentence about its cases, `square < board.count` for "this check").
struct QAVocabulary: Sendable {
    var codeKeys: Set<String> = []
    var words: Set<String> = []
    /// The identifiers of the document's code spans and code blocks (`board`, `count`, `UTF8View`).
    var identifiers: Set<String> = []
    /// The placeholders of the document's code blocks (`<#condition#>` gives `condition`), lowercased: the
    /// metavariables of the syntax forms it shows, which its prose sets in italics.
    var metavariables: Set<String> = []
    /// The numbers of the document's code blocks outside comments (`72` of `testScores["Brian"]?[0] = 72`):
    /// a translation that names one in a code span says what the code does.
    var codeNumbers: Set<String> = []
    /// How often each two neighbouring Latin words of its prose (lowercased, `designated initializer`)
    /// occur in the document.
    var wordPairs: [String: Int] = [:]

    init() {}

    init(_ inventories: [PassageInventory], code: [String] = []) {
        for inventory in inventories {
            for item in inventory.code {
                codeKeys.insert(PairComparison.codeKey(item.key))
                identifiers.formUnion(Self.identifiers(in: item.key))
            }
            words.formUnion(inventory.proseWords)
            for line in inventory.proseLines { Self.countWordPairs(in: line.text, into: &wordPairs) }
        }
        for text in code {
            let code = CodeComments(text).code
            identifiers.formUnion(Self.identifiers(in: code))
            codeNumbers.formUnion(NumberScanner.numbers(in: code).map(\.key))
            metavariables.formUnion(Self.placeholders(in: text))
        }
    }

    /// Counts the neighbouring pairs of ASCII words (letters, `-`, `'`) of a text; anything else between
    /// two words (a digit, punctuation, a Han character) parts them.
    static func countWordPairs(in text: String, into counts: inout [String: Int]) {
        var previous: Substring?
        var start: String.Index?
        var index = text.startIndex
        while index <= text.endIndex {
            let character = index < text.endIndex ? text[index] : "\u{0}"
            let isWordCharacter =
                character.isASCII && (TextClasses.isLetter(character) || character == "-" || character == "'")
            if isWordCharacter {
                if start == nil { start = index }
            } else {
                if let first = start {
                    let word = text[first..<index]
                    if let previous { counts[(previous + " " + word).lowercased(), default: 0] += 1 }
                    previous = word
                    start = nil
                }
                if character != " " { previous = nil }
            }
            if index == text.endIndex { break }
            index = text.index(after: index)
        }
    }

    /// The texts of a code block's `<#…#>` placeholders, lowercased.
    static func placeholders(in code: String) -> [String] {
        var result: [String] = []
        var rest = code[...]
        while let open = rest.range(of: "<#"), let close = rest[open.upperBound...].range(of: "#>") {
            let text = rest[open.upperBound..<close.lowerBound]
            if !text.contains("\n") { result.append(text.lowercased()) }
            rest = rest[close.upperBound...]
        }
        return result
    }

    /// Whether the document uses `item`: the same code key, the word (any case), or one identifier of
    /// its code.
    func contains(_ item: QAItem) -> Bool {
        let key = PairComparison.codeKey(item.key)
        return codeKeys.contains(key) || words.contains(key.lowercased()) || words.contains(item.key.lowercased())
            || identifiers.contains(item.key) || identifiers.contains(key)
    }

    /// Whether every identifier of a code span is one the document uses, and it has one: what the span
    /// says, the document says (`Int?`, `init!`, `square < board.count`). A span with other letters
    /// (`循环`) or full-width punctuation (`summarize(_：)`), a changed name (`amoun`) or a function's name
    /// with its parentheses (`findIndex(_:_:)`: its labels are a claim of their own) is not.
    func explains(_ item: QAItem) -> Bool {
        let names = Self.identifiers(in: item.key)
        guard !names.isEmpty, item.key.allSatisfy(\.isASCII), !item.key.contains("(") else { return false }
        return names.allSatisfy { identifiers.contains($0) || codeKeys.contains($0) || words.contains($0.lowercased()) }
    }

    /// The ASCII identifiers of a text (`[A-Za-z_][A-Za-z0-9_]*`).
    static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            let isStart = scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            if isStart || !current.isEmpty && ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
