import DocParsing
import DocgenTestSupport
import Foundation
import Testing

/// docgen's GFM pass against cmark-gfm, the oracle: every example of the GFM spec and every document of
/// the wild corpus (and of Docs/) rendered by both, their tables, strikethroughs, autolinks and task list
/// checkboxes compared (`GFMConstructs`). Needs Debian's `cmark-gfm` (scripts/bootstrap installs it).
@Suite struct GFMCmarkDifferentialTests {
    static let cmarkGFM = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let skipReason: Comment =
        "cmark-gfm is not installed: scripts/bootstrap installs it (apt-get install cmark-gfm)"

    /// Inputs where docgen knowingly differs, each with the reason (see README, "GitHub Flavored Markdown").
    static let knownDifferences: [String: String] = [
        "www.a.com/&amp;":
            "cmark-gfm reads an autolink from the source, where `&amp;` is an entity it trims off the end; docgen reads libcmark's text, where it is already `&`",
        "x www.a.com/*x*":
            "cmark-gfm's autolink takes the `*x` before emphasis is resolved; libcmark has already made `*x*` an emphasis, which docgen does not undo",
        // Found by `randomParagraphsMatchCmarkGFM` (seed 0xD1FF).
        " ~~www.a~~é.x.orghttp://[": autolinkExtent,
        ")*?http://é.a@b.co*x.org": autolinkExtent,
        "www._x_": autolinkExtent,
        "www.http://*,x.org,/p?*)é": autolinkExtent,
        "www.www.***~http://[*[,b c].": autolinkExtent,
        "www.~~http://a*?[~mailto:(é~": autolinkExtent,
        "*www.a awww.mailto:_x.mailto:a@b.co.": mailtoRewind,
        "http://,a@b.co_xhttp://www.mailto:mailto:a@b.co_xx.org(a@b.co": mailtoRewind,
        "éa@b.co (~mailto:~~x.org_~(x.org":
            "cmark-gfm pairs the last `~` with the first, past the `~~` after `mailto:` (which its autolink pass looked at); docgen's `~` closer stops at the nearest `~` opener, as cmark-gfm does elsewhere (`~~a ~b~~`)",
    ]

    static let autolinkExtent =
        "cmark-gfm's autolink runs over the source to the next white space, through delimiters libcmark has already paired as emphasis or strikethrough; docgen's ends where libcmark's text does"
    static let mailtoRewind =
        "cmark-gfm's `mailto:` autolink takes in the word before `mailto:` (a quirk of its rewinding), which docgen does not copy"

    struct Input: Sendable, CustomStringConvertible {
        var name: String
        var markdown: String
        var description: String { name }
    }

    static func specExamples() throws -> [Input] {
        struct Fixture: Decodable {
            struct Example: Decodable {
                var section: String
                var kind: String
                var markdown: String
            }
            var examples: [Example]
        }
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/gfm/spec-examples.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        return fixture.examples.enumerated().map { number, example in
            Input(name: "spec example \(number + 1) (\(example.section))", markdown: example.markdown)
        }
    }

    static func corpusDocuments() throws -> [Input] {
        var inputs: [Input] = []
        for folder in ["Tests/Fixtures/wild", "Docs"] {
            let directory = repositoryRoot.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            for name in names.sorted() where name.hasSuffix(".md") {
                let markdown = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                inputs.append(Input(name: "\(folder)/\(name)", markdown: markdown))
            }
        }
        return inputs
    }

    /// cmark-gfm's HTML of `markdown`, with GitHub's extensions.
    static func render(_ markdown: String, with executable: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Write from another thread: a large document fills the pipe before cmark-gfm's output is read.
        let writer = Thread { [data = Data(markdown.utf8)] in
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let html = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: html, as: UTF8.self)
    }

    /// The inputs whose constructs differ, each with both sides' lines.
    static func differences(_ inputs: [Input], executable: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for input in inputs {
            let expected = GFMConstructs.of(html: try render(input.markdown, with: executable))
            let found = GFMConstructs.of(parse(input.markdown, path: "t.md").document)
            guard expected != found else { continue }
            let onlyExpected = expected.filter { !found.contains($0) }
            let onlyFound = found.filter { !expected.contains($0) }
            result[input.name] =
                "cmark-gfm only: \(onlyExpected)\ndocgen only: \(onlyFound)\ninput: \(input.markdown.prefix(300).debugDescription)"
        }
        return result
    }

