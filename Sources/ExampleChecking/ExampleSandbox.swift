import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where an example's process runs: inside bubblewrap (`bwrap`), with the whole filesystem read-only but its
/// scratch directory, a private `/tmp`, no network, a PID namespace of its own and limits on its memory and
/// process count.
///
/// - The filesystem is `--ro-bind / /`: a write anywhere but the scratch directory (the project, `Docs/`,
///   the home directory) fails with `EROFS` inside the example, so the user's files stay as they were.
/// - `--unshare-pid --die-with-parent`: when the example's process ends, or docgen dies, the kernel kills
///   every process left in the namespace — a `setsid` daemon with a clean environment and TERM blocked
///   included. A small shell wrapper counts those processes first, so they are still reported.
/// - Memory: `RLIMIT_AS` (`prlimit --as`), so that an allocation beyond the limit fails at once (Swift traps
///   with "failed to allocate … bytes of memory") instead of growing until the machine refuses. Address
///   space rather than resident memory: it needs no cgroup, and a Swift test process reserves little more
///   than it uses (thread stacks, malloc arenas: well under 1 GB).
/// - Processes: a pids cgroup (`pids.max`) when docgen may create one (root, as in CI), else
///   `RLIMIT_NPROC` set inside the sandbox's user namespace, where the kernel counts only the namespace's
///   processes (an unprivileged bwrap always makes one). `RLIMIT_NPROC` alone does nothing for root.
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
            let trial = Subprocess(
                bwrap,
                [
                    "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--unshare-pid",
                    "--unshare-net", "--die-with-parent", "--", "/bin/true",
                ],
                timeLimit: 30, outputLimit: 4096)
            let output = try? trial.run()
            guard let output, output.exitCode == 0, !output.wasSignalled else {
                let said = output?.stderr.split(separator: "\n").first.map { " (\($0))" } ?? ""
                return .failure(Unavailable(reason: "bwrap cannot make its namespaces here\(said)"))
            }
            return .success(
                ExampleSandbox(bwrap: bwrap, prlimit: prlimit, processGroups: processGroupRoot(), limits: Limits()))
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

    /// Runs `command` (whose `directory` is the example's scratch directory, the one place it may write) in
    /// the sandbox, with `readable` (the project, the package and its products) shown read-only even where
    /// they lie under `/tmp`.
    public func run(_ command: Subprocess, readable: [URL]) throws -> Subprocess.Output {
        guard let scratch = command.directory?.standardizedFileURL.path else { return try command.run() }
        let report = "\(scratch)/.docgen-processes-\(UUID().uuidString)"
        let group = makeProcessGroup()
        defer { group.map(removeProcessGroup) }

        var sandboxed = command
        var arguments = [
            "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
        ]
        // Only what the private /tmp hides needs showing again (anything else would cover /dev, /proc or /tmp).
        for path in readable.map(\.standardizedFileURL.path) where path.hasPrefix("/tmp/") {
            arguments += ["--ro-bind-try", path, path]
        }
        arguments += [
            "--bind", scratch, scratch, "--chdir", scratch, "--setenv", "TMPDIR", "/tmp",
            "--unshare-pid", "--unshare-net", "--die-with-parent", "--",
            prlimit, "--as=\(limits.memoryBytes)", "--nproc=\(limits.processCount)", "--",
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
        var output = try sandboxed.run()
        // bwrap exits 128 + n when the example's process was killed by signal n.
        if !output.wasSignalled, output.exitCode > 128, output.exitCode < 128 + 65 {
            output.exitCode -= 128
            output.wasSignalled = true
        }
        if let text = try? String(contentsOfFile: report, encoding: .utf8), let count = Int(text.trimmed) {
            output.strayProcessCount += count
        }
        try? FileManager.default.removeItem(atPath: report)
        return output
    }

    /// Runs the command given as arguments, then counts the processes it left in the namespace (all but
    /// bwrap's init, pid 1, this shell and zombies bwrap has not reaped yet, such as the runtime's
    /// backtracer after a trap) into the file `$0`, before the namespace and they end. A process still on
    /// its way out (a busy machine is slow to turn it into a zombie) is not one left running: the scan is
    /// repeated, a tenth of a second apart, up to half a second, and only those still there count. No
    /// command runs during a scan: a subshell would count itself.
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
            [ "$count" -eq 0 ] && break
        done
        [ "$count" -eq 0 ] || echo "$count" > "$0"
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

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
