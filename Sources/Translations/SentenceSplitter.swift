import DocParsing

/// Splits a passage into its sentences, each with the tokens a translation keeps (code spans, link pages,
/// numbers, identifiers, Latin words) in place: what sentence-level matching of a pair reads.
///
/// A sentence ends at `。！？` (and their full-width and half-width forms), or at `.`, `!` or `?` before a space
/// or the end, not after a one-letter word or an abbreviation with a dot in it (`e.g.`), and not before a
/// lowercase letter. Closing quotes and brackets after the ending stay with the sentence. Code spans and
/// link destinations never end one (`5.9`, `a.b` have no space after their dot); the blocks of a list item
/// or quote do. The translator's notes (`TranslatorNote`) are left out, as in `PassageContent`.
enum SentenceSplitter {
    /// One sentence of a passage.
    struct Sentence: Hashable {
        /// Its text as a reader sees it, code spans in backticks.
        var text: String
        /// The tokens a translation keeps, tagged by kind, each once: `number:1`, `url:page`, and `name:x` for a
        /// code span, an identifier or a Latin word alike (a translation may write `try` as try).
        var tokens: Set<String>
        /// Each Latin word of three characters or more with its length times its count
        /// (`AlignmentUnit.latinLengths(of:)`).
        var latinLengths: [String: Int]
        /// Characters of its prose, whitespace and code spans excluded (`PassageContent.length`).
        var length: Int
        /// Its clauses: the parts its commas, semicolons, colons and dashes (`,;:` before a space, `，；：、`,
        /// `---`, `——`) separate, each with a letter, a number or a code span.
        var clauses: Int
        /// Its words as `TranslationLexicon` pairs them: each word of three letters or more, lowercased, and
        /// each two Han characters in a row (Chinese has no spaces; most of its words are two characters).
        var units: Set<String> = []
    }

    /// The sentences of a passage block; code blocks inside it are skipped.
    static func sentences(of block: Block) -> [Sentence] {
        var walker = ProseWalker(Stream())
        walker.add(block)
        return split(walker.reader)
    }

    /// The sentences of plain prose (no code spans or links).
    static func sentences(of prose: String) -> [Sentence] {
        var stream = Stream()
        stream.text = prose
        return split(stream)
    }

    // MARK: - The passage as one stream

    /// Stands for a code span or a link destination in the stream's text: a character no prose has.
    private static let tokenMark: Character = "\u{FFFC}"
    /// Ends a block inside a list item or quote: always a sentence's end.
    private static let blockEnd: Character = "\u{2029}"

    /// A passage's prose with a mark where each code span or link destination is, and what each mark
    /// stands for, in order.
    private struct Stream: ProseReader {
        var text = ""
        /// Per mark: the token and how the sentence's text shows it (a code span in backticks, an autolink in
        /// angle brackets; a link with text of its own shows its text).
        var marks: [(token: String, shown: String?)] = []

        mutating func readText(_ text: String) { self.text += text }

        mutating func codeSpan(_ code: String) {
            marks.append(("name:" + code, "`\(code)`"))
            text.append(SentenceSplitter.tokenMark)
        }

        mutating func destination(_ destination: String, autolinkText: String?) {
            marks.append(("url:" + PassageContent.page(of: destination), autolinkText.map { "<\($0)>" }))
            text.append(SentenceSplitter.tokenMark)
        }

        mutating func lineBreak() { text += " " }

        mutating func childBlock() {
            if !text.isEmpty, text.last != SentenceSplitter.blockEnd { text.append(SentenceSplitter.blockEnd) }
        }
    }

    // MARK: - Splitting

    private static let hanEndings: Set<Character> = ["。", "！", "？", "｡"]
    private static let endings = hanEndings.union(["!", "?", "."])
    /// What separates clauses wherever it is, and what separates them before a space.
    private static let clauseSeparators: Set<Character> = ["，", "；", "：", "、", "—"]
    private static let latinClauseSeparators: Set<Character> = [",", ";", ":"]
    private static let closers: Set<Character> = ["\"", "'", "”", "’", ")", "）", "」", "』", "》", "]", "»"]

