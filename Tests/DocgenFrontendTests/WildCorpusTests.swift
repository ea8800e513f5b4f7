import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` + `docgen check` on the wild corpus (`Tests/Fixtures/wild/`: public third-party documents
/// about UIKit search, never seen while docgen was written), compared with the expected outcome of each
/// document (`<name>.expected`) and of the whole corpus (`summary.expected`). One check run for the corpus.
///
/// Re-record the expectations after a change that is meant to change them:
/// `DOCGEN_RECORD=1 swift test --filter WildCorpusTests`. A failure whose cause is `docgen: gap` is docgen's
/// own fault, not the document's: the suite fails on any.
@Suite(.serialized) struct WildCorpusTests {
    static let corpus = repositoryRoot.appendingPathComponent("Tests/Fixtures/wild")

    /// One example's outcome in one document.
    struct Outcome: Hashable {
        var id: String
        var line: Int
        var status: String
        /// The cause of a failure, the reason of a skip, the needs of an incomplete fragment.
        var detail: String
    }

    @Test(.timeLimit(.minutes(20))) func everyResultIsTheExpectedOne() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let uikit = repositoryRoot.path
        let build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: project)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        let check = try DocgenProcess.run(["check", "--format", "json", "--uikit-package", uikit], in: project)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any],
            "docgen check printed no JSON: \(check.stderr)")
        let examples = try #require(json["examples"] as? [[String: Any]])

        var byDocument: [String: [Outcome]] = [:]
        var causes: [String: Int] = [:]
        var gaps: [String] = []
        for example in examples {
            let outcome = Self.outcome(of: example)
            if outcome.status == "failed" {
                causes[outcome.detail, default: 0] += 1
                if outcome.detail == Self.gap { gaps.append(outcome.id) }
            }
            let locations = example["locations"] as? [[String: Any]] ?? []
            for location in locations {
                guard let file = location["file"] as? String else { continue }
                var placed = outcome
                placed.line = location["line"] as? Int ?? 0
                byDocument[(file as NSString).lastPathComponent, default: []].append(placed)
            }
        }

        for document in try Self.documents() {
            let outcomes = (byDocument[document] ?? []).sorted { ($0.line, $0.id) < ($1.line, $1.id) }
            let text = Self.expectationText(document: document, outcomes: outcomes)
            try compare(text, with: Self.expectationName(of: document))
        }
        let summary = Self.summaryText(json: json, causes: causes)
        try compare(summary, with: "summary.expected")

        #expect(gaps.isEmpty, "failures that are docgen's own: \(gaps.joined(separator: ", "))")
    }

    // MARK: - Outcomes

    static let gap = "docgen: gap"

    static func outcome(of example: [String: Any]) -> Outcome {
        let id = example["id"] as? String ?? "?"
        let status = example["status"] as? String ?? "?"
        let detail: String
        switch status {
        case "failed":
            // UIKit API the headless UIKit lacks, beside other errors: docgen cannot tell what the doc's fault is.
            let unmodelled = example["unmodelled"] as? [[String: Any]] ?? []
            detail = unmodelled.isEmpty ? cause(of: example["diagnostics"] as? [[String: Any]] ?? []) : gap
        case "skipped":
            detail = example["reason"] as? String ?? ""
        case "incomplete":
            detail = "needs: " + (example["needs"] as? [String] ?? []).joined(separator: ", ")
        default:
            detail = ""
        }
        return Outcome(id: id, line: 0, status: status, detail: detail)
    }

    /// The cause of a failure in the fixed vocabulary: the doc's fault (`doc: typo`, `doc: renamed or removed
    /// API`, `doc: missing conformance`, `doc: Swift version syntax`, `doc: Objective-C syntax`, `doc: incomplete
    /// fragment`) or docgen's
    /// (`docgen: gap`). docgen's own problems win: they can hide the doc's.
    static func cause(of diagnostics: [[String: Any]]) -> String {
        let errors = diagnostics.filter { $0["severity"] as? String == "error" }
        func texts(_ diagnostic: [String: Any]) -> [String] {
            [diagnostic["message"] as? String ?? ""]
                + (diagnostic["notes"] as? [[String: Any]] ?? []).map { $0["message"] as? String ?? "" }
        }
        func any(_ patterns: [String]) -> Bool {
            errors.contains { error in texts(error).contains { text in patterns.contains { text.contains($0) } } }
        }
        let outsideDocs = errors.contains { ($0["file"] as? String).map { !$0.hasSuffix(".md") } ?? true }
        let gapPatterns = [
            "can only be specified on class members", "cannot find 'self' in scope", "'super' cannot be used",
            "actor-isolated", "already-lazy global", "#sourceLocation", "the package does not build",
            "the example trapped", "did not finish within", "step ", "the example's tests failed",
            "cannot find 'navigationItem'", "cannot find 'tableView'", "cannot find 'definesPresentationContext'",
            "cannot find 'navigationController'", "cannot find 'view' in scope", "is UIKit API the headless",
            "@IBOutlet", "non-'@objc'",
        ]
        if outsideDocs || any(gapPatterns) { return gap }
        if any(["did you mean"]) { return "doc: typo" }
        // clang's words for Objective-C examples.
        if any(["at end of declaration list", "missing '@end'", "expected ';' after"]) {
            return "doc: Objective-C syntax"
        }
        if any(["no visible @interface", "no known class method", "no known instance method"]) {
            return "doc: renamed or removed API"
        }
        if any(["not implemented [-Werror,-Wprotocol]", "incompatible pointer types"]) {
            return "doc: missing conformance"
        }
        if any(["renamed", "is unavailable", "has been replaced", "Apple's", "has no member"]) {
            return "doc: renamed or removed API"
        }
        if any(["does not conform to protocol", "missing conformance"]) { return "doc: missing conformance" }
        if any([
            "expected", "consecutive statements", "C-style", "'++'", "'--'", "incorrect labels", "unknown attribute",
            "removed in Swift",
        ]) {
            return "doc: Swift version syntax"
        }
        if any(["cannot find"]) { return "doc: incomplete fragment" }
        return gap
    }

    // MARK: - Files

    /// The corpus's documents (`*.md` files that are not all capitals).
    static func documents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { name in
                let stem = name.dropLast(".md".count)
                return name.hasSuffix(".md") && stem != stem.uppercased()
            }.sorted()
    }

    static func expectationName(of document: String) -> String {
        String(document.dropLast(".md".count)) + ".expected"
    }

    static func expectationText(document: String, outcomes: [Outcome]) -> String {
        var lines = [
            "# docgen check on \(document): one line per example (line, id, status, cause / reason / needs).",
            "# Re-record: DOCGEN_RECORD=1 swift test --filter WildCorpusTests",
        ]
        if outcomes.isEmpty { lines.append("(no examples)") }
        for outcome in outcomes {
            lines.append(
                "\(outcome.line)\t\(outcome.id)\t\(outcome.status)"
                    + (outcome.detail.isEmpty ? "" : "\t\(outcome.detail)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func summaryText(json: [String: Any], causes: [String: Int]) -> String {
        let summary = json["summary"] as? [String: Int] ?? [:]
        var lines = [
            "# docgen check on the whole wild corpus. Re-record: DOCGEN_RECORD=1 swift test --filter WildCorpusTests",
            "\(summary["passed"] ?? 0) passed, \(summary["failed"] ?? 0) failed, \(summary["incomplete"] ?? 0) incomplete, \(summary["skipped"] ?? 0) skipped",
            "failures by cause:",
        ]
        for (cause, count) in causes.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            lines.append("  \(cause): \(count)")
        }
        lines.append("unmodelled UIKit API (examples using it):")
        for row in json["unmodelledAPI"] as? [[String: Any]] ?? [] {
            lines.append("  \(row["name"] as? String ?? "?"): \(row["examples"] as? Int ?? 0)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func compare(_ actual: String, with name: String) throws {
        try Golden.expect(actual, matches: Self.corpus.appendingPathComponent(name), recordWith: "WildCorpusTests")
    }

    /// A scratch project: the corpus as its `Docs/` and a copy of `Templates/`.
    func makeProject() throws -> URL {
        let fileManager = FileManager.default
        let directory = try makeScratchProject("docgen-wild")
        for document in try Self.documents() {
            try fileManager.copyItem(
                at: Self.corpus.appendingPathComponent(document),
                to: directory.appendingPathComponent("Docs/\(document)"))
        }
        return directory
    }
}

/// The cause vocabulary on its own, without a build.
struct WildCorpusCauseTests {
    func error(_ message: String, file: String = "Docs/a.md", notes: [String] = []) -> [String: Any] {
        [
            "severity": "error", "file": file, "message": message,
            "notes": notes.map { ["message": $0] as [String: Any] },
        ]
    }

    @Test func causesAreNamedInTheFixedVocabulary() {
        #expect(
            WildCorpusTests.cause(of: [
                error(
                    "cannot find type 'UTableViewController' in scope", notes: ["did you mean 'UITableViewController'?"]
                )
            ])
                == "doc: typo")
        #expect(
            WildCorpusTests.cause(of: [error("type 'UIColor' has no member 'whiteColor'")])
                == "doc: renamed or removed API")
        #expect(
            WildCorpusTests.cause(of: [error("type 'A' does not conform to protocol 'UISearchResultsUpdating'")])
                == "doc: missing conformance")
        #expect(
            WildCorpusTests.cause(of: [error("C-style for statement has been removed in Swift 3")])
                == "doc: Swift version syntax")
        #expect(
            WildCorpusTests.cause(of: [error("'override' can only be specified on class members")])
                == WildCorpusTests.gap)
        #expect(WildCorpusTests.cause(of: [error("anything", file: "Sources/a/a.swift")]) == WildCorpusTests.gap)
        #expect(WildCorpusTests.cause(of: [error("something nobody explains")]) == WildCorpusTests.gap)
    }
}
