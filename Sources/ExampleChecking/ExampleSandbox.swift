import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where an example's process runs: inside bubblewrap (`bwrap`), as an unprivileged user with nothing of the
/// host's but what it needs, read-only, its scratch directory, no network, a PID namespace of its own and
/// limits on its memory and process count.
///
/// - The filesystem: `/usr` (and the `/bin`, `/lib`… of the host), a few files of `/etc`, the Swift
///   toolchain and the `readable` paths (the project, the package and its products) read-only, the scratch
///   directory writable, and a fresh `/dev`, `/proc`, `/tmp` and `/run`: a write anywhere else fails with
///   `EROFS` or `ENOENT`, and no host socket or temporary file is there to reach.
/// - The user: `nobody` (65534) in a user namespace (docgen's own user outside, root in CI), with every
///   capability dropped, no further user namespace, a session of its own, and the seccomp filter of
///   `SeccompFilter` (no mount, namespace, `ptrace`, keyring, `bpf`, Unix socket…). Its environment is
///   `environment(home:)`'s; it inherits no descriptor of docgen's (`Subprocess`).
/// - `--unshare-pid --die-with-parent`: when the example's process ends, or docgen dies, the kernel kills
///   every process left in the namespace — a `setsid` daemon with a clean environment and TERM blocked
///   included. A small shell wrapper counts those processes first, so they are still reported; at the time
///   limit docgen counts them from outside (`JailedProcesses`).
/// - Memory: `RLIMIT_AS` (`prlimit --as`), so that an allocation beyond the limit fails at once (Swift traps
///   with "failed to allocate … bytes of memory") instead of growing until the machine refuses. Address
///   space rather than resident memory: it needs no cgroup, and a Swift test process reserves little more
///   than it uses (thread stacks, malloc arenas: well under 1 GB).
/// - Processes: a pids cgroup (`pids.max`, and `pids.events` tells that the limit was reached) when docgen
///   may create one (root, as in CI), else `RLIMIT_NPROC` set inside the sandbox's user namespace, where
///   the kernel counts only the namespace's processes. `RLIMIT_NPROC` does nothing for root (nor for the
///   jail's user, root outside).
public struct ExampleSandbox: Sendable {
    /// What an example may use.
    public struct Limits: Sendable, Hashable {
        /// Bytes of address space of each process (`RLIMIT_AS`).
        public var memoryBytes: Int
        /// Processes and threads of the example together.
        public var processCount: Int

        public init(memoryBytes: Int = 4 << 30, processCount: Int = 512) {
            self.memoryBytes = memoryBytes
            self.processCount = processCount
        }
    }

    /// The `bwrap` executable.
    public var bwrap: String
    /// util-linux's `prlimit`.
    public var prlimit: String
    /// The pids cgroup directory docgen may create groups in; nil when it may not.
    public var processGroups: String?
    /// The Swift toolchain's directories outside the system's (`/opt/swift`), shown read-only.
    public var toolchain: [String]
    public var limits: Limits

    /// The sandbox of this machine, or why there is none: `bwrap` or `prlimit` is missing, or `bwrap` cannot
    /// make its namespaces here. Probed once per process.
    public static func available(limits: Limits) -> Result<ExampleSandbox, Unavailable> {
        probe.map { found in
            var sandbox = found
            sandbox.limits = limits
            return sandbox
        }
    }

    /// Why examples run unsandboxed.
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    private static let probe: Result<ExampleSandbox, Unavailable> = {
        #if os(Linux)
            guard let bwrap = executable(named: "bwrap") else {
                return .failure(Unavailable(reason: "bwrap is not installed (Debian: apt-get install bubblewrap)"))
            }
            guard let prlimit = executable(named: "prlimit") else {
                return .failure(Unavailable(reason: "prlimit (util-linux) is not installed"))
            }
            let filter = try? SeccompFilter.descriptor()
            defer { filter.map { _ = close($0) } }
            var trial = Subprocess(
                bwrap, jailArguments(seccomp: filter == nil ? nil : 3) + systemBinds + ["--", "/bin/true"],
                timeLimit: 30, outputLimit: 4096)
            trial.passedDescriptors = filter.map { [$0] } ?? []
            let output = try? trial.run()
            guard let output, output.exitCode == 0, !output.wasSignalled else {
                let said = output?.stderr.split(separator: "\n").first.map { " (\($0))" } ?? ""
                return .failure(Unavailable(reason: "bwrap cannot make its namespaces here\(said)"))
            }
            return .success(
                ExampleSandbox(
                    bwrap: bwrap, prlimit: prlimit, processGroups: processGroupRoot(),
                    toolchain: toolchainDirectories(), limits: Limits()))
        #else
            return .failure(Unavailable(reason: "examples are sandboxed on Linux only (bubblewrap)"))
        #endif
    }()

