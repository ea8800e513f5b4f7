import DocgenTestSupport
import Foundation
import Testing

/// Issue 26: `docgen import` given hostile input — an endless stdin, names that leave the output
/// directory, a broken or foreign ERRATA.md, two imports at once — ends with one clear error (or does
/// its job), never a trap, and never changes text it did not write.
@Suite struct ImportSafetyTests {
    static let text = "Title\n\nSome plain English text to import.\n"

    func scratch() throws -> URL {
        let directory = try makeTemporaryDirectory("docgen-import-safety")
        try Self.text.write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        return directory
    }

    func contents(_ directory: URL) -> [String] {
        (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []).sorted()
    }

    // MARK: - Input size and content

    /// `docgen import -` from `/dev/zero` grew without bound and trapped; `docgen import /dev/zero` too.
    @Test(arguments: [true, false]) func anEndlessInputStopsAtTheLimitWithOneLine(throughStandardInput: Bool) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zero = URL(fileURLWithPath: "/dev/zero")
        let output = try DocgenProcess.run(
            ["import", throughStandardInput ? "-" : "/dev/zero"], in: directory, input: zero)
        #expect(!output.wasSignalled)
        #expect(output.exitCode == 65)
        let source = throughStandardInput ? "<stdin>" : "/dev/zero"
        #expect(
            output.stderr
                == "\(source):1:1: error: input too large (more than 256 MiB); docgen imports text of up to 256 MiB and wrote nothing [DG0807]\n"
        )
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Docs").path))
    }

    @Test func aNULByteOnStandardInputIsRefusedAtItsPlace() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("nul.bin")
        try Data("Title\n\nab".utf8 + [0] + Data("c\n".utf8)).write(to: input)
        let output = try DocgenProcess.run(["import", "-"], in: directory, input: input)
        #expect(output.exitCode == 65)
        #expect(output.stderr.hasPrefix("<stdin>:3:3: error: binary input (NUL byte at offset 9)"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Docs").path))
    }

    // MARK: - Names

    /// `--name ../x` wrote outside `--output`.
    @Test(arguments: [
        ("../x", "it holds a '/'; give a file name, not a path"),
        ("a/b", "it holds a '/'; give a file name, not a path"),
        ("..", "it starts with '.'"), ("", "it is empty"), ("a\nb", "it holds the control character U+000A"),
        ("a\u{1B}[2Jb", "it holds the control character U+001B"),
        ("a\u{2028}b", "it holds the control character U+2028"),
    ])
    func aNameThatLeavesTheOutputOrIsNotOneLineIsAUsageError(name: String, reason: String) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(
            ["import", "--output", "out/docs", "--name", name, "notes.txt"], in: directory)
        #expect(output.exitCode == 64)
        #expect(output.stderrLines.count == 1, "\(output.stderr)")
        #expect(output.stderr.contains("for '--name': \(reason); see 'docgen help import'"), "\(output.stderr)")
        #expect(contents(directory) == ["notes.txt"])
    }

    @Test func aFileNameWithAControlCharacterNeedsAName() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let odd = "bad\u{7}\nname.txt"
        try Self.text.write(to: directory.appendingPathComponent(odd), atomically: true, encoding: .utf8)
        let refused = try DocgenProcess.run(["import", odd], in: directory)
        #expect(refused.exitCode == 65)
        #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "error: cannot name the document 'bad\u{FFFD}\u{FFFD}name.en.md': it holds the control character U+0007; give a name with --name [DG0808]"
            ))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Docs").path))
        let named = try DocgenProcess.run(["import", "--name", "good", odd], in: directory)
        #expect(named.exitCode == 0, "\(named.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Docs/good.en.md").path))
    }

    // MARK: - ERRATA.md

    @Test func anERRATAThatIsNotUTF8IsLeftUntouchedAndNothingIsWritten() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let docs = directory.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let latin1 = Data("# Errata\n\nCaf".utf8) + [0xE9] + Data(" notes.\n".utf8)
        try latin1.write(to: docs.appendingPathComponent("ERRATA.md"))
        let output = try DocgenProcess.run(["import", "notes.txt"], in: directory)
        #expect(output.exitCode == 65)
        #expect(
            output.stderr
                == "Docs/ERRATA.md:3:4: error: ERRATA.md is not UTF-8 (invalid byte 0xE9 at offset 13); convert it to UTF-8 — docgen leaves it as it is and wrote nothing [DG0809]\n"
        )
        #expect(try Data(contentsOf: docs.appendingPathComponent("ERRATA.md")) == latin1)
        #expect(contents(docs) == ["ERRATA.md"])
    }

    /// ERRATA.md being a directory was reported as an error of the imported document
    /// ("NSCocoaErrorDomain error 512").
    @Test func anERRATAThatIsADirectoryIsNamedInTheError() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let errata = directory.appendingPathComponent("out/ERRATA.md")
        try FileManager.default.createDirectory(at: errata, withIntermediateDirectories: true)
        let output = try DocgenProcess.run(["import", "--output", "out", "notes.txt"], in: directory)
        #expect(output.exitCode == 65)
        #expect(
            output.stderr
                == "out/ERRATA.md:1:1: error: ERRATA.md is a directory; docgen import adds its repairs to that file: move it away, nothing written [DG0809]\n"
        )
        #expect(contents(directory.appendingPathComponent("out")) == ["ERRATA.md"])
    }

    /// A person's heading `#### notes.en.md` made a re-import delete the person's text around it.
    @Test func aReimportKeepsAPersonsTextThatLooksLikeDocgens() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let docs = directory.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let mine = "# Errata\n\n## Mine\n\n#### notes.en.md\n\nMy notes on notes.\n\n## Also mine\n\n- kept.\n"
        try mine.write(to: docs.appendingPathComponent("ERRATA.md"), atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let output = try DocgenProcess.run(["import", "--force", "notes.txt"], in: directory)
            #expect(output.exitCode == 0, "\(output.stderr)")
        }
        let errata = try String(contentsOf: docs.appendingPathComponent("ERRATA.md"), encoding: .utf8)
        #expect(errata.hasPrefix(mine))
        #expect(errata.components(separatedBy: "<!-- docgen:import notes.en.md -->").count == 2)
    }

    /// Two imports at once lost a section in 17 of 30 trials.
    @Test func concurrentImportsLoseNoSection() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writers = 4
        for writer in 0..<writers {
            try "Title \(writer)\n\nSome plain English text to import, number \(writer).\n".write(
                to: directory.appendingPathComponent("doc\(writer).txt"), atomically: true, encoding: .utf8)
        }
        for trial in 0..<5 {
            let output = "out\(trial)"
            let lock = NSLock()
            nonisolated(unsafe) var failures: [String] = []
            DispatchQueue.concurrentPerform(iterations: writers) { writer in
                let result = try? DocgenProcess.run(["import", "--output", output, "doc\(writer).txt"], in: directory)
                guard result?.exitCode != 0 else { return }
                lock.withLock { failures.append(result?.stderr ?? "doc\(writer).txt: not run") }
            }
            #expect(failures.isEmpty)
            let errata = try String(
                contentsOf: directory.appendingPathComponent("\(output)/ERRATA.md"), encoding: .utf8)
            for writer in 0..<writers {
                #expect(errata.contains("<!-- docgen:import doc\(writer).en.md -->"), "trial \(trial): \(errata)")
            }
        }
    }
}
