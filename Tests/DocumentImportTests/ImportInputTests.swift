import DocgenCore
import Foundation
import Testing

@testable import DocumentImport

@Suite struct ImportInputTests {
    func problem(_ bytes: [UInt8]) -> Diagnostic? {
        if case .failure(let problem) = ImportInput.lines(of: Data(bytes), path: "in.txt") { return problem.diagnostic }
        return nil
    }

    @Test func emptyAndBlankInputsAreLocatedErrors() {
        #expect(problem([])?.id == .importEmptyInput)
        #expect(problem(Array(" \n\t\r\n".utf8))?.id == .importEmptyInput)
        #expect(problem([])?.description == "in.txt:1:1: error: empty input; nothing to import [DG0803]")
    }

    @Test func binaryInputIsLocatedAtItsNULByte() {
        let diagnostic = problem(Array("text\nab\u{0}c".utf8))
        #expect(diagnostic?.id == .importBinaryInput)
        #expect(diagnostic?.location == SourceLocation(file: "in.txt", line: 2, column: 3))
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() {
        let diagnostic = problem(Array("ok\nпри".utf8) + [0xFF] + Array("x".utf8))
        #expect(diagnostic?.id == .importInvalidUTF8)
        // "при" is 6 bytes: the bad byte is the 7th of line 2.
        #expect(diagnostic?.location == SourceLocation(file: "in.txt", line: 2, column: 7))
        #expect(diagnostic?.message.contains("0xFF") == true)
    }

    @Test func windowsAndOldMacLineEndingsAreLineBreaks() throws {
        let unix = try ImportInput.lines(of: Data("a\nb\n\nc".utf8), path: "x").get()
        let windows = try ImportInput.lines(of: Data("\u{FEFF}a\r\nb\r\n\r\nc".utf8), path: "x").get()
        let mac = try ImportInput.lines(of: Data("a\rb\r\rc".utf8), path: "x").get()
        #expect(unix.map(\.text) == ["a", "b", "", "c"])
        #expect(windows == unix)
        #expect(mac == unix)
    }
}
