import Foundation

/// Repairs a code region damaged by extraction, keeping every change that makes the code parse better
/// and nothing the author wrote on purpose.
///
/// - Escaped quotes (`\"All\"` outside a string) are unescaped.
/// - Code whose indentation was lost (every line at column 1) has its page-width line wraps joined and
///   is re-indented from the syntax, 4 spaces a level.
/// - `)  > Int {` in a function signature or a closure becomes `) -> Int {` when SwiftParser then
///   reports fewer errors.
/// - An identifier split across two lines, or by a space (`scopeButton s`), is rejoined when the result
///   is a name the document's code or UIKit has, and the code then parses better. A misspelt name that
///   is not split (`UTableViewController`) is never touched.
struct CodeRepairer {
    struct Line {
        var text: String
        var source: ClosedRange<Int>
    }

    var vocabulary: Vocabulary
    var language: String

    func repair(_ region: [SourceLine]) -> (lines: [Line], repairs: [(offset: Int, repair: Repair)]) {
        var lines = region.map { Line(text: $0.text.replacingNoBreakSpaces(), source: $0.number...$0.number) }
        var repairs: [(Int, Repair)] = []
        let isSwift = language == "swift"

        unescapeQuotes(&lines, &repairs)
        joinWrappedComments(&lines, &repairs)
        let nonBlank = lines.filter { !$0.text.trimmingWhitespace().isEmpty }
        let flattened =
            nonBlank.count >= 3 && nonBlank.allSatisfy { !($0.text.first?.isImportWhitespace ?? false) }
            && nonBlank.contains { $0.text.contains("{") }
        if flattened { joinWraps(&lines, &repairs) } else { removeCommonIndentation(&lines) }
        repairTypographicQuotes(&lines, &repairs)
        if isSwift {
            joinSplitIdentifiers(&lines, &repairs)
            repairArrows(&lines, &repairs)
            joinSpacedIdentifiers(&lines, &repairs)
        }
        if flattened {
            reindent(&lines, isSwift: isSwift)
            let first = lines.first?.source.lowerBound ?? 0
            let last = lines.last?.source.upperBound ?? first
            repairs.append(
                (
                    0,
                    Repair(
                        .indentation, lines: first...last, original: "every line at column 1",
                        replacement: "re-indented with 4 spaces a level",
                        reason: "the extraction lost the indentation; it is rebuilt from the syntax")
                ))
        }
        return (lines, repairs.sorted { $0.0 < $1.0 })
    }

    // MARK: - Quotes

    private func unescapeQuotes(_ lines: inout [Line], _ repairs: inout [(Int, Repair)]) {
        for index in lines.indices {
            let text = lines[index].text
            guard text.contains("\\\"") || text.contains("\\'") else { continue }
            let firstQuote = text.firstIndex(of: "\"")
            let escapedOutside =
                firstQuote.map { $0 > text.startIndex && text[text.index(before: $0)] == "\\" } ?? false
            let fixed: String
            if escapedOutside {
                fixed = text.replacingOccurrences("\\\"", with: "\"").replacingOccurrences("\\'", with: "'")
            } else if language == "swift" {
                fixed = text.replacingOccurrences("\\'", with: "'")
            } else {
                continue
            }
            guard fixed != text else { continue }
            lines[index].text = fixed
            repairs.append(
                (
                    index,
                    Repair(
                        .escapedQuotes, lines: lines[index].source, original: text.trimmed, replacement: fixed.trimmed,
                        reason: "the extraction escaped the quotes")
                ))
        }
    }

    /// Code indented as a whole on the page (8 spaces before every line) starts at column 1 in a fence.
    private func removeCommonIndentation(_ lines: inout [Line]) {
        let common =
            lines.filter { !$0.text.trimmingWhitespace().isEmpty }.map { line in
                line.text.prefix { $0 == " " || $0 == "\t" }.count
            }.min() ?? 0
        guard common > 0 else { return }
        for index in lines.indices {
            let leading = lines[index].text.prefix { $0 == " " || $0 == "\t" }.count
            lines[index].text = String(lines[index].text.dropFirst(min(common, leading)))
        }
    }

