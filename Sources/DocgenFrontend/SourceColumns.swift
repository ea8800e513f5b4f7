import DocgenCore
import Foundation

/// Columns in Unicode code points, for outputs that count them (SARIF), from docgen's columns in UTF-8
/// bytes: each file read once, when a location in it is first asked about.
final class SourceColumns {
    private var texts: [String: SourceText?] = [:]

    /// The code-point column of `location`; nil when its file cannot be read or the line is shorter.
    func codePointColumn(of location: SourceLocation) -> Int? {
        if texts[location.file] == nil {
            texts[location.file] = FileManager.default.contents(atPath: location.file).map {
                SourceText(bytes: [UInt8]($0), file: location.file)
            }
        }
        guard let text = texts[location.file] ?? nil, location.line <= text.lineCount else { return nil }
        let line = text.line(location.line)
        guard location.column - 1 <= line.count else { return nil }
        let before = line.prefix(location.column - 1)
        return String(decoding: before, as: UTF8.self).unicodeScalars.count + 1
    }
}
