import DocgenTestSupport
import Foundation
import Testing

@testable import DocgenCore

/// Issue 34: what docgen reads back from a generated tree (its manifest) and the directories it writes
/// through are input like any other: a manifest line naming a path outside the tree or through a symbolic
/// link is never acted on, and nothing is ever written through a link inside the tree.
@Suite struct GeneratedTreeReadBackTests {
    let root: URL
    var output: URL { root.appendingPathComponent("Examples") }
    var manifest: URL { output.appendingPathComponent(GeneratedTree.manifestName) }
    /// A directory outside the tree, with the user's file in it.
    var elsewhere: URL { root.appendingPathComponent("elsewhere") }
    var victim: String? {
        try? String(contentsOf: elsewhere.appendingPathComponent("victim.swift"), encoding: .utf8)
    }

    static let tree = GeneratedTree(files: ["Package.swift": "p", "Sources/a/A.swift": "a"], kind: "package")
    static let next = GeneratedTree(files: ["Package.swift": "p2", "Sources/b/B.swift": "b"], kind: "package")

    init() throws {
        root = try makeTemporaryDirectory("docgen-read-back")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try "mine".write(to: elsewhere.appendingPathComponent("victim.swift"), atomically: true, encoding: .utf8)
        _ = try Self.tree.write(to: output).get()
    }

    /// Adds `lines` to the tree's manifest, as a pull request could.
    func plant(_ lines: [String]) throws {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try (text + lines.map { $0 + "\n" }.joined()).write(to: manifest, atomically: true, encoding: .utf8)
    }

