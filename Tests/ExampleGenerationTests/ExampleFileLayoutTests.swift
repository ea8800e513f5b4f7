import Testing

@testable import ExampleGeneration

/// `ExampleFileLayout` names exactly the files the generator writes for each example.
@Suite struct ExampleFileLayoutTests {
    static let markdown = """
        # Run
        ```swift
        let a = 1
        ```
        # NoRun
        ```swift no_run
        let b = 2
        ```
        # Fail
        ```swift compile_fail="cannot find"
        let c = missing
        ```
        # Tests
        ```swift
        let d = 4
        ```
        """

    @Test func theLayoutIsWhatTheGeneratorWrites() throws {
        let examples = ExamplePackageGeneratorTests.examples(["modes.md": Self.markdown])
        let tree = try ExamplePackageGeneratorTests.generator().generate(examples).get()
        var perExample: Set<String> = []
        for example in examples.examples {
            let paths = ExampleFileLayout(example).paths
            #expect(paths.allSatisfy { tree.files[$0] != nil }, "\(example.id): \(paths)")
            #expect(paths.allSatisfy { perExample.insert($0).inserted }, "a file of two examples: \(paths)")
        }
        // Every other file is shared by the whole package.
        let shared = Set(tree.files.keys).subtracting(perExample)
        #expect(
            shared == [
                "Package.swift", "Sources/DocgenExampleSupport/DocgenExampleSupport.swift",
                "Sources/ExampleRunner/main.swift", "Tests/ExampleTests/DocgenOracles.swift",
            ])
    }

    @Test func modesDecideThePaths() throws {
        let examples = ExamplePackageGeneratorTests.examples(["modes.md": Self.markdown])
        let layouts = Dictionary(uniqueKeysWithValues: examples.examples.map { ($0.id, ExampleFileLayout($0)) })
        #expect(
            layouts["modes__run"]?.paths == [
                "Fixtures/modes__run.json", "Sources/modes__run/modes__run.swift",
                "Tests/ExampleTests/modes__runTests.swift",
            ])
        #expect(layouts["modes__norun"]?.tests == nil)
        #expect(layouts["modes__fail"]?.program == "CompileFail/modes__fail/modes__fail.swift")
        #expect(layouts["modes__tests"]?.program == "Sources/modes__tests/modes__tests.swift")
    }
}
