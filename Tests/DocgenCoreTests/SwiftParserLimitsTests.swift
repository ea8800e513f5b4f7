import DocgenCore
import Testing

@Suite struct SwiftParserLimitsTests {
    @Test(arguments: [
        ("let x = [1, 2]", 1),
        ("let x: [[String: [Int]]] = [:]", 2),
        ("let x = [ [\n\t[ 1 ] ] ]", 3),
        ("let x = [1, [2, [3]]]", 1),
        ("", 0),
        ("[[", 2),
        ("a[[b[[[c", 3),
        ("[\r\n[ x [[[[ ", 4),
    ])
    func runsOfBracketsCountOnlyWhitespaceBetween(code: String, run: Int) {
        #expect(SwiftParserLimits.longestBracketRun(in: code) == run)
    }

    @Test func longRunsAreNotParseable() {
        #expect(SwiftParserLimits.isParseable("let x = " + String(repeating: "[", count: 12)))
        #expect(!SwiftParserLimits.isParseable("let x = " + String(repeating: "[", count: 13)))
        #expect(!SwiftParserLimits.isParseable("let x = " + String(repeating: "[ ", count: 26)))
    }
}
