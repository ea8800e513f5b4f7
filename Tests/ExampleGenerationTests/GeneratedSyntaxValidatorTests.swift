import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing

@testable import ExampleGeneration

/// Generated code is always valid: `#sourceLocation` directives balance and only doc lines can hold
/// syntax errors, whatever sequence of blocks a document has.
@Suite struct GeneratedSyntaxValidatorTests {
    static func generate(_ markdown: String) throws -> Result<GeneratedTree, GenerationFailure> {
        let examples = ExamplePackageGeneratorTests.examples(["Docs/t.md": markdown])
        return try ExamplePackageGeneratorTests.generator().generate(examples)
    }

    static func fence(_ code: String) -> String { "```swift\n\(code)\n```\n" }

    // MARK: - Statement-only sections

    @Test func aSectionOfStatementsClosesItsSourceLocationOnce() throws {
        for blocks in [["print(UIView())"], ["let a = UIView()", "print(a)", "print(a.frame)"]] {
            let tree = try Self.generate("## S\n\n" + blocks.map(Self.fence).joined(separator: "\n")).get()
            let file = try #require(tree.files["Sources/t__s/t__s.swift"])
            #expect(!file.contains("#sourceLocation()\n#sourceLocation()"))
            #expect(GeneratedSyntaxValidator.lineOrigins(of: file).unbalanced == nil)
            #expect(GeneratedSyntaxValidator.validate(path: "t.swift", text: file, example: nil).isEmpty)
        }
    }

    // MARK: - The validator

