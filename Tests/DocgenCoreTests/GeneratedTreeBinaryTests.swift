import Foundation
import Testing

@testable import DocgenCore

/// Binary files (a site's images) are written, compared and removed like text files.
@Suite struct GeneratedTreeBinaryTests {
    @Test func binaryFilesRoundTripAndAreManaged() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-tree-bin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // Not valid UTF-8: a text round trip would change these bytes.
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0xFE, 0x00])
        let tree = GeneratedTree(files: ["index.html": "i"], binaryFiles: ["images/a.png": png])
        #expect(
            try tree.write(to: root).get()
                == .written(added: [".gitignore", "images/a.png", "index.html"], changed: [], removed: []))
        #expect(try Data(contentsOf: root.appendingPathComponent("images/a.png")) == png)
        #expect(GeneratedTree.generatedPaths(in: root) == [".gitignore", "images/a.png", "index.html"])
        #expect(try tree.write(to: root).get() == .unchanged)
        #expect(tree.differences(from: root).isEmpty)
        let next = GeneratedTree(files: ["index.html": "i"])
        #expect(try next.write(to: root).get() == .written(added: [], changed: [], removed: ["images/a.png"]))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("images").path))
    }
}
