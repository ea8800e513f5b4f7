import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command to completion (or until a time limit), collecting its output, whatever the command does.
///
/// The child leads a session of its own and carries an environment marker; when it ends, or at the time
/// limit, everything it started is killed — its process group, its session and every process that
/// inherited the marker (a `setsid` daemon included) — so no descendant outlives it, and output is read
/// until the pipes close or one second after the child ended, never longer. Output is capped: the first
/// and last halves of `outputLimit` bytes of each stream are kept. The child inherits no descriptor of
/// docgen's but its standard output and error (stdin is `/dev/null`), its `channel` and the
/// `passedDescriptors`.
public struct Subprocess: Sendable {
    public struct Output: Sendable {
        public var exitCode: Int32
        /// Whether the child was stopped by a signal (a trap, or our own kill at the time limit).
        public var wasSignalled: Bool
        /// Whether the child was still running at the time limit (and was killed).
        public var timedOut: Bool
        public var stdout: String
        public var stderr: String
        /// Bytes the child wrote to stdout and stderr, kept or not.
        public var byteCount: Int = 0
        /// Whether some output was not kept (more than the output limit).
        public var isTruncated = false
        /// Processes the child started that were still running when it ended (or, at the time limit, beside
        /// it: see `atTimeLimit`); they were killed.
        public var strayProcessCount = 0
        /// Whether the child's processes reached the limit on their number (see `ExampleSandbox`).
        public var reachedProcessLimit = false
        /// What the child wrote to its channel (see `Subprocess.hasChannel`); nil without one, or when it
        /// wrote more than `channelLimit` bytes.
        public var channel: String?

        /// The signal that stopped the command, if one did.
        public var signal: Int32? { wasSignalled ? exitCode : nil }
        /// stdout then stderr, as a person would read them.
        public var combined: String { stdout + (stdout.isEmpty || stdout.hasSuffix("\n") ? "" : "\n") + stderr }
    }

    /// The command could not be started.
    public struct LaunchError: Error, CustomStringConvertible {
        public var command: String
        public var code: Int32
        public var description: String { "cannot run \(command): \(String(cString: strerror(code)))" }
    }

    public var executable: String
    public var arguments: [String]
    /// The working directory; nil for docgen's own.
    public var directory: URL?
    public var environment: [String: String]?
    /// Seconds before the child is stopped; nil for no limit.
    public var timeLimit: Double?
    /// Bytes of each stream kept: the first half and the last half of this many.
    public var outputLimit: Int
    /// The value of the environment marker; nil for a new one each run. A command that caches on its
    /// environment needs the same value every time: SwiftPM keys its manifest cache on the environment, and
    /// a new marker makes every `swift build` evaluate the manifests again (about 1.5 s here).
    public var marker: String?
    /// Whether the child gets a pipe of its own as descriptor 3, read like its output into `Output.channel`:
    /// a channel only docgen reads, which a process the child starts with no descriptors of its own cannot
    /// reach (a test process's event stream, `/dev/fd/3`).
    public var hasChannel = false
    /// Bytes of the channel kept; a child that writes more has no channel in its output.
    public static let channelLimit = 64 << 20
    /// Descriptors of docgen's the child gets, as `firstPassedDescriptor`, … in this order; every other one
    /// above 2 is closed.
    public var passedDescriptors: [Int32] = []
    /// The number the first of `passedDescriptors` has in the child: 3, or 4 after the channel.
    public var firstPassedDescriptor: Int32 { hasChannel ? 4 : 3 }
    /// Called with the child's pid at the time limit, before it is killed: the number of processes it
    /// started that are still running (added to `strayProcessCount`).
    public var atTimeLimit: (@Sendable (pid_t) -> Int)?

