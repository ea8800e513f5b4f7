/// Shapes of Swift code that the toolchain's SwiftParser cannot take in reasonable time, or at all.
///
/// SwiftParser's lookahead (is `[[…` an array type or a literal?) takes time exponential in the number of
/// `[` opened in a row: 12 take 0.1 s, 20 take 10 s, 26 take minutes. Real code opens a few; code with a
/// longer run is not given to SwiftParser.
public enum SwiftParserLimits {
    /// The longest run of `[` (separated only by whitespace) that docgen gives to SwiftParser.
    public static let maximumBracketRun = 12

    /// The longest run of `[` in `code`, separated only by spaces, tabs and line breaks.
    public static func longestBracketRun<Text: StringProtocol>(in code: Text) -> Int {
        longestBracketRun(in: String(code))
    }

    /// `longestBracketRun` of a `String`, over its contiguous UTF-8: from one `[` to the next with `memchr`
    /// (code has few), each run counted from there.
    public static func longestBracketRun(in code: String) -> Int {
        var code = code
        return code.withUTF8 { bytes in
            var longest = 0
            var index = 0
            while let bracket = ByteSearch.firstIndex(of: UInt8(ascii: "["), in: bytes, from: index) {
                var run = 0
                index = bracket
                scan: while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "["): run += 1
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
                    default: break scan
                    }
                    index += 1
                }
                longest = max(longest, run)
            }
            return longest
        }
    }

    /// Whether SwiftParser can parse `code` in reasonable time.
    public static func isParseable<Text: StringProtocol>(_ code: Text) -> Bool {
        longestBracketRun(in: code) <= maximumBracketRun
    }

    /// The byte offset of the first NUL in `code`, or nil. SwiftParserDiagnostics traps ("A Fix-It must have
    /// at least one change") on some code holding a NUL, so such code is never given to it: the command line
    /// refuses a document with a NUL byte, and whoever gets code some other way checks here first.
    public static func firstNUL<Text: StringProtocol>(in code: Text) -> Int? {
        if let offset = code.utf8.withContiguousStorageIfAvailable({ ByteSearch.firstIndex(of: 0, in: $0) }) {
            return offset
        }
        return code.utf8.firstIndex(of: 0).map { code.utf8.distance(from: code.utf8.startIndex, to: $0) }
    }

    /// `isParseable` of a `String`, over its contiguous UTF-8.
    public static func isParseable(_ code: String) -> Bool {
        longestBracketRun(in: code) <= maximumBracketRun
    }
}
