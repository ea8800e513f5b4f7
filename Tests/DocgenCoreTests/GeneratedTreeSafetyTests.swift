import DocgenTestSupport
import Foundation
import Testing

@testable import DocgenCore

/// What `GeneratedTree` never loses: the previous tree and the user's files, whatever fails or stops.
@Suite struct GeneratedTreeSafetyTests {
    let root: URL
    var output: URL { root.appendingPathComponent("Examples") }

    init() throws {
        root = try makeTemporaryDirectory("docgen-safety")
    }

    func write(_ text: String, _ path: String) throws {
        let url = output.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file below `directory` (relative path → contents), the manifest left out.
    static func snapshot(_ directory: URL) -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                path != GeneratedTree.manifestName, path != GeneratedTree.ignoreName
            else { continue }
            files[path] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<unreadable>"
        }
        return files
    }

    /// Hidden entries docgen may leave while writing, in the tree or beside it.
    func leftovers() -> [String] {
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            $0.contains("docgen")
        }
        let inside = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter {
            $0 == GeneratedTree.stagingName || $0 == GeneratedTree.journalName
        }
        return beside + inside
    }

    static let old = GeneratedTree(
        files: ["Package.swift": "p", "Sources/a/A.swift": "a", "Sources/gone/Gone.swift": "g"], kind: "package")
    static let new = GeneratedTree(
        files: ["Package.swift": "p2", "Sources/a/A.swift": "a", "Sources/b/B.swift": "b", "Tests/T.swift": "t"],
        kind: "package")

    @Test func aWriteThatFailsMidwayLeavesThePreviousTreeAndTheUsersFiles() throws {
        _ = try Self.old.write(to: output).get()
        try write("notes", "NOTES.md")
        try write("mine", "Sources/a/Mine.swift")
        // A file stands where the new example's directory must go.
        try write("in the way", "Sources/b")
        let before = Self.snapshot(output)
        guard case .failure(let failure) = Self.new.write(to: output) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.wouldOverwriteUserFile])
        #expect(failure.diagnostics.first?.location?.file == output.appendingPathComponent("Sources/b").path)
        #expect(Self.snapshot(output) == before)
        #expect(leftovers().isEmpty)
    }

    @Test func aDirectoryWhereAGeneratedFileMustGoStopsTheWrite() throws {
        _ = try Self.old.write(to: output).get()
        try write("mine", "Tests/T.swift/keep.txt")
        let before = Self.snapshot(output)
        guard case .failure(let failure) = Self.new.write(to: output) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.wouldOverwriteUserFile])
        #expect(Self.snapshot(output) == before)
    }

    @Test func aHandEditedGeneratedFileIsNamedAndKeptUnlessForced() throws {
        _ = try Self.old.write(to: output).get()
        try write("a, edited", "Sources/a/A.swift")
        try write("g, edited", "Sources/gone/Gone.swift")
        guard case .failure(let failure) = Self.new.write(to: output) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.editedGeneratedFile, .editedGeneratedFile])
        #expect(
            failure.diagnostics.compactMap(\.location?.file) == [
                output.appendingPathComponent("Sources/a/A.swift").path,
                output.appendingPathComponent("Sources/gone/Gone.swift").path,
            ])
        #expect(failure.diagnostics[0].message.contains("overwrite"))
        #expect(failure.diagnostics[1].message.contains("remove"))
        #expect(read("Sources/a/A.swift") == "a, edited")
        #expect(read("Package.swift") == "p")
        try expectForcedWriteReplacesThem()
    }

    private func expectForcedWriteReplacesThem() throws {
        _ = try Self.new.write(to: output, force: true).get()
        #expect(read("Sources/a/A.swift") == "a")
        #expect(read("Sources/gone/Gone.swift") == nil)
        #expect(read("Package.swift") == "p2")
    }

    @Test func anEditThatMatchesTheNewContentIsNoConflict() throws {
        _ = try Self.old.write(to: output).get()
        try write("p2", "Package.swift")
        #expect(throws: Never.self) { try Self.new.write(to: output).get() }
    }

    @Test func aManifestOfDocgen01ListsPathsWithoutHashes() throws {
        try write("# generated by docgen\nPackage.swift\nSources/a/A.swift\n", GeneratedTree.manifestName)
        try write("edited", "Package.swift")
        #expect(GeneratedTree.generatedPaths(in: output) == ["Package.swift", "Sources/a/A.swift"])
        #expect(GeneratedTree.manifest(in: output)?.kind == nil)
        // Without hashes an edit cannot be told: the file is replaced.
        _ = try Self.new.write(to: output).get()
        #expect(read("Package.swift") == "p2")
        #expect(GeneratedTree.manifest(in: output)?.hashes["Package.swift"] == .some(GeneratedTree.hash("p2".utf8)))
    }

    @Test func aTreeOfAnotherKindIsNeverReplaced() throws {
        _ = try Self.old.write(to: output).get()
        let before = Self.snapshot(output)
        let site = GeneratedTree(files: ["index.html": "<p>"], kind: "site")
        guard case .failure(let failure) = site.write(to: output) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.outputBelongsToAnotherTree])
        #expect(Self.snapshot(output) == before)
    }

    @Test func anOutputThatIsAFileIsNotTouched() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "# doc".write(to: output, atomically: true, encoding: .utf8)
        guard case .failure(let failure) = Self.new.write(to: output) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.outputIsNotADirectory])
        #expect(try String(contentsOf: output, encoding: .utf8) == "# doc")
    }

    struct Stop: Error {}

    /// Stops a write before step `n` as a crash would, recovers, and checks the tree is the old one or the
    /// new one, with the user's files, and nothing left over; returns whether the write reached step `n`.
    func stopAndRecover(at n: Int, previous: GeneratedTree?) throws -> Bool {
        try? FileManager.default.removeItem(at: output)
        var userFiles: [String: String] = [:]
        if let previous {
            _ = try previous.write(to: output).get()
            userFiles = ["NOTES.md": "notes", "Sources/a/Mine.swift": "mine", ".build/x.o": "obj"]
            for (path, text) in userFiles { try write(text, path) }
        }
        let oldTree = Self.snapshot(output)
        var expectedNew = Self.new.files
        expectedNew.merge(userFiles) { generated, _ in generated }
        var steps = 0
        let result = Self.new.write(to: output) { _ in
            steps += 1
            if steps == n { throw Stop() }
        }
        if case .success = result { return false }
        GeneratedTree.recover(output)
        let recovered = Self.snapshot(output)
        #expect(recovered == oldTree || recovered == expectedNew, "stopped at step \(n)")
        #expect(leftovers().isEmpty, "stopped at step \(n)")
        // The next write completes the new tree.
        _ = try Self.new.write(to: output).get()
        #expect(Self.snapshot(output) == expectedNew)
        #expect(Self.new.differences(from: output).isEmpty)
        return true
    }

    @Test func aWriteStoppedAtAnyStepRecoversToTheOldOrTheNewTree() throws {
        var n = 1
        while try stopAndRecover(at: n, previous: Self.old) { n += 1 }
        // The commit, a removal, four renames (three files and the manifest), the journal's removal.
        #expect(n - 1 == 7)
        n = 1
        while try stopAndRecover(at: n, previous: nil) { n += 1 }
        #expect(n - 1 == 1)
    }

    @Test func leftoversOfDocgen01AreRecovered() throws {
        // docgen 0.1 was stopped after moving the user's files into its new tree and the old tree aside.
        let oldAside = root.appendingPathComponent(".Examples.docgen-old-41")
        let newAside = root.appendingPathComponent(".Examples.docgen-new-41")
        _ = try Self.old.write(to: oldAside).get()
        _ = try Self.new.write(to: newAside).get()
        try "notes".write(to: newAside.appendingPathComponent("NOTES.md"), atomically: true, encoding: .utf8)
        let diagnostics = GeneratedTree.recover(output)
        #expect(diagnostics.map(\.id) == [.interruptedWriteRecovered, .interruptedWriteRecovered])
        #expect(read("NOTES.md") == "notes")
        #expect(read("Package.swift") == "p")
        #expect(leftovers().isEmpty)
    }
}
