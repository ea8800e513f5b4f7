import DocgenTestSupport
import ExampleChecking
import Foundation
import Testing

/// `Subprocess` against hostile commands: each ends on time, is reported for what it did, and leaves no
/// process behind.
@Suite struct SubprocessTests {
    /// A `sleep` with a duration no other test uses, so that it can be looked for in `/proc` afterwards.
    static func uniqueSleep() -> String { "\(Int.random(in: 100_000...999_999))" }

    func shell(_ script: String, timeLimit: Double? = 20, outputLimit: Int = 16 << 20) throws -> Subprocess.Output {
        try Subprocess("sh", ["-c", script], timeLimit: timeLimit, outputLimit: outputLimit).run()
    }

    @Test func theMarkerIsNewEachRunUnlessGiven() throws {
        // SwiftPM keys its manifest cache on the environment: builds pass a marker of their own, the same
        // every time; other commands get a new one, so nothing of an earlier run is taken for theirs.
        let script = "printf %s \"$DOCGEN_SUBPROCESS\""
        let first = try shell(script).stdout, second = try shell(script).stdout
        #expect(!first.isEmpty && first != second)
        var stable = Subprocess("sh", ["-c", script], timeLimit: 20)
        stable.marker = "docgen-swiftpm-test"
        #expect(try stable.run().stdout == "docgen-swiftpm-test")
        #expect(try stable.run().stdout == "docgen-swiftpm-test")
        // A process the command leaves behind is still found by the given marker and killed.
        let seconds = Self.uniqueSleep()
        var detached = Subprocess("sh", ["-c", "setsid sleep \(seconds) & echo started"])
        detached.marker = "docgen-swiftpm-test-\(seconds)"
        #expect(try detached.run().strayProcessCount == 1)
        #expect(processes(running: ["sleep", seconds]).isEmpty)
    }

    @Test func aDetachedProcessHoldingTheOutputOpenIsKilledWhenTheCommandEnds() throws {
        let seconds = Self.uniqueSleep()
        let start = Date()
        let output = try shell("setsid sleep \(seconds) & echo started")
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(output.stdout == "started\n")
        #expect(output.exitCode == 0 && !output.timedOut)
        #expect(output.strayProcessCount == 1)
        #expect(processes(running: ["sleep", seconds]).isEmpty)
    }

    @Test func aCommandWaitingOnADetachedProcessIsKilledAtTheTimeLimit() throws {
        let seconds = Self.uniqueSleep()
        let start = Date()
        let output = try shell("echo before; setsid -w sleep \(seconds); echo after", timeLimit: 1)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(output.timedOut)
        #expect(output.stdout == "before\n")
        #expect(processes(running: ["sleep", seconds]).isEmpty)
    }

    @Test func anEscapeFromBothSessionAndMarkerDoesNotHoldTheRunPastOneSecond() throws {
        // `env -i` drops the marker and `setsid` leaves the session: nothing finds this one, but docgen
        // stops reading a second after the command ended rather than waiting for the pipe to close.
        let seconds = Self.uniqueSleep()
        let start = Date()
        let output = try shell("env -i setsid sleep \(seconds) & echo started")
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(output.stdout == "started\n")
        for pid in processes(running: ["sleep", seconds]) { kill(pid_t(pid)!, SIGKILL) }
    }

    @Test(arguments: [0, 1, 124, 137]) func exitStatusesAreReportedAsTheyAre(status: Int32) throws {
        let output = try shell("exit \(status)")
        #expect(output.exitCode == status)
        #expect(!output.timedOut && !output.wasSignalled && output.signal == nil)
    }

    @Test func anAbortIsASignal() throws {
        let output = try shell("kill -ABRT $$")
        #expect(output.wasSignalled && output.signal == SIGABRT && !output.timedOut)
    }

