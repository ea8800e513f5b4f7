import DocParsing
import DocgenCore
import ExampleExtraction
import Foundation
import Testing

@testable import ExampleGeneration

/// Which examples share the `DocgenExamples` module, and how their files keep the doc's lines and columns.
@Suite struct ModuleSharingTests {
    static func examples(_ markdown: [String: String]) -> ExampleSet {
        ExamplePackageGeneratorTests.examples(markdown)
    }

    static func doc(_ code: String, attributes: String = "") -> String {
        "# Sample\n\n```swift\(attributes.isEmpty ? "" : " " + attributes)\n\(code)\n```\n"
    }

    static func controller(_ name: String = "A") -> String {
        """
        import UIKit

        class ViewController: UITableViewController {
            let names = ["\(name)"]
        }
        """
    }

    func sharing(_ code: String, attributes: String = "") throws -> ModuleSharing {
        let set = Self.examples(["a.md": Self.doc(code, attributes: attributes)])
        return ExamplePlan(try #require(set.examples.first)).module
    }

    func reason(_ code: String, attributes: String = "") throws -> String? {
        if case .own(let reason) = try sharing(code, attributes: attributes) { return reason }
        return nil
    }

    @Test func twoViewControllersShareTheModuleEachPrivateToItsFile() throws {
        let set = Self.examples(["a.md": Self.doc(Self.controller("A")), "b.md": Self.doc(Self.controller("B"))])
        let tree = try ExamplePackageGeneratorTests.generator().generate(set).get()
        let a = try #require(tree.files["Sources/DocgenExamples/a__sample.swift"])
        let b = try #require(tree.files["Sources/DocgenExamples/b__sample.swift"])
        for (file, text) in [("a.md", a), ("b.md", b)] {
            // `fileprivate` on a line of its own, one Markdown line before the declaration's (line 6).
            #expect(
                text.contains(
                    "#sourceLocation(file: \"\(file)\", line: 5)\nfileprivate\nclass ViewController: UITableViewController {\n"
                ))
        }
        #expect(a.contains("public func docgenExampleData_a__sample() -> ("))
        #expect(a.contains("        makeHost: { ViewController() },\n"))
        #expect(!tree.files.keys.contains { $0.hasPrefix("Sources/a__sample/") })
        let package = try #require(tree.files["Package.swift"])
        #expect(package.contains("name: \"DocgenExamples\""))
        #expect(!package.contains("name: \"a__sample\""))
        // The runner plays each one through the function that opens its screen.
        let runner = try #require(tree.files["Sources/ExampleRunner/main.swift"])
        #expect(runner.contains("    docgenExample_b__sample,\n"))
        let hosting = try #require(tree.files["Sources/ExampleRunner/Examples.swift"])
        #expect(hosting.contains("import DocgenExamples\n"))
        #expect(hosting.contains("DocgenExample(id: \"a__sample\", DocgenExamples.docgenExampleData_a__sample())"))
        #expect(hosting.contains("DocgenOracles(example: docgenExample_a__sample, fixture: fixtureURL(\"a__sample\"))"))
    }