    /// `// Источник данных для табличного` / `представления`: the rest of a wrapped comment joins it.
    private func joinWrappedComments(_ lines: inout [Line], _ repairs: inout [(Int, Repair)]) {
        var index = 1
        while index < lines.count {
            let previous = lines[index - 1].text.trimmingWhitespace()
            let text = lines[index].text.trimmingWhitespace()
            guard previous.hasPrefix("//"), !text.isEmpty, LineShape.classify(String(text)) == .prose else {
                index += 1
                continue
            }
            let joined = lines[index - 1].text + " " + text
            repairs.append(
                (
                    index - 1,
                    Repair(
                        .lineWrap, lines: lines[index - 1].source.lowerBound...lines[index].source.upperBound,
                        original: "\(previous)` / `\(text)", replacement: joined.trimmed,
                        reason: "the comment was wrapped at the page width"
                    )
                ))
            lines[index - 1] = Line(
                text: joined, source: lines[index - 1].source.lowerBound...lines[index].source.upperBound)
            lines.remove(at: index)
        }
    }

    // MARK: - Line wraps

    /// Joins a line to the next when it cannot end there: a trailing `>`/`->`, a next line that starts with
    /// `->` (a signature split before its arrow), or a `:`/`,` inside parentheses that the next line closes.
    private func joinWraps(_ lines: inout [Line], _ repairs: inout [(Int, Repair)]) {
        var index = 0
        while index + 1 < lines.count {
            let text = lines[index].text.trimmingWhitespace()
            let next = lines[index + 1].text.trimmingWhitespace()
            let code = LineShape.codePart(of: text)
            let open = code.filter { $0 == "(" }.count - code.filter { $0 == ")" }.count
            let nextCode = LineShape.codePart(of: next)
            let closes =
                open > 0 && open + nextCode.filter { $0 == "(" }.count - nextCode.filter { $0 == ")" }.count <= 0
            // A signature wrapped at the page width: `…section:` / `Int) > Int {`, or `… >` / `Int {`.
            let endsIncomplete =
                !text.hasPrefix("//") && !next.isEmpty
                && (text.hasSuffix(" >") || text.hasSuffix("->") || text.hasSuffix(" =") || next.hasPrefix("-> ")
                    || (closes && (text.hasSuffix(":") || text.hasSuffix(","))
                        && next.first?.isIdentifierCharacter == true))
            guard endsIncomplete else {
                index += 1
                continue
            }
            let joined = String(text) + " " + String(next)
            repairs.append(
                (
                    index,
                    Repair(
                        .lineWrap, lines: lines[index].source.lowerBound...lines[index + 1].source.upperBound,
                        original: "\(text)` / `\(next)", replacement: joined,
                        reason: "the line was wrapped at the page width")
                ))
            lines[index] = Line(
                text: joined, source: lines[index].source.lowerBound...lines[index + 1].source.upperBound)
            lines.remove(at: index + 1)
        }
    }

    // MARK: - Arrows

    /// `) > T {`, `) > T in`, `) throws > T` in a signature: the `-` of `->` was lost (or the arrow came out
    /// as `→` or with a dash of another kind).
    private func repairArrows(_ lines: inout [Line], _ repairs: inout [(Int, Repair)]) {
        let damaged = [" > ", " → ", " –> ", " —> ", " −> ", " ->"]
        for index in lines.indices {
            let text = lines[index].text
            guard damaged.dropLast().contains(where: { text.contains(")" + $0) || text.contains("throws" + $0) }) else {
                continue
            }
            let isSignature =
                text.contains("func ") || text.contains("init(") || text.contains("subscript(")
                || text.trimmingWhitespace().hasSuffix(" in") || text.contains("{ (")
                || text.trimmingWhitespace().hasSuffix("{")
            guard isSignature else { continue }
            var fixed = text
            for arrow in damaged.dropLast() {
                fixed = fixed.replacingOccurrences(")" + arrow, with: ") -> ")
                    .replacingOccurrences("throws" + arrow, with: "throws -> ")
            }
            guard parsesBetter(lines, index, fixed) else { continue }
            lines[index].text = fixed
            repairs.append(
                (
                    index,
                    Repair(
                        .arrow, lines: lines[index].source, original: text.trimmed, replacement: fixed.trimmed,
                        reason: "`->` was printed as `>`"
                    )
                ))
        }
    }

