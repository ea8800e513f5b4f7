import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` + `docgen check` on the wild corpus (`Tests/Fixtures/wild/`: public third-party documents
/// about UIKit, never seen while docgen was written), compared with the expected result of each example
/// (`<name>.expected` beside each document). One check run for the corpus.
///
/// The expectations are decided by reading each document against Apple's documentation (Apple's UIKit
/// surface in `Sources/AppleUIKitAPI/Resources/UIKitSurface.tsv` and Apple's pages), never recorded from
/// docgen's output: what Xcode on Apple's SDK would report, and `skipped` where the example needs API the
/// headless UIKit does not model or another framework. Where docgen disagrees and a re-reading says docgen
/// is wrong, the line carries `docgen_bug: "…"`: a known docgen bug, tracked (listed in the output, and
/// apart when docgen agrees in a run, so that the mark can go). Every other disagreement fails the test,
/// one issue each, naming the document, line, the expected result with its reason, and docgen's.
///
/// `summary.expected` is the corpus's expected counts, computed from the expectation files (re-record it
/// after editing them: `DOCGEN_RECORD=1 swift test --filter WildCorpusTests`).
@Suite(.serialized) struct WildCorpusTests {
    static let corpus = repositoryRoot.appendingPathComponent("Tests/Fixtures/wild")

    /// docgen's result for one example in one document.
    struct Outcome: Hashable {
        var id: String
        var line: Int
        var status: String
        /// The cause of a failure, the reason of a skip, the needs of an incomplete fragment.
        var detail: String

        var summary: String { status + (detail.isEmpty ? "" : " (\(detail))") }
    }

    @Test(.hangGuard) func everyResultIsTheExpectedOne() throws {
        let expectations = try Self.documents().map { try WildExpectations.load(document: $0, in: Self.corpus) }
        try compare(WildExpectations.summaryText(expectations), with: "summary.expected")

        let project = try makeProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let uikit = repositoryRoot.path
        var build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: project)
        // A document docgen cannot build at all (an internal error) is left out, so that the others are
        // still checked; each of its examples is then docgen's "not built", compared like any result.
        var notBuilt: [String: String] = [:]
        if build.exitCode != 0 {
            notBuilt = Self.documentsFailingTheBuild(build.stderr)
            try #require(!notBuilt.isEmpty, "docgen build failed: \(build.stderr)")
            for document in notBuilt.keys {
                try FileManager.default.removeItem(at: project.appendingPathComponent("Docs/\(document)"))
            }
            build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: project)
        }
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        let check = try DocgenProcess.run(["check", "--format", "json", "--uikit-package", uikit], in: project)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any],
            "docgen check printed no JSON: \(check.stderr)")
        let examples = try #require(json["examples"] as? [[String: Any]])

        var byDocument: [String: [Outcome]] = [:]
        for example in examples {
            let outcome = Self.outcome(of: example)
            for location in example["locations"] as? [[String: Any]] ?? [] {
                guard let file = location["file"] as? String else { continue }
                var placed = outcome
                placed.line = location["line"] as? Int ?? 0
                byDocument[(file as NSString).lastPathComponent, default: []].append(placed)
            }
        }

        for (document, error) in notBuilt {
            let expectation = expectations.first { $0.document == document }
            byDocument[document] = (expectation?.examples ?? []).map { example in
                Outcome(id: "?", line: example.line, status: "not built", detail: error)
            }
        }

        var disagreements: [String] = []
        var tracked: [String] = []
        var fixed: [String] = []
        for expectation in expectations {
            let comparison = expectation.compare(with: byDocument[expectation.document] ?? [])
            disagreements += comparison.disagreements
            tracked += comparison.knownBugs
            fixed += comparison.fixed
        }
        print(Self.report(json: json, tracked: tracked, fixed: fixed, disagreements: disagreements))
        for disagreement in disagreements {
            Issue.record(Comment(rawValue: disagreement))
        }
    }

    /// What the test prints: docgen's counts, the known docgen bugs it tracks, the disagreements.
    static func report(json: [String: Any], tracked: [String], fixed: [String], disagreements: [String]) -> String {
        let summary = json["summary"] as? [String: Int] ?? [:]
        var lines = [
            "wild corpus, docgen check: \(summary["passed"] ?? 0) passed, \(summary["failed"] ?? 0) failed, "
                + "\(summary["incomplete"] ?? 0) incomplete, \(summary["skipped"] ?? 0) skipped",
            "known docgen bugs (docgen_bug in the expectations): \(tracked.count)",
        ]
        lines += tracked.map { "  " + $0 }
        lines.append("marked docgen bugs not shown in this run (remove the mark once it stays so): \(fixed.count)")
        lines += fixed.map { "  " + $0 }
        lines.append("disagreements: \(disagreements.count)")
        lines += disagreements.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// The documents named by the build's errors (`Docs/x.md:8:1: error: …`), each with its first error.
    static func documentsFailingTheBuild(_ stderr: String) -> [String: String] {
        var documents: [String: String] = [:]
        for line in stderr.split(separator: "\n") where line.hasPrefix("Docs/") && line.contains(": error: ") {
            let path = line.prefix { $0 != ":" }
            let document = (String(path) as NSString).lastPathComponent
            let message = line.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
            if documents[document] == nil { documents[document] = "docgen build: " + message }
        }
        return documents
    }

    // MARK: - Outcomes

    static func outcome(of example: [String: Any]) -> Outcome {
        let id = example["id"] as? String ?? "?"
        let status = example["status"] as? String ?? "?"
        let detail: String
        switch status {
        case "failed":
            detail = cause(of: example["diagnostics"] as? [[String: Any]] ?? [])
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
    /// API`, `doc: missing conformance`, `doc: missing @objc`, `doc: assigns a read-only property`, `doc: Swift
    /// version syntax`, `doc: Objective-C syntax`, `doc: incomplete fragment`) or docgen's (`docgen: gap`).
    /// docgen's own problems win: they can hide the doc's.
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
            "@IBOutlet",
        ]
        if outsideDocs || any(gapPatterns) { return gap }
        // Old API first: a Swift 2 document's errors carry Xcode's did-you-mean fix-its too.
        // `'NSIndexPath' is not implicitly convertible to 'IndexPath'`: a Foundation type Swift 3 replaced.
        if any([
            "renamed", "is unavailable", "has been replaced", "Apple's", "has no member",
            "is not implicitly convertible",
        ]) {
            return "doc: renamed or removed API"
        }
        if any(["must be unwrapped"]) { return "doc: optional not unwrapped" }
        // clang's words for Objective-C examples.
        if any(["at end of declaration list", "missing '@end'", "expected ';' after"]) {
            return "doc: Objective-C syntax"
        }
        if any(["no visible @interface", "no known class method", "no known instance method"]) {
            return "doc: renamed or removed API"
        }
        if any(["did you mean"]) { return "doc: typo" }
        if any([
            "does not conform to protocol", "missing conformance", "not implemented [-Werror,-Wprotocol]",
            "incompatible pointer types",
        ]) {
            return "doc: missing conformance"
        }
        if any(["not exposed to Objective-C", "non-'@objc'"]) { return "doc: missing @objc" }
        if any(["is a get-only property"]) { return "doc: assigns a read-only property" }
        if any([
            "expected", "consecutive statements", "C-style", "'++'", "'--'", "incorrect labels", "unknown attribute",
            "removed in Swift",
        ]) {
            return "doc: Swift version syntax"
        }
        if any(["cannot find"]) { return "doc: incomplete fragment" }
        return gap
    }

    static let gap = "docgen: gap"

    // MARK: - Files

    /// The corpus's documents (`*.md` files that are not all capitals).
    static func documents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { name in
                let stem = name.dropLast(".md".count)
                return name.hasSuffix(".md") && stem != stem.uppercased()
            }.sorted()
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
            WildCorpusTests.cause(of: [
                error(
                    "argument of '#selector' refers to instance method 'tap(sender:)' that is not exposed to Objective-C"
                )
            ])
                == "doc: missing @objc")
        #expect(
            WildCorpusTests.cause(of: [
                error("cannot assign to property: 'searchResultsController' is a get-only property")
            ])
                == "doc: assigns a read-only property")
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