    @Test func anErrorOnAGeneratedLineIsAnInternalError() {
        let text = """
            func generated( {
            #sourceLocation(file: "Docs/t.md", line: 4)
            let fine = 1
            #sourceLocation()
            """
        let diagnostics = GeneratedSyntaxValidator.validate(path: "Sources/x/x.swift", text: text, example: nil)
        #expect(diagnostics.map(\.id) == [.generatedSyntaxError])
        #expect(
            diagnostics.first?.message.hasPrefix(
                "internal error: docgen generated invalid Swift at Sources/x/x.swift:1") == true)
    }

    @Test func anErrorOnADocLineIsTheDocs() {
        let text = """
            func generated() {}
            #sourceLocation(file: "Docs/t.md", line: 4)
            let broken = = 1
            #sourceLocation()
            """
        #expect(GeneratedSyntaxValidator.validate(path: "x.swift", text: text, example: nil).isEmpty)
        let origins = GeneratedSyntaxValidator.lineOrigins(of: text).origins
        #expect(origins == [.generated, .directive, .doc(file: "Docs/t.md", line: 4), .directive])
    }

    @Test func aClosingDirectiveWithNoOpeningIsAnInternalError() {
        let text = "#sourceLocation(file: \"Docs/t.md\", line: 4)\nlet a = 1\n#sourceLocation()\n#sourceLocation()\n"
        let diagnostics = GeneratedSyntaxValidator.validate(path: "x.swift", text: text, example: nil)
        #expect(diagnostics.map(\.id) == [.unbalancedSourceLocation])
        #expect(GeneratedSyntaxValidator.lineOrigins(of: text).unbalanced == 4)
    }

    @Test func aDocBlockThatDoesNotParseAloneExcusesGeneratedLines() throws {
        // The missing `}` surfaces at the end of the file, on a generated line: the doc's fault.
        let examples = ExamplePackageGeneratorTests.examples(["Docs/t.md": "## S\n\n" + Self.fence("func f() {")])
        #expect(throws: Never.self) { try ExamplePackageGeneratorTests.generator().generate(examples).get() }
    }

    // MARK: - Tabs and versions of an app delegate

    /// FaBo's navigation pages (docgen build once failed on them with DG0516): `@UIApplicationMain` on its
    /// own line before `class AppDelegate`, in tabs that are programs of their own, in a step that replaces
    /// a member (a version in the section) and in a later section's step (a version of the latest). Every
    /// file parses, no directive or line comes between the attribute and its class, and both keep their
    /// Markdown lines; the attribute is written over with spaces (the runner is the app's entry point).
    @Test func appDelegateTabsAndTheirVersionsGenerateValidCodeAtTheirLines() throws {
        let head = "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
        let markdown =
            "# App\n\n" + Self.fence("import UIKit\n\n" + head + "    var window: UIWindow?\n}") + "\n"
            + Self.fence(
                "import UIKit\n\n" + head + "    var window: UIWindow?\n    func f(application: UIApplication) {}\n}")
            + "\n" + Self.fence(head + "    var window: UIWindow? = nil\n}") + "\n## Later\n\n"
            + Self.fence(head + "    func reset() { window = nil }\n}")
        let examples = ExamplePackageGeneratorTests.examples(["Docs/t.md": markdown])
        #expect(examples.examples.map(\.id) == ["t__app", "t__app_2", "t__app_2_v2", "t__app_2_v3"])
        let markdownLines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let tree = try ExamplePackageGeneratorTests.generator().generate(examples).get()
        var checked = 0
        for (path, text) in tree.files where path.hasSuffix(".swift") && path.contains("t__app") {
            #expect(GeneratedSyntaxValidator.validate(path: path, text: text, example: nil).isEmpty, "\(path)")
            #expect(!Parser.parse(source: text).hasError, "\(path)")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let origins = GeneratedSyntaxValidator.lineOrigins(of: text).origins
            let blank = String(repeating: " ", count: "@UIApplicationMain".utf8.count)
            #expect(!lines.contains { $0.contains("@UIApplicationMain") }, "\(path)")
            for index in lines.indices.dropFirst() where lines[index].hasPrefix("class AppDelegate") {
                checked += 1
                #expect(lines[index - 1] == blank, "\(path)")
                for offset in -1...0 {
                    guard case .doc(_, let line) = origins[index + offset] else {
                        Issue.record("\(path): line \(index + offset + 1) has no Markdown origin")
                        continue
                    }
                    let written = offset == 0 ? lines[index] : "@UIApplicationMain"
                    #expect(markdownLines[line - 1] == written, "\(path)")
                }
            }
        }
        // Versions 2 and 3 hold the latest header: one attribute each, as the tabs.
        #expect(checked == 4)
    }

    // MARK: - Property: random block sequences

    /// A small deterministic generator (SplitMix64), so that a failure names a seed that reproduces it.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Block kinds a document may hold, as its authors write them.
    static let blockKinds: [(kind: String, code: String)] = [
        ("statement", "print(\"hi\")"),
        ("statements", "let count = 3\nfor index in 0..<count {\n    print(index)\n}"),
        ("controller statement", "navigationItem.title = \"Search\""),
        ("table statement", "tableView.reloadData()"),
        ("member", "override func viewDidLoad() {\n    super.viewDidLoad()\n}"),
        ("updater member", "func updateSearchResults(for searchController: UISearchController) {\n    print(1)\n}"),
        ("property", "var items: [String] = []"),
        ("model type", "struct Movie {\n    let title: String\n}"),
        ("controller type", "class ViewController: UITableViewController {\n    var names = [\"A\"]\n}"),
        ("one-line type", "class A {}"),
        (
            "controller step",
            "class ViewController: UITableViewController {\n    var names = [\"B\"]\n    func show() { print(names) }\n}"
        ),
        ("whole file", "import UIKit\n\nclass ViewController: UITableViewController {\n    var names = [\"C\"]\n}"),
        (
            "app delegate",
            "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}"
        ),
        (
            "extension",
            "extension ViewController: UISearchBarDelegate {\n    func searchBarCancelButtonClicked(_ bar: UISearchBar) {}\n}"
        ),
        ("import", "import UIKit"),
        ("imports", "import Foundation\nimport UIKit"),
        ("hidden part", "// snippet.hide\nlet hidden = 1\n// snippet.show\nprint(hidden)"),
        ("hidden only", "// snippet.hide\nlet secret = 2\n// snippet.show"),
        ("blank", ""),
        ("blank lines", "\n\n"),
        ("comments", "// only a comment\n// and another"),
        ("doc syntax error", "let broken = = 1"),
    ]

    @Test func randomBlockSequencesGenerateBalancedCodeWithErrorsOnlyOnDocLines() throws {
        var random = SeededGenerator(state: 0x00D0_C9E4)
        let generator = try ExamplePackageGeneratorTests.generator()
        for iteration in 0..<150 {
            var markdown = ""
            var kinds: [String] = []
            for section in 0..<Int.random(in: 1...3, using: &random) {
                markdown += "## Section \(section)\n\n"
                for _ in 0..<Int.random(in: 1...5, using: &random) {
                    let block = Self.blockKinds.randomElement(using: &random)!
                    kinds.append(block.kind)
                    markdown += Self.fence(block.code) + "\n"
                }
            }
            let context = "iteration \(iteration): \(kinds.joined(separator: ", "))"
            let document = DocumentParser.parse(markdown, path: "Docs/t.md").document
            let examples = ExampleSet.extract(from: [document]).0
            let tree: GeneratedTree
            switch generator.generate(examples) {
            case .success(let value): tree = value
            case .failure(let failure):
                Issue.record("\(context): \(failure.diagnostics.map(\.description))")
                continue
            }
            for (path, text) in tree.files where path.hasPrefix("Sources/t__") {
                let (origins, unbalanced) = GeneratedSyntaxValidator.lineOrigins(of: text)
                #expect(unbalanced == nil, "\(context): \(path)")
                let parsed = Parser.parse(source: text)
                let converter = SourceLocationConverter(fileName: path, tree: parsed)
                for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: parsed) {
                    let line = converter.location(for: diagnostic.position).line
                    let origin = line - 1 < origins.count ? origins[line - 1] : .generated
                    guard case .doc = origin else {
                        Issue.record("\(context): \(path):\(line): \(diagnostic.message)\n\(text)")
                        continue
                    }
                }
            }
        }
    }

    // MARK: - Hostile shapes

    @Test func fiveHundredStatementBlocksGenerateValidCode() throws {
        let markdown = "## S\n\n" + (0..<500).map { Self.fence("print(UIView(), \($0))") }.joined(separator: "\n")
        let tree = try Self.generate(markdown).get()
        let file = try #require(tree.files["Sources/t__s/t__s.swift"])
        #expect(GeneratedSyntaxValidator.lineOrigins(of: file).unbalanced == nil)
        #expect(!Parser.parse(source: file).hasError)
    }

    @Test func hostileShapesGenerateValidCodeQuickly() throws {
        let controller = Self.fence(
            "class ViewController: UITableViewController, UISearchResultsUpdating {\n"
                + "    func updateSearchResults(for searchController: UISearchController) {}\n}")
        let shapes: [(name: String, markdown: String)] = [
            (
                "500 statement blocks after a controller",
                "## S\n\n" + controller + (0..<500).map { Self.fence("tableView.rowHeight = \($0)") }.joined()
            ),
            (
                "a type redeclared in ten sections",
                (1...10).map { "## S\($0)\n\n" + controller }.joined(separator: "\n")
            ),
            (
                "viewDidLoad redefined in every section",
                "## S0\n\n" + controller
                    + (1...10).map { "## S\($0)\n\n" + Self.fence("override func viewDidLoad() { print(\($0)) }") }
                    .joined(separator: "\n")
            ),
            ("comment-only blocks", "## S\n\n" + Self.fence("// a") + Self.fence("// b\n// c")),
        ]
        let clock = ContinuousClock()
        for shape in shapes {
            var result: Result<GeneratedTree, GenerationFailure>?
            let elapsed = try clock.measure { result = try Self.generate(shape.markdown) }
            let tree = try #require(try result?.get(), "\(shape.name)")
            for (path, text) in tree.files where path.hasPrefix("Sources/t__") {
                #expect(GeneratedSyntaxValidator.lineOrigins(of: text).unbalanced == nil, "\(shape.name): \(path)")
                #expect(!Parser.parse(source: text).hasError, "\(shape.name): \(path)")
            }
            #expect(elapsed < .seconds(20), "\(shape.name) took \(elapsed)")
            print("hostile shape '\(shape.name)': \(tree.files.count) files in \(elapsed)")
        }
    }

    // MARK: - Once per file

    /// A generated file with an error on a generated line when `broken`, named by `marker` (each test uses
    /// texts of its own: the memo is the process's).
    static func file(_ marker: String, broken: Bool) -> String {
        """
        // \(marker)
        func generated\(broken ? "( {" : "() {}")
        #sourceLocation(file: "Docs/t.md", line: 4)
        let fine = 1
        #sourceLocation()
        """
    }

    @Test func aFileIsValidatedOnceAndItsResultRemembered() {
        for broken in [false, true] {
            let text = Self.file("remembered \(broken)", broken: broken)
            let input = GeneratedSyntaxValidator.Input(path: "Sources/x/x.swift", text: text, example: nil)
            let diagnostics = GeneratedSyntaxValidator.validate(path: input.path, text: text, example: nil)
            #expect(diagnostics == GeneratedSyntaxValidator.validateOnce(path: input.path, text: text, example: nil))
            #expect(diagnostics.map(\.id) == (broken ? [.generatedSyntaxError] : []))
            #expect(GeneratedSyntaxValidator.validated[input] == diagnostics)
        }
    }

    @Test func aChangedFileIsValidatedAgain() throws {
        let path = "Sources/x/x.swift"
        #expect(
            GeneratedSyntaxValidator.validate(path: path, text: Self.file("changed", broken: false), example: nil)
                .isEmpty)
        let broken = GeneratedSyntaxValidator.validate(
            path: path, text: Self.file("changed", broken: true), example: nil)
        #expect(broken.map(\.id) == [.generatedSyntaxError])
        // The same text elsewhere, or of an example, is reported there.
        let elsewhere = GeneratedSyntaxValidator.validate(
            path: "Sources/y/y.swift", text: Self.file("changed", broken: true), example: nil)
        #expect(elsewhere.first?.message.contains("Sources/y/y.swift:2") == true)
        let example = try #require(
            ExamplePackageGeneratorTests.examples(["Docs/t.md": "# T\n\n```swift\nlet fine = 1\n```\n"]).examples.first)
        let ofExample = GeneratedSyntaxValidator.validate(
            path: path, text: Self.file("changed", broken: true), example: example)
        #expect(ofExample.first?.message.contains("(example \(example.id))") == true)
        #expect(ofExample.first?.location == example.sources.first?.location)
    }

    @Test func everySwiftFileOfAPackageIsValidatedInPathOrder() {
        let files = [
            "b.swift": Self.file("order b", broken: true), "a.swift": Self.file("order a", broken: true),
            "c.swift": Self.file("order c", broken: false), "d.json": "{ not swift",
        ]
        let diagnostics = GeneratedSyntaxValidator.validate(files: files, exampleOfFile: [:])
        let oneByOne = ["a.swift", "b.swift", "c.swift"].flatMap {
            GeneratedSyntaxValidator.validateOnce(path: $0, text: files[$0]!, example: nil)
        }
        #expect(diagnostics == oneByOne)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.message.contains("at a.swift:2") == true)
    }

    // MARK: - NUL bytes (issue 26, §2)

    /// `scripts/fuzz` crashed here: SwiftParserDiagnostics traps ("A Fix-It must have at least one change")
    /// on Swift code holding a NUL. The command line refuses such a document before parsing it; whatever
    /// way a NUL still reaches the validator, it is a located error, and nothing is given to SwiftParser.
    @Test func aNULInAGeneratedFileIsALocatedErrorNotATrap() {
        let text =
            "func generated() {}\n#sourceLocation(file: \"Docs/t.md\", line: 4)\nlet a = \u{0}1\n#sourceLocation()\n"
        let diagnostics = GeneratedSyntaxValidator.validate(path: "Sources/x/x.swift", text: text, example: nil)
        #expect(diagnostics.map(\.id) == [.nulInSwiftCode])
        #expect(diagnostics.first?.location == SourceLocation(file: "Docs/t.md", line: 4, column: 1))
        #expect(diagnostics.first?.message.contains("at Sources/x/x.swift:3:9") == true)
        let generatedLine = GeneratedSyntaxValidator.validate(path: "y.swift", text: "let \u{0} = 1", example: nil)
        #expect(generatedLine.map(\.id) == [.nulInSwiftCode])
    }

    /// The same input through the whole pipeline, as the `examples` fuzz target ran it (no loader in front):
    /// no Swift block keeps a NUL (cmark makes it U+FFFD; one that stays is shown as text, with DG0121),
    /// and the package generates without an internal error.
    @Test func aSwiftBlockWithANULNeverReachesSwiftParserDiagnostics() throws {
        let markdown = "## S\n\n```swift\nlet a = \u{0}\nprint(a)\n```\n\n```swift\nfunc f(\u{0}) {}\n```\n"
        let parsed = DocumentParser.parse(markdown, path: "Docs/t.md")
        #expect(parsed.document.codeBlocks.allSatisfy { $0.language == .text || !$0.code.utf8.contains(0) })
        if case .failure(let failure) = try Self.generate(markdown) {
            #expect(!failure.diagnostics.contains { $0.id == .generatedSyntaxError }, "\(failure.diagnostics)")
        }
    }
}

/// Inputs the fuzzer found, kept as they were found (`Tests/Fixtures/fuzz/`).
@Suite struct GeneratedSyntaxValidatorFuzzTests {
    /// SwiftParserDiagnostics traps on this one ("A Fix-It must have at least one change"): the validator
    /// reads the tree's own errors instead, so generation ends with a result.
    @Test func aFileWhoseDiagnosticsTrapTheirGeneratorIsValidated() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/fuzz/examples-fixit-trap.md")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let examples = ExamplePackageGeneratorTests.examples(["Docs/fuzz.en.md": text])
        #expect(!examples.examples.isEmpty)
        // Before, this trapped inside SwiftParserDiagnostics and took the process with it.
        _ = try ExamplePackageGeneratorTests.generator().generate(examples)
    }
}