    func link(_ path: String, to target: URL) throws {
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent(path), withDestinationURL: target)
    }

    func expectRefused(_ result: Result<GeneratedTree.Outcome, GenerationFailure>, _ id: DiagnosticID) -> [Diagnostic] {
        guard case .failure(let failure) = result else {
            Issue.record("the write went ahead: \(result)")
            return []
        }
        #expect(!failure.diagnostics.isEmpty)
        #expect(failure.diagnostics.allSatisfy { $0.id == id && $0.severity == .error }, "\(failure.diagnostics)")
        return failure.diagnostics
    }

    @Test func manifestLinesOutsideTheTreeAreReportedAtTheirLineAndNeverActedOn() throws {
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").count
        try plant([
            "0000000000000000 ../elsewhere/victim.swift", "../elsewhere/victim.swift",
            root.appendingPathComponent("elsewhere/victim.swift").path, "Sources/./a/A.swift", "Sources//A.swift",
            "a\u{1}b",
        ])
        let planted: [Int] = Array((lines + 1)...(lines + 6))
        let parsed = try #require(GeneratedTree.manifest(in: output))
        #expect(parsed.paths == [".gitignore", "Package.swift", "Sources/a/A.swift"])
        #expect(parsed.rejected.map(\.line) == planted)
        let diagnostics = expectRefused(Self.next.write(to: output, force: true), .manifestEntryUnsafe)
        let reported: [Int?] = diagnostics.map(\.location?.line)
        #expect(reported == planted.map { (line: Int) -> Int? in line })
        #expect(diagnostics.allSatisfy { $0.location?.file == manifest.path })
        #expect(diagnostics.first?.message.contains("'../elsewhere/victim.swift', which leaves the tree") == true)
        #expect(diagnostics.last?.message.contains("'a\\u{01}b'") == true, "control characters are shown escaped")
        #expect(victim == "mine")
        #expect(try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8) == "p")
        // `docgen check` sees the same problems: a tree it cannot trust is not checked.
        #expect(GeneratedTree.manifestProblems(in: output).map(\.location?.line) == reported)
        #expect(!Self.tree.differences(from: output).contains { $0.contains("..") })
    }

    @Test func aManifestLineThroughALinkInsideTheTreeIsNeverActedOn() throws {
        try link("sub", to: elsewhere)
        try plant(["0000000000000000 sub/victim.swift"])
        let diagnostics = expectRefused(Self.next.write(to: output, force: true), .manifestEntryUnsafe)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("goes through the symbolic link sub") == true)
        #expect(victim == "mine")
    }

    @Test func aManifestThatIsALinkIsNotRead() throws {
        let planted = elsewhere.appendingPathComponent("manifest")
        try "0000000000000000 ../elsewhere/victim.swift\n".write(to: planted, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: manifest)
        try link(GeneratedTree.manifestName, to: planted)
        #expect(GeneratedTree.manifest(in: output) == nil)
        let diagnostics = expectRefused(Self.next.write(to: output), .manifestEntryUnsafe)
        #expect(diagnostics.first?.message.contains("the manifest is a symbolic link") == true)
        #expect(victim == "mine")
    }

    /// A directory of the tree replaced by a link to the user's project: docgen would write its files there.
    @Test func aGeneratedDirectoryReplacedByALinkIsAnErrorAndNothingIsWrittenThroughIt() throws {
        try FileManager.default.removeItem(at: output.appendingPathComponent("Sources"))
        try link("Sources", to: elsewhere)
        try plant(["0000000000000000 Sources/victim.swift"])
        let tree = GeneratedTree(
            files: ["Package.swift": "p2", "Sources/a/A.swift": "a2", "Sources/victim.swift": "x"], kind: "package")
        for force in [false, true] {
            let diagnostics = expectRefused(tree.write(to: output, force: force), .manifestEntryUnsafe)
            #expect(diagnostics.count == 1, "one error per link: \(diagnostics)")
            #expect(diagnostics.first?.location?.file == manifest.path)
            #expect(
                diagnostics.first?.message.contains(
                    "line (and 1 more line) names 'Sources/a/A.swift', which goes through the symbolic link Sources")
                    == true, "\(diagnostics)")
        }
        #expect(victim == "mine")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("a").path))
        #expect(try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8) == "p")
        // `docgen check` does not read through the link either: the file counts as missing.
        #expect(tree.differences(from: output).contains("Sources/victim.swift"))
    }

    /// A new directory of the tree (no manifest line through it) that is a link: the error is at the link.
    @Test func aDirectoryOnTheWayThatIsALinkIsAnErrorAtTheLink() throws {
        try link("Tests", to: elsewhere)
        let tree = GeneratedTree(
            files: ["Package.swift": "p2", "Tests/victim.swift": "x", "Tests/b/B.swift": "b"], kind: "package")
        let diagnostics = expectRefused(tree.write(to: output, force: true), .outputThroughSymbolicLink)
        #expect(diagnostics.count == 1, "one error per link: \(diagnostics)")
        #expect(diagnostics.first?.location?.file == output.appendingPathComponent("Tests").path)
        #expect(diagnostics.first?.message.contains("goes through the symbolic link Tests") == true)
        #expect(victim == "mine")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("b").path))
    }

    @Test func aGeneratedFileThatIsALinkIsNeitherReplacedNorRead() throws {
        try FileManager.default.removeItem(at: output.appendingPathComponent("Package.swift"))
        try link("Package.swift", to: elsewhere.appendingPathComponent("victim.swift"))
        let diagnostics = expectRefused(Self.next.write(to: output), .manifestEntryUnsafe)
        #expect(diagnostics.first?.message.contains("'Package.swift', which is a symbolic link") == true)
        #expect(victim == "mine")
        // Where no manifest line names it, the file that is a link is refused at itself.
        try link("Extra.swift", to: elsewhere.appendingPathComponent("victim.swift"))
        let tree = GeneratedTree(files: ["Sources/a/A.swift": "a", "Extra.swift": "x"], kind: "package")
        try FileManager.default.removeItem(at: output.appendingPathComponent("Package.swift"))
        let atLink = expectRefused(tree.write(to: output), .outputThroughSymbolicLink)
        #expect(atLink.first?.location?.file == output.appendingPathComponent("Extra.swift").path)
        #expect(victim == "mine")
    }

    @Test func aLockFileThatIsALinkIsNotTruncatedThrough() throws {
        let lock = root.appendingPathComponent(".Examples.docgen-lock")
        try FileManager.default.createSymbolicLink(
            at: lock, withDestinationURL: elsewhere.appendingPathComponent("victim.swift"))
        let diagnostics = expectRefused(Self.next.write(to: output), .outputNotWritable)
        #expect(diagnostics.first?.message.contains("symbolic link") == true)
        #expect(victim == "mine")
    }

    /// Recovery's journal and the manifest share one check (`GeneratedTree.pathProblem`): a journal step
    /// onto a file that is a link is refused as well.
    @Test func aJournalRenameOntoALinkIsRefused() throws {
        try FileManager.default.removeItem(at: output.appendingPathComponent("Package.swift"))
        try link("Package.swift", to: elsewhere.appendingPathComponent("victim.swift"))
        let staging = output.appendingPathComponent(GeneratedTree.stagingName)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try "pwned".write(to: staging.appendingPathComponent("0"), atomically: true, encoding: .utf8)
        try "0000000000000000 Package.swift\n".write(
            to: staging.appendingPathComponent("manifest"), atomically: true, encoding: .utf8)
        let journal = GeneratedTree.Journal(removals: [], renames: [["0", "Package.swift"]], emptied: [])
        try JSONEncoder().encode(journal).write(to: output.appendingPathComponent(GeneratedTree.journalName))
        let diagnostics = GeneratedTree.recover(output)
        #expect(diagnostics.map(\.id) == [.writeJournalUnsafe])
        #expect(diagnostics.first?.message.contains("is a symbolic link") == true)
        #expect(victim == "mine")
    }

    @Test func theShapeCheckAcceptsWhatDocgenWrites() {
        for path in ["Package.swift", ".gitignore", "Sources/a/A.swift", "pages/x.ru.html", "a b/c"] {
            #expect(GeneratedTree.pathProblem(path, in: nil) == nil, "\(path)")
        }
        for path in ["", "/etc/passwd", "../x", "a/../b", "a/./b", "a//b", "a/", "a\nb", ".docgen-staging/0"] {
            #expect(GeneratedTree.pathProblem(path, in: nil) != nil, "\(path)")
        }
    }
}
