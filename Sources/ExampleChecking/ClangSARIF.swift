import Foundation

/// clang's diagnostics as it writes them under `-fdiagnostics-format=sarif`: each result's rule (clang's
/// internal diagnostic id, stable within one clang build only), its level, where it is and the notes after
/// it. Nothing here reads a message: the text is kept only to be shown.
struct ClangSARIF: Hashable, Sendable {
    /// A point or a span in a file, as clang gives it: 1-based lines, 1-based columns in Unicode code points
    /// (`columnKind: unicodeCodePoints`), the end column one past the span.
    struct Region: Hashable, Sendable {
        var path: String
        var line: Int
        var column: Int
        var endLine: Int?
        var endColumn: Int?
    }

    /// One error or warning with its notes.
    struct Result: Hashable, Sendable {
        /// clang's diagnostic id (`"5492"`); nil if clang gave none.
        var rule: String?
        /// `error`, `warning` or `note`.
        var level: String
        var message: String
        /// Where clang points (the caret), if anywhere.
        var point: Region?
        /// The spans clang highlights, in its order (a message's receiver, then its selector).
        var ranges: [Region]
        /// The notes clang attached, in order.
        var notes: [Result]
    }

    var results: [Result]
}

extension ClangSARIF {
    /// The results in clang's output (the SARIF document, then clang's `N errors generated.`); none when the
    /// output holds no document (clang stopped before writing one).
    init(output: String) {
        guard let open = output.firstIndex(of: "{"), let close = output.lastIndex(of: "}"), open < close,
            let document = try? JSONDecoder().decode(Document.self, from: Data(output[open...close].utf8))
        else {
            results = []
            return
        }
        var results: [Result] = []
        for raw in document.runs.flatMap(\.results) {
            let result = Self.result(raw)
            if result.level == "note", !results.isEmpty {
                results[results.count - 1].notes.append(result)
            } else {
                results.append(result)
            }
        }
        self.results = results
    }

    private static func result(_ raw: Document.Result) -> Result {
        // clang lists the highlighted spans first and the caret last (a point: no end line).
        let regions: [Region] = (raw.locations ?? []).compactMap { location in
            guard let physical = location.physicalLocation, let uri = physical.artifactLocation?.uri,
                let region = physical.region, let line = region.startLine
            else { return nil }
            return Region(
                path: path(ofURI: uri), line: line, column: region.startColumn ?? 1, endLine: region.endLine,
                endColumn: region.endColumn)
        }
        return Result(
            rule: raw.ruleId, level: raw.level ?? "error", message: raw.message?.text ?? "", point: regions.last,
            ranges: Array(regions.dropLast()), notes: [])
    }

    /// Every message and note replaced by `reworded` of it.
    mutating func reword(_ reworded: (String) -> String) {
        for index in results.indices {
            results[index].message = reworded(results[index].message)
            for note in results[index].notes.indices {
                results[index].notes[note].message = reworded(results[index].notes[note].message)
            }
        }
    }

    /// `file:///tmp/a%20b.m` → `/tmp/a b.m`.
    static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let path = String(uri.dropFirst("file://".count))
        return path.removingPercentEncoding ?? path
    }

    // MARK: - The document

    private struct Document: Decodable {
        struct Run: Decodable { var results: [Result] }
        struct Result: Decodable {
            var ruleId: String?
            var level: String?
            var message: Message?
            var locations: [Location]?
        }
        struct Message: Decodable { var text: String? }
        struct Location: Decodable { var physicalLocation: PhysicalLocation? }
        struct PhysicalLocation: Decodable {
            var artifactLocation: ArtifactLocation?
            var region: Region?
        }
        struct ArtifactLocation: Decodable { var uri: String? }
        struct Region: Decodable {
            var startLine: Int?
            var startColumn: Int?
            var endLine: Int?
            var endColumn: Int?
        }
        var runs: [Run]
    }
}
