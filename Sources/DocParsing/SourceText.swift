/// A file's bytes with line starts, for reading what cmark does not report (fence characters, bullet
/// markers, code-span positions). Lines and columns are 1-based; columns count UTF-8 bytes.
///
/// Lines end as cmark ends them: at `\n`, `\r\n` or a lone `\r`, so a line number here is a line number
/// in cmark's positions, whatever line endings the file uses.
struct SourceText {
    let bytes: [UInt8]
    /// Byte offset of the start of each line; `lineStarts[0]` is line 1.
    let lineStarts: [Int]
    /// Byte offset just past the content of each line (its terminator excluded).
    let lineEnds: [Int]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0], ends: [Int] = []
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline || byte == carriageReturn {
                ends.append(index)
                if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        ends.append(bytes.count)
        lineStarts = starts
        lineEnds = ends
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
        return bytes[lineStarts[number - 1]..<lineEnds[number - 1]]
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