    private static func split(_ stream: Stream) -> [Sentence] {
        let characters = Array(stream.text)
        var sentences: [Sentence] = []
        var start = 0
        var markIndex = 0
        func close(at end: Int) {
            let marksHere = characters[start..<end].filter { $0 == tokenMark }.count
            let marks = stream.marks[markIndex..<min(stream.marks.count, markIndex + marksHere)]
            markIndex += marksHere
            if let sentence = sentence(characters[start..<end], marks: Array(marks)) { sentences.append(sentence) }
            start = end
        }
        var wordStart = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if TextClasses.isWhitespace(character) || character == blockEnd || character == tokenMark {
                if character == blockEnd { close(at: index + 1) }
                wordStart = index + 1
                index += 1
                continue
            }
            if let end = sentenceEnd(characters, at: index, wordStart: wordStart) {
                close(at: end)
                index = end
                wordStart = end
                continue
            }
            index += 1
        }
        close(at: characters.count)
        return sentences
    }

    /// Where the sentence whose ending punctuation may be at `index` ends (after its closing quotes), or nil.
    private static func sentenceEnd(_ characters: [Character], at index: Int, wordStart: Int) -> Int? {
        let character = characters[index]
        var end = index + 1
        switch character {
        case "。", "！", "？", "｡", "!", "?", ".":
            break
        default:
            return nil
        }
        // Repeated endings (`?!`, `……`) and closing quotes stay with the sentence.
        while end < characters.count, endings.contains(characters[end]) || closers.contains(characters[end]) {
            end += 1
        }
        if hanEndings.contains(character) { return end }
        // A Latin ending: a space (or the end) after it, no abbreviation before it, no lowercase word after it.
        guard end == characters.count || TextClasses.isWhitespace(characters[end]) || characters[end] == blockEnd else {
            return nil
        }
        // A dot right after a code span or a link ends a sentence (`… of `T`.`); after a letter, it ends one
        // unless it ends a one-letter word or an abbreviation.
        if character == ".", index == 0 || characters[index - 1] != tokenMark {
            let word = characters[wordStart..<index]
            guard word.count > 1, !word.contains(".") else { return nil }
        }
        var next = end
        while next < characters.count, TextClasses.isWhitespace(characters[next]) { next += 1 }
        if next < characters.count, characters[next].isLowercase { return nil }
        return end
    }

    /// The clauses of a sentence's characters.
    static func clauseCount(_ characters: ArraySlice<Character>) -> Int {
        var count = 0
        var hasContent = false
        var index = characters.startIndex
        while index < characters.endIndex {
            let character = characters[index]
            let next = index + 1 < characters.endIndex ? characters[index + 1] : " "
            let separates =
                clauseSeparators.contains(character)
                || latinClauseSeparators.contains(character) && TextClasses.isWhitespace(next)
                || character == "-" && next == "-"
            if separates {
                if hasContent { count += 1 }
                hasContent = false
            } else if TextClasses.isLetterOrNumber(character) || character == tokenMark {
                hasContent = true
            }
            index += 1
        }
        return count + (hasContent ? 1 : 0)
    }

    /// A sentence of the characters, with the tokens of its marks; nil without a letter or a number.
    private static func sentence(_ characters: ArraySlice<Character>, marks: [(token: String, shown: String?)])
        -> Sentence?
    {
        var shown = ""
        var prose = ""
        var markIndex = marks.startIndex
        for character in characters {
            if character == tokenMark {
                if markIndex < marks.endIndex, let mark = marks[markIndex].shown { shown += mark }
                markIndex += 1
                prose += " "
            } else if character == blockEnd {
                prose += " "
            } else {
                shown.append(character)
                prose.append(character)
            }
        }
        var tokens = Set(marks.map(\.token))
        guard prose.contains(where: TextClasses.isLetterOrNumber) || !tokens.isEmpty else { return nil }
        for token in ProseTokenizer.tokens(in: prose) {
            switch token {
            case .url(let url): tokens.insert("url:" + PassageContent.page(of: url))
            case .number(let number): tokens.insert("number:" + number)
            case .identifier(let identifier): tokens.insert("name:" + identifier)
            case .word, .han: break
            }
        }
        let latin = AlignmentUnit.latinLengths(of: prose)
        for word in latin.keys { tokens.insert("name:" + word) }
        return Sentence(
            text: shown.trimmingWhitespace(), tokens: tokens, latinLengths: latin,
            length: prose.reduce(0) { TextClasses.isWhitespace($1) ? $0 : $0 + 1 }, clauses: clauseCount(characters),
            units: units(of: prose))
    }

    /// The lexicon's units of prose (`Sentence.units`).
    static func units(of prose: String) -> Set<String> {
        var units: Set<String> = []
        var word = ""
        var previousHan: Unicode.Scalar?
        for scalar in prose.unicodeScalars {
            if ProseTokenizer.isHan(scalar) {
                if let previousHan { units.insert(String(previousHan) + String(scalar)) }
                previousHan = scalar
            } else {
                previousHan = nil
            }
            if TextClasses.isAlphabetic(scalar), !ProseTokenizer.isHan(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                if word.count >= 3 { units.insert(word.lowercased()) }
                word = ""
            }
        }
        if word.count >= 3 { units.insert(word.lowercased()) }
        return units
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var result = Substring(self)
        while result.first?.isWhitespace == true { result = result.dropFirst() }
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return String(result)
    }
}
