/// A file's bytes with line starts, for reading what cmark does not report (fence characters, bullet
/// markers, code-span positions). Lines and columns are 1-based; columns count UTF-8 bytes.
struct SourceText {
    let bytes: [UInt8]
    /// Byte offset of the start of each line; `lineStarts[0]` is line 1.
    let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// Byte offset of (line, column), clamped to the text.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return line < 1 ? 0 : bytes.count }
        return min(lineStarts[line - 1] + max(column, 1) - 1, bytes.count)
    }

    /// The bytes of one line, without its terminator.
    func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lineStarts.count else { return [] }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    /// (line, column) of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
