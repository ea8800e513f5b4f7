/// What one line looks like on its own: code, prose, a comment, a fragment or blank.
///
/// Decided by shape (punctuation, identifiers, sentence words, scripts), with keywords only as one signal
/// among several; `CodeRegionFinder` then groups lines and lets SwiftParser confirm the regions.
enum LineShape: Equatable, Sendable {
    case blank
    /// Clearly code: a declaration, a statement, braces, an Objective-C message or method.
    case code
    /// A `//` or `/* */` comment line: code if its neighbours are.
    case comment
    /// Too short to tell (an identifier, punctuation, a number): joins whatever surrounds it.
    case fragment
    case prose

    /// Lines longer than this are prose without further analysis (keeps huge single lines linear).
    static let longLine = 4_000

    static func classify(_ text: String) -> LineShape {
        let line = text.trimmingWhitespace()
        if line.isEmpty { return .blank }
        if line.utf8.count > longLine { return .prose }
        if line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*/") { return .comment }
        if line.hasPrefix("• ") || line.hasPrefix("· ") { return .prose }
        let code = codePart(of: line)
        if code.contains(where: { $0.isHan || $0.isCyrillic || $0.isCJKPunctuation }) { return .prose }
        if line.hasPrefix("- (") || line.hasPrefix("+ (") || line.hasPrefix("-(") || line.hasPrefix("+(") {
            return .code
        }
        if let first = line.first, first == "@" || first == "#",
            line.dropFirst().first.map({ $0.isASCIILetter }) == true
        {
            return .code
        }
        if line.allSatisfy({ "{}()[];,".contains($0) }) { return .code }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let signals = codeSignals(code)
        // A trailing comment is no part of the statement (`case 1: // Starts with A`).
        let codeWords = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if keywordStatement(codeWords, signals: signals) { return .code }
        if let last = code.last, last == "{" || last == ";" || (last == "}" && signals >= 1) { return .code }
        if line.first == "}" { return .code }
        if isAssignmentOrCall(line) { return .code }
        let proseWords = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter(isProseWord).count
        if words.count >= 4, proseWords * 5 >= words.count * 3 { return .prose }
        if signals >= 2, signals >= proseWords { return .code }
        if words.count <= 3 {
            // `Done.`, `That is all.`: a short sentence. `.map(\.name)`, `viewDidLoad`, `:`: too little to tell.
            let sentence =
                line.first?.isUppercase == true && (line.last.map { ".!?".contains($0) } ?? false)
                && line.dropLast().allSatisfy { $0.isLetter || $0 == " " || $0 == "'" || $0 == "’" || $0 == "," }
            return sentence ? .prose : .fragment
        }
        return .prose
    }

    /// Straight and typographic double quotes (a PDF may have turned one into the other).
    static let quotes: Set<Character> = ["\"", "“", "”", "„"]

