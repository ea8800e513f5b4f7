import ExampleExtraction
import SwiftParser
import SwiftSyntax

extension Array where Element == ProgramLine {
    /// These lines with text written over the bytes at syntax positions, byte for byte, so that every column
    /// (and `#sourceLocation` line) stays exact: `replacements` gets the lines parsed as one source and says
    /// what to write where. A replacement that would run past its line is left out.
    func overwritten(by replacements: (SourceFileSyntax) -> [(AbsolutePosition, String)]) -> [ProgramLine] {
        let tree = Parser.parse(source: map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var rewritten = self
        for (position, replacement) in replacements(tree) {
            let location = converter.location(for: position)
            let index = location.line - 1
            guard rewritten.indices.contains(index) else { continue }
            var bytes = [UInt8](rewritten[index].text.utf8)
            let start = location.column - 1
            let replacementBytes = [UInt8](replacement.utf8)
            guard start >= 0, start + replacementBytes.count <= bytes.count else { continue }
            bytes.replaceSubrange(start..<start + replacementBytes.count, with: replacementBytes)
            rewritten[index].text = String(decoding: bytes, as: UTF8.self)
        }
        return rewritten
    }
}
