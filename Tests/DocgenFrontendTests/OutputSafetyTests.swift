import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` and `check` end to end: what they never lose or overwrite, interrupted or not, and how
/// one bad document leaves the others built.
@Suite struct OutputSafetyTests {
    /// A scratch project: a copy of `Templates/` and the given docs.
    func project(_ docs: [String: String]) throws -> URL {
        try makeScratchProject("docgen-safety", docs: docs)
    }

    func put(_ text: String, _ path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String, in directory: URL) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    func build(_ directory: URL, _ arguments: [String] = [], environment: [String: String] = [:]) throws
        -> DocgenProcess.Output
    {
        try DocgenProcess.run(
            ["build", "--quiet", "--uikit-package", repositoryRoot.path] + arguments, in: directory,
            environment: environment)
    }

    /// Every file below `directory` except `.build`, relative path → contents.
    static func snapshot(_ directory: URL) -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[path] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<binary>"
        }
        return files
    }

    static func doc(_ controller: String, _ title: String) -> String {
        """
        # \(title)

        ```swift
        import UIKit

        class \(controller): UITableViewController {
            let entries = [(title: "Easiest", image: "green_circle"), (title: "\(title)", image: "black_diamond")]
        }
        ```
        """
    }

    // MARK: - A failed build loses nothing

    @Test func aBuildThatFailsMidwayKeepsThePreviousTreeAndTheUsersFiles() throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try build(directory).exitCode == 0)
        try put("my notes", "Examples/NOTES.md", in: directory)
        // A second document's example needs Sources/DocgenExamples/b__vtoroy.swift, where the user keeps a file.
        try put(Self.doc("B", "Vtoroy"), "Docs/b.ru.md", in: directory)
        try put("in the way", "Examples/Sources/DocgenExamples/b__vtoroy.swift", in: directory)
        let before = Self.snapshot(directory.appendingPathComponent("Examples"))
        let output = try build(directory)
        #expect(output.exitCode == 1, "\(output.stderr)")
        #expect(output.stderrLines.count == 1)
        #expect(output.stderr.contains("Examples/Sources/DocgenExamples/b__vtoroy.swift:1:1: error: "))
        #expect(output.stderr.contains("[DG0503]"))
        #expect(Self.snapshot(directory.appendingPathComponent("Examples")) == before)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
    }

    // MARK: - One docgen at a time

    /// A build paused with its new tree written aside: a second build and a check started meanwhile are
    /// refused with the first's pid, and the first then finishes its tree.
    @Test(.hangGuard) func aSecondRunDuringABuildIsRefusedAndTheFirstFinishes() throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        nonisolated(unsafe) var first: DocgenProcess.Output?
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            first = try? self.build(
                directory, environment: ["DOCGEN_TEST_KILL_AT_STEP": "1", "DOCGEN_TEST_KILL_SIGNAL": "STOP"])
        }
        let lockFile = directory.appendingPathComponent(".Examples.docgen-lock")
        var holder: Int32?
        for _ in 0..<600 where holder == nil {
            Thread.sleep(forTimeInterval: 0.1)
            guard let text = read(".Examples.docgen-lock", in: directory), let pid = Int32(text.dropLast()) else {
                continue
            }
            // Stopped: /proc/PID/stat's state is T (where there is no /proc, the pid written is enough).
            #if os(Linux)
                let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                if stat.contains(") T ") { holder = pid }
            #else
                Thread.sleep(forTimeInterval: 1)
                holder = pid
            #endif
        }
        guard let holder else {
            Issue.record("the first build never paused at its first step (\(lockFile.path))")
            return
        }
        defer { kill(holder, SIGCONT) }
        let second = try build(directory)
        #expect(second.exitCode != 0)
        #expect(second.stderr.contains("another docgen is writing \(directory.path)/Examples (pid \(holder))"))
        #expect(second.stderr.contains("[DG0540]"))
        let check = try DocgenProcess.run(["check", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(check.exitCode != 0)
        #expect(check.stderr.contains("another docgen is writing"), "\(check.stderr)")
        kill(holder, SIGCONT)
        group.wait()
        #expect(first?.exitCode == 0, "\(first?.stderr ?? "no output")")
        #expect(try build(directory).stdout.contains("Examples/: up to date"))
        #expect(!FileManager.default.fileExists(atPath: lockFile.path))
    }

    // MARK: - Interrupted builds

    /// Kills `docgen build` before each rename or removal in turn (in `Examples/` and `site/`), then checks
    /// that the next build finishes with the new trees, the user's files where they were, and no leftovers.
    @Test(.hangGuard, arguments: ["KILL", "TERM", "INT"])
    func aBuildKilledAtAnyStepIsRecoveredByTheNextOne(signal: String) throws {
        let template = try project(["a.ru.md": Self.doc("A", "Poisk"), "c.ru.md": Self.doc("C", "Tretiy")])
        defer { try? FileManager.default.removeItem(at: template) }
        #expect(try build(template).exitCode == 0)
        try put("my notes", "Examples/NOTES.md", in: template)
        try put("// mine", "Examples/Sources/DocgenExamples/Mine.swift", in: template)
        try put("my page", "site/mine.html", in: template)
        // Next: one example changed, one added, one removed.
        try put(Self.doc("A", "Poisk2"), "Docs/a.ru.md", in: template)
        try put(Self.doc("B", "Vtoroy"), "Docs/b.ru.md", in: template)
        try FileManager.default.removeItem(at: template.appendingPathComponent("Docs/c.ru.md"))
        let expected = try {
            let reference = template.deletingLastPathComponent().appendingPathComponent(UUID().uuidString)
            try FileManager.default.copyItem(at: template, to: reference)
            defer { try? FileManager.default.removeItem(at: reference) }
            #expect(try build(reference).exitCode == 0)
            return Self.snapshot(reference)
        }()
        #expect(expected["Examples/NOTES.md"] == "my notes")
        #expect(expected["Examples/Sources/DocgenExamples/b__vtoroy.swift"] != nil)

        var step = 1
        while true {
            let directory = template.deletingLastPathComponent().appendingPathComponent(UUID().uuidString)
            try FileManager.default.copyItem(at: template, to: directory)
            defer { try? FileManager.default.removeItem(at: directory) }
            let killed = try build(
                directory, environment: ["DOCGEN_TEST_KILL_AT_STEP": "\(step)", "DOCGEN_TEST_KILL_SIGNAL": signal])
            if !killed.wasSignalled {
                #expect(killed.exitCode == 0, "\(killed.stderr)")
                break
            }
            let rerun = try build(directory)
            #expect(rerun.exitCode == 0, "step \(step): \(rerun.stderr)")
            #expect(Self.snapshot(directory) == expected, "killed at step \(step)")
            let hidden = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasPrefix(".")
            }
            #expect(hidden.isEmpty, "killed at step \(step)")
            step += 1
        }
        // Every run from step 1 to the last was killed, and the build has at least a few steps per tree.
        #expect(step > 10)
    }

    // MARK: - Outputs never overwrite inputs

    @Test(arguments: [
        (["--site", "Examples"], "DG0510"),
        (["--output", "Docs/a.ru.md"], "DG0509"),
        (["--site", "Docs"], "DG0509"),
        (["--output", "."], "DG0509"),
    ])
    func outputsThatWouldDestroyInputsOrEachOtherAreRefused(arguments: [String], id: String) throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try build(directory).exitCode == 0)
        let before = Self.snapshot(directory)
        let output = try build(directory, arguments)
        #expect(output.exitCode == 64, "\(output.stderr)")
        #expect(output.stderr.contains("[\(id)]"), "\(output.stderr)")
        #expect(output.stderrLines.allSatisfy { $0.contains(": error: ") && $0.contains("[DG05") })
        #expect(Self.snapshot(directory) == before)
    }

    @Test func outputsInsideTheDocsDirectoryAreFine() throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try build(directory, ["--output", "Docs/Examples", "--site", "Docs/site", "."])
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(read("Docs/Examples/Sources/DocgenExamples/a__poisk.swift", in: directory) != nil)
    }

    @Test func theSiteNeverReplacesThePackageEvenInASeparateRun() throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try build(directory, ["--no-site"]).exitCode == 0)
        let before = Self.snapshot(directory)
        let output = try build(directory, ["--output", "Other", "--site", "Examples"])
        #expect(output.exitCode == 1, "\(output.stderr)")
        #expect(output.stderr.contains("holds docgen's generated package, not a site"))
        #expect(
            Self.snapshot(directory.appendingPathComponent("Examples")).count
                == before.keys.filter {
                    $0.hasPrefix("Examples/")
                }.count)
        #expect(read("Examples/Package.swift", in: directory) == before["Examples/Package.swift"])
    }

    @Test(arguments: ["Docs/a.ru.md", "Templates/package/Package.swift.mustache", "Docs"])
    func junitNeverOverwritesADocumentOrAFileItDidNotWrite(path: String) throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = Self.snapshot(directory)
        let output = try DocgenProcess.run(["check", "--junit", path], in: directory)
        #expect(output.exitCode == 64, "\(output.stderr)")
        #expect(output.stderrLines.count == 1, "\(output.stderr)")
        #expect(output.stderr.contains("'--junit"))
        #expect(Self.snapshot(directory) == before)
    }

    // MARK: - Hand edits

    @Test func aHandEditedGeneratedFileIsNamedAndKeptUnlessForced() throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try build(directory).exitCode == 0)
        let source = "Examples/Sources/DocgenExamples/a__poisk.swift"
        let generated = try #require(read(source, in: directory))
        try put(generated + "\n// my fix\n", source, in: directory)
        let changed = Self.doc("A", "Poisk").replacingOccurrences(of: "Easiest", with: "Simplest")
        try put(changed, "Docs/a.ru.md", in: directory)

        let refused = try build(directory)
        #expect(refused.exitCode == 1)
        #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("\(source):1:1: error: this generated file was edited by hand"))
        #expect(refused.stderr.contains("--force"))
        #expect(read(source, in: directory)?.contains("// my fix") == true)

        let forced = try build(directory, ["--force"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(read(source, in: directory)?.contains("// my fix") == false)
        #expect(read(source, in: directory)?.contains("Simplest") == true)
    }

    // MARK: - One bad document

    @Test func badDocumentsAreReportedAndTheOthersBuilt() throws {
        let directory = try project([
            "a.ru.md": Self.doc("A", "Poisk"),
            "b.ru.md": "# B\n\n```swift\nlet x = 1\n",
            "c.ru.md": Self.doc("C", "Tretiy") + "\n\n```search-session\nactivate Easiest\n```\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: directory.appendingPathComponent("Docs/d.ru.md"))
        let output = try build(directory)
        #expect(output.exitCode == 65, "\(output.stderr)")
        #expect(output.stderr.contains("Docs/b.ru.md:3:1: error: "))
        #expect(output.stderr.contains("Docs/c.ru.md:"))
        #expect(output.stderr.contains("Docs/d.ru.md:1:"))
        // A fence never closed is the doc's error at the fence, and leaves its document in (its block runs to
        // the end): the other two are left out.
        #expect(output.stderr.contains("2 documents with errors left out of this build (Docs/c.ru.md, Docs/d.ru.md)"))
        #expect(read("Examples/Sources/DocgenExamples/a__poisk.swift", in: directory) != nil)
        #expect(read("Examples/Scripts/b_ru__program_1/main.swift", in: directory)?.contains("let x = 1") == true)
        #expect(read("site/index.html", in: directory) != nil)
        let built = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("Examples/Sources").path)
        #expect(!built.contains { $0.hasPrefix("c__") || $0.hasPrefix("d__") })
    }

    // MARK: - What is read back from a tree is input (issue 34)

    /// A manifest (committed with `Examples/`, or in `site/`) naming `../victim.txt`, and a generated directory
    /// replaced by a link to the user's project: `docgen build` deletes and overwrites nothing outside.
    @Test func aPlantedManifestOrALinkedDirectoryNeverReachesOutsideTheTree() throws {
        let directory = try project(["a.ru.md": Self.doc("A", "Poisk")])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try build(directory).exitCode == 0)
        try put("the user's", "victim.txt", in: directory)
        for tree in ["Examples", "site"] {
            let manifest = "\(tree)/.docgen-manifest"
            let original = try #require(read(manifest, in: directory))
            let line = original.split(separator: "\n").count + 1
            try put(original + "0000000000000000 ../victim.txt\n", manifest, in: directory)
            let refused = try build(directory)
            #expect(refused.exitCode == 1, "\(refused.stderr)")
            #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
            #expect(refused.stderr.contains("\(manifest):\(line):1: error: this manifest line names '../victim.txt'"))
            #expect(refused.stderr.contains("[DG0550]"))
            #expect(read("victim.txt", in: directory) == "the user's")
            try put(original, manifest, in: directory)
        }
        // The user's sources, where `Examples/Sources` now leads: docgen would write its example there.
        let sources = directory.appendingPathComponent("Examples/Sources")
        let project = directory.appendingPathComponent("project")
        try FileManager.default.moveItem(at: sources, to: project)
        try put("the user's", "project/DocgenExamples/a__poisk.swift", in: directory)
        try FileManager.default.createSymbolicLink(atPath: sources.path, withDestinationPath: "../project")
        let before = Self.snapshot(project)
        let refused = try build(directory, ["--force"])
        #expect(refused.exitCode == 1, "\(refused.stderr)")
        #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("Examples/.docgen-manifest:"))
        #expect(refused.stderr.contains("which goes through the symbolic link Sources"))
        #expect(Self.snapshot(project) == before)
    }

    /// `Docs -> ../private`: the docs folder itself is a link out of the project; it is not read.
    @Test func aDocsFolderLinkedOutOfTheProjectIsNotPublished() throws {
        let directory = try project([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outside = try makeTemporaryDirectory("docgen-private")
        defer { try? FileManager.default.removeItem(at: outside) }
        try put("# Private\n\nTOKEN=hunter2\n", "p.md", in: outside)
        let docs = directory.appendingPathComponent("Docs")
        try FileManager.default.removeItem(at: docs)
        try FileManager.default.createSymbolicLink(atPath: docs.path, withDestinationPath: outside.path)
        let refused = try build(directory)
        #expect(refused.exitCode == 74, "\(refused.stderr)")
        #expect(refused.stderr.contains("Docs:1:1: error: this docs folder is a symbolic link"))
        #expect(refused.stderr.contains("[DG0113]"))
        for output in ["site", "Examples"] {
            #expect(!Self.snapshot(directory.appendingPathComponent(output)).values.contains { $0.contains("hunter2") })
        }
        let followed = try build(directory, ["--follow-links"])
        #expect(followed.exitCode == 0, "\(followed.stderr)")
        #expect(Self.snapshot(directory.appendingPathComponent("site")).values.contains { $0.contains("hunter2") })
    }
}
