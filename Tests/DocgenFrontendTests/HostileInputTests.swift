import DocgenTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile docs through the real `docgen` process: no crash on deep nesting, no leak through links, and
/// messages a person understands for things that are not Markdown files.
@Suite struct HostileInputTests {
    /// A scratch project: a copy of `Templates/`, a good document and the given docs.
    func project(_ docs: [String: String]) throws -> URL {
        let good = """
            # Good

            ```swift
            import UIKit

            class GoodViewController: UITableViewController {}
            ```
            """
        return try makeScratchProject(
            "docgen-hostile", docs: docs.merging(["good.en.md": good], uniquingKeysWith: { first, _ in first }))
    }

    static let deepDocs = [
        "quotes.md": String(repeating: "> ", count: 3750) + "deep quote\n",
        "lists.md": String(repeating: "- ", count: 10_000) + "deep list\n",
        "ordered.md": String(repeating: "1. ", count: 10_000) + "deep ordered\n",
        "emphasis.md": String(repeating: "*", count: 30_000) + "deep emphasis" + String(repeating: "*", count: 30_000)
            + "\n",
    ]

    @Test(arguments: [
        ["extract"], ["extract", "--format", "json"], ["translations"], ["build"],
    ])
    func deepNestingIsAWarningAndTheOtherDocumentsAreProcessed(command: [String]) throws {
        let directory = try project(Self.deepDocs)
        defer { try? FileManager.default.removeItem(at: directory) }
        let extra = command == ["build"] ? ["--uikit-package", repositoryRoot.path] : []
        let output = try DocgenProcess.run(command + extra, in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let warnings = output.stderrLines.filter { $0.contains("[DG0111]") }
        #expect(warnings.count == 4, "\(output.stderr)")
        #expect(warnings.contains { $0.hasPrefix("Docs/quotes.md:1:65: warning: ") })
        #expect(output.stdout.contains("good") || output.stdout.contains("Good"))
        if command == ["build"] {
            #expect(output.stdout.contains("good__good"))
            let page = try String(contentsOf: directory.appendingPathComponent("site/lists.html"), encoding: .utf8)
            #expect(page.contains("deep list"))
        }
    }

    /// SwiftParser's lookahead is exponential in `[` opened in a row (found by the fuzzer: 26 took minutes;
    /// the limit is generous because the suite runs many processes at once on two cores).
    @Test(.hangGuard) func swiftThatOpensManyBracketsInARowIsTextNotAHang() throws {
        let brackets = String(repeating: "[", count: 26)
        let directory = try project(["brackets.en.md": "# Brackets\n\n```swift\nlet x = \(brackets)\n```\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(
            ["build", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(
            output.stderrLines.contains {
                $0.hasPrefix("Docs/brackets.en.md:3:1: warning: this Swift code opens 26 '[' in a row")
                    && $0.hasSuffix("[DG0118]")
            }, "\(output.stderr)")
        #expect(output.stdout.contains("good__good"))
        let page = try String(contentsOf: directory.appendingPathComponent("site/brackets.en.html"), encoding: .utf8)
        #expect(page.contains(brackets))
    }

    @Test func aLinkToASecretIsNotPublishedWithoutFollowLinks() throws {
        let directory = try project([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-secret-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: secret) }
        try "# Secrets\n\nAWS_SECRET=hunter2\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Docs/notes.md").path, withDestinationPath: secret.path)
        let arguments = ["build", "--uikit-package", repositoryRoot.path]

        let output = try DocgenProcess.run(arguments, in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stderrLines.count == 1)
        #expect(output.stderrLines.first?.hasPrefix("Docs/notes.md:1:1: warning: symbolic link to '") == true)
        #expect(output.stderr.contains("--follow-links"))
        #expect(try !siteContains("hunter2", in: directory))

        let followed = try DocgenProcess.run(arguments + ["--follow-links"], in: directory)
        #expect(followed.exitCode == 0, "\(followed.stderr)")
        #expect(try siteContains("hunter2", in: directory))
    }

    @Test(arguments: [["extract"], ["translations"], ["check"]])
    func everyCommandThatReadsTheDocsSkipsTheLinkUnlessToldTo(command: [String]) throws {
        let directory = try project([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-secret-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: secret) }
        try "# Secrets\n\nAWS_SECRET=hunter2\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Docs/notes.md").path, withDestinationPath: secret.path)
        // `check` stops at the stale Examples/ (no build needed): the docs were read by then.
        let extra = command == ["check"] ? ["--uikit-package", repositoryRoot.path] : []
        let skipped = try DocgenProcess.run(command + extra, in: directory)
        #expect(skipped.stderr.contains("Docs/notes.md:1:1: warning: symbolic link to"), "\(skipped.stderr)")
        #expect(!skipped.stdout.contains("notes"))
        let followed = try DocgenProcess.run(command + extra + ["--follow-links"], in: directory)
        #expect(!followed.stderr.contains("DG0113"), "\(followed.stderr)")
        #expect(followed.exitCode != 64)
        if command == ["extract"] { #expect(followed.stdout.contains("Docs/notes.md")) }
    }

    /// Whether any file of the generated site (pages and search index) contains `text`.
    func siteContains(_ text: String, in directory: URL) throws -> Bool {
        let site = directory.appendingPathComponent("site")
        guard let files = FileManager.default.enumerator(atPath: site.path) else { return false }
        while let relative = files.nextObject() as? String {
            let data = (try? Data(contentsOf: site.appendingPathComponent(relative))) ?? Data()
            if String(decoding: data, as: UTF8.self).contains(text) { return true }
        }
        return false
    }

    @Test func aFIFOIsNotARegularFileAndIsNotWaitedOn() throws {
        let directory = try project([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("Docs/pipe.md").path, 0o644) == 0)
        let output = try DocgenProcess.run(["extract"], in: directory)
        #expect(output.exitCode == 65)
        #expect(
            output.stderrLines == [
                "Docs/pipe.md:1:1: error: not a regular file (a FIFO (named pipe)); docgen reads only regular Markdown files and did not open it [DG0114]"
            ])
        #expect(output.stdout.contains("Docs/good.en.md"))
    }

