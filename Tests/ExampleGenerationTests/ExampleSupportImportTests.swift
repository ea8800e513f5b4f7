import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Foundation
import Testing

@testable import ExampleGeneration

/// The generated package writes no support code of its own: it imports docgen's `DocgenExampleSupport`
/// and `DocgenExampleTesting` and hands them locations as values.
@Suite struct ExampleSupportImportTests {
    static let root = repositoryRoot

    static let markdown = """
        # Steps

        - First:

          ```swift
          let answer = 42
          ```

        # Search

        ```swift
        import UIKit

        class TrailsViewController: UITableViewController {
            let entries = [(title: "Easiest", image: "green_circle")]
        }
        ```

        ```search-session
        activate      → (none)
        type "Eas"    → Easiest
        ```
        """

    static func tree() throws -> GeneratedTree {
        try ExamplePackageGeneratorTests.generator().generate(
            ExamplePackageGeneratorTests.examples(["notes:v2.md": markdown])
        ).get()
    }

    @Test func sourcesAndStepsAreLocationValuesWithTheirColumns() throws {
        let files = try Self.tree().files
        let indented = try #require(files["Sources/DocgenExamples/notes_v2__steps.swift"], "\(files.keys.sorted())")
        #expect(indented.contains("            (file: \"notes:v2.md\", line: 6, column: 3),\n"))
        let search = try #require(files["Sources/DocgenExamples/notes_v2__search.swift"])
        #expect(search.contains("            (file: \"notes:v2.md\", line: 12, column: 1),\n"))
        #expect(search.contains("quoted: \"activate\", file: \"notes:v2.md\", line: 20, column: 1\n"))
        #expect(search.contains("quoted: \"type \\\"Eas\\\"\", file: \"notes:v2.md\", line: 21, column: 1\n"))
        // The runner makes them `DocLocation` values from the module's data.
        let runner = try #require(files["Sources/ExampleRunner/Examples.swift"])
        #expect(
            runner.contains(
                "DocgenExample(id: \"notes_v2__search\", DocgenExamples.docgenExampleData_notes_v2__search())"))
        // No `file:line` string for the runner to split again.
        #expect(!search.contains("\"notes:v2.md:12\""))
    }

    /// Modules of the docgen package that the generated files import (`import X` where `Sources/Runtime/X` exists).
    static func importedDocgenModules(_ tree: GeneratedTree) -> Set<String> {
        var modules: Set<String> = []
        for text in tree.files.values {
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                let module = String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(
                    atPath: root.appendingPathComponent("Sources/Runtime/\(module)").path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    modules.insert(module)
                }
            }
        }
        return modules
    }

    @Test func theSupportModulesComeFromDocgenAndAreNotGenerated() throws {
        let tree = try Self.tree()
        let modules = Self.importedDocgenModules(tree)
        #expect(modules.isSuperset(of: ["DocgenExampleSupport", "DocgenExampleTesting", "UIKit"]))
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = manifest.split(separator: "\n").filter { $0.contains(".library(") }
        for module in modules.sorted() {
            #expect(
                !tree.files.keys.contains { $0.hasPrefix("Sources/\(module)/") },
                "the generated package writes docgen's module \(module)")
            #expect(
                libraries.contains { $0.contains("\"\(module)\"") }, "docgen's Package.swift exports no \(module)")
            #expect(
                ExamplePackageGenerator.docgenModuleDirectories.contains("Sources/Runtime/\(module)"),
                "results cached by docgen check do not depend on Sources/Runtime/\(module)")
        }
        let package = try #require(tree.files["Package.swift"])
        #expect(!package.contains(".target(name: \"DocgenExampleSupport\""))
        #expect(package.contains(".product(name: \"DocgenExampleSupport\", package: \"docgen\")"))
        #expect(package.contains(".product(name: \"DocgenExampleTesting\", package: \"docgen\")"))
    }
}

extension ExampleSupportImportTests {
    /// The test target's only files are the runnable examples' tests: with none, there is no test target
    /// (SwiftPM rejects a target whose directory has no source).
    @Test func aPackageWithoutRunnableExamplesHasNoTestTarget() throws {
        let markdown = "# Later\n\n```swift no_run\nlet a = UIView()\n```\n"
        let quiet = try ExamplePackageGeneratorTests.generator().generate(
            ExamplePackageGeneratorTests.examples(["later.md": markdown])
        ).get()
        #expect(!quiet.files.keys.contains { $0.hasPrefix("Tests/") })
        #expect(quiet.files["Package.swift"]?.contains(".testTarget(") == false)
        #expect(quiet.files["Package.swift"]?.contains("name: \"DocgenExamples\"") == true)
        let runnable = try Self.tree()
        #expect(runnable.files.keys.contains { $0.hasPrefix("Tests/ExampleTests/") })
        #expect(runnable.files["Package.swift"]?.contains(".testTarget(") == true)
    }
}
