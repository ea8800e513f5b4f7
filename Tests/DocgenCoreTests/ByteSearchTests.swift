import Testing

@testable import DocgenCore

/// Byte searches over UTF-8: a byte, and a run of bytes.
@Suite struct ByteSearchTests {
    func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { ByteSearch.contains(Array(needle.utf8), in: $0) }
    }

    @Test func aRunOfBytesIsFoundWhereverItIsAndOnlyWhole() {
        #expect(contains("Prints", in: "x // Prints \"a\""))
        #expect(contains("打印", in: "let a = 1 // 打印“a”"))
        #expect(contains("と出力", in: "// 「a」と出力"))
        // The first byte occurs before the run does, and a run cut by the end of the text is not there.
        #expect(contains("abc", in: "ababc"))
        #expect(!contains("abc", in: "xxab"))
        #expect(!contains("打印", in: "打"))
        #expect(!contains("Prints", in: ""))
        #expect(contains("", in: "anything"))
    }
}
