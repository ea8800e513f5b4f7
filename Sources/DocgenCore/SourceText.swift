/// A file's bytes and its line table: turns a byte offset into a line and column and back.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes. Lines end as cmark ends them: at `\n`, `\r\n` or a
/// lone `\r`, so a line number here is a line number in cmark's positions (and an editor's), whatever line
/// endings the file uses. The one line table of docgen: the Markdown parser and the Mustache templates use it.
package struct SourceText: Sendable {
    /// The file, as locations name it (e.g. `Docs/x.ru.md`, `Templates/site/page.mustache`).
    package let file: String
    package let bytes: [UInt8]
    /// Byte offset of the start of each line; `lineStarts[0]` is line 1.
    package let lineStarts: [Int]
    /// Byte offset just past the content of each line (its terminator excluded).
    package let lineEnds: [Int]

    package init(_ text: String, file: String = "") {
        self.init(bytes: Array(text.utf8), file: file)
    }

    package init(bytes: [UInt8], file: String = "") {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        var ends: [Int] = []
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        bytes.withUnsafeBufferPointer { buffer in
            // Without a `\r` (most files), lines end at each `\n`: found with `memchr`, many bytes at a time.
            if ByteSearch.firstIndex(of: carriageReturn, in: buffer) == nil {
                var from = 0
                while let end = ByteSearch.firstIndex(of: newline, in: buffer, from: from) {
                    ends.append(end)
                    starts.append(end + 1)
                    from = end + 1
                }
                return
            }
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte <= carriageReturn, byte == newline || byte == carriageReturn {
                    ends.append(index)
                    if byte == carriageReturn, index + 1 < count, buffer[index + 1] == newline { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        ends.append(bytes.count)
        lineStarts = starts
        lineEnds = ends
    }

    package var lineCount: Int { lineStarts.count }

    /// Byte offset of (line, column), clamped to the text.
    package func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return line < 1 ? 0 : bytes.count }
        return min(lineStarts[line - 1] + max(column, 1) - 1, bytes.count)
    }

    /// The bytes of one line, without its terminator.
    package func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lineStarts.count else { return [] }
        return bytes[lineStarts[number - 1]..<lineEnds[number - 1]]
    }

    /// (line, column) of a byte offset.
    package func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The location of a byte offset in ``file``.
    package func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = position(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The half-open range of a byte range in ``file``.
    package func range(ofOffsets offsets: Range<Int>) -> SourceRange {
        SourceRange(location(ofOffset: offsets.lowerBound), location(ofOffset: offsets.upperBound))
    }

    /// The text of a byte range.
    package func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
