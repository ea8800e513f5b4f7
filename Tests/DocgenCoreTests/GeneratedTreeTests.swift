import DocgenTestSupport
import Foundation
import Testing

@testable import DocgenCore

@Suite struct GeneratedTreeTests {
    let root: URL
    var output: URL { root.appendingPathComponent("Examples") }

    init() throws {
        root = try makeTemporaryDirectory("docgen-tree")
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func modificationDate(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)[.modificationDate]
            as! Date
    }

    @Test func writesFilesAndManifestThenIsIdempotent() throws {
        let tree = GeneratedTree(files: ["Package.swift": "p", "Sources/a/A.swift": "a"])
        #expect(
            try tree.write(to: output).get()
                == .written(added: [".gitignore", "Package.swift", "Sources/a/A.swift"], changed: [], removed: []))
        #expect(read("Sources/a/A.swift") == "a")
        #expect(GeneratedTree.generatedPaths(in: output) == [".gitignore", "Package.swift", "Sources/a/A.swift"])
        let before = try modificationDate("Package.swift")
        #expect(try tree.write(to: output).get() == .unchanged)
        #expect(try modificationDate("Package.swift") == before)
        #expect(tree.differences(from: output).isEmpty)
    }

    @Test func keepsUserFilesAndBuildDirectoryAndRemovesOnlyStaleGeneratedFiles() throws {
        _ = try GeneratedTree(files: ["Package.swift": "p", "Sources/a/A.swift": "a", "Sources/b/B.swift": "b"]).write(
            to: output
        ).get()
        try "mine".write(to: output.appendingPathComponent("Sources/a/Mine.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try "obj".write(to: output.appendingPathComponent(".build/debug/x.o"), atomically: true, encoding: .utf8)
        try "notes".write(to: output.appendingPathComponent("NOTES.md"), atomically: true, encoding: .utf8)
        let unchangedDate = try modificationDate("Sources/a/A.swift")

        let next = GeneratedTree(files: ["Package.swift": "p2", "Sources/a/A.swift": "a"])
        #expect(next.differences(from: output) == ["Package.swift", "Sources/b/B.swift"])
        #expect(
            try next.write(to: output).get()
                == .written(added: [], changed: ["Package.swift"], removed: ["Sources/b/B.swift"]))
        #expect(read("Package.swift") == "p2")
        #expect(read("Sources/b/B.swift") == nil)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/b").path))
        #expect(read("Sources/a/Mine.swift") == "mine")
        #expect(read(".build/debug/x.o") == "obj")
        #expect(read("NOTES.md") == "notes")
        #expect(try modificationDate("Sources/a/A.swift") == unchangedDate)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains("docgen-") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesToOverwriteAFileItDidNotGenerate() throws {
        _ = try GeneratedTree(files: ["Package.swift": "p"]).write(to: output).get()
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("Sources/a"), withIntermediateDirectories: true)
        try "mine".write(to: output.appendingPathComponent("Sources/a/A.swift"), atomically: true, encoding: .utf8)
        let result = GeneratedTree(files: ["Package.swift": "p2", "Sources/a/A.swift": "a"]).write(to: output)
        guard case .failure(let failure) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.wouldOverwriteUserFile])
        #expect(failure.diagnostics[0].location?.file.hasSuffix("Sources/a/A.swift") == true)
        #expect(read("Sources/a/A.swift") == "mine")
        #expect(read("Package.swift") == "p")
    }

    @Test func refusesAForeignNonEmptyDirectory() throws {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "x".write(to: output.appendingPathComponent("keep.txt"), atomically: true, encoding: .utf8)
        let result = GeneratedTree(files: ["Package.swift": "p"]).write(to: output)
        guard case .failure(let failure) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.foreignOutputDirectory])
        #expect(read("keep.txt") == "x")
        #expect(read("Package.swift") == nil)
    }
}