    /// `“Cell”` in code: typographic quotes a PDF or a word processor put for `"`.
    private func repairTypographicQuotes(_ lines: inout [Line], _ repairs: inout [(Int, Repair)]) {
        for index in lines.indices {
            let text = lines[index].text
            guard text.contains("“") || text.contains("”") || text.contains("„") else { continue }
            let code = text.hasPrefix("//") ? "" : text
            guard !code.isEmpty else { continue }
            let fixed = String(text.map { "“”„".contains($0) ? "\"" : $0 })
            guard language != "swift" || parsesBetter(lines, index, fixed) else { continue }
            lines[index].text = fixed
            repairs.append(
                (
                    index,
                    Repair(
                        .typographicQuotes, lines: lines[index].source, original: text.trimmed,
                        replacement: fixed.trimmed, reason: "typographic quotes stand for `\"` in code"
                    )
                ))
        }
    }

    // MARK: - Split identifiers

    /// `viewDid` / `Load`: a line ending in an identifier and the next starting with its rest.
    private func joinSplitIdentifiers(_ lines: inout [Line], _ repairs: inout [(Int, Repair)]) {
        var index = 0
        while index + 1 < lines.count {
            let text = lines[index].text
            let next = lines[index + 1].text
            let hyphen = text.count >= 2 && text.last == "-" && text.dropLast().last?.isIdentifierCharacter == true
            let body = hyphen ? String(text.dropLast()) : text
            guard let last = body.last, last.isIdentifierCharacter, let first = next.first, first.isIdentifierCharacter
            else {
                index += 1
                continue
            }
            let left = String(body.reversed().prefix { $0.isIdentifierCharacter }.reversed())
            let right = String(next.prefix { $0.isIdentifierCharacter })
            let joinedName = left + right
            // The left part must not be a name of its own elsewhere (it occurs only here).
            let isEvidence =
                vocabulary.identifiers.contains(joinedName) && vocabulary.identifierCounts[left, default: 0] <= 1
                && !UIKitVocabulary.names.contains(left)
            let joined = body + next
            if isEvidence, parsesBetter(lines, index, joined, removingNext: true, orEqually: true) {
                repairs.append(
                    (
                        index,
                        Repair(
                            .splitIdentifier,
                            lines: lines[index].source.lowerBound...lines[index + 1].source.upperBound,
                            original: "\(left)` / `\(right)", replacement: joinedName,
                            reason: evidence(for: joinedName))
                    ))
                lines[index] = Line(
                    text: joined, source: lines[index].source.lowerBound...lines[index + 1].source.upperBound)
                lines.remove(at: index + 1)
            } else {
                index += 1
            }
        }
    }

    /// `scopeButton s![…]`: an identifier, a space, and a short lowercase rest that is no word of Swift.
    private func joinSpacedIdentifiers(_ lines: inout [Line], _ repairs: inout [(Int, Repair)]) {
        for index in lines.indices {
            var text = lines[index].text
            var changed = false
            let commentStart = text.range(of: "//")?.lowerBound ?? text.endIndex
            for (range, left, right) in Self.spacedPairs(in: text).reversed() where range.upperBound <= commentStart {
                let name: String
                if vocabulary.identifiers.contains(left + right) {
                    name = left + right
                } else if right.count <= 4, right.allSatisfy(\.isLowercase),
                    let completion = vocabulary.completion(prefix: left, suffix: right)
                {
                    name = completion
                } else {
                    continue
                }
                var candidate = text
                candidate.replaceSubrange(range, with: name)
                guard parsesBetter(lines, index, candidate) else { continue }
                repairs.append(
                    (
                        index,
                        Repair(
                            .spacedIdentifier, lines: lines[index].source, original: "\(left) \(right)",
                            replacement: name, reason: evidence(for: name) + "; the text between was lost or spaced")
                    ))
                text = candidate
                changed = true
            }
            if changed { lines[index].text = text }
        }
    }

