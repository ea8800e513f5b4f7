import DocgenTestSupport
import Foundation
import Testing

@testable import DocgenCore

/// One docgen at a time writes (or recovers) a tree; a second one is told who holds it.
@Suite struct GeneratedTreeLockTests {
    let root: URL
    var output: URL { root.appendingPathComponent("Examples") }

    init() throws {
        root = try makeTemporaryDirectory("docgen-lock")
    }

    @Test func aSecondWriterIsRefusedAndTheFirstsStagingSurvives() throws {
        _ = try GeneratedTree(files: ["A.swift": "a"]).write(to: output).get()
        let second = GeneratedTree(files: ["A.swift": "a2"])
        var seen: [Diagnostic] = []
        var recovered: [Diagnostic] = []
        // In the middle of the first write (its staging directory live), a second write and a recovery start.
        let result = GeneratedTree(files: ["A.swift": "a1"]).write(to: output) { step in
            guard step == "commit the journal", seen.isEmpty else { return }
            if case .failure(let failure) = second.write(to: output) { seen = failure.diagnostics }
            recovered = GeneratedTree.recover(output)
        }
        #expect(try result.get() == .written(added: [], changed: ["A.swift"], removed: []))
        #expect(seen.map(\.id) == [.outputLocked])
        #expect(seen.first?.message.contains("another docgen is writing \(output.path) (pid \(getpid()))") == true)
        #expect(recovered.map(\.id) == [.outputLocked])
        #expect(try String(contentsOf: output.appendingPathComponent("A.swift"), encoding: .utf8) == "a1")
        // Released: the lock file is gone and the next write goes ahead.
        #expect(!FileManager.default.fileExists(atPath: GeneratedTree.Lock.url(for: output).path))
        #expect(try second.write(to: output).get() == .written(added: [], changed: ["A.swift"], removed: []))
    }

    @Test func aLockFileLeftByAKilledRunDoesNotBlock() throws {
        try "12345\n".write(to: GeneratedTree.Lock.url(for: output), atomically: true, encoding: .utf8)
        #expect(throws: Never.self) { try GeneratedTree(files: ["A.swift": "a"]).write(to: output).get() }
    }

    @Test func recoveringWhereNothingExistsMakesNoDirectory() {
        let nowhere = root.appendingPathComponent("missing/Examples")
        #expect(GeneratedTree.recover(nowhere).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: nowhere.deletingLastPathComponent().path))
    }
}
