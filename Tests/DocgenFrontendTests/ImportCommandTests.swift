import DocgenTestSupport
import Foundation
import Testing

/// `docgen import` as users run it: files written, ERRATA.md appended, nothing overwritten without --force,
/// bad input refused with a located message.
@Suite(.serialized) struct ImportCommandTests {
    static let seeds = repositoryRoot.appendingPathComponent("Tests/Fixtures/seeds")

    func scratch() throws -> URL {
        try makeTemporaryDirectory("docgen-import")
    }

    @Test func writesTheDocumentAndItsErrata() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = Self.seeds.appendingPathComponent("003_0fcf12b99207e9a8.txt").path
        let output = try DocgenProcess.run(["import", "--name", "book", seed], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stdout.contains("→ Docs/book.ru.md (2 code blocks,"))
        let markdown = try String(contentsOf: directory.appendingPathComponent("Docs/book.ru.md"), encoding: .utf8)
        #expect(markdown.contains("override func numberOfSections(in tableView: UITableView) -> Int {"))
        let errata = try String(contentsOf: directory.appendingPathComponent("Docs/ERRATA.md"), encoding: .utf8)
        #expect(errata.contains("### book.ru.md"))
        #expect(errata.contains("(seed:23–25). Original: `пользо` / `-` / `вательского`. Now: `пользовательского`."))
    }

    @Test func neverOverwritesWithoutForce() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("notes.txt")
        try "Title\n\nFirst version.\n".write(to: input, atomically: true, encoding: .utf8)
        #expect(try DocgenProcess.run(["import", "--output", "out", "notes.txt"], in: directory).exitCode == 0)
        try "Title\n\nSecond version.\n".write(to: input, atomically: true, encoding: .utf8)
        let refused = try DocgenProcess.run(["import", "--output", "out", "notes.txt"], in: directory)
        #expect(refused.exitCode == 1)
        #expect(
            refused.stderr.hasPrefix(
                "out/notes.en.md:1:1: error: document exists; nothing written (use --force to replace it) [DG0804]"))
        let document = directory.appendingPathComponent("out/notes.en.md")
        #expect(try String(contentsOf: document, encoding: .utf8).contains("First version."))
        let forced = try DocgenProcess.run(["import", "--output", "out", "--force", "notes.txt"], in: directory)
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOf: document, encoding: .utf8).contains("Second version."))
        let errata = try String(contentsOf: directory.appendingPathComponent("out/ERRATA.md"), encoding: .utf8)
        #expect(errata.components(separatedBy: "### notes.en.md").count == 2, "a re-import replaces its section")
    }

    @Test func badInputIsRefusedWithALocatedMessageAndNothingWritten() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0x61, 0x0A, 0x62, 0xC3, 0x28]).write(to: directory.appendingPathComponent("latin1.txt"))
        try Data([0x61, 0x00, 0x62]).write(to: directory.appendingPathComponent("binary.txt"))
        try Data().write(to: directory.appendingPathComponent("empty.txt"))
        let output = try DocgenProcess.run(
            ["import", "latin1.txt", "binary.txt", "empty.txt", "missing.txt"], in: directory)
        #expect(output.exitCode == 74)
        #expect(
            output.stderrLines.contains { $0.hasPrefix("latin1.txt:2:2: error: not UTF-8") && $0.hasSuffix("[DG0801]") }
        )
        #expect(output.stderrLines.contains { $0.hasPrefix("binary.txt:1:2: error: binary input") })
        #expect(output.stderrLines.contains { $0.hasPrefix("empty.txt:1:1: error: empty input") })
        #expect(output.stderrLines.contains { $0.hasPrefix("missing.txt:1:1: error: no such file") })
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Docs").path))
        let usage = try DocgenProcess.run(["import", "--name", "x", "a.txt", "b.txt"], in: directory)
        #expect(usage.exitCode == 64)
    }

    @Test func readsStandardInputAndWindowsLineEndings() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = "Заголовок\r\n\r\nТекст на русском языке.\r\n\r\nlet x = 1\r\nprint(x)\r\n"
        try text.write(to: directory.appendingPathComponent("in.txt"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = DocgenProcess.executable
        process.arguments = ["import", "--name", "piped", "-"]
        process.currentDirectoryURL = directory
        process.standardInput = try FileHandle(forReadingFrom: directory.appendingPathComponent("in.txt"))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let markdown = try String(contentsOf: directory.appendingPathComponent("Docs/piped.ru.md"), encoding: .utf8)
        #expect(markdown.contains("# Заголовок\n\nТекст на русском языке.\n\n```swift\nlet x = 1\nprint(x)\n```\n"))
        #expect(!markdown.contains("\r"))
    }

    /// Item 6 of issue 14: the seeds, imported, build and check with the results of the hand conversion as
    /// first made (Tests/Fixtures/originals, whose run `CheckCommandTests` pins: 3 passed, 3 failed,
    /// 1 incomplete, the same example ids, the authors' errors at their code).
    @Test(.hangGuard) func importedSeedsCheckLikeTheHandConversion() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Templates"),
            to: directory.appendingPathComponent("Templates"))
        let names = [
            ("000_5ace2d817753be6a.txt", "uisearchcontroller-topic"),
            ("001_a8f70aad110f123f.txt", "uisearchcontroller-topic"),
            ("002_4eeaac976e32f235.txt", "uisearchcontroller-overview"),
            ("003_0fcf12b99207e9a8.txt", "book-search-in-the-web"),
            ("004_54bfcd3704989be2.txt", "uisearchcontroller-notes"),
        ]
        for (seed, name) in names {
            let output = try DocgenProcess.run(
                ["import", "--name", name, Self.seeds.appendingPathComponent(seed).path], in: directory)
            try #require(output.exitCode == 0, "\(output.stderr)")
        }
        let uikit = ["--uikit-package", repositoryRoot.path]
        let imported = try DocgenProcess.run(["build", "--no-site"] + uikit, in: directory)
        try #require(imported.exitCode == 0, "\(imported.stderr)")
        let originals = try DocgenProcess.run(
            ["build", "--no-site", "--output", directory.appendingPathComponent("OriginalExamples").path] + uikit
                + [repositoryRoot.appendingPathComponent("Tests/Fixtures/originals").path], in: directory)
        try #require(originals.exitCode == 0, "\(originals.stderr)")
        #expect(Self.exampleIDs(imported.stdout) == Self.exampleIDs(originals.stdout))

        let check = try DocgenProcess.run(["check"] + uikit, in: directory)
        try expectChecksLikeTheOriginals(check, in: directory)
    }

    private func expectChecksLikeTheOriginals(_ check: DocgenProcess.Output, in directory: URL) throws {
        let lines: [String] = check.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "3 passed, 3 failed, 1 incomplete, 0 skipped", "\(check.stdout)")
        let topic = try String(
            contentsOf: directory.appendingPathComponent("Docs/uisearchcontroller-topic.ru.md"), encoding: .utf8)
        let typo = try #require(
            topic.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("UTableViewController")
            })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Docs/uisearchcontroller-topic.ru.md:\(typo + 1):30: error: cannot find type 'UTableViewController' in scope"
                )
            })
        #expect(
            lines.contains { $0.hasPrefix("PASS uisearchcontroller_topic__panel_poiska_v_zagolovke_paneli_navigatsii") }
        )
        #expect(lines.contains { $0.hasPrefix("FAIL book_search_in_the_web__upravlenie_poiskom") })
        #expect(
            check.stdout.contains(
                "cannot assign value of type 'LocationsTableViewController' to type '(any UISearchBarDelegate)?'"))
    }

    /// The example ids `docgen build` lists, sorted.
    static func exampleIDs(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.map(String.init).flatMap { $0.contains("__") ? $0 : nil }
        }.sorted()
    }
}
