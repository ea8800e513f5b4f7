import Foundation

// MARK: - Children that die with docgen

extension Subprocess {
    /// The prefix that runs a command in a PID namespace of its own that dies with docgen: bubblewrap with the
    /// whole filesystem as it is (`--dev-bind / /`, a fresh `/proc`), `--unshare-pid --die-with-parent`.
    ///
    /// A child leads a session of its own (so a terminal's Ctrl-C does not reach it) and docgen kills what it
    /// started when it ends; but docgen killed (`kill -9`, or Ctrl-C before it could clean up) could not, and
    /// a `swift build` with its compilers and a manifest that never finishes evaluating stayed behind for
    /// good. In the namespace the kernel kills them all when docgen dies, however it dies. Nil where
    /// bubblewrap is missing or cannot make the namespace (macOS, some containers): then the session and the
    /// marker are all there is. Probed once per process.
    static let jailPrefix: [String]? = {
        #if os(Linux)
            guard let bwrap = ExampleSandbox.executable(named: "bwrap") else { return nil }
            let prefix = [
                bwrap, "--dev-bind", "/", "/", "--proc", "/proc", "--unshare-pid", "--die-with-parent", "--",
            ]
            let trial = Subprocess(
                prefix[0], Array(prefix.dropFirst()) + ["/bin/true"], timeLimit: 30, outputLimit: 4096)
            guard let output = try? trial.run(), output.exitCode == 0, !output.wasSignalled else { return nil }
            return prefix
        #else
            return nil
        #endif
    }()

    /// This command, run in the namespace of `jailPrefix` where there is one (the command as it is elsewhere).
    public var dyingWithDocgen: Subprocess {
        guard let prefix = Self.jailPrefix else { return self }
        var jailed = self
        jailed.executable = prefix[0]
        // `env` inside too: it exits 127 or 126 for a command it cannot find or run, as outside (bwrap says 1).
        jailed.arguments = Array(prefix.dropFirst()) + ["/usr/bin/env", "--", executable] + arguments
        return jailed
    }
}
