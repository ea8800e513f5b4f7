import DocgenTestSupport
import Foundation
import Testing

@testable import ExampleChecking

#if canImport(Glibc)
    import Glibc
#endif

/// `ExampleSandbox` with shell commands standing in for examples: what they may write, what they leave
/// behind, what they may use. Needs bubblewrap (Linux); skipped where there is none.
@Suite(.enabled(if: (try? ExampleSandbox.available(limits: .init()).get()) != nil, "needs bubblewrap"))
struct ExampleSandboxTests {
    let sandbox = try! ExampleSandbox.available(limits: .init(memoryBytes: 1 << 30, processCount: 64)).get()

    /// Runs `script` in a scratch directory inside `project` (which is under `/tmp`: the sandbox shows it
    /// read-only over its private `/tmp`) in the sandbox.
    func run(
        _ script: String, in project: URL, timeLimit: Double = 30, sandbox: ExampleSandbox? = nil
    ) throws -> Subprocess.Output {
        let scratch = project.appendingPathComponent(".build/docgen/run-test")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return try (sandbox ?? self.sandbox).run(
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
            echo x > "\(NSHomeDirectory())/docgen-sandbox-escaped" || echo refused-home
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

    /// Issue 34: run by root (as in CI), bwrap kept every capability, and an example could remount `/`
    /// read-write and change the project. Now it is `nobody` in a user namespace, with no capability and
    /// the seccomp filter: no mount, no new namespace, no `ptrace`.
    @Test func rootInTheJailHasNoCapabilitiesAndCannotMount() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        try "mine".write(to: project.appendingPathComponent("victim.txt"), atomically: true, encoding: .utf8)
        let output = try run(
            """
            id -u; grep CapEff /proc/self/status
            mount -o remount,bind,rw / 2>/dev/null || echo refused-remount-root
            mount -o remount,bind,rw \(project.path) 2>/dev/null || echo refused-remount-project
            mount -t tmpfs none ../../.. 2>/dev/null || echo refused-mount
            echo x > \(project.path)/victim.txt || echo refused-write
            unshare -U -r true 2>/dev/null || echo refused-unshare
            /usr/bin/python3 -c 'import ctypes; print("ptrace", ctypes.CDLL(None, use_errno=True).ptrace(0, 0, 0, 0), ctypes.get_errno())'
            """, in: project)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.first == "65534", "\(output.combined)")
        #expect(lines.dropFirst().first?.hasSuffix("0000000000000000") == true, "\(output.combined)")
        for refused in ["refused-remount-root", "refused-remount-project", "refused-mount", "refused-write"] {
            #expect(lines.contains(Substring(refused)), "\(output.combined)")
        }
        #expect(lines.contains("refused-unshare"), "\(output.combined)")
        #expect(lines.contains("ptrace -1 \(EPERM)"), "\(output.combined)")
        #expect(try String(contentsOf: project.appendingPathComponent("victim.txt"), encoding: .utf8) == "mine")
    }

