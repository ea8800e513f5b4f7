import DocgenCore

/// A template's source as UTF-8 bytes, with the table that turns a byte offset into `template:line:col`.
struct SourceText: Sendable {
    /// The template's name as given at compile time; the `file` of every location.
    let name: String
    let bytes: [UInt8]
    /// The offset where each line begins, in order; the first is 0.
    private let lineStarts: [Int]

    init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    /// The 1-based line and column (in UTF-8 bytes) of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: name, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
