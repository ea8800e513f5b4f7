import DocgenTestSupport
import ExampleChecking
import Foundation
import Testing

/// `ExampleSandbox` with shell commands standing in for examples: what they may write, what they leave
/// behind, what they may use. Needs bubblewrap (Linux); skipped where there is none.
@Suite(.enabled(if: (try? ExampleSandbox.available(limits: .init()).get()) != nil, "needs bubblewrap"))
struct ExampleSandboxTests {
    let sandbox = try! ExampleSandbox.available(limits: .init(memoryBytes: 1 << 30, processCount: 64)).get()

    /// Runs `script` in a scratch directory inside `project` (which is under `/tmp`: the sandbox shows it
    /// read-only over its private `/tmp`) in the sandbox.
    func run(_ script: String, in project: URL, timeLimit: Double = 30) throws -> Subprocess.Output {
        let scratch = project.appendingPathComponent(".build/docgen/run-test")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return try sandbox.run(
            Subprocess("/bin/sh", ["-c", script], directory: scratch, timeLimit: timeLimit), readable: [project])
    }

    @Test func onlyTheScratchDirectoryAndAPrivateTmpAreWritable() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try "mine".write(to: project.appendingPathComponent("Docs/victim.txt"), atomically: true, encoding: .utf8)
        let output = try run(
            """
            rm -f ../../../Docs/victim.txt || echo refused-remove
            echo x > ../../../escaped.txt || echo refused-write
            echo x > "$HOME/docgen-sandbox-escaped" || echo refused-home
            echo x > here.txt && echo wrote-scratch
            echo x > /tmp/private && echo wrote-tmp
            """, in: project)
        #expect(output.exitCode == 0, "\(output.combined)")
        for line in ["refused-remove", "refused-write", "refused-home", "wrote-scratch", "wrote-tmp"] {
            #expect(output.stdout.contains(line), "\(output.combined)")
        }
        #expect(output.stderr.contains("Read-only file system"))
        #expect(try String(contentsOf: project.appendingPathComponent("Docs/victim.txt"), encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("escaped.txt").path))
        #expect(!FileManager.default.fileExists(atPath: NSHomeDirectory() + "/docgen-sandbox-escaped"))
        #expect(
            FileManager.default.fileExists(
                atPath: project.appendingPathComponent(".build/docgen/run-test/here.txt").path))
    }

    @Test func aDaemonWithACleanEnvironmentAndTermBlockedEndsWithTheCommandAndIsCounted() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let seconds = "\(Int.random(in: 100_000...999_999))"
        let start = Date()
        let output = try run(
            "env -i /usr/bin/setsid -f /bin/sh -c \"trap '' TERM INT HUP; exec sleep \(seconds)\"; echo started",
            in: project)
        #expect(output.stdout == "started\n")
        // At least the daemon (a `setsid` caught between its fork and exec may count twice).
        #expect(output.strayProcessCount >= 1)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(processes(running: ["sleep", seconds]).isEmpty)
    }

    @Test func signalsAreReportedAsSignalsNotAsExitCodes() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let trapped = try run("kill -ABRT $$", in: project)
        #expect(trapped.signal == SIGABRT)
        let exited = try run("exit 3", in: project)
        #expect(exited.signal == nil && exited.exitCode == 3)
    }

    @Test func memoryAndProcessCountAreLimited() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let limits = try run("cat /proc/self/limits", in: project).stdout
        let addressSpace = limits.split(separator: "\n").first { $0.hasPrefix("Max address space") }
        #expect(addressSpace?.contains("\(1 << 30)") == true, "\(limits)")
        // 100 sleeps where 64 processes are allowed: the fork fails, and the shell says so.
        let start = Date()
        let output = try run(
            "i=0; while [ $i -lt 100 ]; do sleep 30 & i=$((i + 1)); done 2>/dev/null; echo forked $i", in: project)
        #expect(!output.stdout.contains("forked 100"), "\(output.combined)")
        #expect(Date().timeIntervalSince(start) < 20)
    }
}