    @Test func everyDocLineKeepsItsMarkdownLineAndColumn() throws {
        let markdown =
            "# Steps\n\n- First:\n\n  ```swift\n  import UIKit\n  struct Row {}\n  func make() -> Row { Row() }\n  ```\n"
        let set = Self.examples(["steps.md": markdown])
        let example = try #require(set.examples.first)
        let tree = try ExamplePackageGeneratorTests.generator().generate(set).get()
        let path = "Sources/DocgenExamples/\(example.id).swift"
        let text = try #require(tree.files[path])
        let (origins, unbalanced) = GeneratedSyntaxValidator.lineOrigins(of: text)
        #expect(unbalanced == nil)
        let generatedLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Every line of the program is where the Markdown has it: same line, same column.
        for line in example.program.lines {
            let origin = try #require(line.origin)
            let index = try #require(
                origins.firstIndex(of: .doc(file: origin.file, line: origin.line)).map { index in
                    // The `fileprivate` line takes the line before a declaration: skip it.
                    generatedLines[index] == "fileprivate" ? index + 1 : index
                })
            #expect(generatedLines[index] == Substring(String(repeating: " ", count: origin.column - 1) + line.text))
        }
        #expect(text.contains("fileprivate\n  struct Row {}\n"))
        #expect(text.contains("fileprivate\n  func make() -> Row { Row() }\n"))
        #expect(GeneratedSyntaxValidator.validate(path: path, text: text, example: example).isEmpty)
    }

    @Test func declarationsThatCannotBePrivateKeepAModuleOfTheirOwn() throws {
        #expect(try reason("public class A {}") == "declares public class A (a.md:4)")
        #expect(try reason("open class A {}") == "declares open class A (a.md:4)")
        #expect(try reason("internal func f() {}") == "declares internal func f (a.md:4)")
        #expect(try reason("@main struct App {\n    static func main() {}\n}") == "declares @main (a.md:4)")
        #expect(
            try reason("extension String {\n    var shout: String { uppercased() }\n}")?.hasPrefix("extends String")
                == true)
        #expect(try reason("infix operator <~>")?.hasPrefix("has a top-level operator") == true)
        #expect(try reason("import UIKit\nimport CoreLocation\nclass A {}") == "imports CoreLocation (a.md:5)")
        #expect(try reason("@MainActor class A {}")?.hasPrefix("has @MainActor before class A") == true)
        // An attribute on its own line: no `#sourceLocation` and `fileprivate` may come between it and `class`.
        #expect(
            try reason("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}")
                == "has @UIApplicationMain before class AppDelegate (a.md:4)")
        #expect(try reason("class A {}", attributes: "standalone") == "marked standalone")
        #expect(try reason("let x = 1", attributes: "compile_fail") == "compile_fail: compiled on its own")
    }

    @Test func privateDeclarationsAndExtensionsOfTheExamplesOwnTypesShare() throws {
        let code = """
            import UIKit
            final class A: UIViewController {}
            extension A: UISearchBarDelegate {}
            private struct B {}
            let names = ["x"]
            """
        guard case .shared(let lines) = try sharing(code) else {
            Issue.record("expected the example to share the module")
            return
        }
        // Before `final class A` (program line 2) and `let names` (line 5); `private struct B` already is.
        #expect(lines == [1, 4])
    }

    @Test func standaloneExamplesAreSaidWhyAndKeepTheirTarget() throws {
        let set = Self.examples([
            "a.md": Self.doc("public class A: UIView {}"), "b.md": Self.doc(Self.controller()),
        ])
        let tree = try ExamplePackageGeneratorTests.generator().generate(set).get()
        #expect(tree.files["Sources/a__sample/a__sample.swift"] != nil)
        #expect(tree.files["Package.swift"]?.contains("name: \"a__sample\"") == true)
        #expect(ModuleSharing.report(set) == "a__sample: in a module of its own: declares public class A (a.md:4)")
        // Forced out of the shared module (docgen check does it for an example that did not compile there).
        let forced = try ExamplePackageGeneratorTests.generator().generate(set, ownModule: ["b__sample"]).get()
        // Its module has one public name besides the doc's: the function that says how it is played.
        let own = try #require(forced.files["Sources/b__sample/b__sample.swift"])
        #expect(own.contains("public func docgenExampleData_b__sample() -> ("))
        #expect(own.contains("        makeHost: { ViewController() },\n"))
        #expect(
            forced.files["Sources/ExampleRunner/Examples.swift"]?.contains(
                "DocgenExample(id: \"b__sample\", b__sample.docgenExampleData_b__sample())") == true)
        #expect(forced.files["Package.swift"]?.contains("name: \"DocgenExamples\"") == false)
    }

    // MARK: - Once per program

    @Test func aProgramIsDecidedOnceAndTheDecisionRemembered() throws {
        let set = Self.examples(["a.md": Self.doc("class RememberedOnce {}\npublic struct Shown {}")])
        let example = try #require(set.examples.first)
        let sharing = ExamplePlan(example).module
        #expect(sharing == .own(reason: "declares public struct Shown (a.md:5)"))
        #expect(ModuleSharing.byProgram[example.program] == sharing)
        #expect(ExamplePlan(example).module == ModuleSharing.of(program: example.program))
    }

    @Test func theSameProgramAtOtherLinesIsPlacedAtItsOwn() throws {
        let set = Self.examples(["a.md": Self.doc("public class SamePlaceTwice {}")])
        let example = try #require(set.examples.first)
        #expect(ExamplePlan(example).module == .own(reason: "declares public class SamePlaceTwice (a.md:4)"))
        // The same text, two lines further down in another file (as after an edit above the block).
        var moved = example
        moved.program.lines = example.program.lines.map { line in
            var line = line
            line.origin = line.origin.map { SourceLocation(file: "b.md", line: $0.line + 2, column: $0.column) }
            return line
        }
        #expect(moved.program.text == example.program.text)
        #expect(ExamplePlan(moved).module == .own(reason: "declares public class SamePlaceTwice (b.md:6)"))
        #expect(ExamplePlan(example).module == .own(reason: "declares public class SamePlaceTwice (a.md:4)"))
    }

    @Test func anExtensionOfANestedTypeIsPrivateToItsFileToo() throws {
        // Its members default to the nested type's own access, not to the file-private parent's: without
        // `fileprivate extension`, `[Emoji]` would be a file-private type in an internal property's signature.
        let nested =
            "struct Emoji {\n    enum Category { case a }\n}\nextension Emoji.Category {\n    var emojis: [Emoji] { [] }\n}"
        #expect(try sharing(nested) == .shared(fileprivateBefore: [0, 3]))
        // An extension of the parent needs nothing: its members default to the parent's access.
        #expect(
            try sharing("struct Parent {}\nextension Parent {\n    var all: [Parent] { [] }\n}")
                == .shared(fileprivateBefore: [0]))
        // A conformance cannot be declared by a `fileprivate extension`: a module of its own.
        #expect(
            try reason("struct Outer {\n    enum Kind { case a }\n}\nextension Outer.Kind: Equatable {}")
                == "extends Outer.Kind, a nested type, with a conformance (a.md:7)")
    }

    @Test func attributesDecideBeforeTheRememberedProgram() throws {
        let code = "class AttributesFirst {}"
        // The plain example first, so that its program's decision is remembered.
        #expect(try sharing(code) == .shared(fileprivateBefore: [0]))
        #expect(try reason(code, attributes: "standalone") == "marked standalone")
        #expect(try reason(code, attributes: "compile_fail") == "compile_fail: compiled on its own")
        #expect(try sharing(code) == .shared(fileprivateBefore: [0]))
    }

    @Test func aChangedProgramIsDecidedAgain() throws {
        let shared = "class ChangedLater {}"
        #expect(try sharing(shared) == .shared(fileprivateBefore: [0]))
        #expect(try reason("public " + shared) == "declares public class ChangedLater (a.md:4)")
        #expect(try reason("import CoreLocation\n" + shared) == "imports CoreLocation (a.md:4)")
        #expect(try sharing(shared) == .shared(fileprivateBefore: [0]))
    }
}
