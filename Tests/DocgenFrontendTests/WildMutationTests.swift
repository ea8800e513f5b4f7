import DocgenTestSupport
import Foundation
import Testing

/// Mutation testing of `docgen check` on wild-corpus examples that pass (issue 22, deliverable 8): known doc
/// errors are injected one at a time into copies of public documents from `Tests/Fixtures/wild/` (typos of
/// the doc's own names, of UIKit types, members, labels and enum cases, a required protocol method
/// misspelled, `reloadData()` removed), and every mutant must be killed: the check fails, the mutated
/// example is `failed` (never incomplete or skipped) and, for a compile error, something is reported at the
/// injected line (the error or its did-you-mean note).
///
/// As in `MutationTests`, one project holds every mutant, each copy a document of its own, checked in one
/// `docgen check`. The test prints the kill table: one line per mutant, killed or survived and why.
@Suite(.serialized) struct WildMutationTests {
    /// A wild-corpus document, or its first lines (up to the end of a block that passes: the later tabs of a
    /// FaBo page are other Swift versions), and the first line of its example that the mutations change.
    struct Source {
        var name: String
        var exampleLine: Int
        /// How many of the document's lines the copies keep; all when nil.
        var lineCount: Int? = nil

        var text: String {
            let url = WildCorpusTests.corpus.appendingPathComponent(name)
            let text = try! String(contentsOf: url, encoding: .utf8)
            guard let lineCount else { return text }
            return text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lineCount)
                .joined(separator: "\n") + "\n"
        }
        /// The document's language suffix (`ja`, `ru`, …), kept so that docgen reads it as before.
        var language: String { String(name.dropLast(".md".count).split(separator: ".").last ?? "en") }
    }

    static let collection = Source(name: "fabo-053_uicollectionview.ja.md", exampleLine: 7, lineCount: 79)
    static let searchBar = Source(name: "fabo-uisearchbar.ja.md", exampleLine: 7, lineCount: 100)
    static let textFilter = Source(name: "searchable-tableview.ja.md", exampleLine: 12)
    static let lifecycle = Source(name: "sparrowcode-uiviewcontroller-lifecycle.ru.md", exampleLine: 14, lineCount: 22)
    /// One app shown file by file: the AppDelegate passes with the FirstViewController of a later section.
    static let appFiles = Source(name: "fabo-012_uinavigationcontroller.ja.md", exampleLine: 8)
    static let sources = [collection, searchBar, textFilter, lifecycle, appFiles]

    /// One injected error: the first `original` in the document becomes `replacement`.
    struct Mutation: CustomStringConvertible {
        enum Kind {
            /// The compiler: an error (or its note) at the injected line.
            case compiler
            /// Running the example: the example fails, wherever it is reported.
            case run
        }

        var source: Source
        var name: String
        var original: String
        var replacement: String
        var kind = Kind.compiler
        /// Why docgen lets this mutant survive today (a docgen bug, tracked as a known issue).
        var knownSurvivor: String? = nil

        var description: String { name }
        var document: String { "wild-mutation-\(name).\(source.language).md" }
        var file: String { "Docs/\(document)" }

        /// The 1-based line of the first `original` in the document: where the error is injected.
        var injectedLine: Int {
            let text = source.text
            let range = text.range(of: original)!
            return text[..<range.lowerBound].count { $0 == "\n" } + 1
        }
    }

    static let mutations: [Mutation] = [
        Mutation(
            source: collection, name: "collection-own-name", original: "myCollectionView.delegate = self",
            replacement: "myColectionView.delegate = self"),
        Mutation(
            source: collection, name: "collection-uikit-type", original: "let layout = UICollectionViewFlowLayout()",
            replacement: "let layout = UICollectionViewFlowLayot()"),
        Mutation(
            source: collection, name: "collection-uikit-member", original: "layout.itemSize = CGSize(",
            replacement: "layout.itemSiz = CGSize("),
        Mutation(
            source: collection, name: "collection-uikit-label", original: "forCellWithReuseIdentifier: \"MyCell\")",
            replacement: "forCellWithReuseIdentifer: \"MyCell\")"),
        Mutation(
            source: collection, name: "collection-protocol-method",
            original: "numberOfItemsInSection section: Int) -> Int {",
            replacement: "numberOfItemInSection section: Int) -> Int {"),
        Mutation(
            source: searchBar, name: "searchbar-own-name", original: "mySearchBar.delegate = self",
            replacement: "mySearchBr.delegate = self"),
        Mutation(
            source: searchBar, name: "searchbar-uikit-member", original: "mySearchBar.showsCancelButton = true",
            replacement: "mySearchBar.showCancelButton = true"),
        Mutation(
            source: searchBar, name: "searchbar-enum-case", original: "UISearchBar.Style.default",
            replacement: "UISearchBar.Style.defualt"),
        Mutation(
            source: textFilter, name: "textfilter-own-method", original: "filteredText(text + string)",
            replacement: "filteredTxt(text + string)"),
        Mutation(
            source: textFilter, name: "textfilter-protocol-method",
            original: "numberOfRowsInSection section: Int) -> Int {",
            replacement: "numberOfRowInSection section: Int) -> Int {"),
        Mutation(
            source: textFilter, name: "textfilter-uikit-type", original: "@IBOutlet var field: UITextField!",
            replacement: "@IBOutlet var field: UITextFeld!"),
        Mutation(
            source: textFilter, name: "textfilter-reload-removed", original: "        table.reloadData()\n",
            replacement: "", kind: .run),
        Mutation(
            source: lifecycle, name: "lifecycle-uikit-label",
            original: "super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)",
            replacement: "super.init(nibNam: nibNameOrNil, bundle: nibBundleOrNil)"),
        Mutation(
            source: lifecycle, name: "lifecycle-own-name",
            original: "super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)",
            replacement: "super.init(nibName: nibNameOrNil, bundle: nibBundleOrNill)"),
        // A typo of the later file's type: compiled beside the type it misspells, never a fragment's need.
        Mutation(
            source: appFiles, name: "appfiles-later-type",
            original: "let myFirstViewController: FirstViewController = FirstViewController()",
            replacement: "let myFirstViewController: FirstViewControler = FirstViewControler()"),
    ]

    /// Whether a mutant was killed, and if not, why.
    struct Verdict {
        var mutation: Mutation
        var survived: String?
        var line: String {
            "\(survived == nil ? "killed  " : "SURVIVED") \(mutation.name) (\(mutation.source.name):"
                + "\(mutation.injectedLine))" + (survived.map { ": \($0)" } ?? "")
        }
    }

    @Test(.hangGuard) func everyMutantIsKilled() throws {
        var docs: [String: String] = [:]
        for (index, source) in Self.sources.enumerated() {
            docs["wild-control-\(index).\(source.language).md"] = source.text
        }
        for mutation in Self.mutations {
            let text = mutation.source.text
            let range = try #require(text.range(of: mutation.original), "\(mutation)")
            docs[mutation.document] = text.replacingCharacters(in: range, with: mutation.replacement)
        }
        let project = try makeScratchProject("docgen-wild-mutation", docs: docs)
        defer { try? FileManager.default.removeItem(at: project) }
        let uikit = repositoryRoot.path
        let build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: project)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        let check = try DocgenProcess.run(["check", "--format", "json", "--uikit-package", uikit], in: project)
        #expect(check.exitCode == 1, "\(check.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any],
            "docgen check printed no JSON: \(check.stderr)")
        let examples = try #require(json["examples"] as? [[String: Any]])

        // Each unmutated copy passes, or its mutants' kills say nothing.
        for (index, source) in Self.sources.enumerated() {
            let control = examples.first { example in
                MutationTests.locations(example["locations"]).contains {
                    $0 == ("Docs/wild-control-\(index).\(source.language).md", source.exampleLine)
                }
            }
            #expect(
                control?["status"] as? String == "passed",
                "the unmutated copy of \(source.name) does not pass: \(control ?? [:])")
        }
        let verdicts = Self.mutations.map { Self.verdict(of: $0, in: examples) }
        let killed = verdicts.filter { $0.survived == nil }.count
        print(
            (["wild mutants: \(killed) of \(verdicts.count) killed"] + verdicts.map { "  " + $0.line })
                .joined(separator: "\n"))
        for verdict in verdicts where verdict.survived != nil {
            if let known = verdict.mutation.knownSurvivor {
                withKnownIssue("docgen bug: \(known)") { Issue.record(Comment(rawValue: verdict.line)) }
            } else {
                Issue.record(Comment(rawValue: verdict.line))
            }
        }
        for verdict in verdicts where verdict.survived == nil && verdict.mutation.knownSurvivor != nil {
            Issue.record("\(verdict.mutation.name) is killed now: remove its knownSurvivor mark")
        }
    }

    static func verdict(of mutation: Mutation, in examples: [[String: Any]]) -> Verdict {
        let file = mutation.file
        let mutated = examples.filter { example in
            MutationTests.locations(example["locations"]).contains { $0 == (file, mutation.source.exampleLine) }
        }
        guard mutated.count == 1 else {
            let place = "\(file):\(mutation.source.exampleLine)"
            return Verdict(mutation: mutation, survived: "no example of its own at \(place)")
        }
        let example = mutated[0]
        let status = example["status"] as? String ?? "?"
        guard status == "failed" else {
            let detail = example["reason"] as? String ?? (example["needs"] as? [String])?.joined(separator: ", ") ?? ""
            return Verdict(mutation: mutation, survived: "\(status) \(detail)")
        }
        guard mutation.kind == .compiler else { return Verdict(mutation: mutation, survived: nil) }
        let diagnostics = example["diagnostics"] as? [[String: Any]] ?? []
        let located = diagnostics.flatMap { diagnostic in
            [(diagnostic["file"] as? String, diagnostic["line"] as? Int)]
                + (diagnostic["notes"] as? [[String: Any]] ?? []).map { note in
                    let location = note["location"] as? [String: Any]
                    return (location?["file"] as? String, location?["line"] as? Int)
                }
        }
        if located.contains(where: { $0.0 == file && $0.1 == mutation.injectedLine }) {
            return Verdict(mutation: mutation, survived: nil)
        }
        let reported = diagnostics.map { "\($0["line"] as? Int ?? 0): \($0["message"] as? String ?? "")" }
        return Verdict(
            mutation: mutation,
            survived: "failed, but nothing at line \(mutation.injectedLine): " + reported.joined(separator: "; "))
    }
}
