import Testing

@testable import ExampleGeneration

/// `ExampleFileLayout` names exactly the files the generator writes for each example.
@Suite struct ExampleFileLayoutTests {
    @Test func theLayoutIsWhatTheGeneratorWrites() throws {
        let examples = ExamplePackageGeneratorTests.examples(["modes.md": ExamplePackageGeneratorTests.modes])
        let tree = try ExamplePackageGeneratorTests.generator().generate(examples).get()
        var perExample: Set<String> = []
        for example in examples.examples {
            let paths = ExampleFileLayout(ExamplePlan(example)).paths
            if ExamplePlan(example).isBuilt {
                #expect(paths.allSatisfy { tree.files[$0] != nil }, "\(example.id): \(paths)")
                #expect(paths.allSatisfy { perExample.insert($0).inserted }, "a file of two examples: \(paths)")
            } else {
                #expect(paths.allSatisfy { tree.files[$0] == nil }, "\(example.id) is not built: \(paths)")
            }
        }
        // Every other file is shared by the whole package: it names no example.
        let shared = Set(tree.files.keys).subtracting(perExample)
        #expect(shared.contains("Package.swift"))
        #expect(shared.allSatisfy { path in !examples.examples.contains { path.contains($0.id) } }, "\(shared)")
    }

    @Test func modesDecideThePaths() throws {
        let examples = ExamplePackageGeneratorTests.examples(["modes.md": ExamplePackageGeneratorTests.modes])
        let layouts = Dictionary(
            uniqueKeysWithValues: examples.examples.map { ($0.id, ExampleFileLayout(ExamplePlan($0))) })
        #expect(
            layouts["modes__run"]?.paths == [
                "Fixtures/modes__run.json", "Sources/DocgenExamples/modes__run.swift",
            ])
        // In a module of its own, the example's file is in a directory named by its id.
        let run = try #require(examples.examples.first { $0.id == "modes__run" })
        #expect(
            ExampleFileLayout(ExamplePlan(run), module: .own(reason: "marked standalone")).program
                == "Sources/modes__run/modes__run.swift")
        #expect(layouts["modes__fail"]?.program == "CompileFail/modes__fail/modes__fail.swift")
    }

    /// A plain-Swift example's program is its script's `main.swift`, which holds its lines.
    @Test func aPlainSwiftExamplesProgramIsItsScript() throws {
        let markdown =
            "# A\n\n```swift\nlet a = 1\n```\n\n# B\n\n```swift\nprint(a)\n```\n\n# C\n\n```swift\nlet a = 2\n```\n"
        let examples = ExamplePackageGeneratorTests.examples(["Docs/p.md": markdown])
        let tree = try ExamplePackageGeneratorTests.generator().generate(examples).get()
        // `let a` again starts the next script (which goes on with what the listings before declared, but
        // for `a`: `print(a)` declares nothing it needs).
        #expect(examples.scripts.map(\.exampleIDs) == [["p__a", "p__b"], ["p__c"]])
        for example in examples.examples {
            let layout = ExampleFileLayout(ExamplePlan(example), in: examples)
            let script = try #require(tree.files[layout.program])
            #expect(layout.program.hasPrefix("Scripts/"))
            #expect(script.contains("#sourceLocation(file: \"Docs/p.md\", line: \(example.sources[0].location.line))"))
        }
        #expect(!tree.files.keys.contains { $0.hasPrefix("Sources/p__") || $0.hasPrefix("Fixtures/p__") })
        #expect(tree.files["Package.swift"]?.contains("p__") == false)
    }
}