    /// Issue 34: a Unix socket a host process listens on crossed the network namespace (the jail showed
    /// the whole filesystem), and the example had docgen's environment to send through it. Now the jail
    /// shows no host `/run` or `/tmp`, a socket file it does show (in the project) cannot be connected to,
    /// and the environment is the allowlist's.
    @Test func aHostSocketCannotBeReachedAndDocgensEnvironmentStaysOutside() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let sockets = [project.appendingPathComponent("host.sock").path, "/run/docgen-test-\(UUID().uuidString).sock"]
        let listeners = sockets.compactMap { Self.listen(at: $0) }
        defer {
            listeners.forEach { close($0) }
            sockets.forEach { unlink($0) }
        }
        try #require(!listeners.isEmpty)
        setenv("DOCGEN_TEST_SECRET", "hunter2", 1)
        defer { unsetenv("DOCGEN_TEST_SECRET") }
        let connect = """
            import os, socket, sys
            for path in sys.argv[1:]:
                try:
                    s = socket.socket(socket.AF_UNIX); s.connect(path); s.sendall(str(os.environ).encode()); print("sent")
                except OSError as error:
                    print("refused", error.errno)
            """
        let output = try run(
            "env; /usr/bin/python3 -c '\(connect)' \(sockets.joined(separator: " ")); echo HOME=$HOME", in: project)
        #expect(!output.stdout.contains("hunter2"), "\(output.stdout)")
        #expect(!output.stdout.contains("DOCGEN_TEST_SECRET") && !output.stdout.contains("DOCGEN_SUBPROCESS"))
        #expect(
            output.stdout.split(separator: "\n").filter { $0.hasPrefix("refused") }.count == sockets.count,
            "\(output.combined)")
        #expect(output.stdout.contains("HOME=\(project.path)/.build/docgen/run-test\n"))
        for listener in listeners { #expect(accept(listener, nil, nil) == -1 && errno == EAGAIN) }
    }

    /// A Unix socket listening at `path`, accepting without waiting; nil where it cannot be made.
    static func listen(at path: String) -> Int32? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, Glibc.listen(fd, 8) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Issue 34: a descriptor docgen inherited (a shell's `7>>file`) reached the example.
    @Test func aDescriptorDocgenInheritedDoesNotReachTheExample() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let victim = project.appendingPathComponent("victim.txt").path
        try "mine".write(toFile: victim, atomically: true, encoding: .utf8)
        let inherited = open(victim, O_WRONLY | O_APPEND)
        try #require(inherited > 2)
        defer { close(inherited) }
        let output = try run(
            "(echo x > /dev/fd/\(inherited)) 2>/dev/null || echo refused; echo x >> /proc/self/fd/\(inherited)",
            in: project)
        #expect(output.stdout.contains("refused"), "\(output.combined)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine")
    }

    /// Issue 34: a fork bomb kept the jail full, the counting shell could not fork its `sleep` and died,
    /// and the example passed. Now the limit reached is in the output.
    @Test func aForkBombReachesTheProcessLimitAndSaysSo() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let small = try ExampleSandbox.available(limits: .init(memoryBytes: 1 << 30, processCount: 20)).get()
        let start = Date()
        let output = try run("bomb() { bomb | bomb & }; bomb; sleep 1", in: project, timeLimit: 20, sandbox: small)
        #expect(output.reachedProcessLimit, "\(output.combined)")
        #expect(!output.timedOut)
        #expect(Date().timeIntervalSince(start) < 15)
        // An ordinary command does not.
        #expect(try run("sleep 0.1 & wait", in: project, sandbox: small).reachedProcessLimit == false)
    }

    /// Issue 34: 200 processes beside a command that hangs went unreported (the counting shell never got
    /// to count them): they are counted from outside at the time limit.
    @Test func processesBesideAHangingCommandAreCountedAtTheTimeLimit() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let roomy = try ExampleSandbox.available(limits: .init(memoryBytes: 1 << 30, processCount: 512)).get()
        let seconds = "\(Int.random(in: 100_000...999_999))"
        let output = try run(
            "i=0; while [ $i -lt 200 ]; do sleep \(seconds) & i=$((i + 1)); done; exec sleep \(seconds)", in: project,
            timeLimit: 3, sandbox: roomy)
        #expect(output.timedOut)
        #expect(output.strayProcessCount == 200, "\(output.combined)")
        #expect(processes(running: ["sleep", seconds]).isEmpty)
        // A run of all examples like that makes each run alone, where the one that left them fails.
        #expect(ExampleChecker.isSuspicious(output, complete: false, allFinished: false))
    }

    /// The channel reaches the example in the sandbox as descriptor 3 (the seccomp filter moves after it).
    @Test func theChannelReachesTheSandboxedCommand() throws {
        let project = try makeTemporaryDirectory("docgen-sandbox")
        defer { try? FileManager.default.removeItem(at: project) }
        let scratch = project.appendingPathComponent(".build/docgen/run-test")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var command = Subprocess("/bin/sh", ["-c", "echo event > /dev/fd/3; echo printed"], directory: scratch)
        command.hasChannel = true
        let output = try sandbox.run(command, readable: [project])
        #expect(output.channel == "event\n", "\(output.combined)")
        #expect(output.stdout == "printed\n")
    }

    /// Issue 34: an example that writes a passing event for itself (or keeps the real ones out of the stream)
    /// cannot hide the failure its test process's exit status says.
    @Test func aCompleteRunWhoseStatusSaysFailureWhileItsEventsDoNotIsSuspicious() {
        var output = Subprocess.Output(exitCode: 1, wasSignalled: false, timedOut: false, stdout: "", stderr: "")
        #expect(ExampleChecker.isSuspicious(output, complete: true, allFinished: true, anyFailed: false))
        #expect(!ExampleChecker.isSuspicious(output, complete: true, allFinished: true, anyFailed: true))
        output.exitCode = 0
        #expect(!ExampleChecker.isSuspicious(output, complete: true, allFinished: true, anyFailed: false))
    }

    @Test func aRunThatDidNotCompleteThoughEveryExampleFinishedIsSuspicious() {
        var output = Subprocess.Output(exitCode: 0, wasSignalled: false, timedOut: false, stdout: "", stderr: "")
        #expect(!ExampleChecker.isSuspicious(output, complete: true, allFinished: true))
        output.timedOut = true
        #expect(ExampleChecker.isSuspicious(output, complete: false, allFinished: true))
        #expect(!ExampleChecker.isSuspicious(output, complete: false, allFinished: false))
        output.timedOut = false
        output.reachedProcessLimit = true
        #expect(ExampleChecker.isSuspicious(output, complete: true, allFinished: true))
    }

    @Test func theEnvironmentIsTheAllowlistsOnly() {
        let outside = [
            "PATH": "/usr/bin", "LANG": "C.UTF-8", "LC_ALL": "C", "TZ": "UTC", "SWT_X": "1", "GITHUB_TOKEN": "t",
            "AWS_SECRET_ACCESS_KEY": "k", "HOME": "/root", "TMPDIR": "/var/tmp", "DOCGEN_SUBPROCESS": "m",
        ]
        #expect(
            ExampleSandbox.environment(home: "/s", from: outside) == [
                "PATH": "/usr/bin", "LANG": "C.UTF-8", "LC_ALL": "C", "TZ": "UTC", "SWT_X": "1", "HOME": "/s",
                "TMPDIR": "/tmp",
            ])
    }

    @Test func everyJumpOfTheSeccompProgramLandsOnAnInstructionAndEveryPathReturns() {
        for architecture in [SeccompFilter.x86_64, SeccompFilter.aarch64] {
            let program = SeccompFilter.program(for: architecture)
            let count = program.count / 8
            #expect(program.count % 8 == 0 && count < 256)
            for index in 0..<count {
                let op = program[index * 8], jt = Int(program[index * 8 + 2]), jf = Int(program[index * 8 + 3])
                if [0x15, 0x35, 0x45].contains(op) { #expect(index + 1 + max(jt, jf) < count) }
            }
            #expect(program[(count - 1) * 8] == 0x06)
        }
    }
}