    /// The line without string literals and without a trailing `//` comment.
    static func codePart(of line: Substring) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if inString {
                if Self.quotes.contains(character), previous != "\\" { inString = false }
                previous = character == "\\" && previous == "\\" ? " " : character
                continue
            }
            if Self.quotes.contains(character) {
                inString = true
                result.append("\"")
                previous = character
                continue
            }
            if character == "/", previous == "/" {
                result.removeLast()
                return result
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// Punctuation patterns that prose rarely has: `a.b`, `f(`, ` = `, `[`, `->`, `!.`, `?.`, string literals.
    static func codeSignals(_ code: String) -> Int {
        var count = 0
        let characters = Array(code)
        for index in characters.indices {
            let character = characters[index]
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            switch character {
            case ".":
                if previous.isIdentifierCharacter || previous == ")" || previous == "]" || previous == "?"
                    || previous == "!",
                    next.isASCIILetter, !(previous.isNumber && next.isNumber)
                {
                    count += 1
                }
            case "(": if previous.isIdentifierCharacter, next != " " { count += 1 }
            case "=":
                if previous == " ", next == " " || next == "=" { count += 1 }
                if "!=<>+-*/".contains(previous), next == " " || next == "=" { count += 1 }
            case "&", "|": if next == character { count += 1 }
            case "{", "}": count += 2
            case "[", ";": count += 1
            case "\"": count += 1
            case ">": if previous == "-" { count += 2 }
            case "!", "?": if next == "." || next == "[" { count += 1 }
            case ":": if previous.isIdentifierCharacter, next != " " && next.isASCIILetter { count += 1 }
            default: break
            }
        }
        return count
    }

    private static let declarationKeywords: Set<Substring> = [
        "class", "struct", "enum", "protocol", "extension", "actor", "typealias",
    ]
    private static let modifiers: Set<Substring> = [
        "override", "private", "fileprivate", "public", "internal", "open", "static", "final", "weak", "lazy",
        "required", "convenience", "mutating", "nonmutating", "dynamic", "unowned", "nonisolated",
    ]
    private static let soloStatements: Set<Substring> = [
        "break", "continue", "fallthrough", "return", "else", "default:", "@end",
    ]

    /// A keyword in the position Swift puts it, followed by what the keyword needs.
    private static func keywordStatement(_ words: [Substring], signals: Int) -> Bool {
        var words = words[...]
        while let first = words.first, modifiers.contains(first), words.count > 1 { words = words.dropFirst() }
        guard let first = words.first else { return false }
        if words.count == 1 { return soloStatements.contains(first) }
        let second = words[words.index(after: words.startIndex)]
        switch first {
        case "import": return words.count == 2 && second.allSatisfy { $0.isIdentifierCharacter || $0 == "." }
        case _ where declarationKeywords.contains(first):
            return second.first.map { $0.isUppercase } == true
                && second.allSatisfy { $0.isIdentifierCharacter || ":<{".contains($0) }
        case "func", "init", "subscript": return second.contains("(") || words.joined().contains("(")
        case "let", "var":
            return second.allSatisfy { $0.isIdentifierCharacter || $0 == ":" }
                && (words.count > 2 && ["=", ":"].contains(words[words.index(words.startIndex, offsetBy: 2)])
                    || second.hasSuffix(":"))
        case "return", "throw": return words.count <= 3 || signals >= 1 || (words.count <= 8 && words.last?.last != ".")
        case "case": return words.last?.hasSuffix(":") == true
        case "guard", "if", "while", "switch", "for", "repeat", "defer", "do": return signals >= 1
        default: return false
        }
    }

    /// `a.b = c`, `a += 1`, `self.f(x)`, `[a b:c];`.
    private static func isAssignmentOrCall(_ line: Substring) -> Bool {
        guard let first = line.first, first.isASCIILetter || first == "_" || first == "[" else { return false }
        if first == "[" { return line.hasSuffix("];") || line.hasSuffix("]") && line.contains(":") }
        var index = line.startIndex
        while index < line.endIndex, line[index].isIdentifierCharacter || ".?![]".contains(line[index]) {
            index = line.index(after: index)
        }
        let head = line[line.startIndex..<index]
        let rest = line[index...]
        for assignment in [" = ", " += ", " -= ", " *= ", " /= "] where rest.hasPrefix(assignment) { return true }
        if rest.hasPrefix("("), head.contains(".") || rest.hasSuffix(")") || rest.hasSuffix(";") {
            return line.hasSuffix(")") || line.hasSuffix(";") || line.hasSuffix("{")
        }
        return false
    }

    /// A word of a sentence: letters only (an apostrophe or final punctuation allowed), not an identifier shape.
    private static func isProseWord(_ word: Substring) -> Bool {
        var word = word
        while let last = word.last, ".,;:!?)»”\"'".contains(last) { word = word.dropLast() }
        while let first = word.first, "(«“\"'".contains(first) { word = word.dropFirst() }
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" || $0 == "-" }) else {
            return false
        }
        let interiorUpper = word.dropFirst().contains { $0.isUppercase }
        return !interiorUpper
    }
}