    /// The first executable file named `name` in `PATH`.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The directories of the running Swift toolchain and of the `swift` on `PATH` (the one that builds
    /// the examples) that the system's directories do not hold: the root of the `usr/lib/swift` that
    /// docgen's runtime library was loaded from, and of the `usr/bin` the `swift` link leads to.
    static func toolchainDirectories() -> [String] {
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        let runtime = maps.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("/libswiftCore.so"), let path = line.split(separator: " ").last else { return nil }
            return root(of: String(path), above: "/usr/lib/swift/")
        }
        return Set(runtime + [toolchainRoot(ofSwift: "swift")].compactMap { $0 }).sorted()
    }

    /// The directory above the `usr/bin` the `swift` command (a path, or a name on `PATH`) leads to; nil for
    /// the system's `/usr/bin`.
    public static func toolchainRoot(ofSwift swift: String) -> String? {
        guard let found = swift.contains("/") ? swift : executable(named: swift) else { return nil }
        return root(of: found, above: "/usr/bin/")
    }

    /// What is above `marker` in `path` with its links resolved; nil for nothing (the system's `/usr`).
    private static func root(of path: String, above marker: String) -> String? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let range = resolved.range(of: marker, options: .backwards), range.lowerBound != resolved.startIndex
        else { return nil }
        return String(resolved[..<range.lowerBound])
    }

    /// A pids cgroup directory docgen can create a group in and limit: cgroup v1's `pids` hierarchy, or the
    /// v2 root when it delegates the `pids` controller to its children.
    static func processGroupRoot() -> String? {
        let delegated = (try? String(contentsOfFile: "/sys/fs/cgroup/cgroup.subtree_control", encoding: .utf8)) ?? ""
        let candidates = [
            ("/sys/fs/cgroup/pids", true),
            ("/sys/fs/cgroup", delegated.split(whereSeparator: \.isWhitespace).contains("pids")),
        ]
        for (root, usable) in candidates where usable && access(root, W_OK) == 0 {
            let trial = "\(root)/docgen-probe-\(getpid())"
            guard mkdir(trial, 0o755) == 0 else { continue }
            let limited = FileManager.default.fileExists(atPath: "\(trial)/pids.max")
            rmdir(trial)
            if limited {
                removeStaleProcessGroups(in: root)
                return root
            }
        }
        return nil
    }

    /// Removes the groups a docgen killed in the middle of a check left behind: empty ones (the kernel
    /// refuses to remove a group with processes) made more than a minute ago (a new one is joined at once).
    static func removeStaleProcessGroups(in root: String) {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: root)) ?? [] where name.hasPrefix("docgen-") {
            let group = "\(root)/\(name)"
            guard let made = (try? fileManager.attributesOfItem(atPath: group))?[.modificationDate] as? Date,
                Date().timeIntervalSince(made) > 60
            else { continue }
            rmdir(group)
        }
    }

    // MARK: - Running

    /// The user and group an example runs as inside its user namespace (`nobody`): docgen's own ids outside.
    static let jailID = "65534"

    /// Runs `command` (whose `directory` is the example's scratch directory, the one place it may write, with
    /// `writable`: docgen's own files of the run, such as the test event stream) in the sandbox, with
    /// `readable` (the project, the package and its products, the toolchain) shown read-only.
    public func run(_ command: Subprocess, readable: [URL], writable: [URL] = []) throws -> Subprocess.Output {
        guard let scratch = command.directory?.standardizedFileURL.path else { return try command.run() }
        let report = "\(scratch)/.docgen-processes-\(UUID().uuidString)"
        let group = makeProcessGroup()
        defer { group.map(removeProcessGroup) }
        let filter = try SeccompFilter.descriptor()
        defer { filter.map { _ = close($0) } }

        var sandboxed = command
        // The seccomp filter after the command's own descriptors (its channel and passed ones keep their numbers).
        let seccomp = command.firstPassedDescriptor + Int32(command.passedDescriptors.count)
        var arguments = Self.jailArguments(seccomp: filter == nil ? nil : seccomp)
        arguments += Self.systemBinds + toolchain.flatMap { ["--ro-bind-try", $0, $0] }
        for path in readable.map(\.standardizedFileURL.path) { arguments += ["--ro-bind-try", path, path] }
        for path in writable.map(\.standardizedFileURL.path) { arguments += ["--bind", path, path] }
        arguments += ["--bind", scratch, scratch, "--chdir", scratch]
        // The allowed variables of the command's environment (docgen's own when it gives none).
        arguments += Self.environment(home: scratch, from: command.environment ?? ProcessInfo.processInfo.environment)
            .flatMap { ["--setenv", $0.key, $0.value] }
        arguments += [
            "--", prlimit, "--as=\(limits.memoryBytes)", "--nproc=\(limits.processCount)", "--",
            "/bin/sh", "-c", Self.countingScript, report, command.executable,
        ]
        arguments += command.arguments
        if let group {
            sandboxed.executable = "/bin/sh"
            sandboxed.arguments = ["-c", Self.joiningScript, "\(group)/cgroup.procs", bwrap] + arguments
        } else {
            sandboxed.executable = bwrap
            sandboxed.arguments = arguments
        }
        sandboxed.passedDescriptors = command.passedDescriptors + (filter.map { [$0] } ?? [])
        sandboxed.atTimeLimit = { JailedProcesses(outside: $0).strays() }
        var output = try sandboxed.run()
        let scan = (try? String(contentsOfFile: report, encoding: .utf8)).map(ProcessScan.init)
        try? FileManager.default.removeItem(atPath: report)
        if let scan, !output.timedOut, !output.wasSignalled {
            // The command's own status (the counting shell may have died after it, unable to fork).
            output.exitCode = scan.status
        }
        // bwrap and the shell exit 128 + n when the example's process was killed by signal n.
        if !output.wasSignalled, output.exitCode > 128, output.exitCode < 128 + 65 {
            output.exitCode -= 128
            output.wasSignalled = true
        }
        output.strayProcessCount += scan?.count ?? 0
        // A scan begun but not finished: the shell could not fork its `sleep`, the jail was full. (No scan at
        // all: bwrap or the shell was killed, which the exit status says, or bwrap could not start.)
        output.reachedProcessLimit =
            group.map(Self.limitWasReached) == true || (!output.timedOut && scan.map { !$0.isComplete } == true)
        return output
    }

    /// What the counting shell wrote: the command's status and the processes it left, after each scan, and
    /// `done` once the last one finished.
    struct ProcessScan {
        var status: Int32
        var count: Int
        var isComplete: Bool

        init(_ text: String) {
            let fields = text.split(whereSeparator: \.isWhitespace)
            status = fields.first.flatMap { Int32($0) } ?? 0
            count = fields.dropFirst().first.flatMap { Int($0) } ?? 0
            isComplete = fields.count == 3 && fields[2] == "done"
        }
    }

    /// Whether a fork or thread in the group failed at its `pids.max` (the `max` count of `pids.events`).
    static func limitWasReached(_ group: String) -> Bool {
        let events = (try? String(contentsOfFile: "\(group)/pids.events", encoding: .utf8)) ?? ""
        return events.split(separator: "\n").contains { line in
            let fields = line.split(separator: " ")
            return fields.count == 2 && fields[0] == "max" && (Int(fields[1]) ?? 0) > 0
        }
    }

    /// bwrap's options of the jail but its filesystem: an unprivileged user in namespaces of its own (user,
    /// PID, network, IPC, UTS and cgroup where the kernel has them), no capabilities, no further user
    /// namespaces, a new session (no terminal to type into), a clean environment, the seccomp filter read
    /// from descriptor `seccomp`, dying with docgen.
    static func jailArguments(seccomp: Int32?) -> [String] {
        [
            "--unshare-user", "--uid", jailID, "--gid", jailID, "--disable-userns", "--unshare-pid",
            "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--cap-drop", "ALL",
            "--new-session", "--die-with-parent", "--clearenv",
        ] + (seccomp.map { ["--seccomp", "\($0)"] } ?? [])
    }

    /// The system's programs and libraries read-only (`/bin` and the like as the links they are on a
    /// merged `/usr`), the few files of `/etc` programs read, and fresh `/dev`, `/proc`, `/tmp` and `/run`.
    static let systemBinds: [String] = {
        var arguments: [String] = []
        let fileManager = FileManager.default
        for path in ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? fileManager.destinationOfSymbolicLink(atPath: path) {
                arguments += ["--symlink", target, path]
            } else if fileManager.fileExists(atPath: path) {
                arguments += ["--ro-bind", path, path]
            }
        }
        let etc = [
            "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "timezone", "passwd", "group", "nsswitch.conf",
            "hosts", "os-release", "alternatives", "ssl", "mime.types",
        ]
        arguments += etc.flatMap { ["--ro-bind-try", "/etc/\($0)", "/etc/\($0)"] }
        return arguments + ["--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--tmpfs", "/run"]
    }()

    /// The environment of an example: docgen's locale, time zone, terminal, `PATH` and Swift Testing's and
    /// the Swift runtime's settings, nothing else (no tokens or keys of CI); `HOME` is its scratch directory.
    static func environment(
        home: String, from outside: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        let names: Set = [
            "PATH", "LANG", "LANGUAGE", "TZ", "TERM", "NO_COLOR", "SWIFT_BACKTRACE", "SWIFT_DETERMINISTIC_HASHING",
        ]
        var environment = outside.filter {
            names.contains($0.key) || $0.key.hasPrefix("LC_") || $0.key.hasPrefix("SWT_")
        }
        environment["HOME"] = home
        environment["TMPDIR"] = "/tmp"
        environment["PATH"] = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return environment
    }

    /// Runs the command given as arguments, then counts the processes it left in the namespace (all but
    /// bwrap's init, pid 1, this shell and zombies bwrap has not reaped yet, such as the runtime's
    /// backtracer after a trap), before the namespace and they end. A process still on its way out (a busy
    /// machine is slow to turn it into a zombie) is not one left running: the scan is repeated, a tenth of
    /// a second apart, up to half a second, and only those still there count. No command runs during a
    /// scan (a subshell would count itself), and the first needs no fork: after each, the file `$0` gets
    /// the command's status and the count, and `done` after the last, so a shell that cannot fork its
    /// `sleep` (the example keeps the jail full) leaves a scan that says so.
    static let countingScript = """
        "$@"
        status=$?
        for wait in 0 1 2 3 4 5; do
            [ "$wait" -eq 0 ] || sleep 0.1
            count=0
            for entry in /proc/[0-9]*; do
                case "${entry#/proc/}" in 1|$$) continue ;; esac
                read -r stat < "$entry/stat" 2>/dev/null || continue
                state=${stat##*) }
                case "${state%% *}" in Z|X) ;; *) count=$((count + 1)) ;; esac
            done
            echo "$status $count" > "$0"
            [ "$count" -eq 0 ] && break
        done
        echo "$status $count done" > "$0"
        exit "$status"
        """

    /// Joins the process group whose `cgroup.procs` is `$0`, then becomes the command given as arguments.
    static let joiningScript = #"echo $$ > "$0" 2>/dev/null; exec "$@""#

    /// A new pids cgroup limited to `limits.processCount`, or nil.
    private func makeProcessGroup() -> String? {
        guard let processGroups else { return nil }
        let group = "\(processGroups)/docgen-\(UUID().uuidString)"
        guard mkdir(group, 0o755) == 0 else { return nil }
        guard
            (try? "\(limits.processCount)".write(toFile: "\(group)/pids.max", atomically: false, encoding: .utf8))
                != nil
        else {
            rmdir(group)
            return nil
        }
        return group
    }

    /// Removes the group once its last process is gone (the namespace's end kills them; that takes a moment).
    private func removeProcessGroup(_ group: String) {
        for _ in 0..<100 {
            if rmdir(group) == 0 || errno == ENOENT { return }
            usleep(10_000)
        }
    }
}
