import DocgenCore
import Foundation
import Testing

/// A diagnostic covers a `SourceRange`; one made from a location is a point there.
@Suite struct DiagnosticRangeTests {
    let start = SourceLocation(file: "Docs/x.md", line: 3, column: 5)
    let end = SourceLocation(file: "Docs/x.md", line: 3, column: 12)

    @Test func aLocationMakesAPoint() throws {
        let diagnostic = Diagnostic.error(.unknownAttribute, at: start, "m")
        let range = try #require(diagnostic.range)
        #expect(range.isEmpty)
        #expect(range.lowerBound == start && range.upperBound == start)
        #expect(diagnostic.location == start)
        #expect(diagnostic.line == 3 && diagnostic.column == 5)
        #expect(Diagnostic.warning(.pathNotFound, at: nil, "m").range == nil)
    }

    @Test func aSpanKeepsItsEndAndPrintsItsStart() {
        let diagnostic = Diagnostic.warning(.unknownAttribute, spanning: SourceRange(start, end), "unknown 'x'")
        #expect(diagnostic.range == SourceRange(start, end))
        #expect(diagnostic.range?.isEmpty == false)
        #expect(diagnostic.location == start)
        #expect(diagnostic.description == "Docs/x.md:3:5: warning: unknown 'x' [DG0110]")
        #expect(Diagnostic.note(.unknownAttribute, spanning: SourceRange(start, end), "n").severity == .note)
    }

    @Test func movingTheLocationMakesAPointAndKeepingItKeepsTheSpan() {
        var diagnostic = Diagnostic.error(.unknownAttribute, spanning: SourceRange(start, end), "m")
        diagnostic.location = start
        #expect(diagnostic.range == SourceRange(start, end))
        let elsewhere = SourceLocation(file: "Docs/y.md", line: 1, column: 1)
        diagnostic.location = elsewhere
        #expect(diagnostic.range == SourceRange(point: elsewhere))
        diagnostic.location = nil
        #expect(diagnostic.range == nil)
    }

    @Test func codableRoundTripsTheSpanAndReadsTheFormBeforeRanges() throws {
        let span = Diagnostic.error(.unknownAttribute, spanning: SourceRange(start, end), "m", notes: [])
        let point = Diagnostic.error(.unknownAttribute, at: start, "m")
        let unlocated = Diagnostic.error(.pathNotFound, at: nil, "m")
        for diagnostic in [span, point, unlocated] {
            let data = try JSONEncoder().encode(diagnostic)
            #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == diagnostic)
        }
        let pointJSON = try #require(String(data: try JSONEncoder().encode(point), encoding: .utf8))
        #expect(!pointJSON.contains("\"end\""))
        // Kept results written before diagnostics had ranges.
        let old =
            #"{"severity":"error","location":{"file":"Docs/x.md","line":3,"column":5},"id":"DG0110","message":"m","notes":[]}"#
        #expect(try JSONDecoder().decode(Diagnostic.self, from: Data(old.utf8)) == point)
    }

    @Test func jsonHasEndLineAndEndColumn() {
        let span = Diagnostic.error(
            .unknownAttribute, spanning: SourceRange(start, SourceLocation(file: "Docs/x.md", line: 4, column: 2)), "m")
        #expect(span.json.member("endLine") == .int(4))
        #expect(span.json.member("endColumn") == .int(2))
        let point = Diagnostic.error(.unknownAttribute, at: start, "m")
        #expect(point.json.member("endLine") == .int(3))
        #expect(point.json.member("endColumn") == .int(5))
        let unlocated = Diagnostic.error(.pathNotFound, at: nil, "m")
        #expect(unlocated.json.member("endLine") == .null)
        if case .object(let members) = span.json {
            #expect(
                members.map(\.0) == [
                    "severity", "id", "file", "line", "column", "endLine", "endColumn", "message", "notes",
                ])
        } else {
            Issue.record("a diagnostic's JSON is an object")
        }
    }
}

extension JSONValue {
    fileprivate func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