    @Test(.enabled(if: cmarkGFM != nil, skipReason))
    func specExamplesMatchCmarkGFM() throws {
        let executable = try #require(Self.cmarkGFM)
        let examples = try Self.specExamples()
        #expect(examples.count > 600)
        // The comparison sees something: cmark-gfm's renderings of the extension examples hold constructs.
        let extensionLines = try examples.filter { $0.name.contains("extension") }.flatMap {
            GFMConstructs.of(html: try Self.render($0.markdown, with: executable))
        }
        #expect(extensionLines.count > 20, "\(extensionLines)")
        try check(examples, executable: executable)
    }

    /// Where strikethrough and emphasis share delimiters, and a few autolink rules, against cmark-gfm.
    @Test(.enabled(if: cmarkGFM != nil, skipReason))
    func delimiterInteractionsMatchCmarkGFM() throws {
        let executable = try #require(Self.cmarkGFM)
        let cases = [
            "~~a *b~~ c*", "*a ~~b* c~~", "~~**a~~**", "**~~a~~**", "~~a ~b~~", "~a ~~b~", "~~a ~~b~~",
            "~~a ~~~b c~~", "a~~b~~c", "~~ a~~", "`x`~~a~~", "~~a~~`x`", "_a ~~b_ c~~", "~~a _b~~ c_",
            "[~~a~~](u) ~~b~~", "~~[a](u)~~", "x www.a.com/*x*", "*www.a.com*", "_www.a.com_", "~~www.a.com~~",
            "(www.a.com)", "a www.a.com_ b", "www.a.com_", "http://localhost x", "x1http://a.b", "Http://a.b",
            "www.a.com/&amp;", "https://a.b/&x;", "see http://a.b/(x)) y", "a.b-c@d.e_f", "x@y.z@w.com",
            "foo@bar.baz.", "mailto:a@b.c", "xmpp:a@b.c/d/e", "[x www.a.com]", "[x a@b.cd]", "WWW.a.com",
            "www.commonmark.org/he<lp", "访问www.a.com", "www.a.com，然后", "- [ ] a\n- [x] b\n- [X] c",
            "| a | b |\n|:-|-:|\n| ~~c~~ | www.d.com |",
        ]
        try check(cases.map { Input(name: $0, markdown: $0 + "\n") }, executable: executable)
    }

    @Test(.enabled(if: cmarkGFM != nil, skipReason))
    func corpusDocumentsMatchCmarkGFM() throws {
        let executable = try #require(Self.cmarkGFM)
        let inputs = try Self.corpusDocuments()
        #expect(inputs.count > 10)
        try check(inputs, executable: executable)
    }

    /// Random short paragraphs of delimiters, link starts and punctuation, through both. Code spans and
    /// entities are left out: cmark-gfm's `www.`/URL autolink runs over the source to the next white space
    /// and takes them in (`www.a&amp;b`, ``www.a`c` ``), while docgen's ends where libcmark's text does
    /// (README, "GitHub Flavored Markdown").
    @Test(.enabled(if: cmarkGFM != nil, skipReason))
    func randomParagraphsMatchCmarkGFM() throws {
        let executable = try #require(Self.cmarkGFM)
        let pieces = [
            "~", "~~", "*", "**", "_", "a", "b c", " ", "www.", "x.org", "http://", "a@b.co", ".", ",", ")", "(",
            "[", "]", "é", "_x", "/p", "?", "mailto:", "\n",
        ]
        var generator = SplitMix(seed: 0xD1FF)
        var inputs: [Input] = []
        for _ in 0..<300 {
            let count = Int(generator.next() % 12) + 2
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            inputs.append(Input(name: text, markdown: text + "\n"))
        }
        try check(inputs, executable: executable)
    }

    private func check(_ inputs: [Input], executable: String) throws {
        let found = try Self.differences(inputs, executable: executable)
        for (name, detail) in found.sorted(by: { $0.key < $1.key }) where Self.knownDifferences[name] == nil {
            Issue.record("\(name) differs from cmark-gfm:\n\(detail)")
        }
        let names = Set(inputs.map(\.name))
        for name in Self.knownDifferences.keys where names.contains(name) && found[name] == nil {
            Issue.record("\(name) is listed as a known difference but now matches cmark-gfm: remove it from the list")
        }
    }
}
