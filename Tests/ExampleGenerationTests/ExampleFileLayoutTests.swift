import Testing

@testable import ExampleGeneration

/// `ExampleFileLayout` names exactly the files the generator writes for each example.
@Suite struct ExampleFileLayoutTests {
    @Test func theLayoutIsWhatTheGeneratorWrites() throws {
        let examples = ExamplePackageGeneratorTests.examples(["modes.md": ExamplePackageGeneratorTests.modes])
        let tree = try ExamplePackageGeneratorTests.generator().generate(examples).get()
        var perExample: Set<String> = []
        for example in examples.examples {
            let paths = ExampleFileLayout(example).paths
            if ExamplePackageGenerator.isBuilt(example) {
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
        let layouts = Dictionary(uniqueKeysWithValues: examples.examples.map { ($0.id, ExampleFileLayout($0)) })
        #expect(
            layouts["modes__run"]?.paths == [
                "Fixtures/modes__run.json", "Sources/DocgenExamples/modes__run.swift",
            ])
        // In a module of its own, the example's file is in a directory named by its id.
        let run = try #require(examples.examples.first { $0.id == "modes__run" })
        #expect(
            ExampleFileLayout(run, sharing: .own(reason: "marked standalone")).program
                == "Sources/modes__run/modes__run.swift")
        #expect(layouts["modes__fail"]?.program == "CompileFail/modes__fail/modes__fail.swift")
    }
}
