import Foundation

// MARK: - The tools' jail

extension Subprocess {
    /// bubblewrap, where it can make the namespaces the tools' jail needs (a PID and a network namespace);
    /// nil where it is missing or cannot (macOS, some containers). Probed once per process.
    static let bubblewrap: String? = {
        #if os(Linux)
            guard let bwrap = ExampleSandbox.executable(named: "bwrap") else { return nil }
            let trial = Subprocess(
                bwrap, jailArguments(readable: nil, writable: []) + ["/bin/true"], timeLimit: 30, outputLimit: 4096)
            guard let output = try? trial.run(), output.exitCode == 0, !output.wasSignalled else { return nil }
            return bwrap
        #else
            return nil
        #endif
    }()

    /// What every system of this kind has in its root and a dynamically linked tool needs to start: the
    /// programs and libraries (a link where the root links them into `/usr`) and the loader's cache.
    static let systemPaths = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/etc/ld.so.cache"]

    /// bubblewrap's arguments for the jail: the file system read-only (all of it, or, with `readable`, only
    /// the system's programs and libraries, a `/tmp` of its own and those paths), `writable` writable, no
    /// network, in a PID namespace of its own that the kernel kills when docgen dies, however it dies.
    static func jailArguments(readable: [String]?, writable: [String]) -> [String] {
        var arguments: [String] = []
        if let readable {
            let fileManager = FileManager.default
            for path in systemPaths where fileManager.fileExists(atPath: path) {
                if let target = try? fileManager.destinationOfSymbolicLink(atPath: path) {
                    arguments += ["--symlink", target, path]
                } else {
                    arguments += ["--ro-bind", path, path]
                }
            }
            arguments += ["--tmpfs", "/tmp"]
            // After `/tmp`, so that a path under it is the real one, not the jail's empty `/tmp`.
            for path in readable { arguments += ["--ro-bind-try", path, path] }
        } else {
            arguments += ["--ro-bind", "/", "/"]
        }
        arguments += ["--dev", "/dev", "--proc", "/proc"]
        for path in writable { arguments += ["--bind", path, path] }
        return arguments + ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--die-with-parent", "--"]
    }

    /// This command in the tools' jail, the command as it is where there is no bubblewrap (macOS, some
    /// containers). Compilers and SwiftPM, which read a document's code and evaluate the `Package.swift` of
    /// the packages it declares, run so: a manifest cannot delete a project file nor reach the network, and
    /// clang's `#include "/etc/passwd"` finds no such file.
    ///
    /// - The whole file system is read-only but `writable` (directories, made if missing; the first is the
    ///   command's `TMPDIR`), or, with `readable`, nothing is there but the system's programs and libraries,
    ///   an empty `/tmp`, the command's directory and those paths (read-only) and `writable`.
    /// - No network, and killed with docgen: a child leads a session of its own and docgen kills what it
    ///   started when it ends; but docgen killed (`kill -9`, or Ctrl-C before it could clean up) could not,
    ///   and a `swift build` with its compilers and a manifest that never finishes evaluating stayed behind
    ///   for good. In the namespace the kernel kills them all when docgen dies, however it dies.
    ///
    /// Jailed or not (no bubblewrap), the command gets `toolEnvironment`'s variables only.
    public func jailed(writable: [URL] = [], readable: [URL]? = nil) -> Subprocess {
        var environment = Self.toolEnvironment(from: self.environment ?? ProcessInfo.processInfo.environment)
        guard let bwrap = Self.bubblewrap else {
            var unjailed = self
            unjailed.environment = environment
            return unjailed
        }
        let fileManager = FileManager.default
        func real(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
        let writablePaths = writable.map { url in
            try? fileManager.createDirectory(at: url, withIntermediateDirectories: true)
            return real(url)
        }
        var readablePaths = readable?.map(real)
        if let directory { readablePaths?.append(real(directory)) }
        var jailed = self
        jailed.executable = bwrap
        // `env` inside too: it exits 127 or 126 for a command it cannot find or run, as outside (bwrap says 1).
        jailed.arguments =
            Self.jailArguments(readable: readablePaths, writable: writablePaths) + ["/usr/bin/env", "--", executable]
            + arguments
        if let temporary = writablePaths.first { environment["TMPDIR"] = temporary }
        jailed.environment = environment
        return jailed
    }

    /// The environment of a tool (SwiftPM, a compiler, a declared package's manifest): the variables that
    /// choose the toolchain, its caches and the locale, nothing else. No token or key of CI reaches a
    /// manifest a document declares; and SwiftPM, which keys its compiled manifests and plugins on the whole
    /// environment, sees the same one at every run: a shell's `_`, `OLDPWD` or `SHLVL` differed between two
    /// checks and it compiled docgen's plugin again, half a second of a one-example re-check.
    static func toolEnvironment(from outside: [String: String]) -> [String: String] {
        let names: Set = [
            "PATH", "HOME", "USER", "LOGNAME", "TMPDIR", "LANG", "LANGUAGE", "TZ", "TERM", "NO_COLOR",
            "LD_LIBRARY_PATH", "CC", "CXX", "SDKROOT", "DEVELOPER_DIR", "TOOLCHAINS", "XDG_CACHE_HOME",
            "XDG_CONFIG_HOME",
        ]
        let prefixes = ["LC_", "SWIFT_", "SWIFTPM_", "SWIFTCI_"]
        return outside.filter { variable in
            names.contains(variable.key) || prefixes.contains { variable.key.hasPrefix($0) }
        }
    }
}
