import DocgenCore
import Foundation

/// The kept results of earlier checks read against the current keys: which results can be reused, and
/// keeping new ones. What `docgen check`, `docgen watch` and the site's badges share.
public struct KeptResults: Sendable {
    /// The keys results are valid under.
    public var keys: CacheKeys
    /// Where the results are kept.
    public var file: URL
    /// The results read from `file` (and those kept since).
    public private(set) var cache: ResultsCache

    /// `.build/docgen/results.json`, relative to the current directory.
    public static var defaultFile: URL { URL(fileURLWithPath: ResultsCache.defaultRelativePath) }

    /// Reads the kept results in `file` (none with `ignoringKept`, as `--no-cache` asks); the diagnostics
    /// are warnings about a file that could not be read (then nothing is reused).
    public static func load(keys: CacheKeys, from file: URL = defaultFile, ignoringKept: Bool = false) -> (
        results: KeptResults, diagnostics: [Diagnostic]
    ) {
        let (cache, diagnostics) = ignoringKept ? (ResultsCache(), []) : ResultsCache.load(from: file)
        return (KeptResults(keys: keys, file: file, cache: cache), diagnostics)
    }

    public init(keys: CacheKeys, file: URL = defaultFile, cache: ResultsCache = ResultsCache()) {
        self.keys = keys
        self.file = file
        self.cache = cache
    }

    /// The kept result of `id` if it was checked under its current key (marked cached), else nil.
    public func result(for id: String) -> ExampleResult? {
        keys[id].flatMap { cache.result(for: id, key: $0) }
    }

    /// The kept results of those of `ids` that have one: what a re-check reports without checking.
    public func results(among ids: some Sequence<String>) -> [ExampleResult] {
        ids.compactMap(result(for:))
    }

    /// The ids among `ids` with no kept result for their current key: what a re-check must check.
    public func unchecked(among ids: some Sequence<String>) -> Set<String> {
        Set(ids.filter { result(for: $0) == nil })
    }

    /// Keeps the results of a finished check under their keys, forgets the results of examples that no
    /// longer exist and saves the file (best effort) — unless the run itself had problems, whose results
    /// prove nothing about the examples, when the file is left as it was.
    public mutating func keep(_ report: CheckReport) {
        for result in report.examples { if let key = keys[result.id] { cache.record(result, key: key) } }
        cache.removeAll(except: keys.exampleIDs)
        if report.diagnostics.isEmpty { try? cache.save(to: file) }
    }
}