    public init(
        _ executable: String, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        timeLimit: Double? = nil, outputLimit: Int = 16 << 20
    ) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.timeLimit = timeLimit
        self.outputLimit = outputLimit
    }

    /// Runs the command (found on `PATH`, through `/usr/bin/env`) and returns once it and everything it
    /// started have ended.
    public func run() throws -> Output {
        let token = marker ?? UUID().uuidString
        var environment = self.environment ?? ProcessInfo.processInfo.environment
        environment[DescendantProcesses.markerName] = token
        var command = ["/usr/bin/env"]
        if let directory { command += ["-C", directory.path] }
        command += ["--", executable] + arguments
        let fds = try Self.spawnLock.withLock { try spawn(command, environment: environment) }
        return collect(pid: fds.pid, fds: fds.read, descendants: DescendantProcesses(leader: fds.pid, token: token))
    }

    // MARK: - Starting

    /// Held from creating a child's pipes to starting it, so that no other child of ours inherits them
    /// (they are close-on-exec only once `fcntl` has run) and holds them open.
    private static let spawnLock = NSLock()

    /// Starts the command as a session leader with stdin from `/dev/null`; returns its pid and the read
    /// ends of its stdout, stderr and channel (if it has one).
    private func spawn(_ command: [String], environment: [String: String]) throws -> (pid: pid_t, read: [Int32]) {
        // Copies above every target first, so that none is overwritten before it is moved to its place.
        var passed: [Int32] = []
        defer { passed.forEach { close($0) } }
        let firstPassed = firstPassedDescriptor
        for fd in passedDescriptors {
            let copy = fcntl(fd, F_DUPFD_CLOEXEC, firstPassed + Int32(passedDescriptors.count))
            guard copy >= 0 else { throw LaunchError(command: executable, code: errno) }
            passed.append(copy)
        }
        // stdout, stderr and the channel: [read, write] each.
        var pipes: [[Int32]] = []
        for _ in 0..<(hasChannel ? 3 : 2) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                let code = errno
                pipes.joined().forEach { close($0) }
                throw LaunchError(command: executable, code: code)
            }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            pipes.append(ends)
        }
        defer { pipes.forEach { close($0[1]) } }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (index, ends) in pipes.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1 + Int32(index))
        }
        for (index, fd) in passed.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, fd, firstPassed + Int32(index))
        }
        // What docgen inherited or opened without close-on-exec (a shell's `7>>file`) stays with docgen
        // (Darwin: POSIX_SPAWN_CLOEXEC_DEFAULT below, which keeps only the descriptors of these actions).
        #if !canImport(Darwin)
            Self.closeFrom(firstPassed + Int32(passed.count), in: &actions)
        #endif

        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t(), defaults = sigset_t()
        sigemptyset(&mask)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // POSIX_SPAWN_SETSID (glibc 2.26+: 0x80; Darwin: 0x400; not exported to Swift): the child leads a new
        // session and group.
        #if canImport(Darwin)
            let setSession: Int32 = 0x400 | 0x4000  // and POSIX_SPAWN_CLOEXEC_DEFAULT
        #else
            let setSession: Int32 = 0x80
        #endif
        posix_spawnattr_setflags(&attributes, Int16(setSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard code == 0 else {
            pipes.forEach { close($0[0]) }
            throw LaunchError(command: executable, code: code)
        }
        return (pid, pipes.map { $0[0] })
    }

    #if !canImport(Darwin)
        private typealias AddCloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34; Swift's Glibc module does not show it).
        private static let addCloseFrom: AddCloseFrom? = dlsym(
            UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"
        ).map { unsafeBitCast($0, to: AddCloseFrom.self) }

        /// Closes every descriptor from `lowest` up in the child: a file action, or, with an older glibc,
        /// close-on-exec set on each of docgen's open ones (one another thread opens meanwhile may escape).
        private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
            if let addCloseFrom, addCloseFrom(&actions, lowest) == 0 { return }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
                if let fd = Int32(name), fd >= lowest { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            }
        }
    #endif

    // MARK: - Waiting

    /// The uptime in nanoseconds `seconds` after `start`, clamped: a negative or NaN limit is `start` (no
    /// time at all), one past the end of `UInt64`'s range (a huge or infinite limit) is `UInt64.max`.
    package static func deadline(start: UInt64, seconds: Double) -> UInt64 {
        guard seconds > 0 else { return start }
        let nanoseconds = seconds * 1e9
        // `Double(UInt64.max)` rounds up to 2^64, which does not fit: compare with it exclusively.
        guard nanoseconds < Double(UInt64.max) else { return .max }
        let (sum, overflow) = start.addingReportingOverflow(UInt64(nanoseconds))
        return overflow ? .max : sum
    }

    /// Reads the child's output until it has ended and its pipes are closed (or a second after it ended),
    /// killing it at the time limit and its stray descendants when it ends.
    private func collect(pid: pid_t, fds: [Int32], descendants: DescendantProcesses) -> Output {
        var streams = [CappedOutput(limit: outputLimit), CappedOutput(limit: outputLimit)]
        if hasChannel { streams.append(CappedOutput(limit: Self.channelLimit)) }
        var polled = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = timeLimit.map { Self.deadline(start: start, seconds: $0) }
        var status: Int32?
        var timedOut = false
        var strays = 0
        var readUntil: UInt64?

        while true {
            if status == nil {
                var waited: Int32 = 0
                if waitpid(pid, &waited, WNOHANG) == pid {
                    status = waited
                    strays += descendants.killAll()
                    readUntil = DispatchTime.now().uptimeNanoseconds + 1_000_000_000
                }
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if status == nil, !timedOut, let deadline, now >= deadline {
                timedOut = true
                strays += atTimeLimit?(pid) ?? 0
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                descendants.killAll()
            }
            if status != nil && (polled.allSatisfy { $0.fd < 0 } || now >= readUntil ?? 0) { break }

            let ready = poll(&polled, nfds_t(polled.count), 50)
            guard ready > 0 else { continue }
            for index in polled.indices where polled[index].fd >= 0 && polled[index].revents != 0 {
                let count = read(polled[index].fd, buffer.baseAddress, buffer.count)
                if count > 0 {
                    streams[index].append(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(polled[index].fd)
                    polled[index].fd = -1
                }
            }
        }
        for entry in polled where entry.fd >= 0 { close(entry.fd) }

        let waited = status ?? 0
        let signalled = waited & 0x7f != 0 && waited & 0x7f != 0x7f
        return Output(
            exitCode: signalled ? waited & 0x7f : (waited >> 8) & 0xff, wasSignalled: signalled, timedOut: timedOut,
            stdout: streams[0].text, stderr: streams[1].text, byteCount: streams[0].byteCount + streams[1].byteCount,
            isTruncated: streams.prefix(2).contains { $0.isTruncated }, strayProcessCount: strays,
            channel: hasChannel && !streams[2].isTruncated ? streams[2].text : nil)
    }
}