    @Test func hugeOutputIsCappedKeepingItsStartAndItsEnd() throws {
        // 24 MB in lines of 8 bytes; 1 MB kept.
        let output = try shell(
            "echo first; yes 1234567 | head -n 3000000; echo last", outputLimit: 1 << 20)
        #expect(output.exitCode == 0)
        #expect(output.byteCount == 6 + 3_000_000 * 8 + 5)
        #expect(output.isTruncated)
        #expect(output.stdout.utf8.count <= (1 << 20) + 100)
        #expect(output.stdout.hasPrefix("first\n1234567\n"))
        #expect(output.stdout.hasSuffix("1234567\nlast\n"))
        #expect(output.stdout.contains("bytes of output not kept]\n1234567\n"))
        #expect(
            !output.stdout.split(separator: "\n").contains {
                $0 != "first" && $0 != "last" && $0 != "1234567" && !$0.contains("not kept")
            })
    }

    /// The peak resident memory of this process in bytes (`VmHWM`), nil where `/proc` does not say.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes << 10
    }

    @Test(.enabled(if: peakResidentBytes() != nil)) func docgensMemoryDoesNotFollowTheOutput() throws {
        // Reset the peak to the present resident size, so an earlier test's peak does not hide this one's.
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = try #require(Self.peakResidentBytes())
        let size = 400_000_000
        let output = try shell("head -c \(size) /dev/zero; echo; echo last", timeLimit: 60, outputLimit: 1 << 20)
        let growth = try #require(Self.peakResidentBytes()) - before
        #expect(output.exitCode == 0 && !output.timedOut)
        #expect(output.byteCount == size + 6)
        #expect(output.isTruncated)
        #expect(output.stdout.utf8.count <= (1 << 20) + 100)
        #expect(output.stdout.hasSuffix("not kept]\nlast\n"))
        // Kept: 1 MB per stream; read: 64 KB at a time. Other tests running beside this one allocate too.
        #expect(growth < 64 << 20, "resident memory grew by \(growth >> 20) MB for \(size >> 20) MB of output")
    }

    @Test func outputUnderTheLimitIsKeptWhole() throws {
        let output = try shell("echo out; echo err >&2", outputLimit: 8)
        #expect(output.stdout == "out\n" && output.stderr == "err\n")
        #expect(!output.isTruncated)
    }

    @Test func theCommandRunsInTheGivenDirectoryWithNoInput() throws {
        let directory = try makeTemporaryDirectory("subprocess")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try Subprocess("sh", ["-c", "pwd; cat"], directory: directory, timeLimit: 10).run()
        #expect(output.stdout == directory.resolvingSymlinksInPath().path + "\n")
        #expect(!output.timedOut)
    }

    /// Issue 26: a limit of 1.5e10 s overflowed `UInt64` nanoseconds and trapped.
    @Test func theDeadlineIsClampedNeverOverflowing() {
        let start: UInt64 = 5_000_000_000
        #expect(Subprocess.deadline(start: start, seconds: 1.5) == 6_500_000_000)
        #expect(Subprocess.deadline(start: start, seconds: 1.5e10) == 15_000_000_005_000_000_000)
        #expect(Subprocess.deadline(start: 4_000_000_000_000_000_000, seconds: 1.5e10) == .max)
        #expect(Subprocess.deadline(start: start, seconds: .infinity) == .max)
        #expect(Subprocess.deadline(start: start, seconds: 1.9e10) == .max)
        #expect(Subprocess.deadline(start: .max - 1, seconds: 1) == .max)
        #expect(Subprocess.deadline(start: start, seconds: -3) == start)
        #expect(Subprocess.deadline(start: start, seconds: .nan) == start)
    }

    @Test func aHugeTimeLimitRunsTheCommandToItsEnd() throws {
        let output = try shell("echo done", timeLimit: .infinity)
        #expect(output.stdout == "done\n" && !output.timedOut)
    }

    /// Issue 34: a descriptor docgen inherited without close-on-exec (a shell's `7>>file`) reached every
    /// command, which could write into the file through it.
    @Test func theChildGetsOnlyItsStandardStreamsAndThePassedDescriptors() throws {
        let directory = try makeTemporaryDirectory("subprocess")
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("victim.txt").path
        try "mine".write(toFile: victim, atomically: true, encoding: .utf8)
        let inherited = open(victim, O_WRONLY | O_APPEND)
        try #require(inherited > 2)
        defer { close(inherited) }
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = write(ends[1], "passed\n", 7)
        close(ends[1])
        var command = Subprocess(
            "sh",
            [
                "-c",
                "(echo x > /dev/fd/\(inherited)) 2>/dev/null || echo refused; echo x >> /proc/self/fd/\(inherited); cat <&3; ls /proc/$$/fd",
            ],
            timeLimit: 20)
        command.passedDescriptors = [ends[0]]
        let output = try command.run()
        #expect(output.stdout.hasPrefix("refused\npassed"), "\(output.combined)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine")
        // The shell's descriptors: its standard streams and the passed one, as 3.
        #expect(output.stdout.split(separator: "\n").dropFirst(2) == ["0", "1", "2", "3"], "\(output.stdout)")
    }

    /// Issue 34: the channel (a test process's event stream) is a pipe of its own as descriptor 3, apart
    /// from the output the examples print to; passed descriptors come after it.
    @Test func theChannelIsDescriptorThreeAndApartFromTheOutput() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = write(ends[1], "passed\n", 7)
        close(ends[1])
        var command = Subprocess("sh", ["-c", "echo event >&3; echo printed; cat <&4"], timeLimit: 20)
        command.hasChannel = true
        command.passedDescriptors = [ends[0]]
        let output = try command.run()
        #expect(output.channel == "event\n")
        #expect(output.stdout == "printed\npassed\n", "\(output.combined)")
        // Without one there is none, and descriptor 3 is not open.
        let plain = try Subprocess("sh", ["-c", "echo event >&3"], timeLimit: 20).run()
        #expect(plain.channel == nil)
        #expect(plain.exitCode != 0)
    }
}
