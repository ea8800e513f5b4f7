import DocgenCore
import Testing

/// The one line table: lines end at `\n`, `\r\n` or a lone `\r`; columns count UTF-8 bytes.
@Suite struct SourceTextTests {
    @Test func everyLineEndingEndsALine() {
        let text = SourceText("a\nbb\r\ncc\rd", file: "f.md")
        #expect(text.lineCount == 4)
        #expect(Array(text.line(2)) == Array("bb".utf8))
        #expect(Array(text.line(3)) == Array("cc".utf8))
        #expect(Array(text.line(4)) == Array("d".utf8))
        #expect(text.line(5).isEmpty)
        // "d" is at offset 9: after "a\n" (2 bytes), "bb\r\n" (4) and "cc\r" (3).
        #expect(text.position(ofOffset: 9) == (4, 1))
        #expect(text.location(ofOffset: 3) == SourceLocation(file: "f.md", line: 2, column: 2))
    }

    @Test func columnsCountUTF8Bytes() {
        let text = SourceText("ключ: 名前\n", file: "t")
        // "ключ" is 8 bytes, ": " 2, so "名" starts at byte 10 (column 11).
        #expect(text.location(ofOffset: 10) == SourceLocation(file: "t", line: 1, column: 11))
        #expect(text.offset(line: 1, column: 11) == 10)
        #expect(text.string(10..<13) == "名")
    }

    @Test func offsetsAreClampedToTheText() {
        let text = SourceText("ab\ncd")
        #expect(text.offset(line: 0, column: 5) == 0)
        #expect(text.offset(line: 9, column: 1) == 5)
        #expect(text.offset(line: 2, column: 99) == 5)
    }

    @Test func aByteRangeBecomesAHalfOpenSourceRange() {
        let text = SourceText("{{#a}}\n{{/b}}", file: "page.mustache")
        let range = text.range(ofOffsets: 7..<13)
        #expect(range.lowerBound == SourceLocation(file: "page.mustache", line: 2, column: 1))
        #expect(range.upperBound == SourceLocation(file: "page.mustache", line: 2, column: 7))
    }

    /// A text without `\r` takes the `memchr` path, one with takes the byte loop: both make the same table.
    @Test(arguments: ["", "a", "a\n", "\n\n", "ab\ncd\n\nef", "名前\nключ"])
    func linesWithAndWithoutCarriageReturnsAgree(text: String) {
        let plain = SourceText(text)
        // The same lines with a lone `\r` appended as a line of its own at the end.
        let withReturn = SourceText(text + "\r")
        #expect(plain.lineStarts == Array(withReturn.lineStarts.dropLast()))
        #expect(plain.lineEnds.dropLast() == withReturn.lineEnds.dropLast(2))
        #expect(plain.lineCount == text.utf8.filter { $0 == 0x0A }.count + 1)
    }
}
