import Foundation
import Testing

/// Golden ("snapshot") files: the expected output kept in a file beside the tests, compared with what the
/// code makes now, and re-recorded when the environment variable `DOCGEN_RECORD` is set.
public enum Golden {
    /// Whether this run re-records golden files (`DOCGEN_RECORD=1 swift test --filter …`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["DOCGEN_RECORD"] != nil }

    /// The command that re-records the golden files of the tests matching `filter`.
    public static func recordCommand(_ filter: String) -> String { "DOCGEN_RECORD=1 swift test --filter \(filter)" }

    /// Expects `actual` to equal the golden file at `file`; when recording, writes it first (and its folder).
    ///
    /// A difference fails with the first line that differs and the command that re-records.
    public static func expect(
        _ actual: String, matches file: URL, recordWith filter: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        if isRecording {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "no golden file \(file.path); record it with \(recordCommand(filter))", sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected,
            """
            \(file.lastPathComponent) changed (\(firstDifference(expected: expected, actual: actual) ?? "")); \
            if intended, re-record with \(recordCommand(filter))
            """,
            sourceLocation: sourceLocation)
    }

    /// Where two texts first differ, for a failure message: `line 12: expected "…", got "…"`; nil if equal.
    public static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? "\"\(expectedLines[index])\"" : "nothing"
            let got = index < actualLines.count ? "\"\(actualLines[index])\"" : "nothing"
            if want != got { return "line \(index + 1): expected \(want), got \(got)" }
        }
        return "the same lines, different bytes"
    }
}