    @Test func brokenLinksLoopsAndFoldersNamedLikeMarkdownAreSaidInWords() throws {
        let directory = try project([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let docs = directory.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(
            at: docs.appendingPathComponent("folder.md"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: docs.appendingPathComponent("gone.md").path, withDestinationPath: "nowhere.md")
        try FileManager.default.createSymbolicLink(
            atPath: docs.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
        let output = try DocgenProcess.run(["extract"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(
            output.stderrLines == [
                "Docs/gone.md:1:1: warning: symbolic link to 'nowhere.md', which does not exist; skipped [DG0116]",
                "Docs/loop.md:1:1: warning: symbolic link to 'loop.md', which is part of a loop of symbolic links; skipped [DG0116]",
            ])
        #expect(output.stdout.contains("Docs/good.en.md"))
        let named = try DocgenProcess.run(["extract", "Docs/loop.md", "Docs/good.en.md"], in: directory)
        #expect(named.exitCode == 74)
        #expect(!named.stderr.contains("NSCocoaErrorDomain"))
        #expect(named.stderr.contains("Docs/loop.md:1:1: error: symbolic link to 'loop.md', which is part of a loop"))
        #expect(named.stdout.contains("Docs/good.en.md"))
    }

    @Test func aFileNameThatIsNotUTF8IsSaidSo() throws {
        let directory = try project([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let name =
            Array(directory.appendingPathComponent("Docs").path.utf8) + Array("/na".utf8) + [0xEF, 0xBF]
            + Array("ve.md".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = "# x\n".withCString { write(descriptor, $0, 4) }
        close(descriptor)
        let output = try DocgenProcess.run(["extract"], in: directory)
        #expect(output.exitCode == 65)
        #expect(output.stderrLines.count == 1)
        #expect(
            output.stderrLines.first?.hasPrefix(#"Docs/na\xEF\xBFve.md:1:1: error: this file name is not valid UTF-8"#)
                == true)
        #expect(!output.stderr.contains("doesn't exist"))
        #expect(output.stdout.contains("Docs/good.en.md"))
    }
}
