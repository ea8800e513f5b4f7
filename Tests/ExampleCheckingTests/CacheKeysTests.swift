import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import ExampleGeneration
import Foundation
import Mustache
import Testing

@testable import ExampleChecking

/// The keys kept results are valid under: each example's own files, by their layout.
@Suite struct CacheKeysTests {
    static let examples: ExampleSet = {
        let markdown = "# One\n\n```swift\nlet a = UIView()\n```\n\n# Two\n\n```swift no_run\nlet b = 2\n```\n"
        return ExampleSet.extract(from: [DocumentParser.parse(markdown, path: "k.md").document]).0
    }()
    static let environment = CacheKeys.Environment(templatesHash: "t", uikitHash: "u", toolchain: "swift 6.3")

    /// A package with every example's files and the shared ones.
    static func tree(changing changes: [String: String] = [:]) -> GeneratedTree {
        var files = ["Package.swift": "package", "Tests/ExampleTests/DocgenOracles.swift": "oracles"]
        for example in examples.examples {
            for path in ExampleFileLayout(ExamplePlan(example)).paths { files[path] = "content of \(path)" }
        }
        files.merge(changes) { $1 }
        return GeneratedTree(files: files, kind: "package")
    }

    @Test func aKeyHashesTheExamplesOwnFilesAndMode() throws {
        let keys = CacheKeys(examples: Self.examples, tree: Self.tree(), environment: Self.environment)
        #expect(keys.exampleIDs == ["k__one", "k__two"])
        // Each file by its path and its content's hash (a document's script is hashed once, not once for each
        // of its listings), then the mode.
        let one = try #require(Self.examples.examples.first { $0.id == "k__one" })
        let program =
            ExampleFileLayout(ExamplePlan(one)).paths.map { "\($0) \(StableHash.fnv1a64Hex("content of \($0)"))" }
            .joined(separator: "\n") + "\(one.mode)"
        #expect(
            keys["k__one"]
                == ResultsCache.key(program: program, templatesHash: "t", uikitHash: "u", toolchain: "swift 6.3"))
        #expect(keys["nothing"] == nil)
    }

    @Test func changingOneExampleChangesOnlyItsKey() {
        let before = CacheKeys(examples: Self.examples, tree: Self.tree(), environment: Self.environment)
        let after = CacheKeys(
            examples: Self.examples, tree: Self.tree(changing: ["Fixtures/k__two.json": "other entries"]),
            environment: Self.environment)
        #expect(after["k__one"] == before["k__one"])
        #expect(after["k__two"] != before["k__two"])
        // Shared files are in no example's key (the templates' hash covers them).
        let shared = CacheKeys(
            examples: Self.examples, tree: Self.tree(changing: ["Package.swift": "changed"]),
            environment: Self.environment)
        #expect(shared == before)
    }

    @Test func theEnvironmentIsInEveryKey() {
        let before = CacheKeys(examples: Self.examples, tree: Self.tree(), environment: Self.environment)
        var toolchain = Self.environment
        toolchain.toolchain = "swift 6.4"
        let after = CacheKeys(examples: Self.examples, tree: Self.tree(), environment: toolchain)
        #expect(before.exampleIDs.allSatisfy { before[$0] != after[$0] })
    }

    @Test func anObjectiveCExampleIsKeyedByItsProgram() {
        let markdown = { (selector: String) in "# T\n\n## A\n\n```objc\n[self.tableView \(selector)];\n```\n" }
        let keys = [markdown("reloadData"), markdown("reloadDta")].map { text in
            let examples = ExampleSet.extract(from: [DocumentParser.parse(text, path: "k.md").document]).0
            return CacheKeys(examples: examples, tree: GeneratedTree(files: [:]), environment: Self.environment)
        }
        let id = keys[0].exampleIDs.first
        #expect(id != nil && keys[0][id!] != keys[1][id!])
    }

    @Test func theEnvironmentReadsTheDirectories() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let templates = directory.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "a".write(to: templates.appendingPathComponent("a.mustache"), atomically: true, encoding: .utf8)
        let first = CacheKeys.Environment.current(
            templateDirectories: [templates], uikitPackage: directory, docgenVersion: "1")
        // No docgen module sources and no Objective-C headers there: each missing directory is a `-`.
        #expect(
            first.uikitHash
                == (ExamplePackageGenerator.docgenModuleDirectories + ["ObjCHeaders"]).map { _ in "-" }.joined(
                    separator: "+"))
        try "b".write(to: templates.appendingPathComponent("a.mustache"), atomically: true, encoding: .utf8)
        let second = CacheKeys.Environment.current(
            templateDirectories: [templates], uikitPackage: directory, docgenVersion: "1")
        #expect(first.templatesHash != second.templatesHash)
        #expect(second.toolchain.hasSuffix(" docgen 1"))
    }

    /// A plain-Swift listing's key is its script's text: a change to another listing of the script (which
    /// runs before or after it) checks it again.
    @Test func aPlainListingsKeyIsItsScripts() throws {
        func keys(_ second: String) throws -> CacheKeys {
            let markdown = "# One\n\n```swift\nlet a = 1\n```\n\n# Two\n\n```swift\n\(second)\n```\n"
            let examples = ExampleSet.extract(from: [DocumentParser.parse(markdown, path: "k.md").document]).0
            let templates = try MustacheLibrary(
                directory: ExampleCheckerPipelineTests.repository.appendingPathComponent("Templates"), isStrict: true)
            let generator = ExamplePackageGenerator(
                templates: templates, docgenPackagePath: ExampleCheckerPipelineTests.repository.path)
            let tree = try generator.generate(examples).get()
            return CacheKeys(examples: examples, tree: tree, environment: Self.environment)
        }
        let before = try keys("print(a)")
        let after = try keys("print(a + 1)")
        #expect(before["k__one"] != nil)
        #expect(before["k__one"] != after["k__one"])
    }
}

/// The kept results of the book's tests: keyed by what the test is and where it is written.
@Suite struct BookTestCacheKeysTests {
    static func programs(_ markdown: String, path: String) -> [BookTestProgram] {
        let parsed = DocumentParser.parse(markdown, path: path).document
        return BookTestProgram.programs(from: BookTestParser.parts(of: parsed).parts, file: parsed.path)
    }

    static func test(_ code: String, output: String) -> String {
        "<!--\n  - test: `t`\n\n  ```swifttest\n  -> \(code)\n  << \(output)\n  ```\n-->\n"
    }

    static func key(_ markdown: String, path: String = "Docs/b.en.md") -> String? {
        var keys = CacheKeys(byExample: [:])
        let programs = programs(markdown, path: path)
        keys.addBookTests(programs, modules: programs, toolchain: "swift 6.3")
        return keys[BookTestRunner.id(of: programs[0])]
    }

    @Test func aTestsKeyChangesWithItsCodeOutputAndPlaceOnly() {
        let key = Self.key(Self.test("print(1)", output: "1"))
        #expect(key != nil)
        #expect(Self.key(Self.test("print(1)", output: "1")) == key)
        #expect(Self.key(Self.test("print(2)", output: "1")) != key)
        #expect(Self.key(Self.test("print(1)", output: "2")) != key)
        // Moved down a line: its result is reported at other lines.
        #expect(Self.key("\n" + Self.test("print(1)", output: "1")) != key)
        #expect(Self.key(Self.test("print(1)", output: "1"), path: "Docs/b.zh-Hans.md") != key)
    }
}
