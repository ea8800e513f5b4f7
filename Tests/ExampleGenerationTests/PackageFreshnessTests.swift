import DocgenCore
import Foundation
import Testing

@testable import ExampleGeneration

/// `docgen check`'s freshness check of the generated package.
@Suite struct PackageFreshnessTests {
    let root: URL
    var output: URL { root.appendingPathComponent("Examples") }
    static let tree = GeneratedTree(
        files: ["Package.swift": "p", "Sources/a/a.swift": "a", "Sources/b/b.swift": "b", "Fixtures/a.json": "{}"],
        kind: "package")

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-fresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    @Test func aPackageJustWrittenIsFresh() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.tree.write(to: output).get()
        let freshness = PackageFreshness.check(Self.tree, in: output, shownAs: "Examples")
        #expect(!freshness.isStale)
        #expect(freshness.diagnostics.isEmpty)
    }

    @Test func aChangedFileMakesItStaleWithTheFix() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.tree.write(to: output).get()
        var next = Self.tree
        next.files["Sources/a/a.swift"] = "a2"
        let freshness = PackageFreshness.check(next, in: output, shownAs: "Examples")
        #expect(freshness.differences == ["Sources/a/a.swift"])
        #expect(freshness.diagnostics.map(\.id) == [.staleExamples])
        #expect(
            freshness.diagnostics.first?.message
                == "Examples/ is stale (1 file differ: Sources/a/a.swift); run 'docgen build' and commit the result")
    }

    @Test func aLongListIsCutAfterThree() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let freshness = PackageFreshness.check(Self.tree, in: output, shownAs: "Out")
        // Four files and the tree's .gitignore.
        #expect(freshness.differences.count == 5)
        #expect(
            freshness.diagnostics.first?.message
                == "Out/ is stale (5 files differ: .gitignore, Fixtures/a.json, Package.swift, …); run 'docgen build' and commit the result"
        )
    }

    @Test func anInterruptedWriteIsFinishedFirst() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try GeneratedTree(files: ["Package.swift": "old"], kind: "package").write(to: output).get()
        struct Stop: Error {}
        // Stopped right after committing the journal: the next look finishes the write.
        _ = Self.tree.write(to: output) { step in
            if step.hasPrefix("remove") || step.contains("into place") { throw Stop() }
        }
        let freshness = PackageFreshness.check(Self.tree, in: output, shownAs: "Examples")
        #expect(freshness.diagnostics.map(\.id) == [.interruptedWriteRecovered])
        #expect(!freshness.isStale)
    }
}
