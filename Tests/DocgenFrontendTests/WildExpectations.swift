import Foundation

/// The expected results of one wild-corpus document (`<name>.expected`), decided by reading the document
/// against Apple's documentation, and their comparison with docgen's results.
///
/// One line per example, tab-separated: the first code line of the example's first block, the status
/// (`passed`, `failed`, `incomplete`, `skipped`), the cause (for `failed`, the doc's error in the vocabulary of
/// `WildCorpusTests.cause(of:)`; otherwise a short tag), a one-line reason, and optionally
/// `docgen_bug: "…"`: docgen disagrees and is wrong. `#` starts a comment line; `(no examples)` stands for a
/// document without any.
struct WildExpectations {
    struct Example: Equatable {
        var line: Int
        var status: String
        var cause: String
        var reason: String
        /// Why docgen's result for this example is wrong, when it is.
        var docgenBug: String?

        var summary: String { status + (status == "failed" ? " (\(cause))" : "") + ": " + reason }
    }

    /// A line that is not an expectation.
    struct FormatError: Error, CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): not an expectation line: \(text)" }
    }

    static let statuses: Set<String> = ["passed", "failed", "incomplete", "skipped"]

    var document: String
    var examples: [Example]

    static func expectationName(of document: String) -> String {
        String(document.dropLast(".md".count)) + ".expected"
    }

    static func load(document: String, in corpus: URL) throws -> WildExpectations {
        let name = expectationName(of: document)
        let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
        return try parse(text, document: document, file: name)
    }

    static func parse(_ text: String, document: String, file: String) throws -> WildExpectations {
        var examples: [Example] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "(no examples)" { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let number = Int(fields[0]), statuses.contains(fields[1]) else {
                throw FormatError(file: file, line: index + 1, text: String(line))
            }
            var bug: String?
            if fields.count > 4 {
                let mark = fields[4]
                guard mark.hasPrefix("docgen_bug: \""), mark.hasSuffix("\"") else {
                    throw FormatError(file: file, line: index + 1, text: String(line))
                }
                bug = String(mark.dropFirst("docgen_bug: \"".count).dropLast())
            }
            examples.append(
                Example(line: number, status: fields[1], cause: fields[2], reason: fields[3], docgenBug: bug))
        }
        return WildExpectations(document: document, examples: examples)
    }

    // MARK: - Comparison

    struct Comparison {
        /// Each a line naming the document, line, the expectation and docgen's result.
        var disagreements: [String] = []
        /// The known docgen bugs docgen still has.
        var knownBugs: [String] = []
        /// Marked docgen bugs docgen no longer shows in this run: printed, so that the mark can go once it
        /// stays fixed (some of docgen's verdicts vary between identical runs, so this does not fail).
        var fixed: [String] = []
    }

    /// Whether docgen's result is the expected one: the same status and, for a failure, the same cause.
    static func agrees(_ outcome: WildCorpusTests.Outcome, with expected: Example) -> Bool {
        outcome.status == expected.status && (expected.status != "failed" || outcome.detail == expected.cause)
    }

    func compare(with outcomes: [WildCorpusTests.Outcome]) -> Comparison {
        var comparison = Comparison()
        // Versions of one program are reported at its first line: several results, in id order, match the
        // expectation lines that repeat that line, in file order.
        var byLine: [Int: [WildCorpusTests.Outcome]] = [:]
        for outcome in outcomes.sorted(by: { $0.id < $1.id }) { byLine[outcome.line, default: []].append(outcome) }
        for expected in examples {
            let place = "\(document):\(expected.line)"
            guard let outcome = byLine[expected.line]?.first else {
                let missing = "\(place): expected \(expected.summary); docgen reports no example starting at this line"
                if let bug = expected.docgenBug {
                    comparison.knownBugs.append("\(place): expected \(expected.status); no example: \(bug)")
                } else {
                    comparison.disagreements.append(missing)
                }
                continue
            }
            byLine[expected.line]?.removeFirst()
            let agrees = Self.agrees(outcome, with: expected)
            switch (expected.docgenBug, agrees) {
            case (nil, true):
                break
            case (nil, false):
                comparison.disagreements.append(
                    "\(place): expected \(expected.summary); docgen says \(outcome.summary) [\(outcome.id)]")
            case (let bug?, true):
                comparison.fixed.append("\(place): docgen agrees (\(outcome.summary)); the mark was: \(bug)")
            case (let bug?, false):
                comparison.knownBugs.append(
                    "\(place): expected \(expected.status); docgen says \(outcome.summary): \(bug)")
            }
        }
        for outcome in byLine.values.joined().sorted(by: { ($0.line, $0.id) < ($1.line, $1.id) }) {
            comparison.disagreements.append(
                "\(document):\(outcome.line): docgen reports an example the expectations do not list: "
                    + "\(outcome.summary) [\(outcome.id)]")
        }
        return comparison
    }

    // MARK: - Summary

    /// The corpus's expected counts: per status, failures by cause, known docgen bugs.
    static func summaryText(_ all: [WildExpectations]) -> String {
        let examples = all.flatMap(\.examples)
        var counts: [String: Int] = [:]
        var causes: [String: Int] = [:]
        for example in examples {
            counts[example.status, default: 0] += 1
            if example.status == "failed" { causes[example.cause, default: 0] += 1 }
        }
        var lines = [
            "# The wild corpus's expected results, counted from the <name>.expected files (decided by reading).",
            "# Re-count after editing them: DOCGEN_RECORD=1 swift test --filter WildCorpusTests",
            "\(all.count) documents, \(examples.count) examples",
            "\(counts["passed"] ?? 0) passed, \(counts["failed"] ?? 0) failed, \(counts["incomplete"] ?? 0) incomplete, "
                + "\(counts["skipped"] ?? 0) skipped",
            "failures by cause:",
        ]
        for (cause, count) in causes.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            lines.append("  \(cause): \(count)")
        }
        lines.append("known docgen bugs (docgen_bug): \(examples.filter { $0.docgenBug != nil }.count)")
        return lines.joined(separator: "\n") + "\n"
    }
}
