import DocgenCore
import Foundation
import Mustache
import Testing

/// A render stops with a located error once it writes or does too much, instead of running for minutes and
/// filling memory; ordinary renders never come near the limits.
@Suite struct MustacheRenderLimitTests {
    /// `p0` is `leaf`; each `p(n)` includes `p(n-1)` twice, so `p(levels)` would write 2^levels leaves.
    private func doubling(levels: Int, leaf: String) throws -> MustacheLibrary {
        var sources = ["p0": leaf]
        for level in 1...levels { sources["p\(level)"] = "{{>p\(level - 1)}}{{>p\(level - 1)}}" }
        return try MustacheLibrary(sources: sources)
    }

    /// The render error, and how long the render took.
    private func renderError(_ library: MustacheLibrary, _ name: String) -> (MustacheError?, Duration) {
        var thrown: MustacheError?
        let elapsed = ContinuousClock().measure {
            do throws(MustacheError) { _ = try library.render(name) } catch { thrown = error }
        }
        return (thrown, elapsed)
    }

    @Test func partialsThatDoubleEachOtherStopWithinSeconds() throws {
        // 2^34 bytes at one byte a leaf: minutes and 16 GiB without the limits.
        let (error, elapsed) = renderError(try doubling(levels: 34, leaf: "x"), "p34")
        let found = try #require(error)
        guard case .renderLimitExceeded = found else {
            Issue.record("\(found)")
            return
        }
        #expect(found.diagnostic.id == .templateRenderLimit)
        #expect(found.diagnostic.severity == .error)
        // Located in a template of the chain, at a tag of it.
        let location = try #require(found.diagnostic.location)
        #expect(location.file.hasPrefix("p"))
        #expect(location.line == 1)
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    @Test func emptyPartialsThatDoubleStopOnTheirWork() throws {
        // Nothing is written, so only the count of steps can stop it.
        let (error, _) = renderError(try doubling(levels: 40, leaf: ""), "p40")
        guard case .renderLimitExceeded(.steps, let limit, _)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(limit == RenderLimits().maximumSteps)
    }

    @Test func theOutputLimitIsLocatedWhereItIsPassed() throws {
        var library = try MustacheLibrary(sources: ["page": "head\n{{#rows}}{{text}}{{/rows}}\ntail"])
        library.limits.maximumOutputBytes = 1000
        let rows: [MustacheValue] = (0..<200).map { _ in ["text": "0123456789"] }
        do {
            _ = try library.render("page", ["rows": .array(rows)])
            Issue.record("expected the output limit")
        } catch {
            #expect(
                error
                    == .renderLimitExceeded(
                        .outputBytes, limit: 1000, at: SourceLocation(file: "page", line: 2, column: 10)))
            #expect(
                error.diagnostic.description.hasPrefix(
                    "page:2:10: error: the render passed its limit of 1000 bytes of output"))
        }
        // Under the limit the same template renders whole.
        let short: [MustacheValue] = (0..<90).map { _ in ["text": "0123456789"] }
        #expect(try library.render("page", ["rows": .array(short)]).utf8.count == 4 + 1 + 900 + 1 + 4)
    }

    @Test func sectionsNestedOverTheSameDataStopOnTheirWork() throws {
        var library = try MustacheLibrary(sources: ["page": "{{#r}}{{#r}}{{#r}}{{/r}}{{/r}}{{/r}}"])
        library.limits.maximumSteps = 10_000
        let rows = MustacheValue.array((0..<100).map { .int($0) })
        #expect(
            throws: MustacheError.renderLimitExceeded(
                .steps, limit: 10_000, at: SourceLocation(file: "page", line: 1, column: 13))
        ) {
            try library.render("page", ["r": rows])
        }
    }

    @Test func aPartialIncludingItselfEndsWithAnErrorNotAStackOverflow() throws {
        let library = try MustacheLibrary(sources: [
            "self": "a{{>self}}", "ping": "{{<pong}}{{$b}}{{>ping}}{{/b}}{{/pong}}", "pong": "{{$b}}{{/b}}",
        ])
        for name in ["self", "ping"] {
            do {
                _ = try library.render(name)
                Issue.record("\(name) rendered")
            } catch {
                #expect(error.diagnostic.id == .templateRecursionLimit)
            }
        }
    }
}
