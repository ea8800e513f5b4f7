import DocgenCore
import Foundation

/// The kept results of earlier checks (`.build/docgen/results.json`), so an unchanged example needs no
/// compiler run and the site can show status badges.
///
/// Each result is stored with the content key it was checked under (`ResultsCache.key(…)`: the example's
/// generated program text, the templates, the headless UIKit sources and the toolchain); a result is reused
/// only when the key is the same. The file is written atomically (a temporary file renamed over it); a file
/// that cannot be read or decoded is ignored with a warning, never a crash.
public struct ResultsCache: Sendable {
    /// Where the cache lives, relative to the project root.
    public static let defaultRelativePath = ".build/docgen/results.json"
    /// The file format's version; a file of another version is ignored (silently: it is not damaged).
    public static let formatVersion = 1

    /// One kept result.
    public struct Entry: Hashable, Sendable, Codable {
        public var key: String
        public var result: ExampleResult

        public init(key: String, result: ExampleResult) {
            self.key = key
            self.result = result
        }
    }

    private struct File: Codable {
        var version: Int
        var entries: [String: Entry]
    }

    /// Kept results by example id.
    public private(set) var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) { self.entries = entries }

    // MARK: - Keys

    /// The content key of one example: a hash of everything its result depends on.
    public static func key(program: String, templatesHash: String, uikitHash: String, toolchain: String = "") -> String
    {
        var hasher = ContentHasher()
        hasher.combine(field: "docgen-results-\(formatVersion)")
        hasher.combine(field: program)
        hasher.combine(field: templatesHash)
        hasher.combine(field: uikitHash)
        hasher.combine(field: toolchain)
        return hasher.hex
    }

    // MARK: - Lookup

    /// The kept result of `exampleID` if it was checked under `key`, marked as cached.
    public func result(for exampleID: String, key: String) -> ExampleResult? {
        guard let entry = entries[exampleID], entry.key == key else { return nil }
        var result = entry.result
        result.isCached = true
        return result
    }

    /// Keeps `result` (under its id) with the key it was checked under.
    public mutating func record(_ result: ExampleResult, key: String) {
        var result = result
        result.isCached = false
        entries[result.id] = Entry(key: key, result: result)
    }

    /// Forgets results of examples that no longer exist.
    public mutating func removeAll(except exampleIDs: Set<String>) {
        entries = entries.filter { exampleIDs.contains($0.key) }
    }

    // MARK: - Loading and saving

    /// The cache in `file`: empty when the file does not exist or is of another format version; empty with a
    /// `DG0611` warning when it cannot be read or decoded.
    public static func load(from file: URL) -> (cache: ResultsCache, diagnostics: [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: file.path) else { return (ResultsCache(), []) }
        do {
            let data = try Data(contentsOf: file)
            let versionOnly = try? JSONDecoder().decode(VersionProbe.self, from: data)
            if let version = versionOnly?.version, version != formatVersion { return (ResultsCache(), []) }
            let decoded = try JSONDecoder().decode(File.self, from: data)
            // Read back from the disk, a result is input: it is kept only under its own example's id.
            if let (id, entry) = decoded.entries.first(where: { $0.key != $0.value.result.id }) {
                throw Inconsistent(
                    description: "the result kept under '\(id.excerpt())' is of '\(entry.result.id.excerpt())'")
            }
            return (ResultsCache(entries: decoded.entries), [])
        } catch {
            let warning = Diagnostic.warning(
                .resultsCacheIgnored, at: nil,
                "kept results in \(file.path) are unreadable and were ignored (\(Self.describe(error))); every example is checked again"
            )
            return (ResultsCache(), [warning])
        }
    }

    /// Writes the cache to `file` atomically, creating its directory; sorted keys, so unchanged results
    /// give the same bytes.
    public func save(to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(File(version: Self.formatVersion, entries: entries))
        try data.write(to: file, options: .atomic)
    }

    /// A kept results file whose entries do not agree with themselves.
    private struct Inconsistent: Error {
        var description: String
    }

    private struct VersionProbe: Decodable {
        var version: Int
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return "not JSON: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): return "missing \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case let inconsistent as Inconsistent: return inconsistent.description
        default: return error.localizedDescription
        }
    }
}
