import DocgenCore
import Foundation

/// Front matter between `---` lines at the very top of a file (simple `key: value` lines).
///
/// cmark does not know front matter, so it is blanked out before parsing: its lines become empty lines,
/// which keeps every line number of the rest of the file exact.
struct FrontMatter {
    var entries: [FrontMatterEntry] = []
    /// The Markdown with the front matter's lines emptied (line count unchanged).
    var markdown: String
    var diagnostics: [Diagnostic] = []

    init(splitting text: String, file: String) {
        markdown = text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingCR() == "---" else { return }
        guard let closing = lines.indices.dropFirst().first(where: { ["---", "..."].contains(lines[$0].trimmingTrailingCR()) })
        else {
            diagnostics.append(
                .error(
                    .malformedFrontMatter, at: SourceLocation(file: file, line: 1, column: 1),
                    "front matter opened here is never closed; add a line '---' after it"))
            return
        }
        for index in 1..<closing {
            let line = lines[index].trimmingTrailingCR()
            if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
            let location = SourceLocation(file: file, line: index + 1, column: 1)
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                diagnostics.append(
                    .warning(.malformedFrontMatter, at: location, "front matter line is not 'key: value'; ignored"))
                continue
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = String(value.dropFirst().dropLast())
            }
            entries.append(FrontMatterEntry(key: key, value: value, location: location))
        }
        for index in 0...closing { lines[index] = "" }
        markdown = lines.joined(separator: "\n")
    }
}

extension Substring {
    func trimmingTrailingCR() -> Substring {
        last == "\r" ? dropLast() : self
    }
}