    /// Each `identifier rest` where the identifier has a lowercase-to-uppercase hump and the rest is a word
    /// (no Swift keyword) followed by punctuation, a space, Han text or the end. Callers accept only a
    /// rejoined name with evidence, and complete a lost middle only for a short lowercase rest (`s`).
    static func spacedPairs(in text: String) -> [(Range<String.Index>, String, String)] {
        var result: [(Range<String.Index>, String, String)] = []
        var index = text.startIndex
        let keywords: Set<String> = [
            "in", "as", "is", "if", "do", "try", "let", "var", "for", "let", "nil", "true", "case",
        ]
        while index < text.endIndex {
            guard text[index].isASCIILetter,
                index == text.startIndex || !text[text.index(before: index)].isIdentifierCharacter
            else {
                index = text.index(after: index)
                continue
            }
            let start = index
            while index < text.endIndex, text[index].isIdentifierCharacter { index = text.index(after: index) }
            let left = String(text[start..<index])
            guard index < text.endIndex, text[index] == " ", left.count >= 4,
                zip(left, left.dropFirst()).contains(where: { $0.isLowercase && $1.isUppercase })
            else { continue }
            let restStart = text.index(after: index)
            var restEnd = restStart
            while restEnd < text.endIndex, text[restEnd].isIdentifierCharacter { restEnd = text.index(after: restEnd) }
            let right = String(text[restStart..<restEnd])
            guard (1...24).contains(right.count), right.first?.isLetter == true, !keywords.contains(right),
                restEnd == text.endIndex || "![.?(=,):; ".contains(text[restEnd]) || text[restEnd].isHan
                    || text[restEnd].isCJKPunctuation
            else { continue }
            result.append((start..<restEnd, left, right))
            index = restEnd
        }
        return result
    }

    private func evidence(for name: String) -> String {
        vocabulary.documentIdentifiers.contains(name)
            ? "`\(name)` is declared or used elsewhere in the document" : "`\(name)` is UIKit API"
    }

    private func parsesBetter(
        _ lines: [Line], _ index: Int, _ replacement: String, removingNext: Bool = false, orEqually: Bool = false
    ) -> Bool {
        guard language == "swift" else { return true }
        // A window around the change keeps each check constant in a long listing; the difference the
        // change makes is the same.
        let window = max(0, index - 12)..<min(lines.count, index + 12)
        let before = lines[window].map(\.text).joined(separator: "\n")
        var changed = lines[window].map(\.text)
        changed[index - window.lowerBound] = replacement
        if removingNext, index + 1 < window.upperBound { changed.remove(at: index + 1 - window.lowerBound) }
        let after = SwiftCodeAnalysis.errorCount(changed.joined(separator: "\n"))
        let errors = SwiftCodeAnalysis.errorCount(before)
        return orEqually ? after <= errors : after < errors
    }

    // MARK: - Indentation

    private func reindent(_ lines: inout [Line], isSwift: Bool) {
        let texts = lines.map { String($0.text.trimmingWhitespace()) }
        let levels: [Int]
        if isSwift {
            levels = SwiftCodeAnalysis.indentationLevels(texts.joined(separator: "\n"), lineCount: texts.count)
        } else {
            var depth = 0
            levels = texts.map { text in
                let code = LineShape.codePart(of: Substring(text))
                let level = text.hasPrefix("}") ? depth - 1 : depth
                depth = max(0, depth + code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count)
                return max(0, level)
            }
        }
        for index in lines.indices {
            lines[index].text =
                texts[index].isEmpty ? "" : String(repeating: "    ", count: levels[index]) + texts[index]
        }
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }

    /// No-break spaces as spaces, form feeds dropped.
    func replacingNoBreakSpaces() -> String {
        guard contains("\u{00A0}") || contains("\u{202F}") || contains("\u{0C}") else { return self }
        return String(compactMap { $0 == "\u{0C}" ? nil : $0 == "\u{00A0}" || $0 == "\u{202F}" ? " " : $0 })
    }

    var trimmed: String { String(trimmingWhitespace()) }
}
