import DocgenCore

/// Front matter between `---` lines at the very top of a file (simple `key: value` lines).
///
/// cmark does not know front matter, so it is blanked out before parsing: its lines become empty lines,
/// which keeps every line number of the rest of the file exact.
struct FrontMatter {
    var entries: [FrontMatterEntry] = []
    /// The Markdown's UTF-8 with the front matter's lines emptied (line count unchanged): what cmark parses
    /// and the line table reads, made with one copy of the text.
    var markdown: [UInt8]
    var diagnostics: [Diagnostic] = []

    init(splitting text: String, file: String) {
        markdown = []
        guard let (closing, rest) = readEntries(of: text, file: file) else {
            markdown = Array(text.utf8)
            return
        }
        markdown.reserveCapacity(closing + 1 + rest.utf8.count)
        markdown += repeatElement(UInt8(ascii: "\n"), count: closing + 1)
        if rest.utf8.withContiguousStorageIfAvailable({ markdown.append(contentsOf: $0) }) == nil {
            markdown.append(contentsOf: rest.utf8)
        }
    }

    /// Reads the entries (and their warnings); the index of the closing line and the text after it, or nil
    /// when the text has no front matter or it is never closed (an error).
    private mutating func readEntries(of text: String, file: String) -> (closing: Int, rest: Substring)? {
        guard text.utf8.starts(with: "---".utf8) else { return nil }
        // Only the head of the file is split into lines; the body is kept as is.
        var lines: [Substring] = []
        var closing: Int?
        var rest = Substring(text)
        while !rest.isEmpty {
            // Lines end at "\n", "\r\n" or a lone "\r", as cmark's do.
            let end = rest.utf8.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? rest.endIndex
            let line = rest[..<end]
            lines.append(line)
            var next = end
            if next < rest.endIndex {
                let isCarriageReturn = rest.utf8[next] == UInt8(ascii: "\r")
                next = rest.utf8.index(after: next)
                if isCarriageReturn, next < rest.endIndex, rest.utf8[next] == UInt8(ascii: "\n") {
                    next = rest.utf8.index(after: next)
                }
            }
            rest = rest[next...]
            if lines.count == 1 {
                guard line == "---" else { return nil }
            } else if line == "---" || line == "..." {
                closing = lines.count - 1
                break
            }
        }
        guard let closing else {
            diagnostics.append(
                .error(
                    .malformedFrontMatter,
                    spanning: SourceRange(
                        SourceLocation(file: file, line: 1, column: 1), SourceLocation(file: file, line: 1, column: 4)),
                    "front matter opened here is never closed; add a line '---' after it"))
            return nil
        }
        for index in 1..<closing {
            let line = lines[index]
            if Self.isBlank(line) || line.utf8.first == UInt8(ascii: "#") { continue }
            let location = SourceLocation(file: file, line: index + 1, column: 1)
            guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")), colon != line.startIndex else {
                let end = SourceLocation(file: file, line: index + 1, column: line.utf8.count + 1)
                diagnostics.append(
                    .warning(
                        .malformedFrontMatter, spanning: SourceRange(location, end),
                        "front matter line is not 'key: value'; ignored"))
                continue
            }
            let key = Self.trimmed(line[..<colon])
            var value = Self.trimmed(line[line.index(after: colon)...])
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = String(value.dropFirst().dropLast())
            }
            entries.append(FrontMatterEntry(key: key, value: value, location: location))
        }
        return (closing, rest)
    }

    /// Only white space (spaces and tabs checked as bytes; other white space as characters).
    static func isBlank(_ line: Substring) -> Bool {
        if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return true }
        return line.utf8.contains { $0 >= 0x80 || $0 < 0x20 } && line.allSatisfy(\.isWhitespace)
    }

    /// Without leading and trailing white space (Swift-native: no bridging through NSString).
    static func trimmed(_ text: Substring) -> String {
        // ASCII text (the usual front matter) is trimmed over its bytes; white space is then space, tab and
        // the line and form feeds, as `Character.isWhitespace` has it.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let isWhitespace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || (0x09...0x0D).contains($0) }
            var start = utf8.startIndex, end = utf8.endIndex
            while start < end, isWhitespace(utf8[start]) { utf8.formIndex(after: &start) }
            while end > start, isWhitespace(utf8[utf8.index(before: end)]) { utf8.formIndex(before: &end) }
            return String(text[start..<end])
        }
        var start = text.startIndex, end = text.endIndex
        while start < end, text[start].isWhitespace { start = text.index(after: start) }
        while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return String(text[start..<end])
    }
}
