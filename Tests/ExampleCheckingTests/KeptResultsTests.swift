import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

@testable import ExampleChecking

/// Reusing and keeping check results under their keys: what `check`, `watch` and the site share.
@Suite struct KeptResultsTests {
    static let keys = CacheKeys(byExample: ["search__basic": "k1", "search__scope_bar": "k2"])
    static var basic: ExampleResult { sampleReport.examples[0] }
    static var scopeBar: ExampleResult { sampleReport.examples[1] }

    @Test func onlyResultsUnderTheCurrentKeyAreReused() throws {
        var cache = ResultsCache()
        cache.record(Self.basic, key: "k1")
        cache.record(Self.scopeBar, key: "old key")
        let kept = KeptResults(keys: Self.keys, cache: cache)
        #expect(kept.result(for: "search__basic")?.isCached == true)
        #expect(kept.result(for: "search__scope_bar") == nil)
        #expect(kept.unchecked(among: ["search__basic", "search__scope_bar"]) == ["search__scope_bar"])
        #expect(kept.results(among: ["search__basic", "search__scope_bar"]).map(\.id) == ["search__basic"])
    }

    @Test func keepingSavesAndForgetsExamplesThatAreGone() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("results.json")
        var cache = ResultsCache()
        cache.record(ExampleResult(id: "gone", status: .passed, locations: []), key: "k0")
        var kept = KeptResults(keys: Self.keys, file: file, cache: cache)
        kept.keep(CheckReport(examples: [Self.basic, Self.scopeBar]))
        let (reloaded, diagnostics) = KeptResults.load(keys: Self.keys, from: file)
        #expect(diagnostics.isEmpty)
        #expect(reloaded.cache.entries.keys.sorted() == ["search__basic", "search__scope_bar"])
        #expect(reloaded.unchecked(among: ["search__basic", "search__scope_bar"]).isEmpty)
        // --no-cache: nothing is reused.
        let ignoring = KeptResults.load(keys: Self.keys, from: file, ignoringKept: true).results
        #expect(ignoring.unchecked(among: ["search__basic"]) == ["search__basic"])
    }

    @Test func aRunWithItsOwnProblemsIsNotSaved() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("results.json")
        var kept = KeptResults(keys: Self.keys, file: file)
        kept.keep(
            CheckReport(
                examples: [Self.basic], diagnostics: [.error(.unattributedBuildError, at: nil, "the build broke")]))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // Kept in memory all the same, as before.
        #expect(kept.result(for: "search__basic") != nil)
    }

    @Test func anUnreadableFileIsAWarningAndNothingIsReused() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("results.json")
        try "not json".write(to: file, atomically: true, encoding: .utf8)
        let (kept, diagnostics) = KeptResults.load(keys: Self.keys, from: file)
        #expect(diagnostics.map(\.id) == [.resultsCacheIgnored])
        #expect(kept.unchecked(among: ["search__basic"]) == ["search__basic"])
    }
}
