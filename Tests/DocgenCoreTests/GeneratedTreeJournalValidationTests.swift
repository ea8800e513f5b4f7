import DocgenTestSupport
import Foundation
import Testing

@testable import DocgenCore

/// A journal on disk may come from a pull request: recovery carries out only what docgen could have written.
@Suite struct GeneratedTreeJournalValidationTests {
    let root: URL
    var output: URL { root.appendingPathComponent("Examples") }
    var staging: URL { output.appendingPathComponent(GeneratedTree.stagingName) }

    init() throws {
        root = try makeTemporaryDirectory("docgen-journal")
        let tree = GeneratedTree(files: ["Package.swift": "p", "Sources/a/A.swift": "a"])
        _ = try tree.write(to: output).get()
        try write("victim", at: root.appendingPathComponent("Docs/victim.md"))
    }

    func write(_ text: String, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Plants a journal (and a staging directory holding `staged`, by staging name) as a pull request could.
    func plant(
        removals: [String] = [], renames: [[String]] = [], emptied: [String] = [], staged: [String: String] = [:]
    )
        throws
    {
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        for (name, text) in staged { try write(text, at: staging.appendingPathComponent(name)) }
        let journal = GeneratedTree.Journal(removals: removals, renames: renames, emptied: emptied)
        try JSONEncoder().encode(journal).write(to: output.appendingPathComponent(GeneratedTree.journalName))
    }

    func expectRefused(_ diagnostics: [Diagnostic], mentioning text: String) {
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == .writeJournalUnsafe)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location?.file.hasSuffix(GeneratedTree.journalName) == true)
        #expect(diagnostics.first?.message.contains(text) == true, "\(diagnostics)")
        // Nothing was touched: the journal stays for the user to look at.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(GeneratedTree.journalName).path))
    }

    var victim: String? {
        try? String(contentsOf: root.appendingPathComponent("Docs/victim.md"), encoding: .utf8)
    }

    @Test func aRemovalOutsideTheTreeIsRefused() throws {
        try plant(removals: ["../Docs/victim.md"])
        expectRefused(GeneratedTree.recover(output), mentioning: "../Docs/victim.md")
        #expect(victim == "victim")
    }

    @Test func anAbsoluteRemovalIsRefused() throws {
        try plant(removals: [root.appendingPathComponent("Docs/victim.md").path])
        expectRefused(GeneratedTree.recover(output), mentioning: "absolute")
        #expect(victim == "victim")
    }

    @Test func aRemovalOfAFileDocgenDidNotWriteIsRefused() throws {
        try write("mine", at: output.appendingPathComponent("NOTES.md"))
        try plant(removals: ["NOTES.md"])
        expectRefused(GeneratedTree.recover(output), mentioning: "not in its manifest")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("NOTES.md").path))
    }

    @Test func aRenameOverADocOrAGitHookIsRefused() throws {
        for target in ["../Docs/victim.md", "../.git/hooks/pre-commit", "Sources/../../Docs/victim.md"] {
            try plant(renames: [["0", target]], staged: ["0": "pwned", "manifest": "0000000000000000 \(target)\n"])
            expectRefused(GeneratedTree.recover(output), mentioning: target)
        }
        #expect(victim == "victim")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".git/hooks/pre-commit").path))
    }

    @Test func aRenameToAPathTheStagedManifestDoesNotListIsRefused() throws {
        try plant(
            renames: [["0", "Sources/b/B.swift"]], staged: ["0": "b", "manifest": "0000000000000000 Package.swift\n"])
        expectRefused(GeneratedTree.recover(output), mentioning: "not a file of the tree")
    }

    @Test func aStagingNameDocgenNeverGivesIsRefused() throws {
        try plant(renames: [["../../Docs/victim.md", "Package.swift"]], staged: ["manifest": ""])
        expectRefused(GeneratedTree.recover(output), mentioning: "not a name docgen gives")
        #expect(victim == "victim")
    }

    @Test func theManifestGoesOnlyToItsOwnName() throws {
        try plant(renames: [["manifest", "../Docs/victim.md"]], staged: ["manifest": ""])
        expectRefused(GeneratedTree.recover(output), mentioning: "rename of the manifest")
        #expect(victim == "victim")
    }

    @Test func aPathThroughASymbolicLinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent("Link"), withDestinationURL: root.appendingPathComponent("Docs"))
        try plant(removals: ["Link/victim.md"])
        expectRefused(GeneratedTree.recover(output), mentioning: "symbolic link")
        #expect(victim == "victim")
    }

    @Test func aStagingDirectoryThatIsASymbolicLinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(at: staging, withDestinationURL: root.appendingPathComponent("Docs"))
        let diagnostics = GeneratedTree.recover(output)
        #expect(diagnostics.map(\.id) == [.writeJournalUnsafe])
        #expect(victim == "victim")
    }

    @Test func emptiedDirectoriesOutsideTheTreeAreRefused() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Empty"), withIntermediateDirectories: false)
        try plant(emptied: ["../Empty"])
        expectRefused(GeneratedTree.recover(output), mentioning: "../Empty")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Empty").path))
    }

    @Test func controlCharactersAreRefusedAndShownEscaped() throws {
        try plant(removals: ["a\nb"])
        expectRefused(GeneratedTree.recover(output), mentioning: "a\\nb")
    }

    @Test func aRefusedJournalStopsTheNextWrite() throws {
        try plant(removals: ["../Docs/victim.md"])
        let tree = GeneratedTree(files: ["Package.swift": "p2"])
        guard case .failure(let failure) = tree.write(to: output) else {
            Issue.record("the write went ahead over an unsafe journal")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.writeJournalUnsafe])
        #expect(victim == "victim")
    }

    @Test func theJournalDocgenWritesIsStillCarriedOut() throws {
        // Stop a real update after the journal is committed: recovery finishes it.
        let tree = GeneratedTree(files: ["Package.swift": "p2", "Sources/b/B.swift": "b"])
        struct Stop: Error {}
        let result = tree.write(to: output) { step in if step == "remove Sources/a/A.swift" { throw Stop() } }
        guard case .failure = result else {
            Issue.record("the write was not stopped")
            return
        }
        let diagnostics = GeneratedTree.recover(output)
        #expect(diagnostics.map(\.id) == [.interruptedWriteRecovered])
        #expect(GeneratedTree.generatedPaths(in: output) == [".gitignore", "Package.swift", "Sources/b/B.swift"])
    }

    @Test func theTreeIgnoresItsJournalAndStaging() throws {
        let ignore = try String(contentsOf: output.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.contains("/\(GeneratedTree.journalName)\n"))
        #expect(ignore.contains("/\(GeneratedTree.stagingName)/\n"))
    }
}
