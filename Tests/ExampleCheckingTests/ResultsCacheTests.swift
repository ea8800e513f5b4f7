import DocgenCore
import DocgenTestSupport
import ExampleChecking
import Foundation
import Testing

@Suite struct ResultsCacheTests {
    let key = ResultsCache.key(program: "print(1)", templatesHash: "t1", uikitHash: "u1")

    @Test func keysChangeWithEveryInput() {
        let keys = [
            key,
            ResultsCache.key(program: "print(2)", templatesHash: "t1", uikitHash: "u1"),
            ResultsCache.key(program: "print(1)", templatesHash: "t2", uikitHash: "u1"),
            ResultsCache.key(program: "print(1)", templatesHash: "t1", uikitHash: "u2"),
            ResultsCache.key(program: "print(1)", templatesHash: "t1", uikitHash: "u1", toolchain: "6.3.1"),
            // Field boundaries matter: moving a character from one input to the next is another key.
            ResultsCache.key(program: "print(1)t", templatesHash: "1", uikitHash: "u1"),
        ]
        #expect(Set(keys).count == keys.count)
        #expect(key == ResultsCache.key(program: "print(1)", templatesHash: "t1", uikitHash: "u1"))
        #expect(key.count == 16)
    }

    @Test func aResultIsReusedOnlyUnderTheSameKey() {
        var cache = ResultsCache()
        cache.record(sampleReport.examples[1], key: key)
        let reused = cache.result(for: "search__scope_bar", key: key)
        #expect(reused?.isCached == true)
        #expect(reused?.diagnostics == sampleReport.examples[1].diagnostics)
        #expect(cache.result(for: "search__scope_bar", key: "0000000000000000") == nil)
        #expect(cache.result(for: "other", key: key) == nil)
    }

    @Test func savesAndLoadsEveryField() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(ResultsCache.defaultRelativePath)
        var cache = ResultsCache()
        for example in sampleReport.examples { cache.record(example, key: key) }
        try cache.save(to: file)
        let firstBytes = try Data(contentsOf: file)
        let (loaded, diagnostics) = ResultsCache.load(from: file)
        #expect(diagnostics.isEmpty)
        #expect(loaded.entries == cache.entries)
        // Deterministic bytes: saving the same results again changes nothing.
        try loaded.save(to: file)
        #expect(try Data(contentsOf: file) == firstBytes)
        // No temporary file is left beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == [
                "results.json"
            ])
    }

    @Test func aMissingFileIsAnEmptyCacheWithoutWarning() {
        let (cache, diagnostics) = ResultsCache.load(from: URL(fileURLWithPath: "/nonexistent/docgen/results.json"))
        #expect(cache.entries.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: ["", "{", "not json at all", "{\"version\": 1, \"entries\": {\"a\": 3}}", "[1, 2]", "\u{0}\u{1}"])
    func aCorruptedFileIsIgnoredWithAWarning(contents: String) throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("results.json")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        let (cache, diagnostics) = ResultsCache.load(from: file)
        #expect(cache.entries.isEmpty)
        #expect(diagnostics.map(\.id) == [.resultsCacheIgnored])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains(file.path) == true)
    }

    /// Issue 34: kept results are read back from the disk: a result kept under another example's id (or an
    /// id that names a path) is never taken for that example's; the whole file is ignored with a warning.
    @Test func aResultKeptUnderAnotherExamplesIdIsIgnoredWithAWarning() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("results.json")
        var cache = ResultsCache()
        cache.record(sampleReport.examples[1], key: key)
        try cache.save(to: file)
        let id = sampleReport.examples[1].id
        let text = try String(contentsOf: file, encoding: .utf8)
        for forged in ["other", "../../etc/passwd"] {
            try text.replacingOccurrences(of: "\"\(id)\" : {", with: "\"\(forged)\" : {")
                .write(to: file, atomically: true, encoding: .utf8)
            let (loaded, diagnostics) = ResultsCache.load(from: file)
            #expect(loaded.entries.isEmpty, "\(forged)")
            #expect(loaded.result(for: forged, key: key) == nil)
            #expect(diagnostics.map(\.id) == [.resultsCacheIgnored])
            #expect(diagnostics.first?.message.contains("is of '\(id)'") == true, "\(diagnostics)")
        }
    }

    @Test func anotherFormatVersionIsIgnoredSilently() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("results.json")
        try #"{"version": 99, "entries": {"a": {"whatever": true}}}"#.write(to: file, atomically: true, encoding: .utf8)
        let (cache, diagnostics) = ResultsCache.load(from: file)
        #expect(cache.entries.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test func forgettingRemovedExamples() {
        var cache = ResultsCache()
        for example in sampleReport.examples { cache.record(example, key: key) }
        cache.removeAll(except: ["search__basic", "gone__away"])
        #expect(Array(cache.entries.keys) == ["search__basic"])
    }
}
