import DocgenTestSupport
import ExampleChecking
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Whether this machine has the sandbox `docgen check` runs examples in.
private let hasSandbox = (try? ExampleSandbox.available(limits: .init()).get()) != nil

extension CheckCommandTests {
    /// Examples that write into the project, leave a daemon that ignores TERM and has no marker, and
    /// allocate 20 GB, in one package: the user's files stay, each is reported for what it did, nothing
    /// outlives the check, and nothing outlives docgen when it is killed in the middle of a check.
    @Test(.enabled(if: hasSandbox, "needs bubblewrap"), .hangGuard)
    func sandboxedExamplesCannotTouchTheProjectOutliveDocgenOrExhaustMemory() throws {
        let seconds = "\(Int.random(in: 100_000...999_999))"
        let daemon =
            "let p = Process(); p.executableURL = URL(fileURLWithPath: \"/usr/bin/env\"); "
            + "p.arguments = [\"-i\", \"/usr/bin/setsid\", \"-f\", \"/bin/sh\", \"-c\", "
            + "\"trap '' TERM INT; exec sleep \(seconds)\"]; try? p.run(); usleep(300_000); "
            + "while FileManager.default.fileExists(atPath: \"../../../hang\") { sleep(1) }"
        let directory = try project(docs: [
            "good.en.md": Self.goodExample,
            "vandal.en.md": Self.hostileExample(
                "Vandal",
                "try? FileManager.default.removeItem(atPath: \"../../../Docs/victim.txt\"); "
                    + "try! \"x\".write(toFile: \"../../../notes.txt\", atomically: false, encoding: .utf8)"),
            "leak.en.md": Self.hostileExample("Leak", daemon),
            "hog.en.md": Self.hostileExample(
                "Hog", "let big = [UInt8](repeating: 1, count: 20_000_000_000); print(big.count)"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("Docs/victim.txt")
        let notes = directory.appendingPathComponent("notes.txt")
        try "mine".write(to: victim, atomically: true, encoding: .utf8)
        try "mine".write(to: notes, atomically: true, encoding: .utf8)

        let output = try check(directory, ["--timeout", "60"])
        try expectEachReported(output, victim: victim, notes: notes, seconds: seconds)
        try expectOneWarningWithoutBwrap(directory)
        try expectNothingOutlivesAKilledDocgen(directory, seconds: seconds)
    }

    private func expectEachReported(_ output: DocgenProcess.Output, victim: URL, notes: URL, seconds: String) throws {
        let text = output.stdout
        #expect(output.exitCode == 1, "\(text)\n\(output.stderr)")
        #expect(text.contains("PASS good__good"))
        #expect(text.contains("FAIL vandal__vandal"))
        #expect(text.contains("error: the example tried to write outside its scratch directory: notes.txt"))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "mine")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
        #expect(text.contains("Docs/leak.en.md:4:1: error: the example left "))
        #expect(processes(running: ["sleep", seconds]).isEmpty)
        #expect(text.contains("FAIL hog__hog"))
        #expect(
            text.contains("error: the example ran out of memory: one example process may use 4 GB (--memory-limit)"))
        #expect(!text.contains("did not finish within"))
        #expect(!output.stderr.contains("unsandboxed"))
        #expect(text.split(separator: "\n").last == "1 passed, 3 failed, 0 incomplete, 0 skipped")
    }

    private func expectOneWarningWithoutBwrap(_ directory: URL) throws {
        // Without bubblewrap the check still runs, with one warning: here only the changed good example runs.
        let good = directory.appendingPathComponent("Docs/good.en.md")
        try Self.goodExample.replacingOccurrences(of: "Advanced", with: "Expert").write(
            to: good, atomically: true, encoding: .utf8)
        let links = try linksWithoutBwrap()
        defer { try? FileManager.default.removeItem(at: links) }
        let build = try DocgenProcess.run(["build", "--quiet", "--uikit-package", Self.uikit], in: directory)
        try #require(build.exitCode == 0, "\(build.stderr)")
        let unsandboxed = try DocgenProcess.run(
            ["check", "--uikit-package", Self.uikit], in: directory, environment: ["PATH": links.path])
        #expect(unsandboxed.stdout.contains("PASS good__good"), "\(unsandboxed.stdout)\n\(unsandboxed.stderr)")
        let warnings = (unsandboxed.stdout + unsandboxed.stderr).split(separator: "\n").filter {
            $0.contains(
                "warning: examples run unsandboxed and can change your files: bwrap is not installed")
        }
        #expect(warnings.count == 1, "\(unsandboxed.stdout)\n\(unsandboxed.stderr)")
    }

    private func expectNothingOutlivesAKilledDocgen(_ directory: URL, seconds: String) throws {
        // Killed while the leaking example runs (and hangs), docgen takes the daemon with it.
        let docgen = Process()
        docgen.executableURL = DocgenProcess.executable
        docgen.arguments = ["check", "--no-cache", "--uikit-package", Self.uikit, "--timeout", "600"]
        docgen.currentDirectoryURL = directory
        // The example hangs while the project has a file `hang` (its environment is not docgen's).
        let hang = directory.appendingPathComponent("hang")
        try "".write(to: hang, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: hang) }
        docgen.standardOutput = FileHandle.nullDevice
        docgen.standardError = FileHandle.nullDevice
        try docgen.run()
        let started = Date()
        while processes(running: ["sleep", seconds]).isEmpty && Date().timeIntervalSince(started) < 600 {
            usleep(100_000)
        }
        #expect(!processes(running: ["sleep", seconds]).isEmpty, "the leaking example never started its daemon")
        kill(docgen.processIdentifier, SIGKILL)
        docgen.waitUntilExit()
        let killed = Date()
        while !processes(running: ["sleep", seconds]).isEmpty && Date().timeIntervalSince(killed) < 10 {
            usleep(100_000)
        }
        #expect(processes(running: ["sleep", seconds]).isEmpty, "the daemon outlived docgen")
    }
}

/// A new directory of links to everything on `PATH` but `bwrap`: as `PATH`, a machine without bubblewrap.
private func linksWithoutBwrap() throws -> URL {
    let directory = try makeTemporaryDirectory("docgen-no-bwrap")
    let fileManager = FileManager.default
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        for name in (try? fileManager.contentsOfDirectory(atPath: String(folder))) ?? [] where name != "bwrap" {
            try? fileManager.createSymbolicLink(
                atPath: directory.appendingPathComponent(name).path, withDestinationPath: "\(folder)/\(name)")
        }
    }
    return directory
}
