import DocgenCore

/// Small numbers written as words (`two`, `два`, `两`), and numbers a word names (`decimal`, 10): a digit on
/// one side of a pair may be a word on the other.
enum NumberWords {
    private static let words: [HumanLanguage: [[String]]] = [
        .english: [
            ["zero"], ["one"], ["two"], ["three"], ["four"], ["five"], ["six"], ["seven"], ["eight"], ["nine"],
            ["ten"], ["eleven"], ["twelve"],
        ],
        .russian: [
            ["ноль", "нул"], ["один", "одна", "одно", "одн"], ["два", "две", "двух"], ["три", "трёх", "трех"],
            ["четыре", "четырёх", "четырех"], ["пять", "пяти"], ["шесть", "шести"], ["семь", "семи"],
            ["восемь", "восьми"], ["девять", "девяти"], ["десять", "десяти"], ["одиннадцать"], ["двенадцать"],
        ],
        .simplifiedChinese: [
            ["零"], ["一"], ["二", "两"], ["三"], ["四"], ["五"], ["六"], ["七"], ["八"], ["九"], ["十"], ["十一"], ["十二"],
        ],
    ]

    /// Words that name a number other than by counting (`decimal` is base 10 — `10 进制`, `hundred` is 100), by
    /// language: stems, as the other side's words may inflect them.
    private static let named: [HumanLanguage: [Int: [String]]] = [
        .english: [
            2: ["binary"], 8: ["octal"], 10: ["decimal"], 16: ["hexadecimal"], 100: ["hundred"], 1000: ["thousand"],
        ],
        .russian: [
            2: ["двоичн"], 8: ["восьмеричн"], 10: ["десятичн"], 16: ["шестнадцатеричн"], 100: ["сотн"],
            1000: ["тысяч"],
        ],
    ]

    static func isWritten(_ number: String, in text: String, language: HumanLanguage?) -> Bool {
        guard let value = Int(number), let language else { return false }
        if let stems = named[language]?[value] {
            let textWords = TermMatcher.words(text)
            if stems.contains(where: { stem in textWords.contains { $0.hasPrefix(stem) } }) { return true }
        }
        let table = language == .traditionalChinese ? traditionalChinese : words[language]
        guard let table, table.indices.contains(value) else { return false }
        if language == .simplifiedChinese || language == .traditionalChinese || language == .japanese {
            return table[value].contains { text.contains($0) }
        }
        let textWords = Set(TermMatcher.words(text))
        return table[value].contains { word in textWords.contains { $0.hasPrefix(word) } }
    }

    private static let traditionalChinese = words[.simplifiedChinese].map { $0.map { $0.map { $0 == "两" ? "兩" : $0 } } }
}
